@testable import MicroHTTP
import Testing

@Suite("connection deadlines")
struct ConnectionDeadlinesTests {
    @Test("a head is due headerTimeout after the connection opens, a body bodyTimeout after its head")
    func phases() {
        var deadlines = ConnectionDeadlines(headSeconds: 10, bodySeconds: 30, idleSeconds: 15)
        _ = deadlines.opened(socket: 7, at: .seconds(0))
        let second = deadlines.opened(socket: 8, at: .seconds(4))
        // At 9.9 s nothing is late; at 10 s the first head is, at 14 s the second.
        #expect(deadlines.expire(at: .milliseconds(9_900)).isEmpty)
        #expect(deadlines.expire(at: .seconds(10)).map(\.socket) == [7])
        deadlines.headArrived(second, at: .seconds(12))
        // Its head came in time: now its body is due at 12 + 30 = 42 s, and is reported as such.
        #expect(deadlines.expire(at: .seconds(41)).isEmpty)
        let late = deadlines.expire(at: .seconds(42))
        #expect(late.count == 1 && late[0].socket == 8 && late[0].phase == .body)
        // Each is reported once.
        #expect(deadlines.expire(at: .seconds(10_000)).isEmpty)
    }

    @Test("an answer being written has no deadline; after it the next head may first idle for the inactivity timeout")
    func keepAlive() {
        var deadlines = ConnectionDeadlines(headSeconds: 10, bodySeconds: 30, idleSeconds: 15)
        let slot = deadlines.opened(socket: 7, at: .seconds(0))
        deadlines.headArrived(slot, at: .seconds(1))
        deadlines.answering(slot, at: .seconds(1))
        #expect(deadlines.expire(at: .seconds(1_000)).isEmpty)
        deadlines.answered(slot, at: .seconds(1_000))
        // 1,000 + 15 idle + 10 for the head.
        #expect(deadlines.expire(at: .milliseconds(1_024_999)).isEmpty)
        #expect(deadlines.expire(at: .seconds(1_025)).map(\.phase) == [.head])
    }

    @Test("closed connections are forgotten; 0 seconds means no deadline")
    func closedAndDisabled() {
        var deadlines = ConnectionDeadlines(headSeconds: 10, bodySeconds: 0, idleSeconds: 15)
        let first = deadlines.opened(socket: 7, at: .zero)
        deadlines.closed(first)
        #expect(deadlines.count == 0)
        #expect(deadlines.expire(at: .seconds(100)).isEmpty)
        let second = deadlines.opened(socket: 8, at: .zero)
        deadlines.headArrived(second, at: .seconds(1))
        // No body deadline: a slow body is left to the inactivity timeout.
        #expect(deadlines.expire(at: .seconds(10_000)).isEmpty)
        #expect(deadlines.isEnabled)
        #expect(!ConnectionDeadlines(headSeconds: 0, bodySeconds: 0, idleSeconds: 15).isEnabled)
    }

    @Test("a late connection keeps its slot, with no deadline whatever it reports, until it closes; slots are reused")
    func expiredUntilClosed() {
        var deadlines = ConnectionDeadlines(headSeconds: 10, bodySeconds: 30, idleSeconds: 15)
        let late = deadlines.opened(socket: 7, at: .zero)
        let other = deadlines.opened(socket: 8, at: .seconds(5))
        #expect(deadlines.expire(at: .seconds(10)).map(\.socket) == [7])
        // Its socket is being shut down: what it reports now sets no new deadline, and its slot is not given away.
        deadlines.headArrived(late, at: .seconds(11))
        deadlines.answered(late, at: .seconds(12))
        #expect(deadlines.count == 2)
        #expect(deadlines.expire(at: .seconds(14)).isEmpty)
        #expect(deadlines.expire(at: .seconds(15)).map(\.socket) == [8])
        deadlines.closed(late)
        deadlines.closed(late)
        #expect(deadlines.count == 1)
        // The freed slot goes to the next connection, which starts afresh.
        let next = deadlines.opened(socket: 9, at: .seconds(20))
        #expect(next == late && next != other)
        #expect(deadlines.expire(at: .seconds(29)).isEmpty)
        #expect(deadlines.expire(at: .seconds(30)).map(\.socket) == [9])
        // An unknown slot changes nothing.
        deadlines.headArrived(99, at: .zero)
        deadlines.closed(-1)
        #expect(deadlines.count == 2)
    }
}

