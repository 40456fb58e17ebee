import Configuration

/// One configuration key of a component, stated once: its default, whether it is secret, and what it means. The
/// embedded defaults, the environment variables and the secrets all come from these.
struct Setting: Sendable {
    /// The key's name within its component's scope: `connectionLimit` of `server`.
    let name: String
    let defaultValue: ConfigContent
    let isSecret: Bool
    /// What the key means, as `Config/scrollfx.yaml` and docs/operating.md explain it at length.
    let meaning: String

    init(_ name: String, _ defaultValue: ConfigContent, secret: Bool = false, _ meaning: String) {
        (self.name, self.defaultValue, self.isSecret, self.meaning) = (name, defaultValue, secret, meaning)
    }

    /// `SCROLLFX_` and the absolute `key` in upper snake case: `server.connectionLimit` is `SCROLLFX_SERVER_CONNECTION_LIMIT`.
    static func environmentVariable(of key: String) -> String {
        var snake = "SCROLLFX_"
        for character in key {
            if character == "." { snake += "_" } else if character.isUppercase { snake += "_" + String(character) } else { snake += character.uppercased() }
        }
        return snake
    }
}

/// A part of the service with configuration keys of its own under one scope, read from a reader scoped to it.
protocol SettingsComponent: Equatable, Sendable {
    /// The scope of its keys: `server` for `server.port`.
    static var scope: String { get }
    /// Its keys, with their defaults and meanings.
    static var settings: [Setting] { get }
    /// Reads and checks its keys; throws ``SettingsError`` naming the first bad one.
    init(config: ScopedSettings) throws(SettingsError)
}

/// A configuration reader scoped to one component, whose errors name the absolute key.
struct ScopedSettings {
    let reader: ConfigReader
    let scope: String

    /// The reader of `scope` within `reader`.
    init(_ reader: ConfigReader, scope: String) {
        self.reader = reader.scoped(to: ConfigKey(scope))
        self.scope = scope
    }

    /// The error of key `name`.
    func error(_ name: String, _ reason: String) -> SettingsError { SettingsError(key: scope + "." + name, reason: reason) }

    func string(_ name: String) throws(SettingsError) -> String { try read(name) { try reader.requiredString(forKey: ConfigKey(name)) } }

    func bool(_ name: String) throws(SettingsError) -> Bool { try read(name) { try reader.requiredBool(forKey: ConfigKey(name)) } }

    func strings(_ name: String) throws(SettingsError) -> [String] {
        try read(name) { try reader.requiredStringArray(forKey: ConfigKey(name)) }
    }

    /// A secret list: never quoted in an error, whose reason names the key only.
    func secretStrings(_ name: String) throws(SettingsError) -> [String] {
        do {
            return try reader.requiredStringArray(forKey: ConfigKey(name), isSecret: true)
        } catch {
            throw self.error(name, "must be a list of strings")
        }
    }

    func int(_ name: String, in range: ClosedRange<Int>) throws(SettingsError) -> Int {
        try checked(name, range, try read(name) { try reader.requiredInt(forKey: ConfigKey(name)) })
    }

    func double(_ name: String, in range: ClosedRange<Double>) throws(SettingsError) -> Double {
        try checked(name, range, try read(name) { try reader.requiredDouble(forKey: ConfigKey(name)) })
    }

    private func read<T>(_ name: String, _ value: () throws -> T) throws(SettingsError) -> T {
        do {
            return try value()
        } catch {
            throw self.error(name, "\(error)")
        }
    }

    private func checked<T: Comparable>(_ name: String, _ range: ClosedRange<T>, _ value: T) throws(SettingsError) -> T {
        guard range.contains(value) else { throw error(name, "must be within \(range.lowerBound)...\(range.upperBound), got \(value)") }
        return value
    }
}

/// A configuration value that cannot be used; `scrollfx` exits with code 78 (EX_CONFIG).
struct SettingsError: Error, CustomStringConvertible {
    var key: String
    var reason: String

    var description: String { "configuration key \(key): \(reason)" }
}
