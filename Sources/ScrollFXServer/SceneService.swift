import ScrollFX

/// Turns request bodies into answers: decode, resolve presets, validate, compute.
///
/// Shared by the HTTP handlers and `scrollfx frame`, so both give the same
/// answers and the same errors.
public struct SceneService: Sendable {
    /// The caps a scene is held to.
    public let limits: SceneLimits
    /// The presets sections may name.
    public let presets: [String: Preset]
    /// The most offsets one `POST /v1/frames` may ask for.
    public let maxOffsets: Int

    /// Creates a service.
    public init(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:], maxOffsets: Int = 1000) {
        self.limits = limits
        self.presets = presets
        self.maxOffsets = maxOffsets
    }

    /// Reads a presets document `{"name": {"effects": …, "layers": …}, …}` and checks every preset.
    public static func presets(json: [UInt8]) throws(Problem) -> [String: Preset] {
        let presets = try JSONCoding.decode([String: Preset].self, from: json)
        for (name, preset) in presets {
            do {
                try preset.validate(name: name)
            } catch {
                throw Problem.invalidRequest(error.reason, pointer: error.pointer)
            }
        }
        return presets
    }

    /// The scene in `body`, decoded, with presets resolved, validated.
    public func scene(body: [UInt8]) throws(Problem) -> Scene {
        try prepared(try JSONCoding.decode(Scene.self, from: body))
    }

    /// The frame of the scene in `body`.
    public func frame(body: [UInt8]) throws(Problem) -> Frame {
        FrameBuilder(scene: try scene(body: body)).build()
    }

    /// The frames of the scene in `body` at each of its `offsets`.
    public func frames(body: [UInt8]) throws(Problem) -> FramesResponse {
        let request = try JSONCoding.decode(FramesRequest.self, from: body)
        guard (1...maxOffsets).contains(request.offsets.count) else {
            throw Problem.invalidRequest("give between 1 and \(maxOffsets) offsets", pointer: "/offsets")
        }
        if let index = request.offsets.firstIndex(where: { abs($0) > sceneNumberLimit }) {
            throw Problem.invalidRequest("must be within ±1e15", pointer: "/offsets/\(index)")
        }
        let builder = FrameBuilder(scene: try prepared(request.scene))
        return FramesResponse(frames: request.offsets.map { builder.build(offset: $0) })
    }

    /// Where a fling of the request's scene or carousel comes to rest.
    public func snap(body: [UInt8]) throws(Problem) -> SnapResult {
        var request = try JSONCoding.decode(SnapRequest.self, from: body)
        request.scene = try prepared(request.scene, at: "/scene")
        guard abs(request.velocity) <= sceneNumberLimit else {
            throw Problem.invalidRequest("must be within ±1e15", pointer: "/velocity")
        }
        do {
            return try SnapSolver(scene: request.scene).solve(request)
        } catch {
            throw Problem.invalidRequest(error.reason, pointer: error.pointer)
        }
    }

    /// Keyframes of every changing property over the request's range.
    public func timeline(body: [UInt8]) throws(Problem) -> Timeline {
        try compilingTimeline(body: body) { compiler, request throws(SceneError) in
            try compiler.compile(request, maxKeyframes: limits.maxTimelineKeyframes)
        }
    }

    /// The same timeline as CSS scroll-driven animations.
    public func timelineStyleSheet(body: [UInt8]) throws(Problem) -> String {
        try compilingTimeline(body: body) { compiler, request throws(SceneError) in
            try compiler.styleSheet(request, maxKeyframes: limits.maxTimelineKeyframes)
        }
    }

    private func compilingTimeline<T>(
        body: [UInt8], _ compile: (TimelineCompiler, TimelineRequest) throws(SceneError) -> T
    ) throws(Problem) -> T {
        var request = try JSONCoding.decode(TimelineRequest.self, from: body)
        request.scene = try prepared(request.scene, at: "/scene")
        do {
            return try compile(TimelineCompiler(scene: request.scene), request)
        } catch {
            throw Problem.invalidRequest(error.reason, pointer: error.pointer)
        }
    }

    /// The scene with presets resolved, validated; error pointers start with `prefix`.
    private func prepared(_ scene: Scene, at prefix: String = "") throws(Problem) -> Scene {
        do {
            let resolved = try scene.resolvingPresets(presets)
            try resolved.validate(limits: limits)
            return resolved
        } catch {
            throw Problem.invalidRequest(error.reason, pointer: prefix + error.pointer)
        }
    }
}

/// The body of `POST /v1/frames`: a scene with an extra top-level `offsets` array.
struct FramesRequest: Decodable {
    var scene: Scene
    var offsets: [Double]

    private enum CodingKeys: String, CodingKey { case offsets }

    init(from decoder: any Decoder) throws {
        scene = try Scene(from: decoder)
        offsets = try decoder.container(keyedBy: CodingKeys.self).decode([Double].self, forKey: .offsets)
    }
}

/// The answer of `POST /v1/frames`: one frame per requested offset, in order.
public struct FramesResponse: Hashable, Sendable, Codable {
    /// `frames[k].offset` is `offsets[k]`.
    public var frames: [Frame]
}
