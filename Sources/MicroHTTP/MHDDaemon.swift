// The one file of the project that touches libmicrohttpd and `Unmanaged` contexts. Unsafe code lives only in
// the transport's C-facing files: this one, SocketAddress.swift and HTTPProbe.swift (plain sockets).
// Everything else sees HTTPRequest and HTTPResponse.
//
// Context travels through libmicrohttpd's `void *` slots, never by capture:
// - the daemon-wide `cls` is this object, retained once at start and released
//   once in `stop()`, after `MHD_stop_daemon` has joined every worker thread;
// - the per-request `*con_cls` is a `RequestState`, retained in the first
//   handler call and released once in the request-completed callback;
// - the per-connection `socket_context` is a `ConnectionContext`, retained when
//   the connection opens and released when it closes.
// No callback may trap: each guards its inputs and answers `.NO`, which closes
// only that connection.

private import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A running libmicrohttpd daemon answering through an ``HTTPResponder``.
final class MHDDaemon: @unchecked Sendable {
    // Immutable after `init` returns, except through `Mutex`/`Atomic`.
    private let responder: any HTTPResponder
    private let maxBodyBytes: Int
    /// Bytes counted by the requests being received (their bodies) and answered (their answers over
    /// ``HTTPServerConfiguration/uncountedAnswerBytes``), in all and by client.
    private let buffers: Mutex<BodyBuffers>
    private let log: @Sendable (String) -> Void
    private let onRefusal: @Sendable (HTTPRefusal) -> Void
    private let limitsClients: Bool
    /// When each connection must have sent its head and body, one table per worker (a connection stays with the
    /// worker that accepted it), so no two workers take one lock; swept by a task of its own.
    private let deadlines: [DeadlineTable]
    private let hasDeadlines: Bool
    /// Connections a worker may hold before a new one evicts the one waiting longest for a head; nil: never evicts.
    private let evictionLimit: Int?
    private let epoch = ContinuousClock.now
    private var daemon: OpaquePointer?
    private let inFlightRequests = Atomic<Int>(0)
    private let draining = Atomic<Bool>(false)
    private let lifecycle = Mutex(Lifecycle.running)
    /// The pool's worker daemons, each claimed by the first connection its thread opens: a connection's worker is its
    /// daemon's slot, found without a lock when it opens and kept in its context.
    private let workers: [WorkerSlot]

    /// One worker daemon's address, 0 while unclaimed.
    private final class WorkerSlot: Sendable {
        let daemon = Atomic<Int>(0)
    }

    /// One worker's connection deadlines.
    private final class DeadlineTable: Sendable {
        let entries: Mutex<ConnectionDeadlines>
        init(_ deadlines: ConnectionDeadlines) { entries = Mutex(deadlines) }
    }

    /// What a connection's requests share, worked out once when it opens, on its worker's thread.
    private final class ConnectionContext {
        /// The slot of the worker managing the connection, nil if libmicrohttpd cannot say.
        let worker: Int?
        /// The peer's numeric address.
        let clientAddress: String?
        /// The peer's network, whose share of the body buffers a body takes unless the responder names its caller.
        let network: HTTPClient
        /// The connection's slot in its worker's deadline table, nil without deadlines.
        let deadline: Int?
        /// Whether the request target being read unescaped to a NUL (``MHDDaemon/unescape(_:on:)``).
        var nulInPath = false
        /// The length of the request target being read, to its first NUL, before libmicrohttpd took it apart
        /// (``MHDDaemon/targetArrived(_:on:)``).
        var targetLength = 0

        /// Whether the request target held a NUL, raw or escaped, forgotten for the next request: libmicrohttpd ends the
        /// target's text at the NUL it puts in place of the space before the version, so a target whose text ends
        /// before that held one (`GET /metrics\0x HTTP/1.1` would be read as `/metrics`).
        func takeNulInTarget(url: UnsafePointer<CChar>, version: UnsafePointer<CChar>?) -> Bool {
            defer { nulInPath = false }
            let raw = version.map { UnsafeRawPointer($0) != UnsafeRawPointer(url) + targetLength + 1 } ?? false
            return nulInPath || raw
        }

