import Foundation
import TestSupport
import Testing

/// Raises this process's descriptor limit (inherited by the server it starts) to hold `count` more sockets.
private func raiseDescriptorLimit(to count: rlim_t) {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    guard limit.rlim_cur < count else { return }
    // Raising the hard limit too needs privilege (CI runs as root); otherwise go as far as it allows.
    var wanted = rlimit(rlim_cur: count, rlim_max: max(count, limit.rlim_max))
    if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &wanted) != 0 {
        limit.rlim_cur = min(count, limit.rlim_max)
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}

/// The `p` quantile (0...1) of `samples`, nearest rank.
func quantile(_ samples: [Duration], _ p: Double) -> Duration {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}

/// A small frame request: one card list, about 150 bytes.
private let frameBody = Array(#"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "l", "kind": "list", "count": 3, "itemSize": {"height": 100}}]}"#.utf8)

@Suite("slow clients", .serialized)
struct SlowClientTests {
    @Test("1,000 trickling connections from one address cannot take the API: another client's 300 frames all answer meanwhile")
    func slowloris() async throws {
        raiseDescriptorLimit(to: 8192)
        // A head deadline of 2 s, so the trickling connections that got in are closed while the test runs.
        let (command, port, adminPort) = try await startServe(environment: ["SCROLLFX_SERVER_HEADER_TIMEOUT_SECONDS": "2"])
        defer { command.stop() }

        // Each opens a request and never finishes its head: one more header line about twice a second, so it is
        // never idle long enough to time out. On a thread of its own: a busy test pool must not delay the trickle.
        let (latencies, statuses, rounds, metrics, probes) = try await takingTurns { try await onThreadOfItsOwn {
            () throws -> ([Duration], [Int], Int, String, [(Int, Duration)]) in
            // From 127.0.0.1: beyond its 32 connections, libmicrohttpd closes them at accept.
            let slow = (0..<1000).compactMap { _ in try? RawHTTPConnection(port: port) }
            for connection in slow {
                try? connection.write(Array("POST /v1/frame HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
            }
            var latencies: [Duration] = []
            var statuses: [Int] = []
            let clock = ContinuousClock()
            var lastTrickle = clock.now
            var rounds = 0
            // The kubelet's liveness probe: /healthz on the admin port on a fresh connection, from 127.0.0.3.
            var probes: [(Int, Duration)] = []
            // Another client, 127.0.0.2, asks for frames on a keep-alive connection of its own, for about 4 s.
            let other = try RawHTTPConnection(port: port, timeoutSeconds: 5, from: "127.0.0.2")
            for probe in 0..<300 {
                if clock.now - lastTrickle > .milliseconds(500) {
                    for connection in slow { try? connection.write(Array("X-Trickle-\(probe): 1\r\n".utf8)) }
                    lastTrickle = clock.now
                    rounds += 1
                }
                latencies.append(try clock.measure {
                    statuses.append(try other.request("POST", "/v1/frame", headers: [("Content-Type", "application/json")], body: frameBody).status)
                })
                if probe.isMultiple(of: 10) {
                    var status = 0
                    let took = try clock.measure { status = try RawHTTPConnection(port: adminPort, from: "127.0.0.3").request("GET", "/healthz").status }
                    probes.append((status, took))
                }
                Thread.sleep(forTimeInterval: 0.01)
            }
            let metrics = try RawHTTPConnection(port: adminPort).request("GET", "/metrics").text
            for connection in slow { connection.close() }
            return (latencies, statuses, rounds, metrics, probes)
        } }
        #expect(statuses.count == 300 && statuses.allSatisfy { $0 == 200 })
        // The admin listener is a daemon of its own: the slowloris on the API port leaves /healthz answering at once.
        print("slow clients: GET /healthz on the admin port during the attack: max \(probes.map(\.1).max() ?? .zero) over \(probes.count)")
        // An order, not a figure: each answered before the 2 s head deadline could have closed a slow connection.
        #expect(probes.count == 30 && probes.allSatisfy { $0.0 == 200 && $0.1 < .seconds(2) }, "\(probes)")
        // Latency is a figure, printed for the README's table, not asserted: counts and order are.
        let p50 = quantile(latencies, 0.5), p99 = quantile(latencies, 0.99)
        print("slow clients: 1000 trickling from 127.0.0.1; POST /v1/frame from 127.0.0.2 over \(latencies.count) requests p50 \(p50), p99 \(p99), max \(latencies.max()!)")
        // The answers came while the attack was kept up, a trickle round about every 0.5 s between them, and (below)
        // while the head deadline closed the connections that got in: the other client was served throughout.
        #expect(rounds >= 2, "\(rounds) trickle rounds during the probes")
        // The per-client limit refused most at accept; the head deadline closed those that got in.
        let refused = Self.counter(metrics, reason: "connections_per_client"), timedOut = Self.counter(metrics, reason: "header_timeout")
        print("slow clients: refused at accept \(refused), closed at the head deadline \(timedOut)")
        #expect(refused >= 900 && timedOut >= 30)

        let stopping = ContinuousClock.now
        command.terminate()
        #expect(await command.exitStatus() == 0)
        print("slow clients: server exited \(ContinuousClock.now - stopping) after SIGTERM")
    }

    @Test("a head that trickles past its deadline, or a body past its own, is closed though never idle")
    func deadlines() async throws {
        let (command, port, adminPort) = try await startServe(environment: [
            "SCROLLFX_SERVER_HEADER_TIMEOUT_SECONDS": "1", "SCROLLFX_SERVER_BODY_TIMEOUT_SECONDS": "1",
        ])
        defer { command.stop() }
        let closed = try await onThreadOfItsOwn { () throws -> [Bool] in
            let head = try RawHTTPConnection(port: port, timeoutSeconds: 5)
            try head.write(Array("POST /v1/frame HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
            let body = try RawHTTPConnection(port: port, timeoutSeconds: 5)
            try body.write(Array("POST /v1/frame HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{".utf8))
            // A byte every 0.2 s for 3 s: never idle, never done.
            for step in 0..<15 {
                try? head.write(Array("X-Slow-\(step): 1\r\n".utf8))
                try? body.write(Array(" ".utf8))
                Thread.sleep(forTimeInterval: 0.2)
            }
            return [head.isClosedByPeer(), body.isClosedByPeer()]
        }
        #expect(closed == [true, true])
        let metrics = try RawHTTPConnection(port: adminPort).request("GET", "/metrics").text
        #expect(Self.counter(metrics, reason: "header_timeout") == 1 && Self.counter(metrics, reason: "body_timeout") == 1)
        // An honest client is untouched.
        #expect(try RawHTTPConnection(port: port).request("POST", "/v1/frame", headers: [("Content-Type", "application/json")], body: frameBody).status == 200)
    }

    /// The value of `scrollfx_rejected_requests_total{reason="…"}` in a Prometheus exposition, 0 when absent.
    static func counter(_ metrics: String, reason: String) -> Int {
        let prefix = "scrollfx_rejected_requests_total{reason=\"\(reason)\"} "
        return metrics.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap { Int(Double($0.dropFirst(prefix.count)) ?? -1) } ?? 0
    }
}
