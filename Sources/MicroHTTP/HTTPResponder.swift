/// Something that answers complete HTTP requests, synchronously, on the server's threads.
///
/// Responders are called concurrently from several worker threads, so they
/// must be `Sendable`; they should do bounded CPU work and never block.
public protocol HTTPResponder: Sendable {
    /// The response to a complete request.
    func respond(to request: HTTPRequest) -> HTTPResponse

    /// The response to a request whose declared body is larger than `limit`
    /// bytes. It is sent before the body is read, and the connection closes.
    func respondToOversizedBody(_ request: HTTPRequest, limit: Int) -> HTTPResponse
}

extension HTTPResponder {
    /// A plain-text 413 response.
    public func respondToOversizedBody(_ request: HTTPRequest, limit: Int) -> HTTPResponse {
        HTTPResponse(
            status: 413,
            headers: ["Content-Type": "text/plain; charset=utf-8"],
            body: Array("Request body larger than \(limit) bytes\n".utf8)
        )
    }
}
