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
