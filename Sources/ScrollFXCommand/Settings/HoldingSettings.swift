import Configuration
import ScrollFXServer

/// Scenes held by id (`scenes.*`).
struct SceneSettings: SettingsComponent {
    static let scope = "scenes"
    var maxBytes: Int

    static let settings = [
        Setting("maxBytes", .int(67_108_864), "most bytes held scenes take (canonical and decoded); the least recently used go first"),
    ]

    init(config: ScopedSettings) throws(SettingsError) {
        maxBytes = try config.int("maxBytes", in: 0...(1 << 40))
    }
}

/// HTTP caching of answers about held scenes (`caching.*`).
struct CachingSettings: SettingsComponent {
    static let scope = "caching"
    var maxAgeSeconds: Int
    var maxAnswerBytes: Int

    static let settings = [
        Setting("maxAgeSeconds", .int(86_400), "`Cache-Control: max-age` of answers about held scenes"),
        Setting("maxAnswerBytes", .int(67_108_864), "most bytes compiled answers (timelines, pages, previews) kept in memory take"),
    ]

    init(config: ScopedSettings) throws(SettingsError) {
        maxAgeSeconds = try config.int("maxAgeSeconds", in: 0...31_536_000)
        maxAnswerBytes = try config.int("maxAnswerBytes", in: 0...(1 << 40))
    }
}

extension ServiceSettings {
    /// How scenes are held and answers about them cached.
    var holding: SceneHolding {
        SceneHolding(maxSceneBytes: scenes.maxBytes, maxAnswerBytes: caching.maxAnswerBytes, maxAgeSeconds: caching.maxAgeSeconds,
                     maxCanonicalBytes: limits.maxBodyBytes)
    }
}
