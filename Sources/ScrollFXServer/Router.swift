import MicroHTTP
import ScrollFX

/// The API's route table: finds the handler for a method and path, or answers 404 / 405 / 413.
public struct Router: HTTPResponder {
    /// One endpoint: a method, an exact path and what answers it.
    struct Route: Sendable {
        var method: String
        var path: String
        var handle: @Sendable (HTTPRequest) -> HTTPResponse
    }

    private let routes: [Route]

    /// Creates the router of every endpoint, answering scenes through `service`.
    public init(service: SceneService = SceneService()) {
        let scenes = SceneHandlers(service: service)
        routes = [
            Route(method: "GET", path: "/healthz") { _ in HealthHandler.respond() },
            Route(method: "POST", path: "/v1/frame", handle: scenes.frame),
            Route(method: "POST", path: "/v1/frames", handle: scenes.frames),
            Route(method: "POST", path: "/v1/snap", handle: scenes.snap),
            Route(method: "POST", path: "/v1/timeline", handle: scenes.timeline),
            Route(method: "GET", path: "/v1/presets", handle: scenes.presets),
        ]
    }

    /// The answer to `request`, by route.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        if let route = routes.first(where: { $0.path == request.path && $0.method == request.method }) {
            return route.handle(request)
        }
        let allowed = routes.filter { $0.path == request.path }.map(\.method)
        guard !allowed.isEmpty else {
            return Problem(title: "Not Found", status: 404, detail: "no endpoint at \(request.path)").response()
        }
        let allow = allowed.joined(separator: ", ")
        return Problem(
            title: "Method Not Allowed", status: 405,
            detail: "\(request.path) answers \(allow), not \(request.method)"
        ).response(adding: ["Allow": allow])
    }

    /// 413 as problem+json, sent before the body is read.
    public func respondToOversizedBody(_ request: HTTPRequest, limit: Int) -> HTTPResponse {
        Problem(
            title: "Content Too Large", status: 413,
            detail: "the request body is larger than the limit of \(limit) bytes"
        ).response()
    }
}
