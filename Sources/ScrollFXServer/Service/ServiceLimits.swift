import ScrollFX

/// Every cap a request is held to beyond the transport's: each has a `limits.*` configuration key.
public struct ServiceLimits: Hashable, Sendable {
    /// The caps the engine checks while validating a request (`maxOffsets` among them).
    public var scene: SceneLimits
    /// The deepest nesting of arrays and objects a body may have.
    public var maxJSONDepth: Int
    /// The most items one answer may list (summed over the offsets of `POST /v1/frames`).
    public var maxListedItems: Int
    /// The most elements (items and their layers at every depth) one answer may list or draw, summed over sections
    /// and over the offsets of `POST /v1/frames` and `/v1/preview`.
    public var maxListedElements: Int
    /// The most bytes one answer may take; a longer one is refused with 422 (a frame's writer stops there).
    public var maxResponseBytes: Int
    /// How long one request may compute before it is refused with 503.
    public var computeDeadline: Duration

    /// Creates limits; the defaults are the embedded configuration's.
    public init(
        scene: SceneLimits = SceneLimits(), maxJSONDepth: Int = 64,
        maxListedItems: Int = 50_000, maxListedElements: Int = 25_000,
        maxResponseBytes: Int = 4 << 20, computeDeadline: Duration = .seconds(2)
    ) {
        self.scene = scene
        self.maxJSONDepth = maxJSONDepth
        self.maxListedItems = maxListedItems
        self.maxListedElements = maxListedElements
        self.maxResponseBytes = maxResponseBytes
        self.computeDeadline = computeDeadline
    }
}
