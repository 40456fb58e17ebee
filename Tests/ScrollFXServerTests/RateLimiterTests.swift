import Foundation
import MicroHTTP
@testable import ScrollFXServer
import Synchronization
import Testing

/// A clock the test moves by hand.
private final class ManualClock: Sendable {
    private let instant = Mutex(ContinuousClock.now)
    var now: ContinuousClock.Instant { instant.withLock { $0 } }
    func advance(_ duration: Duration) { instant.withLock { $0 = $0.advanced(by: duration) } }
}

@Suite("rate limits: token buckets per key or client address")
struct RateLimiterTests {
    private func frame(from address: String, key: String? = nil) -> HTTPRequest {
        var request = post("/v1/frame", exampleScene)
        request.clientAddress = address
        if let key { request.headers.add(name: "Authorization", value: "Bearer \(key)") }
        return request
    }

    @Test("a burst over the limit gets 429 with Retry-After and RateLimit fields; the bucket refills")
    func burstThenRefill() {
        let clock = ManualClock()
        let limiter = RateLimiter(rate: 2, burst: 3, now: { clock.now })
        let router = Router(access: AccessControl(limiter: limiter))
        let answers = (0..<4).map { _ in router.respond(to: frame(from: "10.0.0.1")) }
        #expect(answers.map(\.status) == [200, 200, 200, 429])
        #expect(answers.map { $0.headers["RateLimit-Remaining"] } == ["2", "1", "0", "0"])
        #expect(answers[0].headers["RateLimit-Limit"] == "3" && answers[0].headers["RateLimit-Policy"] == "3;w=2")
        let refused = answers[3]
        #expect(refused.headers["Content-Type"] == "application/problem+json")
        #expect(refused.headers["Retry-After"] == "1")
        #expect(refused.headers["RateLimit-Reset"] == "2")
        // Half a second later one token (2 per second) is back, and only one.
        clock.advance(.milliseconds(500))
        #expect(router.respond(to: frame(from: "10.0.0.1")).status == 200)
        #expect(router.respond(to: frame(from: "10.0.0.1")).status == 429)
        // Long idle fills the bucket to the burst, no further.
        clock.advance(.seconds(60))
        #expect((0..<4).map { _ in router.respond(to: frame(from: "10.0.0.1")).status } == [200, 200, 200, 429])
    }

    @Test("one client's flood does not limit another; with keys, the key is the client, whatever the address")
    func perClient() {
        let clock = ManualClock()
        let byAddress = Router(access: AccessControl(limiter: RateLimiter(rate: 1, burst: 2, now: { clock.now })))
        for _ in 0..<50 { _ = byAddress.respond(to: frame(from: "10.0.0.1")) }
        #expect(byAddress.respond(to: frame(from: "10.0.0.1")).status == 429)
        #expect(byAddress.respond(to: frame(from: "10.0.0.2")).status == 200)

        let byKey = Router(access: AccessControl(keys: APIKeys(keys: ["a", "b"]), limiter: RateLimiter(rate: 1, burst: 2, now: { clock.now })))
        #expect(byKey.respond(to: frame(from: "10.0.0.1", key: "a")).status == 200)
        #expect(byKey.respond(to: frame(from: "10.0.0.2", key: "a")).status == 200)
        #expect(byKey.respond(to: frame(from: "10.0.0.3", key: "a")).status == 429)
        #expect(byKey.respond(to: frame(from: "10.0.0.1", key: "b")).status == 200)
        // A wrong or missing key takes the burst (here 2, under 5) from its address's bucket: one answer, then 429.
        #expect(byKey.respond(to: frame(from: "10.0.0.1")).status == 401)
        #expect(byKey.respond(to: frame(from: "10.0.0.1", key: "guess")).status == 429)
        #expect(byKey.respond(to: frame(from: "10.0.0.9", key: "guess")).status == 401)
        // The key's own bucket is untouched by its address's guesses.
        #expect(byKey.respond(to: frame(from: "10.0.0.1", key: "b")).status == 200)
    }

