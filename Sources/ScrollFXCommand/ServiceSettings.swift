import Configuration
import MicroHTTP
import ScrollFX
import ScrollFXServer

/// Every setting of `scrollfx serve`, read once at start-up and passed down.
///
/// Keys (file key / environment variable, type, default):
/// - `server.host` / `SCROLLFX_SERVER_HOST` (string, `127.0.0.1`): numeric IPv4 or IPv6 address to listen on.
/// - `server.port` / `SCROLLFX_SERVER_PORT` (int, 8080): TCP port, 0 for any free one.
/// - `server.threads` / `SCROLLFX_SERVER_THREADS` (int, 0): worker threads; 0 means one per core.
/// - `server.connectionLimit` / `SCROLLFX_SERVER_CONNECTION_LIMIT` (int, 1000): connections open at once.
/// - `server.connectionTimeoutSeconds` / `SCROLLFX_SERVER_CONNECTION_TIMEOUT_SECONDS` (int, 15): idle seconds before a connection closes.
/// - `server.connectionMemoryBytes` / `SCROLLFX_SERVER_CONNECTION_MEMORY_BYTES` (int, 32768): per-connection buffer for request line, headers and body chunks.
/// - `admin.host` / `SCROLLFX_ADMIN_HOST` (string, `127.0.0.1`): address of the admin listener (`/healthz`, `/readyz`, `/metrics`).
/// - `admin.port` / `SCROLLFX_ADMIN_PORT` (int, 9090): its TCP port, 0 for any free one.
/// - `limits.maxBodyBytes` / `SCROLLFX_LIMITS_MAX_BODY_BYTES` (int, 1048576): largest request body; larger gets 413 unread.
/// - `limits.maxEnumeratedItems` / `SCROLLFX_LIMITS_MAX_ENUMERATED_ITEMS` (int, 10000): most `items` in one section.
/// - `limits.maxTimelineKeyframes` / `SCROLLFX_LIMITS_MAX_TIMELINE_KEYFRAMES` (int, 200000): most keyframes in one timeline.
/// - `limits.maxOffsets` / `SCROLLFX_LIMITS_MAX_OFFSETS` (int, 1000): most `offsets` in one `POST /v1/frames`.
/// - `limits.maxListedItems` / `SCROLLFX_LIMITS_MAX_LISTED_ITEMS` (int, 50000): most items one answer may list.
/// - `limits.maxJSONDepth` / `SCROLLFX_LIMITS_MAX_JSON_DEPTH` (int, 64): deepest nesting of a request body.
/// - `limits.computeDeadlineMilliseconds` / `SCROLLFX_LIMITS_COMPUTE_DEADLINE_MILLISECONDS` (int, 2000): compute time per request before 503.
/// - `shutdown.gracePeriodSeconds` / `SCROLLFX_SHUTDOWN_GRACE_PERIOD_SECONDS` (int, 10): how long requests in flight may finish on SIGTERM.
/// - `presets.file` / `SCROLLFX_PRESETS_FILE` (string, `Config/presets.json`): the presets sections may name; empty for none.
/// - `log.level` / `SCROLLFX_LOG_LEVEL` (string, `info`): trace, debug, info, notice, warning, error or critical.
/// - `log.format` / `SCROLLFX_LOG_FORMAT` (string, `text`): `text` lines, or `json` (one JSON object per line).
/// - `playground.enabled` / `SCROLLFX_PLAYGROUND_ENABLED` (bool, true): serve the playground page at `GET /` on the API port.
/// - `cors.allowedOrigins` / `SCROLLFX_CORS_ALLOWED_ORIGINS` (strings, none): origins whose pages may call the API
///   (exact, `https://*.example.com`, or `*`); comma-separated in the environment.
/// - `cors.maxAgeSeconds` / `SCROLLFX_CORS_MAX_AGE_SECONDS` (int, 600): how long browsers may cache a preflight.
/// - `auth.keys` / `SCROLLFX_AUTH_KEYS` (secret strings, none): API keys in the clear; only their SHA-256 digests are kept.
/// - `auth.keyDigestsFile` / `SCROLLFX_AUTH_KEY_DIGESTS_FILE` (string, empty): a file of SHA-256 digests of API keys,
///   64 hex digits per line (`#` comments). With any key configured, `/v1/*` needs `Authorization: Bearer <key>`.
/// - `rateLimit.requestsPerSecond` / `SCROLLFX_RATE_LIMIT_REQUESTS_PER_SECOND` (double, 0): average `/v1/*` requests
///   per second per API key (or per client address without keys), at least 0.001; 0 turns limiting off.
/// - `rateLimit.burst` / `SCROLLFX_RATE_LIMIT_BURST` (int, 20): requests a client may make at once.
/// - `rateLimit.maxClients` / `SCROLLFX_RATE_LIMIT_MAX_CLIENTS` (int, 10000): buckets kept; idle ones are dropped beyond it.
struct ServiceSettings: Equatable, Sendable {
    var host: String
    var port: Int
    var threads: Int
    var connectionLimit: Int
    var connectionTimeoutSeconds: Int
    var connectionMemoryBytes: Int
    var adminHost: String
    var adminPort: Int
    var maxBodyBytes: Int
    var maxEnumeratedItems: Int
    var maxTimelineKeyframes: Int
    var maxOffsets: Int
    var maxListedItems: Int
    var maxJSONDepth: Int
    var computeDeadlineMilliseconds: Int
    var gracePeriodSeconds: Int
    var presetsFile: String
    var logLevel: String
    var logFormat: String
    var playgroundEnabled: Bool
    var corsAllowedOrigins: [String]
    var corsMaxAgeSeconds: Int
    var authKeys: [String]
    var authKeyDigestsFile: String
    var rateLimitRequestsPerSecond: Double
    var rateLimitBurst: Int
    var rateLimitMaxClients: Int