@Suite("connection deadlines: body rate and eviction")
struct ConnectionRateTests {
    @Test("a body must bring minBodyRate a second over each 5-second window, or all it still owes")
    func minimumRate() {
        var deadlines = ConnectionDeadlines(headSeconds: 10, bodySeconds: 30, idleSeconds: 15, minBodyRate: 100)
        let (steady, trickle, small) = (deadlines.opened(socket: 7, at: .zero), deadlines.opened(socket: 8, at: .zero), deadlines.opened(socket: 9, at: .zero))
        for slot in [steady, trickle] { deadlines.headArrived(slot, at: .seconds(1), body: 10_000) }
        deadlines.headArrived(small, at: .seconds(1), body: 300)
        deadlines.bodyArrived(steady, bytes: 500)
        deadlines.bodyArrived(trickle, bytes: 499)
        deadlines.bodyArrived(small, bytes: 100)
        // At 5.9 s no window has ended; at 6 s the trickle brought 499 of the 500 due and the small body 100 of the
        // 300 it owed: both are too slow; the steady one starts a new window.
        #expect(deadlines.expire(at: .milliseconds(5_900)).isEmpty)
        let late = deadlines.expire(at: .seconds(6))
        #expect(late.map(\.socket) == [8, 9] && late.allSatisfy { $0.tooSlow && $0.phase == .body })
        deadlines.bodyArrived(steady, bytes: 200)
        // Its second window, from 6 s to 11 s, brought 200 of the 500 due.
        #expect(deadlines.expire(at: .milliseconds(10_900)).isEmpty)
        #expect(deadlines.expire(at: .seconds(11)).map(\.socket) == [7])
    }

    @Test("a body that brought all it owed in a window is not too slow; no minimum rate, no check")
    func owedAndDisabled() {
        var deadlines = ConnectionDeadlines(headSeconds: 10, bodySeconds: 30, idleSeconds: 15, minBodyRate: 100)
        let slot = deadlines.opened(socket: 7, at: .zero)
        deadlines.headArrived(slot, at: .zero, body: 1_000)
        deadlines.bodyArrived(slot, bytes: 900)
        _ = deadlines.expire(at: .seconds(5))
        deadlines.bodyArrived(slot, bytes: 100)
        #expect(deadlines.expire(at: .seconds(10)).isEmpty)
        var unlimited = ConnectionDeadlines(headSeconds: 0, bodySeconds: 30, idleSeconds: 15)
        let other = unlimited.opened(socket: 8, at: .zero)
        unlimited.headArrived(other, at: .zero, body: 1_000)
        #expect(unlimited.expire(at: .seconds(29)).isEmpty)
    }

    @Test("eviction takes the connection that has waited longest for its client's head or body, never one answering, nor the one spared")
    func eviction() {
        var deadlines = ConnectionDeadlines(headSeconds: 10, bodySeconds: 30, idleSeconds: 15)
        let body = deadlines.opened(socket: 6, at: .zero)
        deadlines.headArrived(body, at: .seconds(1), body: 10)
        let kept = deadlines.opened(socket: 7, at: .seconds(1))
        deadlines.headArrived(kept, at: .seconds(1))
        deadlines.answering(kept, at: .seconds(1))
        deadlines.answered(kept, at: .seconds(4))
        _ = deadlines.opened(socket: 8, at: .seconds(2))
        let answering = deadlines.opened(socket: 9, at: .seconds(0))
        deadlines.headArrived(answering, at: .zero)
        deadlines.answering(answering, at: .zero)
        let newest = deadlines.opened(socket: 10, at: .seconds(5))
        // Socket 6 has waited for its body since 1 s, socket 8 for its head since 2 s, socket 7 for its next since 4 s;
        // socket 9 is being answered, and socket 10 is the new one.
        #expect(deadlines.evictLongestWaiting(sparing: newest) == 6)
        #expect(deadlines.evictLongestWaiting(sparing: newest) == 8)
        #expect(deadlines.evictLongestWaiting(sparing: newest) == 7)
        #expect(deadlines.evictLongestWaiting(sparing: newest) == nil)
        // Evicted ones are not reported late again.
        #expect(deadlines.expire(at: .seconds(100)).map(\.socket) == [10])
    }
}
