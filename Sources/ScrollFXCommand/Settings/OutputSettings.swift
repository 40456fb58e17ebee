import Configuration
/// Logging (`log.*`).
struct LogSettings: SettingsComponent {
    static let scope = "log"
    var level: String
    var format: String

    static let levels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]

    static let settings = [
        Setting("level", .string("info"), "trace, debug, info, notice, warning, error or critical"),
        Setting("format", .string("text"), "`text` lines, or `json` (one JSON object per line)"),
    ]

    init(config: ScopedSettings) throws(SettingsError) {
        level = try config.string("level")
        guard Self.levels.contains(level) else { throw config.error("level", "must be one of \(Self.levels.joined(separator: ", "))") }
        format = try config.string("format")
        guard ["text", "json"].contains(format) else { throw config.error("format", "must be text or json") }
    }
}

/// The playground page (`playground.*`).
struct PlaygroundSettings: SettingsComponent {
    static let scope = "playground"
    var enabled: Bool

    static let settings = [Setting("enabled", .bool(true), "serve the playground page at `GET /` on the API port")]

    init(config: ScopedSettings) throws(SettingsError) {
        enabled = try config.bool("enabled")
    }
}
