import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

/// A client of a ScrollFX service: the operations swift-openapi-generator wrote from its OpenAPI document (``api``)
/// on URLSession, every refusal thrown as a ``ScrollFXProblem``, and scenes held by id (``hold(_:)``).
public struct ScrollFXClient: Sendable {
    /// The generated operations, one per endpoint; a refusal throws ``ScrollFXProblem`` (wrapped in OpenAPIRuntime's
    /// `ClientError`, which ``problem(in:)`` unwraps).
    public let api: Client

    /// A client of the service at `serverURL`, sending `apiKey` as a bearer token where one is given.
    public init(serverURL: URL, apiKey: String? = nil, transport: any ClientTransport = URLSessionTransport()) {
        api = Client(serverURL: serverURL, transport: transport, middlewares: [ProblemMiddleware(apiKey: apiKey)])
    }

    /// The frame of `scene` at its offset (`POST /v1/frame`).
    public func frame(_ scene: Components.Schemas.Scene) async throws -> Components.Schemas.Frame {
        try await Self.unwrapping { try await api.computeFrame(body: .json(scene)).ok.body.json }
    }

    /// The timeline of `request` as JSON (`POST /v1/timeline`).
    public func timeline(_ request: Components.Schemas.TimelineRequest) async throws -> Components.Schemas.Timeline {
        try await Self.unwrapping { try await api.compileTimeline(body: .json(request)).ok.body.json }
    }

    /// Holds `scene` (`POST /v1/scenes`), answering it by its id.
    public func hold(_ scene: Components.Schemas.Scene) async throws -> HeldScene {
        let reference = try await Self.unwrapping { () async throws -> Components.Schemas.SceneReference in
            switch try await api.holdScene(body: .json(scene)) {
            case .ok(let answer): try answer.body.json
            case .created(let answer): try answer.body.json
            case let other: throw ScrollFXProblem.unexpected(other)
            }
        }
        return HeldScene(client: self, id: reference.id, scene: scene)
    }

    /// The ``ScrollFXProblem`` an operation threw, under OpenAPIRuntime's `ClientError`, or nil.
    public static func problem(in error: any Error) -> ScrollFXProblem? {
        (error as? ScrollFXProblem) ?? ((error as? ClientError)?.underlyingError as? ScrollFXProblem)
    }

    /// Runs `operation`, throwing a refusal as the ``ScrollFXProblem`` it is.
    static func unwrapping<Answer>(_ operation: () async throws -> Answer) async throws -> Answer {
        do {
            return try await operation()
        } catch {
            throw problem(in: error) ?? error
        }
    }
}

/// Sends the API key, and turns every answer of status 400 or above into a thrown ``ScrollFXProblem`` whose status is
/// the answer's.
struct ProblemMiddleware: ClientMiddleware {
    /// The most of a refusal's body read.
    static let maxProblemBytes = 64 << 10

    let apiKey: String?

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        if let apiKey, !apiKey.isEmpty { request.headerFields[.authorization] = "Bearer \(apiKey)" }
        let (response, answer) = try await next(request, body, baseURL)
        guard response.status.code >= 400 else { return (response, answer) }
        // A body over the cap (a proxy's page, say) is no problem+json: the status alone says what happened.
        var bytes = Data()
        if let answer { bytes = (try? await Data(collecting: answer, upTo: Self.maxProblemBytes)) ?? Data() }
        var problem = (try? JSONDecoder().decode(ScrollFXProblem.self, from: bytes))
            ?? ScrollFXProblem(status: response.status.code, type: "about:blank", title: response.status.reasonPhrase, detail: "")
        problem.status = response.status.code
        throw problem
    }
}
