import Logging
import MicroHTTP
import ScrollFX

/// The API's route table: finds the handler for a method and path, answers
/// `OPTIONS`, `HEAD`, 404, 405 and 501 itself, and seals every 5xx.
public struct Router: HTTPResponder {
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// The handlers of one path by method, and the `Allow` value listing them.
    private struct Resource: Sendable {
        var handlers: [String: Handler]
        var allow: String
    }

    /// The methods this server recognises at all (RFC 9110 §9, PATCH, and the safe QUERY of the HTTP working group);
    /// any other gets 501.
    static let knownMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH", "QUERY"]

    private let resources: [String: Resource]
    private let serverAllow: String
    private let requestIDs = RequestIDs()
    private let logger: Logger
    private let metrics: RequestMetrics?
    private let access: AccessControl

    /// Creates the router of every endpoint, answering scenes through `service`, `GET /readyz` from `readiness`,
    /// `GET /metrics` from `exposition` when given, and `GET /` with the playground page when `playground` is on;
    /// requests are recorded in `metrics`, and held to `access` (CORS, API keys, rate limits).
    public init(
        service: SceneService = SceneService(), readiness: Readiness = Readiness(),
        logger: Logger = Logger(label: "scrollfx"), metrics: RequestMetrics? = nil, exposition: ServiceMetrics? = nil,
        playground: Bool = false, access: AccessControl = AccessControl()
    ) {
        let scenes = SceneHandlers(service: service)
        var routes: [(String, String, Handler)] = [
            ("GET", "/healthz", { _ in HealthHandler.respond() }),
            ("GET", "/readyz", { _ in readiness.respond() }),
            ("POST", "/v1/frame", scenes.frame),
            ("POST", "/v1/frames", scenes.frames),
            ("POST", "/v1/preview", scenes.preview),
            ("POST", "/v1/snap", scenes.snap),
            ("POST", "/v1/timeline", scenes.timeline),
            ("GET", "/v1/presets", scenes.presets),
            ("GET", "/openapi.json", { _ in OpenAPIDocument.respond() }),
        ]
        if let exposition { routes.append(("GET", "/metrics", { _ in exposition.respond() })) }
        if playground { routes.append(("GET", "/", { _ in PlaygroundPage.respond() })) }
        self.init(routes: routes, logger: logger, metrics: metrics, access: access)
    }

    /// The admin listener's router: `GET /healthz`, `/readyz` and `/metrics`, so probes never queue behind API traffic.
    public static func admin(readiness: Readiness, metrics: ServiceMetrics, logger: Logger) -> Router {
        Router(routes: [
            ("GET", "/healthz", { _ in HealthHandler.respond() }),
            ("GET", "/readyz", { _ in readiness.respond() }),
            ("GET", "/metrics", { _ in metrics.respond() }),
        ], logger: logger)
    }

    /// A router of exactly `routes` (method, path, handler).
    init(routes: [(String, String, Handler)], logger: Logger, metrics: RequestMetrics? = nil, access: AccessControl = AccessControl()) {
        var handlers: [String: [String: Handler]] = [:]
        for (method, path, handle) in routes { handlers[path, default: [:]][method] = handle }
        resources = handlers.mapValues { Resource(handlers: $0, allow: Self.allow($0.keys)) }
        serverAllow = Self.allow(Set(routes.map(\.0)))
        self.logger = logger
        self.metrics = metrics
        self.access = access
    }

    /// Every path this router answers, with its `Allow` value.
    var allowedMethods: [String: String] { resources.mapValues(\.allow) }

