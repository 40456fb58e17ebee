/// Something that answers complete HTTP requests, synchronously, on the server's threads.
///
/// Responders are called concurrently from several worker threads, so they
/// must be `Sendable`; they should do bounded CPU work and never block.
public protocol HTTPResponder: Sendable {
    /// Whether a request whose head has arrived may send its body; `head.body` is empty. Called once per request,
    /// before ``respond(to:)``.
    func admit(_ head: HTTPRequest) -> HTTPAdmission

    /// The response to a complete request.
    func respond(to request: HTTPRequest) -> HTTPResponse

    /// The response to a request the transport refused (`request.body` is empty).
    /// The transport adds `Connection: close` and closes after sending it.
    func reject(_ request: HTTPRequest, because rejection: HTTPRejection) -> HTTPResponse
}

extension HTTPResponder {
    /// Admits every request, adding nothing.
    public func admit(_ head: HTTPRequest) -> HTTPAdmission { .admitted(HTTPHeaders()) }

    /// A plain-text response with the rejection's status, reason and `Retry-After`, if any.
    public func reject(_ request: HTTPRequest, because rejection: HTTPRejection) -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": "text/plain; charset=utf-8"]
        if let seconds = rejection.retryAfterSeconds { headers["Retry-After"] = String(seconds) }
        return HTTPResponse(status: rejection.status, headers: headers, body: Array("\(rejection.reason)\n".utf8))
    }
}
