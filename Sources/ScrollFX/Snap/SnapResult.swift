/// Where a fling comes to rest: the answer of `POST /v1/snap`.
public struct SnapResult: Hashable, Sendable, Codable, WireRecord {
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
    /// A fling of the scene: where its bar that hides and returns settles, by the bar's id; nil without a bar, and
    /// for a carousel.
    public var hidden: HiddenAmounts?

    /// Resting nowhere until read.
    public static var unread: SnapResult { SnapResult(from: 0, projected: 0, offset: 0, duration: 0) }

    /// A snap answer's members, `target`, `index` and `section` as `null` when absent.
    public static func members<List: MemberList & ~Copyable>(of snap: inout SnapResult, _ list: inout List) throws(List.Failure) {
        try list.required("duration", &snap.duration)
        try list.required("from", &snap.from)
        try list.member("hidden", &snap.hidden)
        try list.required("index", &snap.index)
        try list.required("offset", &snap.offset)
        try list.required("projected", &snap.projected)
        try list.required("section", &snap.section)
        try list.required("target", &snap.target)
        try list.member("virtualIndex", &snap.virtualIndex)
    }
}
