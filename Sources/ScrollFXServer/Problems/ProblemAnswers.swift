import Logging
import MicroHTTP

/// The one place where a thrown ``Problem`` becomes its problem+json answer (`Cache-Control: no-store`), and every
/// answer gets `X-Request-Id` and `X-Content-Type-Options: nosniff`.
///
/// A 5xx problem also carries the id as `requestId` and is logged with it; a 500's own words stay in the log and
/// the client gets a generic problem; a 503 says when to retry.
struct ProblemAnswers: Sendable {
    let logger: Logger

    /// The endpoint's answer to `request`, or the answer of the problem it throws.
    func answer(_ request: HTTPRequest, context: RequestContext, endpoint: any Endpoint) -> HTTPResponse {
        var response: HTTPResponse
        do {
            response = try endpoint.respond(to: request, context: context)
            // A 5xx answered rather than thrown is a fault of its own: sealed too, its body kept for the log.
            if response.status >= 500 {
                let problem = Problem(title: "Internal Server Error", status: 500, detail: String(decoding: response.body, as: UTF8.self))
                response = sealed(problem, request: request, context: context).response()
            }
        } catch {
            response = sealed(error, request: request, context: context).response()
            // No cache keeps an error: the next request may well succeed (a scene sent again, a limit raised).
            response.headers["Cache-Control"] = "no-store"
        }
        response.headers.add(name: "X-Request-Id", value: context.id)
        // No answer is ever sniffed into another type (a JSON body read as HTML, say).
        response.headers.add(name: "X-Content-Type-Options", value: "nosniff")
        return response
    }

    private func sealed(_ problem: Problem, request: HTTPRequest, context: RequestContext) -> Problem {
        guard problem.status >= 500 else { return problem }
        let metadata: Logger.Metadata = [
            "request.id": "\(context.id)", "http.request.method": "\(RouteTable.reported(request.method))", "url.path": "\(request.path)",
            "http.response.status_code": "\(problem.status)", "detail": "\(problem.detail)",
        ]
        var sealed = problem
        if problem.status == 500 {
            logger.error("internal error", metadata: metadata)
            sealed = .internalError
            sealed.headers = problem.headers
        } else {
            logger.notice("\(problem.title)", metadata: metadata)
        }
        sealed.requestId = context.id
        // A 503 (draining, the compute deadline) is worth retrying, perhaps on a less busy instance.
        if sealed.status == 503, sealed.headers["Retry-After"] == nil { sealed.headers["Retry-After"] = "1" }
        return sealed
    }
}
