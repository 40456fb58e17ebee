/// Where a fling comes to rest: the answer of `POST /v1/snap`.
public struct SnapResult: Hashable, Sendable, Codable {
    /// The carousel's id, or nil for the scene.
    public var target: String?
    /// The offset at release (unclamped).
    public var from: Double
    /// Where free deceleration would end: from + (velocity / 1000) · r / (1 − r) (unclamped).
    public var projected: Double
    /// Where it rests: the chosen stop, clamped to [0, maxOffset].
    public var offset: Double
    /// The item (or page) it rests on; nil with `snap: none`, or when there is nothing to rest on.
    public var index: Int?
    /// For the scene's `viewAligned`: the section whose item (or row, or carousel) it rests on.
    public var section: String?
    /// For a looping carousel: the virtual index of the item (or page) it rests on, `index` being it mod count.
    public var virtualIndex: Int?
    /// Seconds until the motion settles within 0.5 points of `offset`.
    public var duration: Double

    /// Encodes every field, `target`, `index` and `section` as `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(target, forKey: .target)
        try container.encode(from, forKey: .from)
        try container.encode(projected, forKey: .projected)
        try container.encode(offset, forKey: .offset)
        try container.encode(index, forKey: .index)
        try container.encode(section, forKey: .section)
        try container.encode(duration, forKey: .duration)
        try container.encodeIfPresent(virtualIndex, forKey: .virtualIndex)
    }
}
