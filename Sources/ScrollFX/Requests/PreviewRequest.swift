/// What `POST /v1/preview` asks: the body of `/v1/frames` (its `offsets` optional: without them, the scene's own
/// frame) and whether the picture has a legend.
public struct PreviewRequest: Hashable, Sendable, Decodable {
    /// The scene and, optionally, the offsets to draw it at side by side.
    public var frames: FramesRequest
    /// Whether the picture names the elements it draws; false by default.
    public var legend: Bool

    /// Creates a request.
    public init(frames: FramesRequest, legend: Bool = false) {
        self.frames = frames
        self.legend = legend
    }

    private enum CodingKeys: String, CodingKey { case legend }

    /// Decodes the members of ``FramesRequest`` and `legend` from one object.
    public init(from decoder: any Decoder) throws {
        self.init(frames: try FramesRequest(from: decoder), legend: try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Bool.self, forKey: .legend) ?? false)
    }
}

extension PreviewRequest: SceneRequest {
    /// The request with its offsets, if any, and its scene checked as ``FramesRequest`` checks them.
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(SceneError) -> PreviewRequest {
        PreviewRequest(frames: try frames.validatedOffsetsIfAny(limits: limits, presets: presets), legend: legend)
    }
}
