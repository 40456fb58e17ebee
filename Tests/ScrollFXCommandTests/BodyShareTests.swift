import Foundation
import TestSupport
import Testing

/// One client's slow bodies cannot fill the body buffers for everyone: its share is `server.maxBufferedBytesPerClient`,
/// and a body slower than `server.minBodyBytesPerSecond` is closed within a rate window.
@Suite("body buffers shared fairly", .serialized)
struct BodyShareTests {
    static let keys = ["the-slow-client-key-0123456789abcdef01234", "the-other-client-key-0123456789abcdef0123"]

    @Test("16 slow 1 MiB bodies from one client hold its 4 MiB share at most and are closed after 5 s; another client's 100 frames all answer 200",
          arguments: [false, true])
    func slowBodiesOfOneClient(keysOn: Bool) async throws {
        let environment = keysOn ? ["SCROLLFX_AUTH_KEYS": Self.keys.joined(separator: ",")] : [:]
        let (command, port, adminPort) = try await startServe(["--log-level", "notice"], environment: environment)
        defer { command.stop() }
        let scene = Array(try Fixtures.request("seed-parallax-cards"))
        let key: @Sendable (Int) -> [(String, String)] = { keysOn ? [("Authorization", "Bearer \(Self.keys[$0])")] : [] }

        let (statuses, refusedAtOnce) = try await takingTurns { try await onThreadOfItsOwn { () throws -> ([Int], Int) in
            // From 127.0.0.2 (with keys on, with the first key): 16 bodies of 1 MiB, one byte sent of each.
            let start = ContinuousClock.now
            let slow = try (0..<16).map { _ in
                let connection = try RawHTTPConnection(port: port, timeoutSeconds: 1, from: "127.0.0.2")
                try connection.send("POST", "/v1/frame", headers: key(0) + [("Content-Type", "application/json")], contentLength: 1 << 20, sendBody: false)
                try connection.write([UInt8(ascii: " ")])
                return connection
            }
            // Those past the client's share are answered 503 at once, unread; the others' answers do not come (a read
            // times out in 1 s).
            let refused = slow.filter { (try? $0.readResponse())?.status == 503 }.count
            // Another client (127.0.0.3, the second key) asks for frames meanwhile.
            let other = try RawHTTPConnection(port: port, timeoutSeconds: 10, from: "127.0.0.3")
            let statuses = try (0..<100).map { _ in
                try other.request("POST", "/v1/frame", headers: key(1) + [("Content-Type", "application/json")], body: scene).status
            }
            // The slow bodies bring a byte every 5 s at best: past the 5-second window each is closed.
            let left = (start + .milliseconds(6_500)) - ContinuousClock.now
            if left > .zero { Thread.sleep(forTimeInterval: Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18) }
            for connection in slow { try? connection.write([UInt8(ascii: " ")]) }
            return (statuses, refused)
        } }
        let metrics = try RawHTTPConnection(port: adminPort).request("GET", "/metrics").text
        let share = Self.counter("scrollfx_body_buffer_refusals_total{limit=\"client_share\"}", in: metrics)
        let slowClosed = Self.counter("scrollfx_rejected_requests_total{reason=\"body_too_slow\"}", in: metrics)
        print("body shares\(keysOn ? ", keys on" : ""): of 16 slow 1 MiB bodies from one client \(refusedAtOnce) refused at once (\(share) counted), "
              + "\(slowClosed) closed too slow; the other client: \(statuses.filter { $0 == 200 }.count) × 200 of \(statuses.count)")
        #expect(statuses == Array(repeating: 200, count: 100))
        // 4 MiB of 1 MiB bodies: 4 admitted, 12 refused, and the 4 closed for their rate.
        #expect(refusedAtOnce == 12 && share == 12)
        #expect(slowClosed == 4)
    }

    /// The value of the sample `name` (with its labels) in the Prometheus text `metrics`, 0 when absent.
    static func counter(_ name: String, in metrics: String) -> Int {
        metrics.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { $0.split(separator: " ").last }.flatMap { Double($0) }.map { Int($0) } ?? 0
    }
}
