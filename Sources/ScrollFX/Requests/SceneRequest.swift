/// A request body the engine answers: checked once, at the boundary, so that the work after it is total.
///
/// Every request type of the service conforms, beside its `Decodable` reading; a check a request needs lives in
/// its `validated(limits:presets:)`, never in the server.
public protocol SceneRequest: Sendable {
    /// The request with its scene's presets resolved and every rule checked: throws the first violation, in document
    /// order, with its JSON Pointer into the body.
    func validated(limits: SceneLimits, presets: [String: Preset]) throws(SceneError) -> Self
}

extension Scene: SceneRequest {
    /// The scene with its presets resolved, validated (``validate(limits:)``).
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(SceneError) -> Scene {
        let resolved = try resolvingPresets(presets)
        try resolved.validate(limits: limits)
        return resolved
    }
}

extension SnapRequest: SceneRequest {
    /// The request with its scene validated (pointers under `/scene`) and its velocity within ±1e15.
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(SceneError) -> SnapRequest {
        var request = self
        request.scene = try scene.validated(in: "/scene", limits: limits, presets: presets)
        guard abs(velocity) <= sceneNumberLimit else { throw SceneError(pointer: "/velocity", reason: "must be within ±1e15") }
        return request
    }
}

extension LocateRequest: SceneRequest {
    /// The request with its scene validated (pointers under `/scene`); the section, item and placement are checked
    /// by ``Locator/locate(_:)``, which reads them off the layout.
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(SceneError) -> LocateRequest {
        var request = self
        request.scene = try scene.validated(in: "/scene", limits: limits, presets: presets)
        return request
    }
}

extension TimelineRequest: SceneRequest {
    /// The request with its scene validated (pointers under `/scene`); the range, source and tolerance are checked
    /// by the compiler, which reads them off the layout.
    public func validated(limits: SceneLimits = SceneLimits(), presets: [String: Preset] = [:]) throws(SceneError) -> TimelineRequest {
        var request = self
        request.scene = try scene.validated(in: "/scene", limits: limits, presets: presets)
        return request
    }
}

extension Scene {
    /// ``validated(limits:presets:)`` for a scene that is the member `prefix` of a body.
    func validated(in prefix: String, limits: SceneLimits, presets: [String: Preset]) throws(SceneError) -> Scene {
        do {
            return try validated(limits: limits, presets: presets)
        } catch {
            throw error.inside(prefix)
        }
    }
}
