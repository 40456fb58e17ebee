/// Why the transport refused a request before handing it to the responder.
///
/// Every rejection closes the connection after its response: once the
/// framing of a request is in doubt, nothing after it on the connection can
/// be trusted.
public enum HTTPRejection: Sendable, Equatable {
    /// The body, declared or received, is larger than `limit` bytes (413).
    case bodyTooLarge(limit: Int)
    /// Several `Content-Length` fields disagree (400).
    case conflictingContentLength
    /// `Transfer-Encoding` and `Content-Length` together (400): which one frames the body is ambiguous.
    case transferEncodingWithContentLength
    /// A transfer coding other than `chunked` (501).
    case unsupportedTransferEncoding(String)
    /// A head that breaks HTTP/1.1's syntax: a field name that is not a token, a control character in a value,
    /// `Host` missing (HTTP/1.1) or repeated (400).
    case malformedHead(String)
    /// A protocol version other than HTTP/1.0 and HTTP/1.1 (505).
    case unsupportedVersion
    /// Bodies being received already hold `limit` bytes (``HTTPServerConfiguration/maxBufferedBytes``) with this
    /// one's counted (503, with `Retry-After`).
    case bufferFull(limit: Int)

    /// The status code that answers the rejection.
    public var status: Int {
        switch self {
        case .bodyTooLarge: 413
        case .conflictingContentLength, .transferEncodingWithContentLength, .malformedHead: 400
        case .unsupportedTransferEncoding: 501
        case .unsupportedVersion: 505
        case .bufferFull: 503
        }
    }

    /// The status code's reason phrase.
    public var title: String {
        switch self {
        case .bodyTooLarge: "Content Too Large"
        case .conflictingContentLength, .transferEncodingWithContentLength, .malformedHead: "Bad Request"
        case .unsupportedTransferEncoding: "Not Implemented"
        case .unsupportedVersion: "HTTP Version Not Supported"
        case .bufferFull: "Service Unavailable"
        }
    }

    /// A one-sentence explanation for the client.
    public var reason: String {
        switch self {
        case .bodyTooLarge(let limit): "the request body is larger than the limit of \(limit) bytes"
        case .conflictingContentLength: "the request has several Content-Length fields that disagree"
        case .transferEncodingWithContentLength: "the request has both Transfer-Encoding and Content-Length"
        case .unsupportedTransferEncoding(let coding): "the transfer coding \"\(coding)\" is not supported; send chunked or a Content-Length"
        case .malformedHead(let reason): reason
        case .unsupportedVersion: "only HTTP/1.1 and HTTP/1.0 are served"
        case .bufferFull(let limit): "the server is receiving \(limit) bytes of request bodies already; retry in a second"
        }
    }

    /// Seconds the client should wait before trying again (`Retry-After`), for a refusal that passes.
    public var retryAfterSeconds: Int? {
        if case .bufferFull = self { 1 } else { nil }
    }

    /// The rejection `headers` call for, if any: framing is checked before anything else, then the declared size.
    static func of(_ headers: HTTPHeaders, maxBodyBytes: Int) -> HTTPRejection? {
        let lengths = headers.values(for: "Content-Length")
        let codings = headers.values(for: "Transfer-Encoding")
        if !codings.isEmpty {
            guard lengths.isEmpty else { return .transferEncodingWithContentLength }
            let coding = codings.joined(separator: ", ")
            guard coding.lowercased() == "chunked" else { return .unsupportedTransferEncoding(coding) }
            return nil
        }
        guard let first = lengths.first else { return nil }
        guard lengths.allSatisfy({ $0 == first }) else { return .conflictingContentLength }
        // libmicrohttpd has checked the digits; a value past Int.max is simply too large.
        return (Int(first) ?? Int.max) > maxBodyBytes ? .bodyTooLarge(limit: maxBodyBytes) : nil
    }
}
