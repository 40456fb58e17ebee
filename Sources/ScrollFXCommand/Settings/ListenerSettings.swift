import Configuration
import MicroHTTP

/// The API listener (`server.*`).
struct ServerSettings: SettingsComponent {
    static let scope = "server"
    var host: String
    var port: Int
    var threads: Int
    var connectionLimit: Int
    var connectionTimeoutSeconds: Int
    var connectionsPerClient: Int
    var headerTimeoutSeconds: Int
    var bodyTimeoutSeconds: Int
    var connectionMemoryBytes: Int
    var maxBufferedBytes: Int
    var maxBufferedBytesPerClient: Int
    var smallBodyReserveBytes: Int
    var minBodyBytesPerSecond: Int
    var exposeMetrics: Bool

    static let settings = [
        Setting("host", .string("127.0.0.1"), "numeric IPv4 or IPv6 address to listen on"),
        Setting("port", .int(8080), "TCP port, 0 for any free one"),
        Setting("threads", .int(0), "worker threads; 0 means one per core"),
        Setting("connectionLimit", .int(1000), "connections open at once"),
        Setting("connectionTimeoutSeconds", .int(15), "idle seconds before a connection closes"),
        Setting("connectionsPerClient", .int(32), "connections one client address may hold; 0 for no limit (behind a proxy)"),
        Setting("headerTimeoutSeconds", .int(10), "seconds a whole request head may take; 0 for no deadline"),
        Setting("bodyTimeoutSeconds", .int(30), "seconds a whole request body may take; 0 for no deadline"),
        Setting("connectionMemoryBytes", .int(32768), "per-connection buffer for request line, headers and body chunks"),
        Setting("maxBufferedBytes", .int(16 << 20),
                "bytes all request bodies being received may hold at once (each counts its Content-Length); past it 503 unread; at least limits.maxBodyBytes"),
        Setting("maxBufferedBytesPerClient", .int(4 << 20),
                "bytes one client's bodies may hold at once (its API key's with keys on, else its IPv4 address's or IPv6 /64's); past it 503 unread"),
        Setting("smallBodyReserveBytes", .int(2 << 20), "bytes of maxBufferedBytes only bodies of at most 64 KiB may take"),
        Setting("minBodyBytesPerSecond", .int(1024), "bytes a second a body must bring over every 5 s (or all it still owes), else its connection closes; 0 for no minimum"),
        Setting("exposeMetrics", .bool(true), "serve `GET /metrics` on the API port too (the admin port always has it); with keys on, it needs one there"),
    ]

    init(config: ScopedSettings) throws(SettingsError) {
        host = try config.string("host")
        port = try config.int("port", in: 0...65_535)
        threads = try config.int("threads", in: 0...1024)
        connectionLimit = try config.int("connectionLimit", in: 1...1_000_000)
        connectionTimeoutSeconds = try config.int("connectionTimeoutSeconds", in: 1...86_400)
        connectionsPerClient = try config.int("connectionsPerClient", in: 0...1_000_000)
        headerTimeoutSeconds = try config.int("headerTimeoutSeconds", in: 0...86_400)
        bodyTimeoutSeconds = try config.int("bodyTimeoutSeconds", in: 0...86_400)
        connectionMemoryBytes = try config.int("connectionMemoryBytes", in: 4096...(16 << 20))
        maxBufferedBytes = try config.int("maxBufferedBytes", in: 1...(1 << 40))
        maxBufferedBytesPerClient = try config.int("maxBufferedBytesPerClient", in: 1...(1 << 40))
        smallBodyReserveBytes = try config.int("smallBodyReserveBytes", in: 0...(1 << 40))
        minBodyBytesPerSecond = try config.int("minBodyBytesPerSecond", in: 0...(1 << 30))
        exposeMetrics = try config.bool("exposeMetrics")
    }

    /// The API listener's transport configuration, for bodies up to `maxBodyBytes`; `onRefusal` counts the connections
    /// its per-client limit and deadlines close.
    func httpConfiguration(
        maxBodyBytes: Int, log: @escaping @Sendable (String) -> Void, onRefusal: @escaping @Sendable (HTTPRefusal) -> Void = { _ in }
    ) -> HTTPServerConfiguration {
        HTTPServerConfiguration(
            host: host, port: port,
            threads: threads == 0 ? HTTPServerConfiguration.onlineCores : threads,
            connectionLimit: connectionLimit,
            connectionTimeoutSeconds: connectionTimeoutSeconds,
            connectionsPerClient: connectionsPerClient,
            headerTimeoutSeconds: headerTimeoutSeconds,
            bodyTimeoutSeconds: bodyTimeoutSeconds,
            connectionMemoryLimitBytes: connectionMemoryBytes,
            maxBodyBytes: maxBodyBytes,
            maxBufferedBytes: maxBufferedBytes,
            maxBufferedBytesPerClient: maxBufferedBytesPerClient,
            smallBodyReserveBytes: smallBodyReserveBytes,
            minBodyBytesPerSecond: minBodyBytesPerSecond,
            log: log,
            onRefusal: onRefusal
        )
    }
}

/// The admin listener (`admin.*`): `/healthz`, `/readyz` and `/metrics` on a daemon of its own.
struct AdminSettings: SettingsComponent {
    static let scope = "admin"
    var host: String
    var port: Int

    static let settings = [
        Setting("host", .string("127.0.0.1"), "address of the admin listener (`/healthz`, `/readyz`, `/metrics`)"),
        Setting("port", .int(9090), "its TCP port, 0 for any free one"),
    ]

    init(config: ScopedSettings) throws(SettingsError) {
        host = try config.string("host")
        port = try config.int("port", in: 0...65_535)
    }

    /// Its own thread, small bodies, and limits of its own that no API-side flood or idle socket reaches: 256
    /// connections of 16 KiB, 8 from one address, 2 s for a head or a body, 5 s of silence, 2 MiB of answers being
    /// sent (1 MiB a client); and once 256 are open, a new connection closes the one that has waited longest for its
    /// client's head or body. Probes never wait behind API traffic, and neither
    /// 200 idle connections from one client nor trickling heads from 120 addresses keep `/healthz` from answering
    /// (AdminListenerTests).
    func httpConfiguration(log: @escaping @Sendable (String) -> Void) -> HTTPServerConfiguration {
        HTTPServerConfiguration(
            host: host, port: port, threads: 1, connectionLimit: 256, connectionTimeoutSeconds: 5,
            connectionsPerClient: 8, headerTimeoutSeconds: 2, bodyTimeoutSeconds: 2, connectionMemoryLimitBytes: 16 << 10, maxBodyBytes: 4096,
            maxBufferedBytes: 2 << 20, maxBufferedBytesPerClient: 1 << 20, smallBodyReserveBytes: 0, evictsWaitingHeads: true, log: log
        )
    }
}
