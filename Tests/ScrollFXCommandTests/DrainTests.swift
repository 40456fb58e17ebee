import Foundation
import Synchronization
import TestSupport
import Testing

/// What the clients of a drain test saw.
private struct DrainTally {
    var answered = 0
    /// Requests on a connection that had already been answered, which then got nothing: lost work.
    var lost = 0
    /// New connections the draining server refused or reset before answering: never accepted, never lost.
    var refused = 0
    /// Set once the server has exited: the clients stop.
    var finished = false
}

/// The tally, shared by the client threads.
private final class SharedTally: Sendable {
    let state = Mutex(DrainTally())
    func withLock<R>(_ body: (inout DrainTally) -> R) -> R { state.withLock { body(&$0) } }
}

private let frameBody = Array(#"{"viewport":{"width":390,"height":844},"offset":120,"sections":[{"id":"cards","kind":"list","count":1000,"itemSize":{"height":260},"spacing":24,"layers":[{"id":"bg","effects":[{"type":"parallax","rate":0.175}]}]}]}"#.utf8)

/// One client: keep-alive POSTs, reconnecting after `Connection: close`, until the server refuses it or the test is done.
private func client(port: Int, tally: SharedTally) {
    while !tally.withLock({ $0.finished }) {
        guard let connection = try? RawHTTPConnection(port: port, timeoutSeconds: 5) else {
            tally.withLock { $0.refused += 1 }
            return
        }
        var served = 0
        while !tally.withLock({ $0.finished }) {
            guard let response = try? connection.request("POST", "/v1/frame", headers: [("Content-Type", "application/json")], body: frameBody) else {
                tally.withLock { if served > 0 { $0.lost += 1 } else { $0.refused += 1 } }
                if served == 0 { return }
                break
            }
            served += 1
            tally.withLock { $0.answered += response.status == 200 ? 1 : 0 }
            if response.headers["connection"]?.lowercased() == "close" { break }
        }
    }
}

@Suite("graceful drain", .serialized)
struct DrainTests {
    @Test("SIGTERM under load: /readyz turns 503 at once, no answered connection loses a request, exit 0")
    func drainUnderLoad() async throws {
        // It measures how soon readiness turns: a test loading the cores meanwhile would skew it.
        try await takingTurns { try await drain() }
    }

    private func drain() async throws {
        let (command, port, adminPort) = try await startServe()
        defer { command.stop() }
        let tally = SharedTally()
        let clients = (0..<16).map { _ in
            Thread { client(port: port, tally: tally) }
        }
        clients.forEach { $0.start() }
        try await Task.sleep(for: .milliseconds(500))
        let before = tally.withLock { $0.answered }
        #expect(before > 0)

        let signalled = ContinuousClock.now
        command.terminate()
        var readyz = 200
        while readyz != 503, ContinuousClock.now - signalled < .seconds(2) {
            readyz = (try? RawHTTPConnection(port: adminPort).request("GET", "/readyz").status) ?? 0
        }
        let readinessDelay = ContinuousClock.now - signalled
        // An order, not a time: the admin listener answered 503 while the API was still draining (it stops last).
        #expect(readyz == 503)
        #expect(await command.exitStatus() == 0)
        let exitDelay = ContinuousClock.now - signalled
        #expect(exitDelay < .seconds(10))
        tally.withLock { $0.finished = true }
        while clients.contains(where: { $0.isExecuting }) { try await Task.sleep(for: .milliseconds(20)) }
        let result = tally.withLock { $0 }
        print("drain: \(result.answered) answered (\(before) before SIGTERM), \(result.lost) lost, \(result.refused) refused; readiness 503 after \(readinessDelay), exit after \(exitDelay)")
        // Requests in flight at SIGTERM are answered (counted after `before`) when the clients were mid-request;
        // on a starved machine they may all be between requests, so that is reported, not required.
        #expect(result.lost == 0)
    }
}
