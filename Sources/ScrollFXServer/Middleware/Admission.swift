import MicroHTTP

/// Holds `/v1/*` requests to ``AccessControl`` (API keys, rate limits) before `next` answers them, and adds the rate
/// limit's fields to the answer. A request the transport admitted at its head (``Router/admit(_:)``) is not
/// checked twice: it carries its fields.
struct Admission: Endpoint {
    let access: AccessControl
    let next: any Endpoint

    func respond(to request: HTTPRequest, context: RequestContext) throws(Problem) -> HTTPResponse {
        let extra = if let admitted = request.admission { admitted } else { try access.admit(request).fields }
        do {
            var response = try next.respond(to: request, context: context)
            for field in extra { response.headers[field.name] = field.value }
            return response
        } catch {
            var problem = error
            for field in extra { problem.headers[field.name] = field.value }
            throw problem
        }
    }
}
