import MicroHTTP

/// Adds the CORS fields of ``CORSPolicy`` to every answer, errors included.
struct CORSHeaders: Middleware {
    let policy: CORSPolicy

    func respond(to request: HTTPRequest, context: RequestContext, next: (HTTPRequest, RequestContext) -> HTTPResponse) -> HTTPResponse {
        policy.decorate(next(request, context), for: request)
    }
}
