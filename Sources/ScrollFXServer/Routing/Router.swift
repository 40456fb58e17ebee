import Logging
import MicroHTTP
import ScrollFX

/// The API as an ``HTTPResponder``: every request goes through one pipeline, assembled in ``init(routes:logger:metrics:access:accessLine:)``.
public struct Router: HTTPResponder {
    /// A route's handler: its answer, or the problem it throws.
    typealias Handler = RouteTable.Handler

    private let table: RouteTable
    private let pipeline: Pipeline
    private let access: AccessControl
    private let requestIDs = RequestIDs()

    /// Creates the router of every endpoint, answering scenes through `service` (held by id in `held`), `GET /readyz` from `readiness`,
    /// `GET /metrics` from `exposition` when given, and `GET /` with the playground page when `playground` is on;
    /// requests are recorded in `metrics`, and held to `access` (CORS, API keys, rate limits). Access lines go to
    /// `logger`, or to `accessLine` when given (a caller that formats them itself).
    public init(
        service: SceneService = SceneService(), held: HeldScenes = HeldScenes(), readiness: Readiness = Readiness(),
        logger: Logger = Logger(label: "scrollfx"), metrics: RequestMetrics? = nil, exposition: ServiceMetrics? = nil,
        playground: Bool = false, access: AccessControl = AccessControl(), accessLine: (@Sendable (AccessRecord) -> Void)? = nil
    ) {
        let scenes = SceneHandlers(service: service)
        let byID = HeldSceneHandlers(service: service, held: held)
        var routes: [(String, String, Handler)] = [
            ("GET", "/healthz", { _ in HealthHandler.respond() }),
            ("GET", "/readyz", { _ throws(Problem) in try readiness.respond() }),
            ("POST", "/v1/frame", scenes.frame),
            ("POST", "/v1/frames", scenes.frames),
            ("POST", "/v1/preview", scenes.preview),
            ("POST", "/v1/snap", scenes.snap),
            ("POST", "/v1/locate", scenes.locate),
            ("POST", "/v1/timeline", scenes.timeline),
            ("GET", "/v1/presets", scenes.presets),
            ("POST", "/v1/scenes", byID.post),
            ("PUT", "/v1/scenes/{id}", byID.put),
            ("GET", "/v1/scenes/{id}", byID.scene),
            ("GET", "/v1/scenes/{id}/frame", byID.frame),
            ("GET", "/v1/scenes/{id}/frames", byID.frames),
            ("GET", "/v1/scenes/{id}/timeline", byID.timeline),
            ("GET", "/v1/scenes/{id}/snap", byID.snap),
            ("GET", "/v1/scenes/{id}/locate", byID.locate),
            ("GET", "/v1/scenes/{id}/preview", byID.preview),
            ("GET", "/openapi.json", { _ in OpenAPIDocument.respond() }),
            ("GET", TimelinePlayer.path, { _ in TimelinePlayer.respond() }),
        ]
        if let exposition { routes.append(("GET", "/metrics", { _ in exposition.respond() })) }
        if playground { routes.append(("GET", "/", { _ in PlaygroundPage.respond() })) }
        self.init(routes: routes, logger: logger, metrics: metrics, access: access, accessLine: accessLine)
    }

    /// The admin listener's router: `GET /healthz`, `/readyz` and `/metrics`, so probes never queue behind API traffic.
    public static func admin(
        readiness: Readiness, metrics: ServiceMetrics, logger: Logger, accessLine: (@Sendable (AccessRecord) -> Void)? = nil
    ) -> Router {
        Router(routes: [
            ("GET", "/healthz", { _ in HealthHandler.respond() }),
            ("GET", "/readyz", { _ throws(Problem) in try readiness.respond() }),
            ("GET", "/metrics", { _ in metrics.respond() }),
        ], logger: logger, accessLine: accessLine)
    }

    /// A router of exactly `routes` (method, path, handler), and the pipeline every request takes, outermost first:
    /// the access log and metrics see the final answer; CORS fields go on every answer; thrown problems become
    /// answers (5xx sealed) with the request id; access control admits `/v1/*`; the route table answers.
    init(
        routes: [(String, String, Handler)], logger: Logger, metrics: RequestMetrics? = nil, access: AccessControl = AccessControl(),
        accessLine: (@Sendable (AccessRecord) -> Void)? = nil
    ) {
        let table = RouteTable(routes: routes, cors: access.cors)
        self.table = table
        pipeline = Pipeline(
            log: RequestLog(logger: logger, metrics: metrics, accessLine: accessLine),
            cors: CORSHeaders(policy: access.cors),
            problems: ProblemAnswers(logger: logger),
            endpoint: Admission(access: access, next: table)
        )
        self.access = access
    }

    /// Every path this router answers, with its `Allow` value.
    var allowedMethods: [String: String] { table.allowedMethods }

    /// The answer to `request`, through the pipeline.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        pipeline.respond(to: request, context: context(of: request))
    }

    /// A new id for `request`, and its path's route, looked up once for every step.
    private func context(of request: HTTPRequest) -> RequestContext {
        RequestContext(id: requestIDs.issue(), route: table.route(of: request.path))
    }

    /// Access control decided from the head, before the body is read: a wrong or missing key, or a client over its
    /// rate limit, is answered through the pipeline's steps at once (and the body never read). So is a request that
    /// declares a body no route reads (a preflight, a GET, a path no POST route answers): its answer needs no body,
    /// and none is held for it. An admitted request's body takes its API key's share of the transport's buffers
    /// (without keys, its network's).
    public func admit(_ head: HTTPRequest) -> HTTPAdmission {
        if (head.headers["Content-Length"].flatMap { Int($0) } ?? 0) > 0, !table.readsBody(method: head.method, path: head.path) {
            return .refused(respond(to: head))
        }
        do throws(Problem) {
            let (fields, key) = try access.admit(head)
            return .admitted(fields, client: key)
        } catch {
            return .refused(refuse(head, with: error))
        }
    }

    /// 413, 400, 501 or 503 as problem+json for a request the transport refused before reading its body: the
    /// pipeline's steps, with the refusal in place of access control and the routes.
    public func reject(_ request: HTTPRequest, because rejection: HTTPRejection) -> HTTPResponse {
        var problem = Problem(title: rejection.title, status: rejection.status, detail: rejection.reason)
        if let seconds = rejection.retryAfterSeconds { problem.headers["Retry-After"] = String(seconds) }
        return refuse(request, with: problem)
    }

    /// The answer `problem` makes to `request`, through the pipeline's steps (logged, counted, with CORS fields).
    private func refuse(_ request: HTTPRequest, with problem: Problem) -> HTTPResponse {
        pipeline.around(Refusal(problem: problem)).respond(to: request, context: context(of: request))
    }
}

/// An endpoint that refuses every request with one problem.
private struct Refusal: Endpoint {
    let problem: Problem

    func respond(to request: HTTPRequest, context: RequestContext) throws(Problem) -> HTTPResponse { throw problem }
}
