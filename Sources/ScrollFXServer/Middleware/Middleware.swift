import MicroHTTP

/// What the steps of the request pipeline know of a request besides the request itself.
struct RequestContext: Sendable {
    /// The request's id, sent back in `X-Request-Id`.
    let id: String
    /// The route table's entry for the request's path, looked up once as the request comes in; nil when no route
    /// answers the path.
    let resource: RouteTable.Resource?
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

/// The request pipeline: its steps, outermost first, around the one place where problems become answers, around
/// the endpoint.
struct Pipeline: Sendable {
    let steps: [any Middleware]
    let problems: ProblemAnswers
    let endpoint: any Endpoint

    /// The answer to `request`, through every step.
    func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
        run(from: 0, request, context)
    }

    private func run(from step: Int, _ request: HTTPRequest, _ context: RequestContext) -> HTTPResponse {
        guard step < steps.count else { return problems.answer(request, context: context, endpoint: endpoint) }
        return steps[step].respond(to: request, context: context) { run(from: step + 1, $0, $1) }
    }
}
