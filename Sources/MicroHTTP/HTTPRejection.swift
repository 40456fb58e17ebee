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
    /// A body sent with `Transfer-Encoding: chunked` (411): bodies must declare their `Content-Length`, which frames
    /// them without libmicrohttpd 0.9.75's lenient chunk parser (it takes chunk lines ended by a bare LF).
    case lengthRequired
    /// A transfer coding other than `chunked` (501).
    case unsupportedTransferEncoding(String)
    /// A head that breaks HTTP/1.1's syntax: a field name that is not a token, a control character in a value,
    /// `Host` missing (HTTP/1.1) or repeated (400).
    case malformedHead(String)
    /// A protocol version other than HTTP/1.0 and HTTP/1.1 (505).
    case unsupportedVersion
    /// Bodies being received already hold `limit` bytes (``HTTPServerConfiguration/maxBufferedBytes``, for a large
    /// body less the reserve for small ones) with this one's counted (503, with `Retry-After`).
    case bufferFull(limit: Int)
    /// This client's bodies being received already hold `limit` bytes
    /// (``HTTPServerConfiguration/maxBufferedBytesPerClient``) with this one's counted (503, with `Retry-After`).
    case clientBufferFull(limit: Int)

    /// The status code that answers the rejection.
    public var status: Int {
        switch self {
        case .bodyTooLarge: 413
        case .conflictingContentLength, .transferEncodingWithContentLength, .malformedHead: 400
        case .lengthRequired: 411
        case .unsupportedTransferEncoding: 501
        case .unsupportedVersion: 505
        case .bufferFull, .clientBufferFull: 503
        }
    }

    /// The status code's reason phrase.
    public var title: String {
        switch self {
        case .bodyTooLarge: "Content Too Large"
        case .conflictingContentLength, .transferEncodingWithContentLength, .malformedHead: "Bad Request"
        case .lengthRequired: "Length Required"
        case .unsupportedTransferEncoding: "Not Implemented"
        case .unsupportedVersion: "HTTP Version Not Supported"
        case .bufferFull, .clientBufferFull: "Service Unavailable"
        }
    }

    /// A one-sentence explanation for the client.
    public var reason: String {
        switch self {
        case .bodyTooLarge(let limit): "the request body is larger than the limit of \(limit) bytes"
        case .conflictingContentLength: "the request has several Content-Length fields that disagree"
        case .transferEncodingWithContentLength: "the request has both Transfer-Encoding and Content-Length"
        case .lengthRequired: "a request body must be sent with a Content-Length, not chunked"
        case .unsupportedTransferEncoding(let coding): "the transfer coding \"\(coding)\" is not supported; send the body with a Content-Length"
        case .malformedHead(let reason): reason
        case .unsupportedVersion: "only HTTP/1.1 and HTTP/1.0 are served"
        case .bufferFull(let limit): "the server is receiving \(limit) bytes of request bodies already; retry in a second"
        case .clientBufferFull(let limit): "this client is sending \(limit) bytes of request bodies already; retry in a second"
        }
    }

    /// Seconds the client should wait before trying again (`Retry-After`), for a refusal that passes.
    public var retryAfterSeconds: Int? {
        status == 503 ? 1 : nil
    }

    /// The rejection `headers` call for, if any: framing is checked before anything else, then the declared size.
    static func of(_ headers: HTTPHeaders, maxBodyBytes: Int) -> HTTPRejection? {
        let lengths = headers.values(for: "Content-Length")
        let codings = headers.values(for: "Transfer-Encoding")
        if !codings.isEmpty {
            guard lengths.isEmpty else { return .transferEncodingWithContentLength }
            let coding = codings.joined(separator: ", ")
            return coding.lowercased() == "chunked" ? .lengthRequired : .unsupportedTransferEncoding(coding)
        }
        guard let first = lengths.first else { return nil }
        guard lengths.allSatisfy({ $0 == first }) else { return .conflictingContentLength }
        // libmicrohttpd has checked the digits; a value past Int.max is simply too large.
        return (Int(first) ?? Int.max) > maxBodyBytes ? .bodyTooLarge(limit: maxBodyBytes) : nil
    }
}
