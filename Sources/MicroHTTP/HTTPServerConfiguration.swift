#if canImport(Glibc)
import Glibc
#endif

/// How an ``HTTPServer`` listens and what it tolerates.
public struct HTTPServerConfiguration: Sendable {
    /// The numeric IPv4 or IPv6 address to listen on (`localhost` means 127.0.0.1).
    public var host: String
    /// The TCP port; 0 picks a free one (read it back from ``HTTPServer/port``).
    public var port: Int
    /// Worker threads, each polling its own share of connections with epoll.
    public var threads: Int
    /// Connections open at once; more wait in the kernel's listen backlog.
    public var connectionLimit: Int
    /// Seconds a connection may stay silent before it is closed.
    public var connectionTimeoutSeconds: Int
    /// Connections one client address may hold open at once (0: no limit). Behind a proxy every client shares
    /// the proxy's address: leave it 0 there.
    public var connectionsPerClient: Int
    /// Seconds a whole request head (line and headers) may take, however steadily it trickles (0: no deadline);
    /// after a keep-alive answer, counted from the end of the connection's idle allowance.
    public var headerTimeoutSeconds: Int
    /// Seconds a whole request body may take once its head has come (0: no deadline).
    public var bodyTimeoutSeconds: Int
    /// Bytes of per-connection memory: request line, headers and read buffer.
    public var connectionMemoryLimitBytes: Int
    /// The largest request body accepted: a larger declared body gets 413 unread. Bodies must declare their length
    /// (a chunked one gets 411).
    public var maxBodyBytes: Int
    /// Bytes all requests may hold in the transport at once: a body its `Content-Length` from its head until it is
    /// answered, then an answer over ``uncountedAnswerBytes`` its length until libmicrohttpd has sent it (however slowly
    /// the client reads). A body that would pass the cap gets 503 unread, an answer 503 in its place.
    public var maxBufferedBytes: Int
    /// Bytes the requests of one client may hold at once (its API key's, named by the responder's admission, or else
    /// its IPv4 address's or IPv6 /64's), counted as for ``maxBufferedBytes``.
    public var maxBufferedBytesPerClient: Int
    /// Bytes of ``maxBufferedBytes`` that only bodies and answers of at most 64 KiB may take, each client at most a
    /// sixteenth of it: however many large or slow requests there are, small ones find room.
    public var smallBodyReserveBytes: Int
    /// Answers this long or shorter (health checks, problems) are not counted: the connections' count times this is
    /// their worst.
    public static let uncountedAnswerBytes = 1024
    /// The bytes a second a body must bring over every 5-second window, or all it still owes (0: no minimum): a
    /// slower one's connection is closed.
    public var minBodyBytesPerSecond: Int
    /// Whether a new connection that finds ``connectionLimit`` connections open closes the one that has waited longest
    /// for a request head (a trickling or idle one), so that a probe always gets in; libmicrohttpd's own limit is then
    /// twice ``connectionLimit``.
    public var evictsWaitingHeads: Bool
    /// Where the transport's own messages go (errors, refused connections).
    public var log: @Sendable (String) -> Void
    /// Called for each connection closed by one of the limits above, on a transport thread.
    public var onRefusal: @Sendable (HTTPRefusal) -> Void

    /// Creates a configuration; every default is the embedded configuration's (`server.*`, pinned by SettingsDefaultsTests).
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        threads: Int = HTTPServerConfiguration.onlineCores,
        connectionLimit: Int = 1000,
        connectionTimeoutSeconds: Int = 15,
        connectionsPerClient: Int = 32,
        headerTimeoutSeconds: Int = 10,
        bodyTimeoutSeconds: Int = 30,
        connectionMemoryLimitBytes: Int = 32 * 1024,
        maxBodyBytes: Int = 1024 * 1024,
        maxBufferedBytes: Int = 16 << 20,
        maxBufferedBytesPerClient: Int = 4 << 20,
        smallBodyReserveBytes: Int = 2 << 20,
        minBodyBytesPerSecond: Int = 1024,
        evictsWaitingHeads: Bool = false,
        log: @escaping @Sendable (String) -> Void = { _ in },
        onRefusal: @escaping @Sendable (HTTPRefusal) -> Void = { _ in }
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.connectionLimit = connectionLimit
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.connectionsPerClient = connectionsPerClient
        self.headerTimeoutSeconds = headerTimeoutSeconds
        self.bodyTimeoutSeconds = bodyTimeoutSeconds
        self.connectionMemoryLimitBytes = connectionMemoryLimitBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxBufferedBytes = maxBufferedBytes
        self.maxBufferedBytesPerClient = maxBufferedBytesPerClient
        self.smallBodyReserveBytes = smallBodyReserveBytes
        self.minBodyBytesPerSecond = minBodyBytesPerSecond
        self.evictsWaitingHeads = evictsWaitingHeads
        self.log = log
        self.onRefusal = onRefusal
    }

    /// The number of processor cores online, at least 1.
    public static var onlineCores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}

/// Why an ``HTTPServer`` could not start.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The host is not a numeric IP address, or the port is outside 0...65535.
    case invalidAddress(host: String, port: Int)
    /// The daemon could not start (port in use, no permission, resources exhausted).
    case cannotListen(host: String, port: Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .invalidAddress(let host, let port):
            "cannot listen on \(host):\(port): the host must be a numeric IP address and the port 0...65535"
        case .cannotListen(let host, let port):
            "cannot listen on \(host):\(port): the address is in use or not available"
        }
    }
}