    /// The embedded defaults, the lowest layer of every configuration; `Config/scrollfx.yaml` repeats them.
    static let defaults: [AbsoluteConfigKey: ConfigValue] = [
        "server.host": .init(.string("127.0.0.1"), isSecret: false),
        "server.port": .init(.int(8080), isSecret: false),
        "server.threads": .init(.int(0), isSecret: false),
        "server.connectionLimit": .init(.int(1000), isSecret: false),
        "server.connectionTimeoutSeconds": .init(.int(15), isSecret: false),
        "server.connectionMemoryBytes": .init(.int(32768), isSecret: false),
        "admin.host": .init(.string("127.0.0.1"), isSecret: false),
        "admin.port": .init(.int(9090), isSecret: false),
        "limits.maxBodyBytes": .init(.int(1_048_576), isSecret: false),
        "limits.maxEnumeratedItems": .init(.int(10_000), isSecret: false),
        "limits.maxTimelineKeyframes": .init(.int(200_000), isSecret: false),
        "limits.maxOffsets": .init(.int(1000), isSecret: false),
        "limits.maxListedItems": .init(.int(50_000), isSecret: false),
        "limits.maxJSONDepth": .init(.int(64), isSecret: false),
        "limits.computeDeadlineMilliseconds": .init(.int(2000), isSecret: false),
        "shutdown.gracePeriodSeconds": .init(.int(10), isSecret: false),
        "presets.file": .init(.string("Config/presets.json"), isSecret: false),
        "log.level": .init(.string("info"), isSecret: false),
        "log.format": .init(.string("text"), isSecret: false),
        "playground.enabled": .init(.bool(true), isSecret: false),
        "cors.allowedOrigins": .init(.stringArray([]), isSecret: false),
        "cors.maxAgeSeconds": .init(.int(600), isSecret: false),
        "auth.keys": .init(.stringArray([]), isSecret: true),
        "auth.keyDigestsFile": .init(.string(""), isSecret: false),
        "rateLimit.requestsPerSecond": .init(.double(0), isSecret: false),
        "rateLimit.burst": .init(.int(20), isSecret: false),
        "rateLimit.maxClients": .init(.int(10_000), isSecret: false),
    ]

