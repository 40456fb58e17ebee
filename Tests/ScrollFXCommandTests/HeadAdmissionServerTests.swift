import Foundation
import TestSupport
import Testing

/// Requests refused at their head cost no body memory: the release server under 1,000 slow 1 MiB bodies with wrong or
/// missing keys, while a client with the right key is answered.
///
/// Memory means something only for the build that is deployed: the suite runs when `SCROLLFX_RELEASE_BIN` names it
/// (scripts/test step 4) and is skipped against the debug build.
@Suite("refused at the head: wrong keys cost no body memory, on the release server", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["SCROLLFX_RELEASE_BIN"] != nil))
struct HeadAdmissionServerTests {
    static let key = "the-right-key-0123456789abcdef0123456789"
    /// The most the attack may grow the server's resident memory by.
    static let growthBytes = 64 << 20

    @Test("1,000 connections from ten addresses, each sending 1 MiB slowly with a wrong or no key, grow the server by less than 64 MB, and a client with the right key gets every answer",
          arguments: [false, true])
    func slowBodiesWithWrongKeys(rateLimited: Bool) async throws {
        // The deployment's own setting: no per-address connection limit (behind the ingress).
        var environment = ["SCROLLFX_AUTH_KEYS": Self.key, "SCROLLFX_SERVER_CONNECTIONS_PER_CLIENT": "0"]
        if rateLimited { environment["SCROLLFX_RATE_LIMIT_REQUESTS_PER_SECOND"] = "100" }
        let (command, port, adminPort) = try await startServe(["--log-level", "notice"], environment: environment, binary: EdgeServerTests.binary)
        defer { command.stop() }
        let pid = try #require(command.processIdentifier)
        let before = try Self.residentBytes(pid, "VmRSS:")
        let scene = Array(try Fixtures.request("seed-parallax-cards"))

        async let served = onThreadOfItsOwn { () throws -> [Int] in
            // 100 frames, one every 20 ms, on one keep-alive connection from an address of its own.
            let connection = try RawHTTPConnection(port: port, timeoutSeconds: 10, from: "127.0.0.50")
            return try (0..<100).map { _ in
                Thread.sleep(forTimeInterval: 0.02)
                return try connection.request("POST", "/v1/frame", headers: [("Authorization", "Bearer \(Self.key)"), ("Content-Type", "application/json")], body: scene).status
            }
        }
        let closed = try await onThreadOfItsOwn { () throws -> Int in
            let connections = try (0..<1000).map { index in
                let connection = try RawHTTPConnection(port: port, timeoutSeconds: 2, from: "127.0.0.\(2 + index % 10)")
                let key: [(String, String)] = index.isMultiple(of: 2) ? [("Authorization", "Bearer wrong-\(index)-0123456789abcdef0123456789")] : []
                try connection.send("POST", "/v1/frame", headers: key, contentLength: 1 << 20, sendBody: false)
                return connection
            }
            // 1 MiB each, 64 KiB at a time, a round every 50 ms; writes to a closed connection fail, and are let fail.
            let piece = [UInt8](repeating: UInt8(ascii: " "), count: 64 << 10)
            for _ in 0..<16 {
                for connection in connections { try? connection.write(piece) }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return connections.filter { $0.isClosedByPeer() }.count
        }
        let statuses = try await served
        let growth = try Self.residentBytes(pid, "VmHWM:") - before
        let metrics = try RawHTTPConnection(port: adminPort).request("GET", "/metrics").text
        let refused = [401, 429].map { Self.count(of: $0, in: metrics) }
        print("head admission\(rateLimited ? ", rate limited" : ""): 1,000 slow 1 MiB bodies with wrong or no keys: \(closed) closed by the server, "
              + "\(refused[0]) × 401, \(refused[1]) × 429; peak RSS grew \(growth >> 10) KiB; the right key: \(statuses.filter { $0 == 200 }.count) × 200 of \(statuses.count)")
        #expect(closed == 1000)
        #expect(refused[0] + refused[1] == 1000 && (rateLimited ? refused[1] > 0 : refused[1] == 0))
        #expect(statuses == Array(repeating: 200, count: 100))
        #expect(growth < Self.growthBytes, "peak RSS grew \(growth >> 20) MiB")
    }

    /// `POST /v1/frame` answers with `status` counted in the Prometheus text `metrics`.
    static func count(of status: Int, in metrics: String) -> Int {
        metrics.split(separator: "\n").filter {
            $0.hasPrefix("http_server_request_duration_seconds_count") && $0.contains("\"/v1/frame\"") && $0.contains("code=\"\(status)\"")
        }.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }.reduce(0, +)
    }

    /// A line of `/proc/<pid>/status` (`VmRSS:`, `VmHWM:`) in bytes.
    static func residentBytes(_ pid: pid_t, _ field: String) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix(field) })
        return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])) << 10
    }
}
