import Logging
import MicroHTTP

/// The outermost step: one info line per request (method, route template or `-`, status, duration, body sizes,
/// request id, `traceparent` trace id; never the body), and the request's metrics.
struct RequestLog: Middleware {
    let logger: Logger
    let metrics: RequestMetrics?
    /// The route template of a path, nil for a path no route answers.
    let route: @Sendable (String) -> String?

    func respond(to request: HTTPRequest, context: RequestContext, next: (HTTPRequest, RequestContext) -> HTTPResponse) -> HTTPResponse {
        let start = ContinuousClock.now
        let response = next(request, context)
        let duration = ContinuousClock.now - start
        let route = route(request.path)
        metrics?.record(method: request.method, route: route, status: response.status, duration: duration,
                        requestBytes: request.body.count, responseBytes: response.body.count)
        logger.info("request", metadata: [
            "http.request.method": .string(request.method),
            "http.route": .string(route ?? "-"),
            "http.response.status_code": .string(String(response.status)),
            "duration_ms": .string((Double(Int((duration / .microseconds(1)).rounded())) / 1000).description),
            "http.request.body.size": .string(String(request.body.count)),
            "http.response.body.size": .string(String(response.body.count)),
            "request.id": .string(context.id),
            "trace_id": .string(TraceParent.traceID(request.headers["traceparent"]) ?? "-"),
        ])
        return response
    }
}
