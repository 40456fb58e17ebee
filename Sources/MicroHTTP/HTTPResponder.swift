/// Something that answers complete HTTP requests, synchronously, on the server's threads.
///
/// Responders are called concurrently from several worker threads, so they
/// must be `Sendable`; they should do bounded CPU work and never block.
public protocol HTTPResponder: Sendable {
    /// The response to a complete request.
    func respond(to request: HTTPRequest) -> HTTPResponse

    /// The response to a request the transport refused (`request.body` is empty).
    /// The transport adds `Connection: close` and closes after sending it.
    func reject(_ request: HTTPRequest, because rejection: HTTPRejection) -> HTTPResponse
}

extension HTTPResponder {
    /// A plain-text response with the rejection's status and reason.
    public func reject(_ request: HTTPRequest, because rejection: HTTPRejection) -> HTTPResponse {
        HTTPResponse(
            status: rejection.status,
            headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: Array("\(rejection.reason)\n".utf8)
        )
    }
}