    static let logLevels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]

    /// Reads and checks every key; throws ``SettingsError`` naming the first bad one.
    init(reader: ConfigReader) throws(SettingsError) {
        host = try Self.read("server.host") { try reader.requiredString(forKey: "server.host") }
        port = try Self.read("server.port", 0...65_535) { try reader.requiredInt(forKey: "server.port") }
        threads = try Self.read("server.threads", 0...1024) { try reader.requiredInt(forKey: "server.threads") }
        connectionLimit = try Self.read("server.connectionLimit", 1...1_000_000) { try reader.requiredInt(forKey: "server.connectionLimit") }
        connectionTimeoutSeconds = try Self.read("server.connectionTimeoutSeconds", 1...86_400) {
            try reader.requiredInt(forKey: "server.connectionTimeoutSeconds")
        }
        connectionMemoryBytes = try Self.read("server.connectionMemoryBytes", 4096...(16 << 20)) {
            try reader.requiredInt(forKey: "server.connectionMemoryBytes")
        }
        adminHost = try Self.read("admin.host") { try reader.requiredString(forKey: "admin.host") }
        adminPort = try Self.read("admin.port", 0...65_535) { try reader.requiredInt(forKey: "admin.port") }
        maxBodyBytes = try Self.read("limits.maxBodyBytes", 1...(1 << 30)) { try reader.requiredInt(forKey: "limits.maxBodyBytes") }
        maxEnumeratedItems = try Self.read("limits.maxEnumeratedItems", 0...10_000_000) {
            try reader.requiredInt(forKey: "limits.maxEnumeratedItems")
        }
        maxTimelineKeyframes = try Self.read("limits.maxTimelineKeyframes", 2...100_000_000) {
            try reader.requiredInt(forKey: "limits.maxTimelineKeyframes")
        }
        maxOffsets = try Self.read("limits.maxOffsets", 1...1_000_000) { try reader.requiredInt(forKey: "limits.maxOffsets") }
        maxListedItems = try Self.read("limits.maxListedItems", 1...100_000_000) { try reader.requiredInt(forKey: "limits.maxListedItems") }
        maxJSONDepth = try Self.read("limits.maxJSONDepth", 2...512) { try reader.requiredInt(forKey: "limits.maxJSONDepth") }
        computeDeadlineMilliseconds = try Self.read("limits.computeDeadlineMilliseconds", 1...600_000) {
            try reader.requiredInt(forKey: "limits.computeDeadlineMilliseconds")
        }
        gracePeriodSeconds = try Self.read("shutdown.gracePeriodSeconds", 0...3600) { try reader.requiredInt(forKey: "shutdown.gracePeriodSeconds") }
        presetsFile = try Self.read("presets.file") { try reader.requiredString(forKey: "presets.file") }
        logLevel = try Self.read("log.level") { try reader.requiredString(forKey: "log.level") }
        guard Self.logLevels.contains(logLevel) else {
            throw SettingsError(key: "log.level", reason: "must be one of \(Self.logLevels.joined(separator: ", "))")
        }
        logFormat = try Self.read("log.format") { try reader.requiredString(forKey: "log.format") }
        guard ["text", "json"].contains(logFormat) else {
            throw SettingsError(key: "log.format", reason: "must be text or json")
        }
        playgroundEnabled = try Self.read("playground.enabled") { try reader.requiredBool(forKey: "playground.enabled") }
        corsAllowedOrigins = try Self.read("cors.allowedOrigins") {
            try reader.requiredStringArray(forKey: "cors.allowedOrigins").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
        }
        if let bad = corsAllowedOrigins.first(where: { $0 != "*" && $0 != "null" && !CORSPolicy.isOriginPattern($0) }) {
            throw SettingsError(key: "cors.allowedOrigins", reason: "\(bad) is not an origin (scheme://host[:port]), a scheme://*.domain wildcard or *")
        }
        corsMaxAgeSeconds = try Self.read("cors.maxAgeSeconds", 0...86_400) { try reader.requiredInt(forKey: "cors.maxAgeSeconds") }
        // Never quote a key in an error: the reason names the key only.
        do {
            authKeys = try reader.requiredStringArray(forKey: "auth.keys", isSecret: true).filter { !$0.isEmpty }
        } catch {
            throw SettingsError(key: "auth.keys", reason: "must be a list of strings")
        }
        authKeyDigestsFile = try Self.read("auth.keyDigestsFile") { try reader.requiredString(forKey: "auth.keyDigestsFile") }
        rateLimitRequestsPerSecond = try Self.read("rateLimit.requestsPerSecond", 0...1e9) {
            try reader.requiredDouble(forKey: "rateLimit.requestsPerSecond")
        }
        guard rateLimitRequestsPerSecond == 0 || rateLimitRequestsPerSecond >= 0.001 else {
            throw SettingsError(key: "rateLimit.requestsPerSecond", reason: "must be 0 (off) or at least 0.001, got \(rateLimitRequestsPerSecond)")
        }
        rateLimitBurst = try Self.read("rateLimit.burst", 1...1_000_000) { try reader.requiredInt(forKey: "rateLimit.burst") }
        rateLimitMaxClients = try Self.read("rateLimit.maxClients", 1...10_000_000) { try reader.requiredInt(forKey: "rateLimit.maxClients") }
    }

    /// The API listener's transport configuration.
    func httpConfiguration(log: @escaping @Sendable (String) -> Void) -> HTTPServerConfiguration {
        HTTPServerConfiguration(
            host: host, port: port,
            threads: threads == 0 ? HTTPServerConfiguration.onlineCores : threads,
            connectionLimit: connectionLimit,
            connectionTimeoutSeconds: connectionTimeoutSeconds,
            connectionMemoryLimitBytes: connectionMemoryBytes,
            maxBodyBytes: maxBodyBytes,
            log: log
        )
    }

    /// The admin listener's: its own thread, a few connections, small bodies; probes must never wait behind API traffic.
    func adminConfiguration(log: @escaping @Sendable (String) -> Void) -> HTTPServerConfiguration {
        HTTPServerConfiguration(
            host: adminHost, port: adminPort, threads: 1, connectionLimit: 64,
            connectionTimeoutSeconds: connectionTimeoutSeconds, maxBodyBytes: 4096, log: log
        )
    }

    /// The caps requests are held to.
    var serviceLimits: ServiceLimits {
        ServiceLimits(
            scene: SceneLimits(maxEnumeratedItems: maxEnumeratedItems, maxTimelineKeyframes: maxTimelineKeyframes),
            maxOffsets: maxOffsets, maxJSONDepth: maxJSONDepth, maxListedItems: maxListedItems,
            computeDeadline: .milliseconds(computeDeadlineMilliseconds)
        )
    }

    private static func read<T>(_ key: String, _ value: () throws -> T) throws(SettingsError) -> T {
        do {
            return try value()
        } catch {
            throw SettingsError(key: key, reason: "\(error)")
        }
    }

    private static func read<T: Comparable>(_ key: String, _ range: ClosedRange<T>, _ value: () throws -> T) throws(SettingsError) -> T {
        let result = try read(key, value)
        guard range.contains(result) else {
            throw SettingsError(key: key, reason: "must be within \(range.lowerBound)...\(range.upperBound), got \(result)")
        }
        return result
    }
}

/// A configuration value that cannot be used; `scrollfx` exits with code 78 (EX_CONFIG).
struct SettingsError: Error, CustomStringConvertible {
    var key: String
    var reason: String

    var description: String { "configuration key \(key): \(reason)" }
}
