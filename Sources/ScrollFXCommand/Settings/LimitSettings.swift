import Configuration
import ScrollFX
import ScrollFXServer

/// The caps requests are held to (`limits.*`).
struct LimitSettings: SettingsComponent {
    static let scope = "limits"
    var maxBodyBytes: Int
    var maxEnumeratedItems: Int
    var maxTimelineKeyframes: Int
    var maxOffsets: Int
    var maxListedItems: Int
    var maxListedElements: Int
    var maxResponseBytes: Int
    var maxJSONDepth: Int
    var computeDeadlineMilliseconds: Int

    static let settings = [
        Setting("maxBodyBytes", .int(1_048_576), "largest request body; larger gets 413 unread"),
        Setting("maxEnumeratedItems", .int(10_000), "most `items` in one section"),
        Setting("maxTimelineKeyframes", .int(200_000), "most keyframes in one timeline"),
        Setting("maxOffsets", .int(1000), "most `offsets` in one `POST /v1/frames`"),
        Setting("maxListedItems", .int(50_000), "most items one answer may list"),
        Setting("maxListedElements", .int(25_000), "most elements (items, layers, headers, and each frame and section) one answer may hold or draw"),
        Setting("maxResponseBytes", .int(4_194_304), "most bytes one answer may take"),
        Setting("maxJSONDepth", .int(64), "deepest nesting of a request body"),
        Setting("computeDeadlineMilliseconds", .int(2000), "compute time per request before 503"),
    ]

    init(config: ScopedSettings) throws(SettingsError) {
        maxBodyBytes = try config.int("maxBodyBytes", in: 1...(1 << 30))
        maxEnumeratedItems = try config.int("maxEnumeratedItems", in: 0...10_000_000)
        maxTimelineKeyframes = try config.int("maxTimelineKeyframes", in: 2...100_000_000)
        maxOffsets = try config.int("maxOffsets", in: 1...1_000_000)
        maxListedItems = try config.int("maxListedItems", in: 1...100_000_000)
        maxListedElements = try config.int("maxListedElements", in: 1...1_000_000_000)
        maxResponseBytes = try config.int("maxResponseBytes", in: 1024...(1 << 32))
        maxJSONDepth = try config.int("maxJSONDepth", in: 2...512)
        computeDeadlineMilliseconds = try config.int("computeDeadlineMilliseconds", in: 1...600_000)
    }

    /// The caps as the scene service takes them.
    var serviceLimits: ServiceLimits {
        ServiceLimits(
            scene: SceneLimits(maxEnumeratedItems: maxEnumeratedItems, maxTimelineKeyframes: maxTimelineKeyframes, maxOffsets: maxOffsets),
            maxJSONDepth: maxJSONDepth, maxListedItems: maxListedItems,
            maxListedElements: maxListedElements, maxResponseBytes: maxResponseBytes, computeDeadline: .milliseconds(computeDeadlineMilliseconds)
        )
    }
}

/// Stopping (`shutdown.*`).
struct ShutdownSettings: SettingsComponent {
    static let scope = "shutdown"
    var gracePeriodSeconds: Int

    static let settings = [Setting("gracePeriodSeconds", .int(10), "how long requests in flight may finish on SIGTERM")]

    init(config: ScopedSettings) throws(SettingsError) {
        gracePeriodSeconds = try config.int("gracePeriodSeconds", in: 0...3600)
    }
}

/// Where presets come from (`presets.*`).
struct PresetSettings: SettingsComponent {
    static let scope = "presets"
    var file: String

    static let settings = [Setting("file", .string(""), "a presets file adding to (or replacing by name) the built-in ones; empty for none")]

    init(config: ScopedSettings) throws(SettingsError) {
        file = try config.string("file")
    }
}
