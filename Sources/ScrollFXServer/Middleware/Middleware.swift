import MicroHTTP

/// What the steps of the request pipeline know of a request besides the request itself.
struct RequestContext: Sendable {
    /// The request's id, sent back in `X-Request-Id`.
    let id: String
    /// The request's route, looked up once as the request comes in; nil when no route answers the path.
    let route: RouteTable.Route?
}

/// One step of the request pipeline, as a Hummingbird middleware is: it sees every request on its way in and every
/// answer on its way out, and calls `next` for the rest of the pipeline (which always answers).
protocol Middleware: Sendable {
    /// The answer to `request`, from `next` or of its own.
    func respond(to request: HTTPRequest, context: RequestContext, next: (HTTPRequest, RequestContext) -> HTTPResponse) -> HTTPResponse
}

/// The innermost part of the pipeline: it answers, or throws the problem that is the answer.
protocol Endpoint: Sendable {
    /// The answer to `request`; a refusal or failure is thrown as its problem.
    func respond(to request: HTTPRequest, context: RequestContext) throws(Problem) -> HTTPResponse
}

/// The request pipeline: its two steps, outermost first (the access log and metrics, then CORS), around the one place
/// where problems become answers, around the endpoint.
///
/// The steps are held as their own types rather than a list of `any Middleware`: a step taken out of such a list is
/// copied for each request, and each copy retains what the step holds, objects every worker thread shares.
struct Pipeline: Sendable {
    let log: RequestLog
    let cors: CORSHeaders
    let problems: ProblemAnswers
    let endpoint: any Endpoint

    /// The answer to `request`, through every step.
    func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
        log.respond(to: request, context: context) { request, context in
            cors.respond(to: request, context: context) { request, context in
                problems.answer(request, context: context, endpoint: endpoint)
            }
        }
    }

    /// The same steps around another endpoint.
    func around(_ endpoint: any Endpoint) -> Pipeline {
        Pipeline(log: log, cors: cors, problems: problems, endpoint: endpoint)
    }
}
