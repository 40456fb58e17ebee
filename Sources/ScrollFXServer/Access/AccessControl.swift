import MicroHTTP
import ScrollFX

/// Who may call the API and how often: CORS for browsers, API keys and rate limits for `/v1/*`.
///
/// Preflights, health, readiness, the OpenAPI document and the playground need no key and spend no token; the API
/// port's `/metrics` needs a key when keys are on; the admin listener has no access control at all (it is reached on
/// the pod, not through the Service).
public struct AccessControl: Sendable {
    public let cors: CORSPolicy
    public let keys: APIKeys
    /// Nil when requests are not limited.
    public let limiter: RateLimiter?
    /// The leading bits of an IPv6 address that name one client's network (`rateLimit.ipv6PrefixLength`).
    public let ipv6PrefixLength: Int

    /// Tokens a request with a wrong or missing key takes from its address's bucket (at most the burst): guessing
    /// keys is limited five times harder than using one.
    public static let failedAuthenticationCost = 5.0

    /// Access control from its parts; the default lets everything through and adds nothing.
    public init(
        cors: CORSPolicy = CORSPolicy(origins: []), keys: APIKeys = APIKeys(digests: []), limiter: RateLimiter? = nil,
        ipv6PrefixLength: Int = 64
    ) {
        self.cors = cors
        self.keys = keys
        self.limiter = limiter
        self.ipv6PrefixLength = ipv6PrefixLength
    }

    /// The header fields to add to the answer of a request that may proceed, and the name of its API key (`key 2`)
    /// when keys are on; throws the refusal (401, 429) of one that may not. Checks a `/v1/*` request's key (and, with
    /// keys on, the API port's `/metrics`), then takes a token from its key's (or, without keys, its network's) bucket.
    func admit(_ request: HTTPRequest) throws(Problem) -> (fields: HTTPHeaders, key: String?) {
        guard request.method != "OPTIONS" else { return ([:], nil) }
        // The process's own figures are as private as the API: with keys on, /metrics on the API port needs one too.
        if keys.isEnabled, request.path == "/metrics" { _ = try authenticate(request) }
        guard Self.isVersioned(request.path) else { return ([:], nil) }
        let key = keys.isEnabled ? try authenticate(request) : nil
        let name = key.map { "key \($0)" }
        // Without rate limits, no client's bucket is named (its address taken apart and joined to text per request).
        guard let limiter else { return ([:], name) }
        let decision = limiter.take(for: name ?? network(of: request))
        let window = Int.clamped((Double(limiter.burst) / limiter.rate).rounded(.up), to: 1...Int.max)
        let headers: HTTPHeaders = [
            "RateLimit-Limit": String(limiter.burst),
            "RateLimit-Remaining": String(decision.remaining),
            "RateLimit-Reset": String(Int.clamped(decision.resetAfter.rounded(.up), to: 0...Int.max)),
            "RateLimit-Policy": "\(limiter.burst);w=\(window)",
        ]
        guard decision.allowed else {
            throw rateLimited(limiter, decision, for: keys.isEnabled ? "API key" : "client address", headers: headers)
        }
        return (headers, name)
    }

    /// Whether `path` starts with `/v1/`, compared as bytes (`hasPrefix` compares characters).
    private static func isVersioned(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { $0.count >= 4 && $0[0] == UInt8(ascii: "/") && $0[1] == UInt8(ascii: "v") && $0[2] == UInt8(ascii: "1") && $0[3] == UInt8(ascii: "/") }
    }

    /// The bucket of the request's client network (``ClientNetwork``).
    private func network(of request: HTTPRequest) -> String {
        "address " + ClientNetwork.key(of: request.clientAddress ?? "unknown", ipv6PrefixLength: ipv6PrefixLength)
    }

    /// The index of the request's key; throws 401 for a wrong or missing one, which first takes
    /// ``failedAuthenticationCost`` tokens (at most the burst) from its network's bucket: 429 once they run out, rather
    /// than an answer about the key.
    private func authenticate(_ request: HTTPRequest) throws(Problem) -> Int {
        if let key = keys.match(request.headers["Authorization"]) { return key }
        if let limiter {
            let decision = limiter.take(for: network(of: request), cost: min(Self.failedAuthenticationCost, Double(limiter.burst)))
            if !decision.allowed { throw rateLimited(limiter, decision, for: "client address's wrong or missing keys", headers: [:]) }
        }
        let given = request.headers["Authorization"] != nil
        throw Problem(
            type: "urn:scrollfx:problem:unauthorized", title: "Unauthorized", status: 401,
            detail: given ? "the API key is not valid" : "an API key is required: send Authorization: Bearer <key>",
            headers: ["WWW-Authenticate": given ? #"Bearer realm="scrollfx", error="invalid_token""# : #"Bearer realm="scrollfx""#]
        )
    }

    /// The 429 of a request over the bucket of `what`, with `headers` (the `RateLimit-*` fields).
    private func rateLimited(_ limiter: RateLimiter, _ decision: RateLimiter.Decision, for what: String, headers: HTTPHeaders) -> Problem {
        let retry = Int.clamped(decision.retryAfter.rounded(.up), to: 1...Int.max)
        var problem = Problem(
            type: "urn:scrollfx:problem:rate-limited", title: "Too Many Requests", status: 429,
            detail: "over the limit of \(limiter.rate) requests per second (bursts of \(limiter.burst)) for this \(what); retry after \(retry) s",
            headers: ["Retry-After": String(retry)]
        )
        for field in headers { problem.headers[field.name] = field.value }
        return problem
    }
}
