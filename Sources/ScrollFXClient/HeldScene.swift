import OpenAPIRuntime

/// A scene held by the service, asked about by id with `GET`s that HTTP caches keep. Each question sends the scene
/// again (`PUT /v1/scenes/{id}`) and asks once more when the service answers that it no longer holds it, as a replica
/// behind a load balancer may.
public struct HeldScene: Sendable {
    /// The client that asks.
    public let client: ScrollFXClient
    /// The scene's id: the SHA-256 of its canonical form.
    public let id: String
    /// The scene, sent again when it is not held.
    public let scene: Components.Schemas.Scene

    /// A scene held under `id` (an id kept from an earlier ``ScrollFXClient/hold(_:)``, or one worked out from its
    /// canonical form); asking about it holds it again where it is not held.
    public init(client: ScrollFXClient, id: String, scene: Components.Schemas.Scene) {
        self.client = client
        self.id = id
        self.scene = scene
    }

    /// The frame at `offset` (`GET /v1/scenes/{id}/frame`).
    public func frame(offset: Double? = nil) async throws -> Components.Schemas.Frame {
        try await asking { try await client.api.getFrame(path: .init(id: id), query: .init(offset: offset)).ok.body.json }
    }

    /// One frame per offset (`GET /v1/scenes/{id}/frames`).
    public func frames(offsets: [Double]) async throws -> Components.Schemas.FramesResponse {
        try await asking { try await client.api.getFrames(path: .init(id: id), query: .init(offsets: offsets)).ok.body.json }
    }

    /// The timeline (`GET /v1/scenes/{id}/timeline`) as JSON.
    public func timeline(_ query: Operations.GetTimeline.Input.Query = .init()) async throws -> Components.Schemas.Timeline {
        try await asking { try await client.api.getTimeline(path: .init(id: id), query: query).ok.body.json }
    }

    /// The scene's canonical form (`GET /v1/scenes/{id}`).
    public func canonical() async throws -> Components.Schemas.Scene {
        try await asking { try await client.api.getScene(path: .init(id: id)).ok.body.json }
    }

    /// Where a fling comes to rest (`GET /v1/scenes/{id}/snap`).
    public func snap(_ query: Operations.GetSnap.Input.Query) async throws -> Components.Schemas.SnapResult {
        try await asking { try await client.api.getSnap(path: .init(id: id), query: query).ok.body.json }
    }

    /// The offset that shows an item (`GET /v1/scenes/{id}/locate`).
    public func locate(_ query: Operations.GetLocate.Input.Query) async throws -> Components.Schemas.LocateResult {
        try await asking { try await client.api.getLocate(path: .init(id: id), query: query).ok.body.json }
    }

    /// The frames at `offsets` (or at the scene's offset) drawn as SVG (`GET /v1/scenes/{id}/preview`), at most
    /// `maxBytes` of it.
    public func preview(offsets: [Double]? = nil, maxBytes: Int = 16 << 20) async throws -> String {
        try await asking {
            let body = try await client.api.getPreview(path: .init(id: id), query: .init(offsets: offsets)).ok.body.imageSvgXml
            return try await String(collecting: body, upTo: maxBytes)
        }
    }

    /// Runs `ask`; when the scene is not held, puts it and runs `ask` once more.
    func asking<Answer>(_ ask: () async throws -> Answer) async throws -> Answer {
        do {
            return try await ScrollFXClient.unwrapping(ask)
        } catch let problem as ScrollFXProblem where problem.isSceneNotHeld {
            switch try await ScrollFXClient.unwrapping({ try await client.api.putScene(path: .init(id: id), body: .json(scene)) }) {
            case .ok, .created: break
            case let other: throw ScrollFXProblem.unexpected(other)
            }
            return try await ScrollFXClient.unwrapping(ask)
        }
    }
}
