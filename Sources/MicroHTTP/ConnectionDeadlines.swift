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

    /// One open connection: its socket, what it waits for and until when.
    struct Entry: Equatable {
        var socket: Int32
        var phase: Phase
        var deadline: Duration?
        /// Reported late by ``ConnectionDeadlines/expire(at:)``: no deadline from then on.
        var expired = false
    }

    /// Seconds for a whole head (0: no deadline); after a keep-alive answer the next head may first idle for
    /// `idle` seconds, the connection's inactivity timeout, which closes it by itself if nothing comes.
    let head: Duration?
    let body: Duration?
    let idle: Duration
    /// Each open connection's entry at the slot ``opened(socket:at:)`` gave it (nil: a free slot), so that a request
    /// reaches its connection's entry by index, with no hashing.
    private var entries: [Entry?] = []
    /// Free slots, reused before the table grows.
    private var free: [Int] = []

    init(headSeconds: Int, bodySeconds: Int, idleSeconds: Int) {
        head = headSeconds > 0 ? .seconds(headSeconds) : nil
        body = bodySeconds > 0 ? .seconds(bodySeconds) : nil
        idle = .seconds(max(0, idleSeconds))
    }

    /// Whether any deadline applies at all.
    var isEnabled: Bool { head != nil || body != nil }

    /// The open connections.
    var count: Int { entries.count - free.count }

    /// A new connection on `socket` at `now`: its first head is due. Returns its slot, which is its until ``closed(_:)``.
    mutating func opened(socket: Int32, at now: Duration) -> Int {
        let entry = Entry(socket: socket, phase: .head, deadline: head.map { now + $0 })
        if let slot = free.popLast() {
            entries[slot] = entry
            return slot
        }
        entries.append(entry)
        return entries.count - 1
    }

    /// The head of a request on the connection at `slot` has come at `now`: its body is due.
    mutating func headArrived(_ slot: Int, at now: Duration) {
        wait(slot, for: .body, until: body.map { now + $0 })
    }

    /// The request on the connection at `slot` is whole: its answer is being written, with no deadline.
    mutating func answering(_ slot: Int) {
        wait(slot, for: .answering, until: nil)
    }

    /// The answer on the connection at `slot` has gone at `now`: the next head is due after the connection's idle
    /// allowance.
    mutating func answered(_ slot: Int, at now: Duration) {
        wait(slot, for: .head, until: head.map { now + idle + $0 })
    }

    /// The connection at `slot` has closed: its slot is free again.
    mutating func closed(_ slot: Int) {
        guard entries.indices.contains(slot), entries[slot] != nil else { return }
        entries[slot] = nil
        free.append(slot)
    }

    /// The connections past their deadline at `now`, with the phase each was in. Each is reported once: its entry keeps
    /// its slot until it closes, with no deadline, whatever the connection reports meanwhile (its socket is being shut
    /// down).
    mutating func expire(at now: Duration) -> [(socket: Int32, phase: Phase)] {
        var late: [(socket: Int32, phase: Phase)] = []
        for slot in entries.indices {
            guard let entry = entries[slot], let deadline = entry.deadline, deadline <= now else { continue }
            late.append((entry.socket, entry.phase))
            entries[slot]?.expired = true
            entries[slot]?.deadline = nil
        }
        return late
    }

    /// The connection at `slot` now waits for `phase` until `deadline`, if it is open and has not expired.
    private mutating func wait(_ slot: Int, for phase: Phase, until deadline: Duration?) {
        guard entries.indices.contains(slot), var entry = entries[slot], !entry.expired else { return }
        (entry.phase, entry.deadline) = (phase, deadline)
        entries[slot] = entry
    }
}
