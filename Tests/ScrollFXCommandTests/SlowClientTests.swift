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

@Suite("slow clients", .serialized)
struct SlowClientTests {
    @Test("1,000 trickling connections hold the API listener; /healthz on the admin port answers within 50 ms at p99")
    func slowloris() async throws {
        raiseDescriptorLimit(to: 8192)
        // libmicrohttpd gives each worker thread an equal share of the limit, and a worker at its share may
        // accept and close a few of a burst of connections: room for all 1,000 on either worker.
        let (command, port, adminPort) = try await startServe(environment: ["SCROLLFX_SERVER_CONNECTION_LIMIT": "2000"])
        defer { command.stop() }

        // Each opens a request and never finishes its head: one more header line about twice a second, so it is
        // never idle long enough to time out. On a thread of its own: a busy test pool must not delay the trickle.
        let (latencies, statuses, metrics) = try await takingTurns { try await onThreadOfItsOwn { () throws -> ([Duration], [Int], String) in
            let slow = try (0..<1000).map { _ in try RawHTTPConnection(port: port) }
            for connection in slow {
                try connection.write(Array("POST /v1/frame HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
            }
            var latencies: [Duration] = []
            var statuses: [Int] = []
            let clock = ContinuousClock()
            var lastTrickle = clock.now
            for probe in 0..<300 {
                if clock.now - lastTrickle > .milliseconds(500) {
                    for connection in slow { try connection.write(Array("X-Trickle-\(probe): 1\r\n".utf8)) }
                    lastTrickle = clock.now
                }
                latencies.append(try clock.measure {
                    statuses.append(try RawHTTPConnection(port: adminPort, timeoutSeconds: 5).request("GET", "/healthz").status)
                })
                Thread.sleep(forTimeInterval: 0.01)
            }
            let metrics = try RawHTTPConnection(port: adminPort).request("GET", "/metrics").text
            for connection in slow { connection.close() }
            return (latencies, statuses, metrics)
        } }
        #expect(statuses.count == 300 && statuses.allSatisfy { $0 == 200 })
        let p50 = quantile(latencies, 0.5), p99 = quantile(latencies, 0.99)
        print("slow clients: 1000 trickling; admin /healthz over \(latencies.count) probes p50 \(p50), p99 \(p99), max \(latencies.max()!)")
        #expect(p99 < .milliseconds(50))
        #expect(metrics.contains("scrollfx_http_connections 1000"))

        // Once the slow clients are gone, the API answers again.
        #expect(try RawHTTPConnection(port: port).request("GET", "/healthz").status == 200)
        let stopping = ContinuousClock.now
        command.terminate()
        #expect(await command.exitStatus() == 0)
        print("slow clients: server exited \(ContinuousClock.now - stopping) after SIGTERM")
    }
}
