/// A request body the engine answers: checked once, at the boundary, so that the work after it is total.
///
/// Every request type of the service conforms, beside its `Decodable` reading; a check a request needs lives in
/// its `validated(limits:presets:)`, never in the server.
public protocol SceneRequest: Sendable {
    /// The request with its scene's presets resolved and every rule checked: throws the first violation, in document
    /// order, with its JSON Pointer into the body.
    func validated(limits: SceneLimits, presets: [String: Preset]) throws(RequestError) -> Self
}

extension Scene: SceneRequest {
    /// The scene with its presets resolved, validated (``validate(limits:)``).
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(RequestError) -> Scene {
        let resolved = try resolvingPresets(presets)
        try resolved.validate(limits: limits)
        return resolved
    }
}

extension SnapRequest: SceneRequest, SceneMember {
    /// The request with its scene validated (pointers under `/scene`) and its velocity within ±1e15.
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(RequestError) -> SnapRequest {
        let request = try validatingScene(limits: limits, presets: presets)
        guard abs(velocity) <= sceneNumberLimit else { throw RequestError(pointer: "/velocity", reason: "must be within ±1e15") }
        return request
    }
}

extension LocateRequest: SceneRequest, SceneMember {
    /// The request with its scene validated (pointers under `/scene`); the section, item and placement are checked
    /// by ``Locator/locate(_:)``, which reads them off the layout.
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(RequestError) -> LocateRequest {
        try validatingScene(limits: limits, presets: presets)
    }
}

extension TimelineRequest: SceneRequest, SceneMember {
    /// The request with its scene validated (pointers under `/scene`); the range, source and tolerance are checked
    /// by the compiler, which reads them off the layout.
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(RequestError) -> TimelineRequest {
        try validatingScene(limits: limits, presets: presets)
    }
}

/// A request that holds its scene as its member `scene`, whose pointers start with `/scene`.
protocol SceneMember {
    var scene: Scene { get set }
}

extension SceneMember {
    /// The request with its scene validated, the error's pointer under `/scene`.
    func validatingScene(limits: SceneLimits, presets: [String: Preset]) throws(RequestError) -> Self {
        var request = self
        do {
            request.scene = try scene.validated(limits: limits, presets: presets)
        } catch {
            throw error.inside("/scene")
        }
        return request
    }
}
