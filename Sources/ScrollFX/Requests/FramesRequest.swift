/// What `POST /v1/frames` asks: a scene with an extra top-level `offsets` array, one frame per offset.
public struct FramesRequest: Hashable, Sendable, Decodable, WireObject {
    /// The scene (its own `offset` is ignored).
    public var scene: Scene
    /// The offsets to build frames at, in order; required by `/v1/frames`, optional in a preview.
    public var offsets: [Double]?

    /// Creates a request.
    public init(scene: Scene, offsets: [Double]? = nil) {
        self.scene = scene
        self.offsets = offsets
    }

    /// Reads a scene and, beside its members, `offsets`.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> FramesRequest {
        let scene = try Scene.read(&members)
        var offsets: [Double]?
        try members.read("offsets", into: &offsets)
        return FramesRequest(scene: scene, offsets: offsets)
    }
}

extension FramesRequest: SceneRequest {
    /// The request with `offsets` given, 1 to `limits.maxOffsets` of them, each within ±1e15, and its scene validated.
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(RequestError) -> FramesRequest {
        guard offsets != nil else { throw RequestError(pointer: "/offsets", reason: "required field \"offsets\" is missing") }
        return try validatedOffsetsIfAny(limits: limits, presets: presets)
    }

    /// The request with its offsets, when it has any, checked as ``validated(limits:presets:)`` checks them, and its
    /// scene validated.
    func validatedOffsetsIfAny(limits: SceneLimits, presets: [String: Preset]) throws(RequestError) -> FramesRequest {
        if let offsets {
            guard (1...max(1, limits.maxOffsets)).contains(offsets.count) else {
                throw RequestError(pointer: "/offsets", reason: "give between 1 and \(limits.maxOffsets) offsets")
            }
            if let index = offsets.firstIndex(where: { abs($0) > sceneNumberLimit }) {
                throw RequestError(pointer: "/offsets/\(index)", reason: "must be within ±1e15")
            }
        }
        return FramesRequest(scene: try scene.validated(limits: limits, presets: presets), offsets: offsets)
    }
}