        init(worker: Int?, clientAddress: String?, network: HTTPClient, deadline: Int?) {
            self.worker = worker
            self.clientAddress = clientAddress
            self.network = network
            self.deadline = deadline
        }
    }

    private enum Lifecycle {
        case running
        case quiesced(listenSocket: Int32)
        case stopped
    }

    /// Starts listening as `configuration` says; throws if the daemon cannot start.
    init(configuration: HTTPServerConfiguration, responder: any HTTPResponder) throws(HTTPServerError) {
        self.responder = responder
        self.maxBodyBytes = configuration.maxBodyBytes
        self.buffers = Mutex(BodyBuffers(total: configuration.maxBufferedBytes, perClient: configuration.maxBufferedBytesPerClient,
                                         reserve: configuration.smallBodyReserveBytes))
        self.log = configuration.log
        self.onRefusal = configuration.onRefusal
        self.limitsClients = configuration.connectionsPerClient > 0
        let deadlines = ConnectionDeadlines(headSeconds: configuration.headerTimeoutSeconds, bodySeconds: configuration.bodyTimeoutSeconds,
                                            idleSeconds: configuration.connectionTimeoutSeconds, minBodyRate: configuration.minBodyBytesPerSecond)
        self.workers = (0..<max(configuration.threads, 1)).map { _ in WorkerSlot() }
        self.deadlines = workers.map { _ in DeadlineTable(deadlines) }
        self.evictionLimit = configuration.evictsWaitingHeads ? max(1, configuration.connectionLimit / workers.count) : nil
        self.hasDeadlines = deadlines.isEnabled || configuration.evictsWaitingHeads
        // Evicting, libmicrohttpd's own limit is twice ours: a new connection is accepted, then makes room.
        let connectionLimit = configuration.evictsWaitingHeads ? configuration.connectionLimit * 2 : configuration.connectionLimit
        let address = try SocketAddress(host: configuration.host, port: configuration.port)
        let context = Unmanaged.passRetained(self).toOpaque()
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
            | MHD_USE_ITC.rawValue | MHD_USE_ERROR_LOG.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        daemon = address.withSockaddr { sockaddr in
            let options: [MHD_OptionItem] = [
                MHD_OptionItem(option: .EXTERNAL_LOGGER, value: unsafeBitCast(logCallback, to: Int.self), ptr_value: context),
                MHD_OptionItem(option: .SOCK_ADDR, value: 0, ptr_value: sockaddr),
                MHD_OptionItem(option: .NOTIFY_COMPLETED, value: unsafeBitCast(completedCallback, to: Int.self), ptr_value: context),
                MHD_OptionItem(option: .THREAD_POOL_SIZE, value: configuration.threads, ptr_value: nil),
                MHD_OptionItem(option: .CONNECTION_LIMIT, value: connectionLimit, ptr_value: nil),
                MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: configuration.connectionTimeoutSeconds, ptr_value: nil),
                MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: configuration.connectionMemoryLimitBytes, ptr_value: nil),
                MHD_OptionItem(option: .PER_IP_CONNECTION_LIMIT, value: max(0, configuration.connectionsPerClient), ptr_value: nil),
                // −1, not 1: 0.9.75 refuses whitespace before a colon only at −1, and at 1 adds a Host check that sends
                // its 400's header block twice; the rest of the head is checked in `begin` (HTTPRejection+Head).
                MHD_OptionItem(option: .STRICT_FOR_CLIENT, value: -1, ptr_value: nil),
                MHD_OptionItem(option: .NOTIFY_CONNECTION, value: unsafeBitCast(connectionCallback, to: Int.self), ptr_value: context),
                MHD_OptionItem(option: .UNESCAPE_CALLBACK, value: unsafeBitCast(unescapeCallback, to: Int.self), ptr_value: context),
                MHD_OptionItem(option: .URI_LOG_CALLBACK, value: unsafeBitCast(targetCallback, to: Int.self), ptr_value: context),
                MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
            ]
            return options.withUnsafeBufferPointer {
                cmhd_start_daemon(UInt32(flags), accessCallback, context, $0.baseAddress)
            }
        }
        guard daemon != nil else {
            Unmanaged<MHDDaemon>.fromOpaque(context).release()
            throw .cannotListen(host: configuration.host, port: configuration.port)
        }
        if deadlines.isEnabled { startSweeping() }
    }

    /// The time since the daemon started, the deadlines' clock.
    private var now: Duration { ContinuousClock.now - epoch }

    /// Four times a second, closes the connections past their deadline: shutting a socket down makes
    /// libmicrohttpd close the connection as if the client had gone. Ends with the daemon.
    private func startSweeping() {
        // Held strongly until the stop: a weak reference would give the daemon a side table, and every retain of it in a
        // callback would go through that table's count, a cache line both workers share.
        Task.detached { [self] in
            while isRunning {
                sweep()
                try? await Task.sleep(for: .milliseconds(250))
            }
        }
    }

    private var isRunning: Bool {
        lifecycle.withLock { if case .stopped = $0 { false } else { true } }
    }

    private func sweep() {
        // Under each table's lock, so that no socket is shut down after libmicrohttpd has reported it closed (and
        // the number could be another connection's).
        let late = deadlines.flatMap { table in
            table.entries.withLock { deadlines in
                let late = deadlines.expire(at: now)
                for connection in late { _ = shutdown(connection.socket, Int32(SHUT_RDWR)) }
                return late
            }
        }
        for connection in late {
            let refusal: HTTPRefusal = connection.tooSlow ? .bodyTooSlow : connection.phase == .body ? .bodyTimeout : .headerTimeout
            log(connection.tooSlow ? "closed a connection: its request body came too slowly"
                : "closed a connection: its request \(refusal == .bodyTimeout ? "body" : "head") was not complete in time")
            onRefusal(refusal)
        }
    }

    /// The TCP port the daemon listens on (useful after binding port 0).
    var port: Int {
        guard let daemon else { return 0 }
        return Int(cmhd_bound_port(daemon))
    }

    /// Requests whose head has arrived and whose completion has not yet been reported.
    var requestsInFlight: Int { inFlightRequests.load(ordering: .acquiring) }

    /// Open client connections, idle keep-alive ones included.
    var connections: Int {
        guard let daemon else { return 0 }
        return Int(cmhd_current_connections(daemon))
    }

    /// Stops accepting connections; responses from now on carry `Connection: close`.
    func quiesce() {
        draining.store(true, ordering: .releasing)
        lifecycle.withLock { state in
            guard case .running = state, let daemon else { return }
            let listenSocket = MHD_quiesce_daemon(daemon)
            // The workers no longer poll it; shutting it down makes the kernel refuse new connections
            // at once (and reset any still in its backlog) instead of holding them until the stop.
            if listenSocket >= 0 { _ = shutdown(listenSocket, Int32(SHUT_RDWR)) }
            state = .quiesced(listenSocket: listenSocket)
        }
    }

    /// Closes every connection, joins the worker threads and releases the context. Idempotent.
    func stop() {
        let listenSocket: Int32? = lifecycle.withLock { state in
            switch state {
            case .stopped: return nil
            case .running: state = .stopped; return -1
            case .quiesced(let socket): state = .stopped; return socket
            }
        }
        guard let listenSocket, let daemon else { return }
        MHD_stop_daemon(daemon)
        // The caller owns a quiesced listen socket, and may close it only after the stop.
        if listenSocket >= 0 { close(listenSocket) }
        Unmanaged.passUnretained(self).release()
    }

    // MARK: - Callback handlers (run on libmicrohttpd's worker threads)

    fileprivate func handle(
        connection: OpaquePointer,
        url: UnsafePointer<CChar>,
        method: UnsafePointer<CChar>,
        version: UnsafePointer<CChar>?,
        uploadData: UnsafePointer<CChar>?,
        uploadDataSize: UnsafeMutablePointer<Int>,
        slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        guard let existing = slot.pointee else {
            return begin(connection: connection, url: url, method: method, version: version, slot: slot)
        }
        let state = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
        let size = uploadDataSize.pointee
        if size > 0 {
            guard let uploadData else { return .NO }
            uploadDataSize.pointee = 0
            return receive(uploadData, count: size, into: state, on: connection) ? .YES : .NO
        }
        // Final call: the whole request is here. Answering now keeps the connection alive.
        let context = context(of: connection)
        if context?.deadline != nil {
            let at = now
            updateDeadline(of: context) { $0.answering($1, at: at) }
        }
        let request = HTTPRequest(method: state.method, path: state.path, query: state.query, headers: state.headers, body: state.body,
                                  clientAddress: context?.clientAddress, admission: state.admission, worker: context?.worker)
        state.body = []
        let response = responder.respond(to: request)
        // The body is spent: its bytes give way to the answer's, which libmicrohttpd holds until it has sent them all
        // (however slowly the client reads).
        let answer = response.body.count > HTTPServerConfiguration.uncountedAnswerBytes ? response.body.count : 0
        if state.counted > 0 || answer > 0 {
            let refusal = buffers.withLock { buffers in
                buffers.release(state.counted, for: state.owner)
                return buffers.take(answer, for: state.owner)
            }
            state.counted = refusal == nil ? answer : 0
            if let refusal { return queue(refused(request, refusal), on: connection, close: true) }
        }
        return queue(response, on: connection, close: draining.load(ordering: .acquiring))
    }

    /// The 503 of a request whose body or answer found no room, counted by the limit it met.
    private func refused(_ request: HTTPRequest, _ refusal: BodyBuffers.Refusal) -> HTTPResponse {
        let (rejection, counted): (HTTPRejection, HTTPRefusal) = switch refusal {
        case .clientShare(let limit): (.clientBufferFull(limit: limit), .bufferClientShare)
        case .total(let limit): (.bufferFull(limit: limit), .bufferTotal)
        }
        onRefusal(counted)
        return responder.reject(request, because: rejection)
    }

    /// Changes the deadline entry of the connection `context` describes, if it has one (`change` gets its table and slot).
    private func updateDeadline(of context: ConnectionContext?, _ change: (inout ConnectionDeadlines, Int) -> Void) {
        guard let context, let slot = context.deadline, let worker = context.worker else { return }
        deadlines[worker].entries.withLock { change(&$0, slot) }
    }

    /// The context `connection` got when it opened; nil if libmicrohttpd cannot say.
    private func context(of connection: OpaquePointer) -> ConnectionContext? {
        guard let pointer = cmhd_socket_context(connection) else { return nil }
        return Unmanaged<ConnectionContext>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The slot of the worker daemon managing `connection`, claimed by the first connection it opens; nil if MHD
    /// cannot say.
    private func worker(of connection: OpaquePointer) -> Int? {
        guard let daemon = cmhd_connection_daemon(connection) else { return nil }
        let address = Int(bitPattern: daemon)
        for (index, slot) in workers.enumerated() {
            let claimed = slot.daemon.load(ordering: .relaxed)
            if claimed == address { return index }
            // An empty slot is this worker's unless another worker claims it first.
            if claimed == 0, slot.daemon.compareExchange(expected: 0, desired: address, ordering: .relaxed).exchanged { return index }
        }
        return nil
    }

    /// Appends a body piece, counting it towards the connection's body rate. A body is framed by the `Content-Length`
    /// that `begin` admitted, so it cannot pass `maxBodyBytes`; were it to, the connection closes.
    private func receive(_ data: UnsafePointer<CChar>, count: Int, into state: RequestState, on connection: OpaquePointer) -> Bool {
        guard count <= maxBodyBytes - state.body.count else { return false }
        data.withMemoryRebound(to: UInt8.self, capacity: count) {
            state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
        if hasDeadlines { updateDeadline(of: context(of: connection)) { $0.bodyArrived($1, bytes: count) } }
        return true
    }

    /// The first call, headers complete: refuses a path with a NUL, a malformed head, bad framing or an oversized declared body,
    /// then asks the responder whether the head is admitted, then counts the body against the body buffers (its client's
    /// share, the cap); a refusal is answered at once.
    private func begin(
        connection: OpaquePointer,
        url: UnsafePointer<CChar>,
        method: UnsafePointer<CChar>,
        version: UnsafePointer<CChar>?,
        slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        let state = RequestState(method: String(cString: method), path: String(cString: url))
        let context = context(of: connection)
        let stateContext = Unmanaged.passUnretained(state).toOpaque()
        _ = MHD_get_connection_values_n(connection, .HEADER_KIND, headerCallback, stateContext)
        _ = MHD_get_connection_values_n(connection, .GET_ARGUMENT_KIND, argumentCallback, stateContext)
        let head = HTTPRequest(method: state.method, path: state.path, query: state.query, headers: state.headers,
                               clientAddress: context?.clientAddress)
        // Each refusal is queued in this first call: libmicrohttpd skips `100 Continue`, never reads the body, and closes.
        let protocolVersion = version.map { String(cString: $0) } ?? ""
        let nulInTarget = context?.takeNulInTarget(url: url, version: version) ?? false
        if let rejection = nulInTarget ? .malformedHead("the request target holds a NUL (raw or as %00)")
            : state.lineFault.map(HTTPRejection.malformedHead) ?? HTTPRejection.of(version: protocolVersion, headers: state.headers, maxBodyBytes: maxBodyBytes) {
            return queue(responder.reject(head, because: rejection), on: connection, close: true)
        }
        let client: String?
        switch responder.admit(head) {
        case .refused(let response): return queue(response, on: connection, close: true)
        case .admitted(let fields, let named): (state.admission, client) = (fields, named)
        }
        // libmicrohttpd has checked the digits and `of` the size: a body has at most `maxBodyBytes`.
        let declared = state.headers["Content-Length"].flatMap { Int($0) } ?? 0
        state.owner = client.map(HTTPClient.named) ?? context?.network ?? .unknown
        if declared > 0 {
            if let refusal = buffers.withLock({ $0.take(declared, for: state.owner) }) {
                return queue(refused(head, refusal), on: connection, close: true)
            }
            state.counted = declared
            state.body.reserveCapacity(declared)
        }
        if context?.deadline != nil {
            let at = now
            updateDeadline(of: context) { $0.headArrived($1, at: at, body: declared) }
        }
        slot.pointee = Unmanaged.passRetained(state).toOpaque()
        inFlightRequests.add(1, ordering: .relaxed)
        return .YES
    }

    fileprivate func complete(connection: OpaquePointer?, slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        if let connection, let context = context(of: connection), context.deadline != nil {
            let at = now
            updateDeadline(of: context) { $0.answered($1, at: at) }
        }
        guard let existing = slot.pointee else { return }
        slot.pointee = nil
        let state = Unmanaged<RequestState>.fromOpaque(existing).takeRetainedValue()
        if state.counted > 0 { buffers.withLock { $0.release(state.counted, for: state.owner) } }
        inFlightRequests.subtract(1, ordering: .releasing)
    }

    fileprivate func record(message: String) {
        log(message)
        // libmicrohttpd says this of each connection it closes at accept for the per-address limit (with the global
        // limit reached it stops accepting instead, so the line is the per-address one).
        if limitsClients, message.hasPrefix("Server reached connection limit") { onRefusal(.connectionsPerClient) }
    }

    /// A connection opened: its context is worked out and kept in `slot`, and its deadlines start. Past the eviction
    /// limit, the connection of its worker that has waited longest for a head is shut down to make room.
    fileprivate func opened(_ connection: OpaquePointer, slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        let worker = worker(of: connection), socket = Int32(cmhd_connection_fd(connection)), at = now
        var deadline: Int?, evicted = false
        if hasDeadlines, let worker, socket >= 0 {
            deadline = deadlines[worker].entries.withLock { table in
                let slot = table.opened(socket: socket, at: at)
                if let evictionLimit, table.count > evictionLimit, let oldest = table.evictLongestWaiting(sparing: slot) {
                    // Under the table's lock, as in `sweep`: the socket is still this connection's.
                    _ = shutdown(oldest, Int32(SHUT_RDWR))
                    evicted = true
                }
                return slot
            }
        }
        if evicted { log("closed the connection waiting longest for a request head, to make room for a new one") }
        let address = cmhd_client_address(connection)
        let context = ConnectionContext(worker: worker, clientAddress: numericAddress(address), network: network(address), deadline: deadline)
        slot.pointee = Unmanaged.passRetained(context).toOpaque()
    }

    /// A request target has arrived, whole, before libmicrohttpd takes it apart: its length to the first NUL is noted
    /// on the connection, for `begin` to compare with where its version begins.
    fileprivate func targetArrived(_ target: UnsafePointer<CChar>, on connection: OpaquePointer?) {
        guard let connection, let context = context(of: connection) else { return }
        context.targetLength = strlen(target)
    }

    /// The unescaping of a request target's path and query arguments, as libmicrohttpd's own does it (`%` and two hex
    /// digits, in place), except that a NUL it would write is noted on the connection for `begin` to refuse: a path
    /// cut short at it (`/metrics%00x` read as `/metrics`) would be another path.
    fileprivate func unescape(_ text: UnsafeMutablePointer<CChar>, on connection: OpaquePointer?) -> Int {
        var (read, written) = (0, 0)
        func hex(_ byte: CChar) -> UInt8? {
            switch UInt8(bitPattern: byte) {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(bitPattern: byte) - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(bitPattern: byte) - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(bitPattern: byte) - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        while text[read] != 0 {
            if text[read] == CChar(UInt8(ascii: "%")), let high = hex(text[read + 1]), let low = hex(text[read + 2]) {
                let byte = high << 4 | low
                if byte == 0, let connection { context(of: connection)?.nulInPath = true }
                text[written] = CChar(bitPattern: byte)
                read += 3
            } else {
                text[written] = text[read]
                read += 1
            }
            written += 1
        }
        text[written] = 0
        return written
    }

    /// A connection closed: its deadlines end and its context goes.
    fileprivate func closed(slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        guard let pointer = slot.pointee else { return }
        slot.pointee = nil
        updateDeadline(of: Unmanaged<ConnectionContext>.fromOpaque(pointer).takeRetainedValue()) { $0.closed($1) }
    }

    private func queue(_ response: HTTPResponse, on connection: OpaquePointer, close: Bool) -> MHD_Result {
        guard let status = UInt32(exactly: response.status) else { return .NO }
        let created = response.body.withUnsafeBytes { bytes in
            // MUST_COPY: libmicrohttpd keeps its own copy, so the Swift array may go.
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let created else { return .NO }
        defer { MHD_destroy_response(created) }
        for field in response.headers {
            // `withCString` hands a short (inline) string over from the stack; passing the string itself would copy it
            // into a new array first.
            _ = field.name.withCString { name in field.value.withCString { value in MHD_add_response_header(created, name, value) } }
        }
        if close { _ = MHD_add_response_header(created, "Connection", "close") }
        return MHD_queue_response(connection, status, created)
    }
}

/// What one request has accumulated between handler calls; touched only by its connection's thread.
private final class RequestState {
    /// Whose share of the buffers ``counted`` is taken from.
    var owner = HTTPClient.unknown
    let method: String
    let path: String
    var headers = HTTPHeaders()
    /// The query's arguments, in order.
    var query: [QueryArgument] = []
    /// The first field line libmicrohttpd accepted that HTTP/1.1 does not (``lineFault(key:keySize:value:valueSize:)``).
    var lineFault: String?
    /// What the responder's admission added, for the answer.
    var admission: HTTPHeaders?
    /// Bytes this request counts against the daemon's buffers: its body's until it is answered, then its answer's
    /// until it completes.
    var counted = 0
    var body: [UInt8] = []

    init(method: String, path: String) {
        self.method = method
        self.path = path
    }
}

/// The network whose share of the body buffers a peer at `address` takes: its IPv4 address (an IPv4-mapped IPv6
/// one's too), or its IPv6 address's first 64 bits.
private func network(_ address: UnsafePointer<sockaddr>?) -> HTTPClient {
    guard let address else { return .unknown }
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
        return .ipv4(address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt32(bigEndian: $0.pointee.sin_addr.s_addr) })
    case AF_INET6:
        let bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
            withUnsafeBytes(of: pointer.pointee.sin6_addr) { Array($0) }
        }
        let word = { (range: Range<Int>) in bytes[range].reduce(0 as UInt64) { $0 << 8 | UInt64(truncatingIfNeeded: $1) } }
        // ::ffff:a.b.c.d
        if word(0..<8) == 0, word(8..<12) == 0xFFFF { return .ipv4(UInt32(truncatingIfNeeded: word(12..<16))) }
        return .ipv6Network(word(0..<8))
    default:
        return .unknown
    }
}

/// The numeric text of an IPv4 or IPv6 socket address (`127.0.0.1`, `::1`), nil for other families.
private func numericAddress(_ address: UnsafePointer<sockaddr>?) -> String? {
    guard let address else { return nil }
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
        // Dotted decimal written here: getnameinfo's lookup and buffer cost more than the rest of a health check.
        let bits = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt32(bigEndian: $0.pointee.sin_addr.s_addr) }
        return String(unsafeUninitializedCapacity: 15) { text in
            var length = 0
            for index in 0..<4 {
                let octet = UInt8(truncatingIfNeeded: bits >> (24 - 8 * index))
                if index > 0 { text[length] = UInt8(ascii: "."); length += 1 }
                if octet >= 100 { text[length] = UInt8(ascii: "0") + octet / 100; length += 1 }
                if octet >= 10 { text[length] = UInt8(ascii: "0") + octet / 10 % 10; length += 1 }
                text[length] = UInt8(ascii: "0") + octet % 10
                length += 1
            }
            return length
        }
    case AF_INET6:
        // On the stack: room for the longest numeric form with a scope.
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(NI_MAXHOST)) { host in
            guard let base = host.baseAddress,
                  getnameinfo(address, socklen_t(MemoryLayout<sockaddr_in6>.size), base, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0
            else { return nil }
            return String(cString: base)
        }
    default:
        return nil
    }
}

