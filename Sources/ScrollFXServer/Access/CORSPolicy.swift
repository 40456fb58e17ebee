import MicroHTTP

/// Which browser origins may call the API, and the CORS header fields that tell the browser so.
///
/// Origins are exact (`https://app.example.com`, compared case-insensitively), subdomain wildcards
/// (`https://*.example.com` matches `https://a.example.com` and `https://a.b.example.com`, neither the bare
/// `https://example.com` nor another scheme or port), or `*`, which admits every origin and is only in
/// effect when listed explicitly. An allowed origin is echoed back (never `*`), so answers also suit
/// requests that carry an `Authorization` header.
public struct CORSPolicy: Sendable, Equatable {
    private let exact: Set<String>
    /// The scheme-and-dot prefix and the domain suffix of each wildcard: `https://` and `.example.com`.
    private let wildcards: [(prefix: String, suffix: String)]
    private let allowsEvery: Bool
    /// How long browsers may cache a preflight answer.
    public let maxAgeSeconds: Int

    /// Header fields a page's script may read from an answer.
    static let exposedHeaders = "X-Request-Id, Retry-After, WWW-Authenticate, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy"

    /// A policy admitting `origins`; an empty list admits none (and adds no header at all).
    public init(origins: [String], maxAgeSeconds: Int = 600) {
        let lowered = origins.map { $0.lowercased() }
        allowsEvery = lowered.contains("*")
        exact = Set(lowered.filter { !$0.contains("*") })
        wildcards = lowered.compactMap { origin in
            guard let star = origin.firstRange(of: "://*.") else { return nil }
            return (String(origin[..<star.lowerBound]) + "://", String(origin[origin.index(before: star.upperBound)...]))
        }
        self.maxAgeSeconds = maxAgeSeconds
    }

    /// Whether `text` can be listed: `scheme://host[:port]` or `scheme://*.domain[:port]`, nothing after.
    public static func isOriginPattern(_ text: String) -> Bool {
        guard let separator = text.firstRange(of: "://") else { return false }
        let scheme = text[..<separator.lowerBound], rest = text[separator.upperBound...]
        let host = rest.hasPrefix("*.") ? rest.dropFirst(2) : rest
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && !host.isEmpty && host.allSatisfy { $0.isLetter || $0.isNumber || "-.:[]".contains($0) }
    }

    /// Whether CORS is configured at all.
    public var isEnabled: Bool { allowsEvery || !exact.isEmpty || !wildcards.isEmpty }

    /// Whether a page from `origin` may read the answers.
    public func allows(_ origin: String) -> Bool {
        let origin = origin.lowercased()
        if allowsEvery || exact.contains(origin) { return true }
        return wildcards.contains { prefix, suffix in
            guard origin.hasPrefix(prefix), origin.hasSuffix(suffix), origin.count > prefix.count + suffix.count else { return false }
            let label = origin.dropFirst(prefix.count).dropLast(suffix.count)
            return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." } && !label.hasPrefix(".")
        }
    }

    /// Whether `request` is a preflight: `OPTIONS` with `Origin` and `Access-Control-Request-Method`.
    static func isPreflight(_ request: HTTPRequest) -> Bool {
        request.method == "OPTIONS" && request.headers["Origin"] != nil && request.headers["Access-Control-Request-Method"] != nil
    }

    /// The request headers a page may send: what the API reads.
    static let allowedRequestHeaders = "Accept, Authorization, Content-Type, traceparent, tracestate"

    /// The answer to a preflight for a resource answering `allow`: 204, with the CORS fields when the origin is allowed.
    func preflight(_ request: HTTPRequest, allow: String) -> HTTPResponse {
        var headers: HTTPHeaders = ["Allow": allow, "Vary": "Origin, Access-Control-Request-Method, Access-Control-Request-Headers"]
        if let origin = request.headers["Origin"], allows(origin) {
            headers["Access-Control-Allow-Origin"] = origin
            headers["Access-Control-Allow-Methods"] = allow
            // A fixed list, never the request's own (an echo would carry whatever a client sent into the answer).
            headers["Access-Control-Allow-Headers"] = Self.allowedRequestHeaders
            headers["Access-Control-Max-Age"] = String(maxAgeSeconds)
        }
        return HTTPResponse(status: 204, headers: headers)
    }

    /// `response` with `Vary: Origin`, and for an allowed origin the fields that let its page read it.
    func decorate(_ response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        guard isEnabled else { return response }
        var response = response
        if let vary = response.headers["Vary"] {
            if !vary.contains("Origin") { response.headers["Vary"] = vary + ", Origin" }
        } else {
            response.headers["Vary"] = "Origin"
        }
        if let origin = request.headers["Origin"], allows(origin) {
            response.headers["Access-Control-Allow-Origin"] = origin
            response.headers["Access-Control-Expose-Headers"] = Self.exposedHeaders
        }
        return response
    }

    public static func == (lhs: CORSPolicy, rhs: CORSPolicy) -> Bool {
        lhs.exact == rhs.exact && lhs.allowsEvery == rhs.allowsEvery && lhs.maxAgeSeconds == rhs.maxAgeSeconds
            && lhs.wildcards.map { $0.prefix + "*" + $0.suffix } == rhs.wildcards.map { $0.prefix + "*" + $0.suffix }
    }
}
