import MicroHTTP
import ScrollFX

/// Who may call the API and how often: CORS for browsers, API keys and rate limits for `/v1/*`.
///
/// Preflights, health, readiness, metrics, the OpenAPI document and the playground need no key and
/// spend no token; the admin listener has no access control at all.
public struct AccessControl: Sendable {
    public let cors: CORSPolicy
    public let keys: APIKeys
    /// Nil when requests are not limited.
    public let limiter: RateLimiter?

    /// Access control from its three parts; the default lets everything through and adds nothing.
    public init(cors: CORSPolicy = CORSPolicy(origins: []), keys: APIKeys = APIKeys(digests: []), limiter: RateLimiter? = nil) {
        self.cors = cors
        self.keys = keys
        self.limiter = limiter
    }

    /// The header fields to add to the answer of a request that may proceed; throws the refusal (401, 429) of one
    /// that may not. Checks a `/v1/*` request's key, then takes a token from its key's (or, without keys, its
    /// address's) bucket.
    func admit(_ request: HTTPRequest) throws(Problem) -> HTTPHeaders {
        guard request.path.hasPrefix("/v1/"), request.method != "OPTIONS" else { return [:] }
        var client = "address " + (request.clientAddress ?? "unknown")
        if keys.isEnabled {
            guard let key = keys.match(request.headers["Authorization"]) else {
                let given = request.headers["Authorization"] != nil
                throw Problem(
                    type: "urn:scrollfx:problem:unauthorized", title: "Unauthorized", status: 401,
                    detail: given ? "the API key is not valid" : "an API key is required: send Authorization: Bearer <key>",
                    headers: ["WWW-Authenticate": given ? #"Bearer realm="scrollfx", error="invalid_token""# : #"Bearer realm="scrollfx""#]
                )
            }
            client = "key \(key)"
        }
        guard let limiter else { return [:] }
        let decision = limiter.take(for: client)
        let window = Int.clamped((Double(limiter.burst) / limiter.rate).rounded(.up), to: 1...Int.max)
        let headers: HTTPHeaders = [
            "RateLimit-Limit": String(limiter.burst),
            "RateLimit-Remaining": String(decision.remaining),
            "RateLimit-Reset": String(Int.clamped(decision.resetAfter.rounded(.up), to: 0...Int.max)),
            "RateLimit-Policy": "\(limiter.burst);w=\(window)",
        ]
        guard decision.allowed else {
            let retry = Int.clamped(decision.retryAfter.rounded(.up), to: 1...Int.max)
            var problem = Problem(
                type: "urn:scrollfx:problem:rate-limited", title: "Too Many Requests", status: 429,
                detail: "over the limit of \(limiter.rate) requests per second (bursts of \(limiter.burst)) for this "
                    + (keys.isEnabled ? "API key" : "client address") + "; retry after \(retry) s",
                headers: ["Retry-After": String(retry)]
            )
            for field in headers { problem.headers[field.name] = field.value }
            throw problem
        }
        return headers
    }
}
