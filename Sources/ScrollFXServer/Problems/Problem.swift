import MicroHTTP

/// An RFC 9457 problem: every error the API answers is one of these, as `application/problem+json`.
public struct Problem: Error, Hashable, Sendable, Codable {
    /// A URI naming the kind of problem (`about:blank` for plain HTTP errors).
    public var type: String
    /// A short summary of the kind of problem.
    public var title: String
    /// The HTTP status code.
    public var status: Int
    /// What went wrong with this request.
    public var detail: String
    /// A JSON Pointer to the offending field of the request body, where there is one.
    public var pointer: String?
    /// The request's `X-Request-Id`, on 5xx problems: the key to the server's log line.
    public var requestId: String?
    /// Header fields the answer carries besides `Content-Type` (`Allow`, `Retry-After`, `WWW-Authenticate`…); not in the body.
    public var headers: HTTPHeaders = [:]

    private enum CodingKeys: String, CodingKey { case type, title, status, detail, pointer, requestId }

    /// Creates a problem.
    public init(
        type: String = "about:blank", title: String, status: Int, detail: String, pointer: String? = nil, headers: HTTPHeaders = [:]
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.pointer = pointer
        self.headers = headers
    }

    /// The body is not JSON at all (400).
    static func malformedJSON(_ detail: String) -> Problem {
        Problem(type: "urn:scrollfx:problem:malformed-json", title: "Malformed JSON", status: 400, detail: detail)
    }

    /// The body is JSON but breaks the contract (422).
    static func invalidRequest(_ detail: String, pointer: String) -> Problem {
        Problem(type: "urn:scrollfx:problem:invalid-request", title: "Invalid request", status: 422, detail: detail, pointer: pointer)
    }

    /// What a client sees of any unexpected failure: no internals, only the request id to quote.
    static let internalError = Problem(
        title: "Internal Server Error", status: 500,
        detail: "the server could not answer this request; the requestId names it in the server's log"
    )

    /// The response as sent: `Content-Type`, then its ``headers``.
    func response() -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": "application/problem+json"]
        for field in self.headers { headers.add(name: field.name, value: field.value) }
        return HTTPResponse(status: status, headers: headers, body: JSONCoding.encode(self) ?? [])
    }
}
