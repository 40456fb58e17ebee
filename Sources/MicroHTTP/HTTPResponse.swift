/// An HTTP response: status, header fields and a body held in memory.
///
/// The transport adds `Content-Length` and `Date` itself.
public struct HTTPResponse: Sendable {
    /// The status code, for example 200.
    public var status: Int
    /// The header fields to send.
    public var headers: HTTPHeaders
    /// The body bytes.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