    @Test("200 wrong keys on one connection: 4 answers of 401 from a burst of 20, then 429; keys are guessed 5 times slower")
    func guessesAreLimited() {
        let clock = ManualClock()
        let router = Router(access: AccessControl(keys: APIKeys(keys: ["right"]), limiter: RateLimiter(rate: 10, burst: 20, now: { clock.now })))
        let statuses = (0..<200).map { router.respond(to: frame(from: "10.0.0.1", key: "guess-\($0)")).status }
        #expect(statuses.prefix(4).allSatisfy { $0 == 401 } && statuses.dropFirst(4).allSatisfy { $0 == 429 })
        // A second later 10 tokens are back: two more guesses.
        clock.advance(.seconds(1))
        #expect((0..<3).map { _ in router.respond(to: frame(from: "10.0.0.1", key: "guess")).status } == [401, 401, 429])
        #expect(router.respond(to: frame(from: "10.0.0.1", key: "right")).status == 200)
    }

    @Test("clients are networks: an IPv6 /64 shares one bucket (a /48 when configured), an IPv4-mapped address is its IPv4 one")
    func networks() {
        let clock = ManualClock()
        let router = Router(access: AccessControl(limiter: RateLimiter(rate: 1, burst: 2, now: { clock.now })))
        #expect(router.respond(to: frame(from: "2001:db8:1:2::1")).status == 200)
        #expect(router.respond(to: frame(from: "2001:db8:1:2:ffff:ffff:ffff:ffff")).status == 200)
        #expect(router.respond(to: frame(from: "2001:db8:1:2:0:0:0:7%eth0")).status == 429)
        #expect(router.respond(to: frame(from: "2001:db8:1:3::1")).status == 200)
        #expect(router.respond(to: frame(from: "::ffff:10.1.2.3")).status == 200)
        #expect(router.respond(to: frame(from: "10.1.2.3")).status == 200)
        #expect(router.respond(to: frame(from: "10.1.2.3")).status == 429)
        #expect(ClientNetwork.key(of: "2001:db8:1:2::1", ipv6PrefixLength: 48) == "2001:db8:1:0:0:0:0:0/48")
        #expect(ClientNetwork.key(of: "2001:db8:abcd:1234::1", ipv6PrefixLength: 60) == "2001:db8:abcd:1230:0:0:0:0/60")
        #expect(ClientNetwork.key(of: "::1", ipv6PrefixLength: 128) == "0:0:0:0:0:0:0:1/128")
        for bad in ["1::2::3", "12345::", "1:2:3:4:5:6:7:8:9", "::1.2.3", "g::"] {
            #expect(ClientNetwork.key(of: bad, ipv6PrefixLength: 64) == bad, "\(bad)")
        }
    }

    @Test("health, the OpenAPI document and preflights spend no token")
    func onlyV1() {
        let clock = ManualClock()
        let router = Router(access: AccessControl(limiter: RateLimiter(rate: 1, burst: 1, now: { clock.now })))
        for _ in 0..<10 {
            #expect(router.respond(to: HTTPRequest(method: "GET", path: "/healthz", clientAddress: "10.0.0.1")).status == 200)
        }
        #expect(router.respond(to: frame(from: "10.0.0.1")).status == 200)
    }

    @Test("10,000 distinct clients keep at most maxClients buckets; refilled ones go first, nothing active is forgotten")
    func boundedMemory() {
        let clock = ManualClock()
        let limiter = RateLimiter(rate: 10, burst: 5, maxClients: 1000, now: { clock.now })
        #expect(limiter.take(for: "steady").allowed)
        for client in 0..<10_000 {
            _ = limiter.take(for: "client \(client)")
            #expect(limiter.clients <= 1000)
            if client.isMultiple(of: 100) { _ = limiter.take(for: "steady") }
            clock.advance(.microseconds(100))
        }
        #expect(limiter.clients <= 1000)
        // A busy client keeps its (partly spent) bucket through the churn.
        let steady = limiter.take(for: "steady")
        #expect(steady.allowed && steady.remaining < 4)
    }

    @Test("safe under the server's threads: a frozen bucket of 100 lets exactly 100 of 800 concurrent requests through")
    func concurrent() async {
        let clock = ManualClock()
        let limiter = RateLimiter(rate: 1, burst: 100, now: { clock.now })
        let allowed = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 800) { _ in
            if limiter.take(for: "shared").allowed { allowed.add(1, ordering: .relaxed) }
        }
        #expect(allowed.load(ordering: .relaxed) == 100)
    }
}
