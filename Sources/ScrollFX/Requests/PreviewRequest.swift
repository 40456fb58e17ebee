/// What `POST /v1/preview` asks: the body of `/v1/frames` (its `offsets` optional: without them, the scene's own
/// frame) and whether the picture has a legend.
public struct PreviewRequest: Hashable, Sendable, Decodable, WireObject {
    /// The scene and, optionally, the offsets to draw it at side by side.
    public var frames: FramesRequest
    /// Whether the picture names the elements it draws; false by default.
    public var legend: Bool

    /// Creates a request.
    public init(frames: FramesRequest, legend: Bool = false) {
        self.frames = frames
        self.legend = legend
    }

    /// Reads the `/v1/frames` body and, beside its members, `legend`.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> PreviewRequest {
        var request = PreviewRequest(frames: try FramesRequest.read(&members))
        try members.read("legend", into: &request.legend)
        return request
    }
}

extension PreviewRequest: SceneRequest {
    /// The request with its offsets, if any, and its scene checked as ``FramesRequest`` checks them.
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(RequestError) -> PreviewRequest {
        PreviewRequest(frames: try frames.validatedOffsetsIfAny(limits: limits, presets: presets), legend: legend)
    }
}
