/// When each open connection must have sent what it owes: its request head, then its body.
///
/// An inactivity timeout alone lets a client hold a connection for ever by sending a byte now and then;
/// these deadlines bound the whole head and the whole body instead, as nginx's `client_header_timeout`
/// and Envoy's `request_headers_timeout` do. Pure bookkeeping: the daemon owns the clock and the sockets.
struct ConnectionDeadlines {
    /// What a connection is waiting for.
    enum Phase: Equatable {
        /// Its request head: the line and every header.
        case head
        /// The body of a request whose head has come.
        case body
        /// Nothing: its answer is being written.
        case answering
    }

    /// One open connection: its socket, what it waits for, since when and until when.
    struct Entry: Equatable {
        var socket: Int32
        var phase: Phase
        var since: Duration
        var deadline: Duration?
        /// Reported late by ``ConnectionDeadlines/expire(at:)``: no deadline from then on.
        var expired = false
        /// In the body phase: the bytes still owed, and those owed when the current rate window began, and when.
        var owed = 0
        var windowOwed = 0
        var windowStart = Duration.zero
    }

    /// Seconds for a whole head (0: no deadline); after a keep-alive answer the next head may first idle for
    /// `idle` seconds, the connection's inactivity timeout, which closes it by itself if nothing comes.
    let head: Duration?
    let body: Duration?
    let idle: Duration
    /// The bytes a second a body must arrive at, over each ``rateWindow`` (0: any rate within the body deadline).
    let minBodyRate: Int
    /// The bytes a body must bring in each ``rateWindow`` (or all it still owes).
    private let minWindowBytes: Int
    /// Seconds a body's rate is measured over: in each such window it must bring `minBodyRate` bytes a second, or
    /// all it still owes.
    static let rateWindowSeconds = 5
    static let rateWindow = Duration.seconds(rateWindowSeconds)
    /// Each open connection's entry at the slot ``opened(socket:at:)`` gave it (nil: a free slot), so that a request
    /// reaches its connection's entry by index, with no hashing.
    private var entries: [Entry?] = []
    /// Free slots, reused before the table grows.
    private var free: [Int] = []

    init(headSeconds: Int, bodySeconds: Int, idleSeconds: Int, minBodyRate: Int = 0) {
        head = headSeconds > 0 ? .seconds(headSeconds) : nil
        body = bodySeconds > 0 ? .seconds(bodySeconds) : nil
        idle = .seconds(max(0, idleSeconds))
        self.minBodyRate = max(0, minBodyRate)
        let (bytes, overflow) = self.minBodyRate.multipliedReportingOverflow(by: Self.rateWindowSeconds)
        minWindowBytes = overflow ? .max : bytes
    }

    /// Whether any deadline applies at all.
    var isEnabled: Bool { head != nil || body != nil || minBodyRate > 0 }

    /// The open connections.
    var count: Int { entries.count - free.count }

    /// A new connection on `socket` at `now`: its first head is due. Returns its slot, which is its until ``closed(_:)``.
    mutating func opened(socket: Int32, at now: Duration) -> Int {
        let entry = Entry(socket: socket, phase: .head, since: now, deadline: head.map { now + $0 })
        if let slot = free.popLast() {
            entries[slot] = entry
            return slot
        }
        entries.append(entry)
        return entries.count - 1
    }

    /// The head of a request on the connection at `slot` has come at `now`, declaring a body of `bytes`: its body
    /// is due, at ``minBodyRate`` from now on.
    mutating func headArrived(_ slot: Int, at now: Duration, body bytes: Int = 0) {
        wait(slot, for: .body, at: now, until: body.map { now + $0 })
        guard entries.indices.contains(slot), entries[slot] != nil else { return }
        (entries[slot]!.owed, entries[slot]!.windowOwed, entries[slot]!.windowStart) = (bytes, bytes, now)
    }

    /// `bytes` of the body of the request on the connection at `slot` have come.
    mutating func bodyArrived(_ slot: Int, bytes: Int) {
        guard entries.indices.contains(slot), entries[slot] != nil else { return }
        entries[slot]!.owed -= bytes
    }

    /// The request on the connection at `slot` is whole: its answer is being written, with no deadline.
    mutating func answering(_ slot: Int, at now: Duration) {
        wait(slot, for: .answering, at: now, until: nil)
    }

    /// The answer on the connection at `slot` has gone at `now`: the next head is due after the connection's idle
    /// allowance.
    mutating func answered(_ slot: Int, at now: Duration) {
        wait(slot, for: .head, at: now, until: head.map { now + idle + $0 })
    }

    /// The connection at `slot` has closed: its slot is free again.
    mutating func closed(_ slot: Int) {
        guard entries.indices.contains(slot), entries[slot] != nil else { return }
        entries[slot] = nil
        free.append(slot)
    }

    /// The connections past their deadline at `now`, with the phase each was in, and whether its body came too slowly
    /// (less than ``minBodyRate`` over a whole ``rateWindow``, and less than it still owed). Each is reported once: its
    /// entry keeps its slot until it closes, with no deadline, whatever the connection reports meanwhile (its socket is
    /// being shut down).
    mutating func expire(at now: Duration) -> [(socket: Int32, phase: Phase, tooSlow: Bool)] {
        var late: [(socket: Int32, phase: Phase, tooSlow: Bool)] = []
        for slot in entries.indices {
            guard let entry = entries[slot], !entry.expired else { continue }
            let tooSlow = entry.phase == .body && minBodyRate > 0 && now - entry.windowStart >= Self.rateWindow
                && entry.windowOwed - entry.owed < min(entry.windowOwed, minWindowBytes)
            if !tooSlow, entry.phase == .body, minBodyRate > 0, now - entry.windowStart >= Self.rateWindow {
                (entries[slot]!.windowOwed, entries[slot]!.windowStart) = (entry.owed, now)
            }
            guard tooSlow || entry.deadline.map({ $0 <= now }) == true else { continue }
            late.append((entry.socket, entry.phase, tooSlow))
            entries[slot]?.expired = true
            entries[slot]?.deadline = nil
        }
        return late
    }

    /// The socket of the connection, other than the one at `sparing`, that has waited longest for its client to send a
    /// request head or body (a new connection's, the next on a kept-alive one, a body that has not come), reported as
    /// late from now on, so that a full listener makes room for a new connection; nil when no other waits.
    mutating func evictLongestWaiting(sparing: Int) -> Int32? {
        var oldest: Int?
        for slot in entries.indices where slot != sparing {
            guard let entry = entries[slot], !entry.expired, entry.phase != .answering else { continue }
            if oldest.map({ entry.since < entries[$0]!.since }) ?? true { oldest = slot }
        }
        guard let oldest else { return nil }
        entries[oldest]?.expired = true
        entries[oldest]?.deadline = nil
        return entries[oldest]?.socket
    }

    /// The connection at `slot` now waits for `phase`, from `now` until `deadline`, if it is open and has not expired.
    private mutating func wait(_ slot: Int, for phase: Phase, at now: Duration, until deadline: Duration?) {
        guard entries.indices.contains(slot), var entry = entries[slot], !entry.expired else { return }
        (entry.phase, entry.since, entry.deadline) = (phase, now, deadline)
        entries[slot] = entry
    }
}
