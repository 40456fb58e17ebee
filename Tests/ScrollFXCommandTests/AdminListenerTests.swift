import Foundation
import TestSupport
import Testing

@Suite("the admin listener stays private and answering", .serialized)
struct AdminListenerTests {
    @Test("200 idle connections to the admin port, and 200 trickling heads, leave /healthz from another address answering before the head deadline frees a slot")
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
        // An order, not a figure: each probe was answered before the admin's 2 s head deadline could have closed a
        // trickling connection to make room for it, so it was never waiting for one.
        #expect(latencies.allSatisfy { $0 < .seconds(2) }, "\(latencies)")
    }

    @Test("120 addresses holding 8 connections each, trickling heads or owing bodies, reopened as they close, leave /healthz from another address answering every probe within a second",
          arguments: ["heads", "bodies"])
    func manyAddresses(holding: String) async throws {
        // A head that never ends, or a whole head declaring a body that never comes.
        let opening = holding == "heads" ? "GET /healthz HTTP/1.1\r\nHost: x\r\n" : "POST /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n"
        let (command, _, adminPort) = try await startServe()
        defer { command.stop() }
        let (latencies, statuses, opened) = try await takingTurns { try await onThreadOfItsOwn { () throws -> ([Duration], [Int], Int) in
            // 960 connections from 127.0.1.1…120 for the listener's 256: each starts a head and never ends it.
            var holders: [(address: String, connection: RawHTTPConnection?)] = (1...120).flatMap { host in (0..<8).map { _ in ("127.0.1.\(host)", nil) } }
            var opened = 0
            func refill() {
                for index in holders.indices where holders[index].connection == nil {
                    guard let connection = try? RawHTTPConnection(port: adminPort, timeoutSeconds: 1, from: holders[index].address) else { continue }
                    try? connection.write(Array(opening.utf8))
                    (holders[index].connection, opened) = (connection, opened + 1)
                }
            }
            refill()
            defer { holders.forEach { $0.connection?.close() } }
            var (latencies, statuses) = ([Duration](), [Int]())
            // For 3 s, past the admin's 2 s head deadline: a probe every 100 ms from 127.0.2.1 (the kubelet's one-second
            // timeout as its read timeout), the holders trickling a line and reopening whatever was closed between probes.
            for _ in 0..<30 {
                let start = ContinuousClock.now
                let status = (try? RawHTTPConnection(port: adminPort, timeoutSeconds: 1, from: "127.0.2.1").request("GET", "/healthz"))?.status ?? 0
                (statuses, latencies) = (statuses + [status], latencies + [ContinuousClock.now - start])
                for index in holders.indices {
                    guard let connection = holders[index].connection else { continue }
                    if (try? connection.write(Array("X-Slow: 1\r\n".utf8))) == nil { connection.close(); holders[index].connection = nil }
                }
                refill()
                Thread.sleep(forTimeInterval: 0.1)
            }
            return (latencies, statuses, opened)
        } }
        print("admin under 120 addresses × 8 connections owing \(holding) (\(opened) opened): /healthz p50 \(quantile(latencies, 0.5)), max \(latencies.max() ?? .zero), "
              + "\(statuses.filter { $0 == 200 }.count) of \(statuses.count) answered")
        #expect(statuses == Array(repeating: 200, count: 30))
        #expect(latencies.allSatisfy { $0 < .seconds(1) }, "\(latencies)")
    }
}
