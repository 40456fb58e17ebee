/// What `POST /v1/timeline` asks: every changing property of the scene over a range of one scroll source.
public struct TimelineRequest: Hashable, Sendable, Codable, WireObject {
    /// The scene.
    public var scene: Scene
    /// The carousel whose offset varies, or nil for the scene's own offset.
    public var source: String?
    /// The first offset of the range; 0 when absent.
    public var from: Double?
    /// The last offset of the range; the source's `maxOffset` when absent.
    public var to: Double?
    /// The largest error allowed where a property is not piecewise-linear (``TrackTolerance`` says in what unit);
    /// at least ``minimumTolerance``.
    public var tolerance: Double
    /// The smallest `tolerance` accepted (docs/contract.md#timelinerequest): finer fits would make the work budget
    /// meaningless.
    public static let minimumTolerance = 1e-3
    /// How tracks are keyed: by the offset for each listed item, or by the item's position, shared by a section's items.
    public var tracks: TrackMode
    /// Whether to report where `cover` layers leave gaps, and the overscan that hides them (the costliest part);
    /// by default only for per-item tracks, as exposures are per item.
    public var exposures: Bool
    /// Whether a player that writes every animated property gets a track for what stays constant too: a property
    /// constant where an item is listed that changes for another item of its section (the same layer), and the
    /// position of an item that stays put in the viewport while its container scrolls (a pinned header).
    public var held: Bool

    /// How a timeline's tracks are keyed.
    public enum TrackMode: String, Hashable, Sendable, Codable, CaseIterable, WireField {
        /// One track per listed item and property, keyed by the source's offset.
        case perItem
        /// Where every item of a section is laid out alike, one track per property shared by all of them, keyed by
        /// the item's position in its container; the rest per item, as ``perItem``.
        case shared
    }

    /// Creates a request.
    public init(
        scene: Scene, source: String? = nil, from: Double? = nil, to: Double? = nil, tolerance: Double = 0.25,
        tracks: TrackMode = .perItem, exposures: Bool? = nil, held: Bool = false
    ) {
        self.scene = scene
        self.source = source
        self.from = from
        self.to = to
        self.tolerance = tolerance
        self.tracks = tracks
        self.exposures = exposures ?? Self.exposuresByDefault(tracks)
        self.held = held
    }

    /// Whether exposures are reported when the request does not say: only with per-item tracks, as they are per item.
    @usableFromInline static func exposuresByDefault(_ tracks: TrackMode) -> Bool { tracks == .perItem }

    /// Reads a timeline request; only `scene` is required, and `exposures` follows `tracks` by default.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> TimelineRequest {
        var request = TimelineRequest(scene: try members.require("scene", as: Scene.self))
        try members.read("source", into: &request.source)
        try members.read("from", into: &request.from)
        try members.read("to", into: &request.to)
        try members.read("tolerance", into: &request.tolerance)
        try members.read("tracks", into: &request.tracks)
        var exposures: Bool?
        try members.read("exposures", into: &exposures)
        request.exposures = exposures ?? exposuresByDefault(request.tracks)
        try members.read("held", into: &request.held)
        return request
    }
}
