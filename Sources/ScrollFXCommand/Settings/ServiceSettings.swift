import Configuration

/// Every setting of `scrollfx serve`, read once at start-up and passed down: one component per part of the service,
/// each with its keys, defaults and meanings in one place (``SettingsComponent/settings``).
///
/// A key's environment variable is `SCROLLFX_` and the key in upper snake case (``Setting/environmentVariable(of:)``);
/// `Config/scrollfx.yaml` repeats the defaults with longer explanations, docs/operating.md tabulates them.
struct ServiceSettings: Equatable, Sendable {
    var server: ServerSettings
    var admin: AdminSettings
    var limits: LimitSettings
    var shutdown: ShutdownSettings
    var presets: PresetSettings
    var log: LogSettings
    var playground: PlaygroundSettings
    var cors: CORSSettings
    var auth: AuthSettings
    var rateLimit: RateLimitSettings
    var scenes: SceneSettings
    var caching: CachingSettings

    /// Every component, in the order they are read.
    static let components: [any SettingsComponent.Type] = [
        ServerSettings.self, AdminSettings.self, LimitSettings.self, ShutdownSettings.self, PresetSettings.self,
        LogSettings.self, PlaygroundSettings.self, CORSSettings.self, AuthSettings.self, RateLimitSettings.self, SceneSettings.self,
        CachingSettings.self,
    ]

    /// Every key by its absolute name (`server.port`), in the order they are read.
    static let keys: [(key: String, setting: Setting)] = components.flatMap { component in
        component.settings.map { (component.scope + "." + $0.name, $0) }
    }

    /// The embedded defaults, the lowest layer of every configuration.
    static let defaults = Dictionary(uniqueKeysWithValues: keys.map { key, setting in
        (AbsoluteConfigKey(ConfigKey(key)), ConfigValue(setting.defaultValue, isSecret: setting.isSecret))
    })

    /// Every key with its environment variable, default and meaning, one per line, for `scrollfx serve --help`.
    static var help: String {
        func text(_ value: ConfigContent) -> String {
            switch value {
            case .string(let string): string.isEmpty ? "\"\"" : string
            case .int(let int): String(int)
            case .double(let double): String(double)
            case .bool(let bool): String(bool)
            case .stringArray(let strings): strings.isEmpty ? "none" : strings.joined(separator: ",")
            default: "\(value)"
            }
        }
        return "Configuration keys (file key / environment variable, default: meaning), flags > environment > --config file > defaults:\n"
            + keys.map { key, setting in
                "  \(key) / \(Setting.environmentVariable(of: key)) (\(text(setting.defaultValue))): \(setting.meaning)"
            }.joined(separator: "\n")
    }

    /// Reads and checks every component; throws ``SettingsError`` naming the first bad key.
    init(reader: ConfigReader) throws(SettingsError) {
        func read<Component: SettingsComponent>() throws(SettingsError) -> Component {
            try Component(config: ScopedSettings(reader, scope: Component.scope))
        }
        server = try read()
        admin = try read()
        limits = try read()
        shutdown = try read()
        presets = try read()
        log = try read()
        playground = try read()
        cors = try read()
        auth = try read()
        rateLimit = try read()
        scenes = try read()
        caching = try read()
        guard server.maxBufferedBytes >= limits.maxBodyBytes else {
            throw SettingsError(key: "server.maxBufferedBytes", reason: "is less than limits.maxBodyBytes (\(limits.maxBodyBytes)): no body of that size could be received")
        }
        guard server.maxBufferedBytesPerClient >= limits.maxBodyBytes else {
            throw SettingsError(key: "server.maxBufferedBytesPerClient", reason: "is less than limits.maxBodyBytes (\(limits.maxBodyBytes)): no body of that size could be received")
        }
        guard server.smallBodyReserveBytes <= server.maxBufferedBytes - limits.maxBodyBytes else {
            throw SettingsError(key: "server.smallBodyReserveBytes", reason: "leaves less than limits.maxBodyBytes (\(limits.maxBodyBytes)) of server.maxBufferedBytes (\(server.maxBufferedBytes)) for a large body")
        }
    }
}
