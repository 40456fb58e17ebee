/// The contract's caps on what one request may ask for, checked while it is validated.
public struct SceneLimits: Hashable, Sendable {
    /// The most items a `count` may declare.
    public var maxCount: Int
    /// The most items one section may enumerate.
    public var maxEnumeratedItems: Int
    /// The most keyframes one timeline may hold.
    public var maxTimelineKeyframes: Int
    /// The most offsets one `POST /v1/frames` (or `/v1/preview`) may ask for.
    public var maxOffsets: Int

    /// Creates limits; the defaults are the contract's.
    public init(maxCount: Int = 1_000_000_000, maxEnumeratedItems: Int = 10_000, maxTimelineKeyframes: Int = 200_000, maxOffsets: Int = 1000) {
        self.maxCount = maxCount
        self.maxEnumeratedItems = maxEnumeratedItems
        self.maxTimelineKeyframes = maxTimelineKeyframes
        self.maxOffsets = maxOffsets
    }
}
