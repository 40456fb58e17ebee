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

        /// Now waiting for `phase`, until `deadline`: one lookup of its entry for both.
        mutating func wait(for phase: Phase, until deadline: Duration?) {
            (self.phase, self.deadline) = (phase, deadline)
        }
    }

    /// Seconds for a whole head (0: no deadline); after a keep-alive answer the next head may first idle for
    /// `idle` seconds, the connection's inactivity timeout, which closes it by itself if nothing comes.
    let head: Duration?
    let body: Duration?
    let idle: Duration
    private(set) var entries: [Int: Entry] = [:]

    init(headSeconds: Int, bodySeconds: Int, idleSeconds: Int) {
        head = headSeconds > 0 ? .seconds(headSeconds) : nil
        body = bodySeconds > 0 ? .seconds(bodySeconds) : nil
        idle = .seconds(max(0, idleSeconds))
    }

    /// Whether any deadline applies at all.
    var isEnabled: Bool { head != nil || body != nil }

    /// A new connection, `id`, on `socket` at `now`: its first head is due.
    mutating func opened(_ id: Int, socket: Int32, at now: Duration) {
        entries[id] = Entry(socket: socket, phase: .head, deadline: head.map { now + $0 })
    }

    /// The head of a request on `id` has come at `now`: its body is due.
    mutating func headArrived(_ id: Int, at now: Duration) {
        entries[id]?.wait(for: .body, until: body.map { now + $0 })
    }

    /// The request on `id` is whole: its answer is being written, with no deadline.
    mutating func answering(_ id: Int) {
        entries[id]?.wait(for: .answering, until: nil)
    }

    /// The answer on `id` has gone at `now`: the next head is due after the connection's idle allowance.
    mutating func answered(_ id: Int, at now: Duration) {
        entries[id]?.wait(for: .head, until: head.map { now + idle + $0 })
    }

    /// The connection `id` has closed.
    mutating func closed(_ id: Int) {
        entries[id] = nil
    }

    /// Removes and returns the connections past their deadline at `now`, with the phase each was in.
    mutating func expire(at now: Duration) -> [(socket: Int32, phase: Phase)] {
        let late = entries.filter { $0.value.deadline.map { $0 <= now } ?? false }
        for id in late.keys { entries[id] = nil }
        return late.values.map { ($0.socket, $0.phase) }
    }
}
