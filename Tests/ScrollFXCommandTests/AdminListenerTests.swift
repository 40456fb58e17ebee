import Foundation
import TestSupport
import Testing

@Suite("the admin listener stays private and answering", .serialized)
struct AdminListenerTests {
    @Test("200 idle connections to the admin port, and 200 trickling heads, leave /healthz from another address answering within 50 ms")
    func idleConnections() async throws {
        let (command, _, adminPort) = try await startServe()
        defer { command.stop() }
        let (latencies, statuses) = try await onThreadOfItsOwn { () throws -> ([Duration], [Int]) in
            // From 127.0.0.1: 200 connections that send nothing, and 200 that start a head and never end it.
            let idle = (0..<200).compactMap { _ in try? RawHTTPConnection(port: adminPort, timeoutSeconds: 5) }
            let trickling = (0..<200).compactMap { _ in try? RawHTTPConnection(port: adminPort, timeoutSeconds: 5) }
            for connection in trickling { try? connection.write(Array("GET /healthz HTTP/1.1\r\nHost: x\r\n".utf8)) }
            defer { (idle + trickling).forEach { $0.close() } }
            var (latencies, statuses) = ([Duration](), [Int]())
            // For 3 s, past the admin's 2 s head deadline: a probe every 100 ms from another client.
            for round in 0..<30 {
                let start = ContinuousClock.now
                let probe = try RawHTTPConnection(port: adminPort, timeoutSeconds: 5, from: "127.0.0.2")
                statuses.append(try probe.request("GET", "/healthz").status)
                latencies.append(ContinuousClock.now - start)
                if round.isMultiple(of: 5) { for connection in trickling { try? connection.write(Array("X-Slow: 1\r\n".utf8)) } }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return (latencies, statuses)
        }
        print("admin under 400 idle and trickling connections: /healthz p50 \(quantile(latencies, 0.5)), max \(latencies.max() ?? .zero)")
        #expect(statuses.allSatisfy { $0 == 200 } && statuses.count == 30)
        #expect(latencies.allSatisfy { $0 < .milliseconds(50) }, "\(latencies)")
    }
}
