import Configuration
import ScrollFXServer

/// Which pages may call the API (`cors.*`).
struct CORSSettings: SettingsComponent {
    static let scope = "cors"
    var allowedOrigins: [String]
    var maxAgeSeconds: Int

    static let settings = [
        Setting("allowedOrigins", .stringArray([]),
                "origins whose pages may call the API (exact, `https://*.example.com`, or `*`); comma-separated in the environment"),
        Setting("maxAgeSeconds", .int(600), "how long browsers may cache a preflight"),
    ]

    init(config: ScopedSettings) throws(SettingsError) {
        allowedOrigins = try config.strings("allowedOrigins").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
        if let bad = allowedOrigins.first(where: { $0 != "*" && $0 != "null" && !CORSPolicy.isOriginPattern($0) }) {
            throw config.error("allowedOrigins", "\(bad) is not an origin (scheme://host[:port]), a scheme://*.domain wildcard or *")
        }
        maxAgeSeconds = try config.int("maxAgeSeconds", in: 0...86_400)
    }
}

/// API keys (`auth.*`). They fail closed: a key setting given but holding no usable key, a key shorter than
/// ``minimumKeyBytes``, or `required` with no key at all stops start-up rather than serve without keys.
struct AuthSettings: SettingsComponent {
    static let scope = "auth"
    var keys: [String]
    var keyDigestsFile: String
    var required: Bool

    /// The shortest key accepted: 32 bytes, 256 bits when random.
    static let minimumKeyBytes = 32

    static let settings = [
        Setting("keys", .stringArray([]), secret: true, "API keys in the clear, at least 32 bytes each; only their SHA-256 digests are kept"),
        Setting("keyDigestsFile", .string(""),
                "a file of SHA-256 digests of API keys, 64 hex digits per line (`#` comments); with any key, `/v1/*` needs one"),
        Setting("required", .bool(false), "refuse to start without any key (keys or keyDigestsFile)"),
    ]

    init(config: ScopedSettings) throws(SettingsError) {
        keys = try config.secretStrings("keys")
        // A key is never quoted: the reasons name the setting and the key's place.
        for (index, key) in keys.enumerated() {
            guard !key.allSatisfy(\.isWhitespace) else {
                throw SettingsError(key: "auth.keys", reason: "key \(index + 1) is empty or blank: give usable keys, or none")
            }
            guard key.utf8.count >= Self.minimumKeyBytes else {
                throw SettingsError(key: "auth.keys", reason: "key \(index + 1) is shorter than \(Self.minimumKeyBytes) bytes")
            }
        }
        keyDigestsFile = try config.string("keyDigestsFile")
        required = try config.bool("required")
    }
}

/// Request rates (`rateLimit.*`).
struct RateLimitSettings: SettingsComponent {
    static let scope = "rateLimit"
    var requestsPerSecond: Double
    var burst: Int
    var maxClients: Int
    var ipv6PrefixLength: Int

    static let settings = [
        Setting("requestsPerSecond", .double(0),
                "average `/v1/*` requests per second per API key (or client address), at least 0.001; 0 turns limiting off"),
        Setting("burst", .int(20), "requests a client may make at once"),
        Setting("maxClients", .int(10_000), "buckets kept; idle ones are dropped beyond it"),
        Setting("ipv6PrefixLength", .int(64), "leading bits of an IPv6 client address that share one bucket (a /64 network)"),
    ]

    init(config: ScopedSettings) throws(SettingsError) {
        requestsPerSecond = try config.double("requestsPerSecond", in: 0...1e9)
        guard requestsPerSecond == 0 || requestsPerSecond >= 0.001 else {
            throw config.error("requestsPerSecond", "must be 0 (off) or at least 0.001, got \(requestsPerSecond)")
        }
        burst = try config.int("burst", in: 1...1_000_000)
        maxClients = try config.int("maxClients", in: 1...10_000_000)
        ipv6PrefixLength = try config.int("ipv6PrefixLength", in: 1...128)
    }
}