// MARK: - C callbacks: each recovers its context and hands off to a named method.

// The daemon outlives every callback (it is released only after `MHD_stop_daemon` has joined the workers), so each
// borrows it without a retain.

private let accessCallback: MHD_AccessHandlerCallback = { cls, connection, url, method, version, uploadData, uploadDataSize, conCls in
    guard let cls, let connection, let url, let method, let uploadDataSize, let conCls else { return .NO }
    return Unmanaged<MHDDaemon>.fromOpaque(cls)._withUnsafeGuaranteedRef {
        $0.handle(connection: connection, url: url, method: method, version: version,
                  uploadData: uploadData, uploadDataSize: uploadDataSize, slot: conCls)
    }
}

private let completedCallback: MHD_RequestCompletedCallback = { cls, connection, conCls, _ in
    guard let cls, let conCls else { return }
    Unmanaged<MHDDaemon>.fromOpaque(cls)._withUnsafeGuaranteedRef { $0.complete(connection: connection, slot: conCls) }
}

private let connectionCallback: MHD_NotifyConnectionCallback = { cls, connection, socketContext, code in
    guard let cls, let connection, let socketContext else { return }
    Unmanaged<MHDDaemon>.fromOpaque(cls)._withUnsafeGuaranteedRef {
        if code == .CONNECTION_NOTIFY_STARTED { $0.opened(connection, slot: socketContext) } else { $0.closed(slot: socketContext) }
    }
}