    /// The answer to `request`, by route, with its `X-Request-Id`; logged as one access-log line.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let start = ContinuousClock.now
        let id = requestIDs.issue()
        let answer: HTTPResponse
        switch access.admit(request) {
        case .answer(let refusal):
            answer = refusal
        case .proceed(let extra):
            var routed = route(request)
            for field in extra { routed.headers[field.name] = field.value }
            answer = routed
        }
        let response = access.cors.decorate(sealed(answer, request: request, id: id), for: request)
        logAccess(request, response, id: id, since: start)
        return response
    }

    /// 413, 400 or 501 as problem+json for a request the transport refused before reading its body.
    public func reject(_ request: HTTPRequest, because rejection: HTTPRejection) -> HTTPResponse {
        let start = ContinuousClock.now
        let id = requestIDs.issue()
        let problem = Problem(title: rejection.title, status: rejection.status, detail: rejection.reason)
        let response = access.cors.decorate(sealed(problem.response(), request: request, id: id), for: request)
        logAccess(request, response, id: id, since: start)
        return response
    }

    /// One info line per request (method, route template or `-`, status, duration, body sizes, request id,
    /// `traceparent` trace id; never the body), and the request's metrics.
    private func logAccess(_ request: HTTPRequest, _ response: HTTPResponse, id: String, since start: ContinuousClock.Instant) {
        let duration = ContinuousClock.now - start
        let route = resources[request.path] == nil ? nil : request.path
        metrics?.record(method: request.method, route: route, status: response.status, duration: duration,
                        requestBytes: request.body.count, responseBytes: response.body.count)
        logger.info("request", metadata: [
            "http.request.method": .string(request.method),
            "http.route": .string(route ?? "-"),
            "http.response.status_code": .string(String(response.status)),
            "duration_ms": .string((Double(Int((duration / .microseconds(1)).rounded())) / 1000).description),
            "http.request.body.size": .string(String(request.body.count)),
            "http.response.body.size": .string(String(response.body.count)),
            "request.id": .string(id),
            "trace_id": .string(TraceParent.traceID(request.headers["traceparent"]) ?? "-"),
        ])
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        let method = request.method
        guard Self.knownMethods.contains(method) else {
            return Problem(title: "Not Implemented", status: 501, detail: "this server does not implement the method \(method)").response()
        }
        if method == "OPTIONS", request.path == "*" {
            return HTTPResponse(status: 204, headers: ["Allow": serverAllow])
        }
        guard let resource = resources[request.path] else {
            return Problem(title: "Not Found", status: 404, detail: "no endpoint at \(request.path)").response()
        }
        // HEAD is answered as GET; the transport sends the head without the body.
        if let handle = resource.handlers[method == "HEAD" ? "GET" : method] {
            return handle(request)
        }
        if method == "OPTIONS" {
            if CORSPolicy.isPreflight(request) { return access.cors.preflight(request, allow: resource.allow) }
            return HTTPResponse(status: 204, headers: ["Allow": resource.allow])
        }
        return Problem(
            title: "Method Not Allowed", status: 405,
            detail: "\(request.path) answers \(resource.allow), not \(method)"
        ).response(adding: ["Allow": resource.allow])
    }

    /// Adds the request id. A 5xx problem also carries it as `requestId` and is logged with it;
    /// a 500's own words stay in the log, the client gets a generic problem.
    private func sealed(_ response: HTTPResponse, request: HTTPRequest, id: String) -> HTTPResponse {
        var response = response
        if response.status >= 500 {
            var problem = (try? JSONCoding.decode(Problem.self, from: response.body)) ?? .internalError
            let metadata: Logger.Metadata = [
                "request.id": "\(id)", "http.request.method": "\(request.method)", "url.path": "\(request.path)",
                "http.response.status_code": "\(response.status)", "detail": "\(problem.detail)",
            ]
            if response.status == 500 || problem.status != response.status {
                logger.error("internal error", metadata: metadata)
                problem = .internalError
            } else {
                logger.notice("\(problem.title)", metadata: metadata)
            }
            problem.requestId = id
            response = problem.response(replacing: response)
        }
        response.headers.add(name: "X-Request-Id", value: id)
        return response
    }

    /// The `Allow` value of a set of methods: `HEAD` wherever `GET` is, `OPTIONS` everywhere, in a fixed order.
    private static func allow(_ methods: some Sequence<String>) -> String {
        var all = Set(methods)
        if all.contains("GET") { all.insert("HEAD") }
        all.insert("OPTIONS")
        let order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
        return order.filter(all.contains).joined(separator: ", ")
    }
}
