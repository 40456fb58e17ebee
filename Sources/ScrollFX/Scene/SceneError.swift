/// Why a scene breaks the contract, and where: a JSON Pointer into the request body.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON Pointer (RFC 6901) of the offending field, e.g. `/sections/1/id`.
    public var pointer: String
    /// What is wrong with it, in one sentence.
    public var reason: String

    /// Creates an error.
    public init(pointer: String, reason: String) {
        self.pointer = pointer
        self.reason = reason
    }

    /// `pointer: reason`.
    public var description: String { "\(pointer): \(reason)" }
}

/// The contract's caps on what one scene may ask for.
public struct SceneLimits: Hashable, Sendable {
    /// The most items a `count` may declare.
    public var maxCount: Int
    /// The most items one section may enumerate.
    public var maxEnumeratedItems: Int
    /// The most keyframes one timeline may hold.
    public var maxTimelineKeyframes: Int

    /// Creates limits; the defaults are the contract's.
    public init(maxCount: Int = 1_000_000_000, maxEnumeratedItems: Int = 10_000, maxTimelineKeyframes: Int = 200_000) {
        self.maxCount = maxCount
        self.maxEnumeratedItems = maxEnumeratedItems
        self.maxTimelineKeyframes = maxTimelineKeyframes
    }
}