/// `size_t unescape(void *cls, struct MHD_Connection *connection, char *text)`, which the header names no type for.
private typealias UnescapeCallback = @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int

private let unescapeCallback: UnescapeCallback = { cls, connection, text in
    guard let cls, let text else { return 0 }
    return Unmanaged<MHDDaemon>.fromOpaque(cls)._withUnsafeGuaranteedRef { $0.unescape(text, on: connection) }
}

/// `void *log(void *cls, const char *uri, struct MHD_Connection *connection)`; what it returns becomes the request's
/// context, so it returns nil, as a first call expects.
private typealias TargetCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) -> UnsafeMutableRawPointer?

private let targetCallback: TargetCallback = { cls, target, connection in
    guard let cls, let target else { return nil }
    Unmanaged<MHDDaemon>.fromOpaque(cls)._withUnsafeGuaranteedRef { $0.targetArrived(target, on: connection) }
    return nil
}

private let headerCallback: MHD_KeyValueIteratorN = { cls, _, key, keySize, value, valueSize in
    guard let cls, let key else { return .YES }
    let state = Unmanaged<RequestState>.fromOpaque(cls).takeUnretainedValue()
    let name = UnsafeRawBufferPointer(start: key, count: keySize)
    let text = value.map { UnsafeRawBufferPointer(start: $0, count: valueSize) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
    state.headers.add(name: String(decoding: name, as: UTF8.self), value: String(decoding: text, as: UTF8.self))
    if state.lineFault == nil, let value, let fault = lineFault(key: key, keySize: keySize, value: value, valueSize: valueSize) {
        state.lineFault = "header field \(state.headers.count) \(fault)"
    }
    return .YES
}

/// Collects one argument of the request target's query, percent-decoded by ``MHDDaemon/unescape(_:on:)``.
private let argumentCallback: MHD_KeyValueIteratorN = { cls, _, key, keySize, value, valueSize in
    guard let cls, let key else { return .YES }
    let state = Unmanaged<RequestState>.fromOpaque(cls).takeUnretainedValue()
    let name = String(decoding: UnsafeRawBufferPointer(start: key, count: keySize), as: UTF8.self)
    state.query.append(QueryArgument(name, value.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: valueSize), as: UTF8.self) }))
    return .YES
}

