import ScrollFX
import Synchronization

/// Token buckets per client: `rate` requests per second on average, bursts of up to `burst`.
///
/// Safe to share between the server's worker threads (one lock around a dictionary). Memory is bounded:
/// past `maxClients` buckets, those that have refilled (the same as a fresh bucket, so nothing is lost)
/// are dropped first, then the longest idle, until a tenth of the room is free again.
public final class RateLimiter: Sendable {
    /// The answer for one request.
    public struct Decision: Sendable, Equatable {
        /// Whether the request may go on.
        public var allowed: Bool
        /// Whole tokens left after this request.
        public var remaining: Int
        /// Seconds until a refused request could succeed (0 when allowed).
        public var retryAfter: Double
        /// Seconds until the bucket is full again.
        public var resetAfter: Double
    }

    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    public let rate: Double
    public let burst: Int
    public let maxClients: Int
    private let buckets = Mutex<[String: Bucket]>([:])
    private let now: @Sendable () -> ContinuousClock.Instant

    /// A limiter of at least 0.001 requests per second; `now` is the clock (tests pass their own).
    public init(rate: Double, burst: Int, maxClients: Int = 10_000, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.rate = rate.isFinite ? max(rate, 0.001) : 0.001
        self.burst = max(1, burst)
        self.maxClients = max(1, maxClients)
        self.now = now
    }

    /// The number of clients with a bucket.
    public var clients: Int { buckets.withLock { $0.count } }

    /// Takes `cost` tokens from `client`'s bucket if it has them.
    public func take(for client: String, cost: Double = 1) -> Decision {
        let instant = now()
        let capacity = Double(burst)
        return buckets.withLock { buckets in
            var bucket = buckets[client] ?? Bucket(tokens: capacity, updated: instant)
            bucket.tokens = min(capacity, bucket.tokens + seconds(instant - bucket.updated) * rate)
            bucket.updated = instant
            let allowed = bucket.tokens >= cost
            if allowed { bucket.tokens -= cost }
            buckets[client] = bucket
            if buckets.count > maxClients { evict(&buckets, at: instant) }
            return Decision(
                allowed: allowed, remaining: Int.clamped(bucket.tokens, to: 0...Int.max),
                retryAfter: allowed ? 0 : (cost - bucket.tokens) / rate,
                resetAfter: (capacity - bucket.tokens) / rate
            )
        }
    }

    private func evict(_ buckets: inout [String: Bucket], at instant: ContinuousClock.Instant) {
        buckets = buckets.filter { seconds(instant - $0.value.updated) * rate + $0.value.tokens < Double(burst) }
        let target = maxClients - maxClients / 10
        guard buckets.count > target else { return }
        let idlest = buckets.sorted { $0.value.updated < $1.value.updated }.prefix(buckets.count - target)
        for (client, _) in idlest { buckets[client] = nil }
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
