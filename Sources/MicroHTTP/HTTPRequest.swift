/// A complete HTTP request: head and whole body, handed to an ``HTTPResponder``.
public struct HTTPRequest: Sendable {
    /// The request method token as sent, for example `GET`.
    public var method: String
    /// The decoded path, without the query string.
    public var path: String
    /// The request header fields.
    public var headers: HTTPHeaders
    /// The complete request body (empty when there is none).
    public var body: [UInt8]
    /// The peer's numeric IP address (`127.0.0.1`, `::1`), when the transport knows it.
    public var clientAddress: String?

    /// Creates a request.
    public init(method: String, path: String, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [], clientAddress: String? = nil) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.clientAddress = clientAddress
    }
}