/// What is wrong with the line of a field that libmicrohttpd 0.9.75 parsed, if anything. It parses a head in place:
/// each line's end and colon become NUL, the name and value point into the received bytes, and the value runs to the
/// first NUL. So the bytes around them still say what the parsed fields hide: a value not right after its name's
/// colon and whitespace was put together from folded lines (obs-fold); a byte after the value's end other than the
/// line end (NUL, CR, LF) means a NUL inside the value or a line ended by a bare LF.
private func lineFault(key: UnsafePointer<CChar>, keySize: Int, value: UnsafePointer<CChar>, valueSize: Int) -> String? {
    let colon = UnsafeRawPointer(key) + keySize, start = UnsafeRawPointer(value)
    // The value is read only where it follows its colon, within the line: there the bytes after it are the line's end.
    guard start > colon, start - colon <= 1 + 1024, colon.load(as: UInt8.self) == 0,
          UnsafeRawBufferPointer(start: colon + 1, count: start - colon - 1).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
        return "continues on a folded line"
    }
    let next = (start + valueSize + 1).load(as: UInt8.self)
    return next == 0 || next == 0x0D || next == 0x0A ? nil : "holds a NUL or ends with a bare LF"
}

private let logCallback: MHD_LogCallback = { cls, format, arguments in
    guard let cls, let format, let arguments else { return }
    var buffer = [CChar](repeating: 0, count: 512)
    _ = vsnprintf(&buffer, buffer.count, format, arguments)
    let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    Unmanaged<MHDDaemon>.fromOpaque(cls).takeUnretainedValue().record(message: message)
}

/// How the C allocator serves a server process, set once before its threads start.
///
/// glibc gives each thread that allocates an arena of its own, and raises its threshold for mapping a block on its own
/// to the largest block freed: after one large request per worker thread, each arena keeps that request's memory
/// resident, and the peak grows with every thread that served one (BoundedWorkServerTests: 87–131 MB after the same
/// 200 requests). One arena, and blocks of 256 KiB or more mapped on their own (unmapped when freed), keep the peak
/// near one request's own (62–81 MB).
public enum ServerMemory {
    /// One arena for every thread; blocks from 256 KiB mapped on their own.
    public static func configureAllocator() {
        _ = mallopt(M_ARENA_MAX, 1)
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 10)
    }
}
