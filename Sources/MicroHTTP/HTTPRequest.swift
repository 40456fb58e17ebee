/// A complete HTTP request: head and whole body, handed to an ``HTTPResponder``.
public struct HTTPRequest: Sendable {
    /// The request method token as sent, for example `GET`.
    public var method: String
    /// The decoded path, without the query string.
    public var path: String
    /// The query's arguments in the order sent, names and values percent-decoded, `+` read as a space (as forms
    /// encode one; a plus is `%2B`); a value is nil for an argument without `=`.
    public var query: [QueryArgument]
    /// The request header fields.
    public var headers: HTTPHeaders
    /// The complete request body (empty when there is none).
    public var body: [UInt8]
    /// The peer's numeric IP address (`127.0.0.1`, `::1`), when the transport knows it.
    public var clientAddress: String?
    /// The fields ``HTTPResponder/admit(_:)`` returned for this request's head, to go on its answer; nil when no head
    /// was admitted on its own (a request built by hand), so the responder decides admission itself.
    public var admission: HTTPHeaders?
    /// Which of its server's worker threads answers the request, `0 ..< threads`, the same number for every request
    /// that thread answers; nil for a request built by hand. Per-thread state (log buffers, request metrics) is picked by it.
    public var worker: Int?

    /// Creates a request.
    public init(method: String, path: String, query: [QueryArgument] = [], headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [],
                clientAddress: String? = nil, admission: HTTPHeaders? = nil, worker: Int? = nil) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.clientAddress = clientAddress
        self.admission = admission
        self.worker = worker
    }
}

/// One argument of a request's query: `name=value`, or `name` alone.
public struct QueryArgument: Sendable, Hashable {
    /// The percent-decoded name.
    public var name: String
    /// The percent-decoded value; nil when the argument has no `=`.
    public var value: String?

    /// Creates an argument.
    public init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }
}
