/// Keyframes of every changing property over a scroll range: the answer of `POST /v1/timeline`.
public struct Timeline: Hashable, Sendable, Codable, WireRecord {
    /// One property of one item or layer over the offsets where the item is listed.
    public struct Track: Hashable, Sendable, Codable, WireRecord {
        /// The section's id.
        public var section: String
        /// The item's index; nil (`"*"` in JSON) for a track shared by every item of the section, and (`null`) for
        /// the section's header.
        public var item: Int?
        /// Whether the track is the section's header's (`"item": null, "header": true` in JSON).
        public var header: Bool
        /// The layer ids from the item down (`#n` for a layer without id), or nil for the item itself.
        public var layer: [String]?
        /// A dotted path inside the item's or layer's `/v1/frame` entry, e.g. `transform.translate.y`.
        public var property: String
        /// `[offset, value]` pairs, offsets increasing (two at one offset where a steps jump sits: the value before
        /// it, then the value from it on); linear between them unless ``easings`` says otherwise. For a shared track, `[position, value]`
        /// pairs, with position the item's leading edge in its container's visible space (its `/v1/frame` frame
        /// coordinate along the container's axis), or with ``keyedByOffset`` `[offset, value]` pairs of the offset of
        /// the item's container (the scene, or its carousel).
        public var keyframes: [[Double]]
        /// The timing function of the segment that starts at keyframe k, by k, where it is not linear (the
        /// keyframe's third element in JSON): value = v_k + (v_{k+1} − v_k)·E((o − o_k) / (o_{k+1} − o_k)).
        public var easings: [Int: Easing]
        /// Whether a shared track is keyed by its items' container's offset (`"key": "offset"` in JSON), not by
        /// their position.
        public var keyedByOffset: Bool

        /// Creates a track.
        public init(
            section: String, item: Int?, layer: [String]?, property: String, keyframes: [[Double]], keyedByOffset: Bool = false,
            header: Bool = false, easings: [Int: Easing] = [:]
        ) {
            self.section = section
            self.item = header ? nil : item
            self.header = header
            self.layer = layer
            self.property = property
            self.keyframes = keyframes
            self.keyedByOffset = keyedByOffset
            self.easings = easings
        }

        /// Empty until read.
        public static var unread: Track { Track(section: "", item: nil, layer: nil, property: "", keyframes: []) }

        /// A track's members: `item` an index, `"*"` for a shared track or `null` with `"header": true`; `layer` as
        /// `null` for the item itself; `"key": "offset"` only for a track keyed by its container's offset.
        public static func members<List: MemberList & ~Copyable>(of track: inout Track, _ list: inout List) throws(List.Failure) {
            var header: Bool? = track.header ? true : nil
            var item = TrackItem(track)
            var key: TrackKey? = track.keyedByOffset ? .offset : nil
            var keyframes = KeyframeList(keyframes: track.keyframes, easings: track.easings)
            try list.member("header", &header)
            try list.required("item", &item)
            try list.member("key", &key)
            try list.required("keyframes", &keyframes)
            try list.required("layer", &track.layer)
            try list.required("property", &track.property)
            try list.required("section", &track.section)
            (track.header, track.keyedByOffset) = (header ?? false, key == .offset)
            track.item = if case .index(let index) = item, !track.header { index } else { nil }
            (track.keyframes, track.easings) = (keyframes.keyframes, keyframes.easings)
        }
    }

    /// The scroll source: the carousel's id as its section spells it, or nil for the scene.
    public var source: String?
    /// The range's first offset.
    public var from: Double
    /// The range's last offset.
    public var to: Double
    /// The tracks, by section, item, then the item's properties before its layers'.
    public var tracks: [Track]
    /// Every `cover` layer that leaves its parent uncovered somewhere in the range, by section then layer;
    /// empty when the request did not ask for them.
    public var exposures: [Exposure]
    /// The scene's bar that hides and returns (one at most), for a player that keeps its state; nil without one.
    public var reveal: [Reveal]?

    /// Creates an answer.
    public init(source: String?, from: Double, to: Double, tracks: [Track], exposures: [Exposure] = []) {
        self.source = source
        self.from = from
        self.to = to
        self.tracks = tracks
        self.exposures = exposures
    }

    /// Empty until read.
    public static var unread: Timeline { Timeline(source: nil, from: 0, to: 0, tracks: []) }

    /// A timeline's members, `source` as `null` for the scene.
    public static func members<List: MemberList & ~Copyable>(of timeline: inout Timeline, _ list: inout List) throws(List.Failure) {
        try list.required("exposures", &timeline.exposures)
        try list.required("from", &timeline.from)
        try list.member("reveal", &timeline.reveal)
        try list.required("source", &timeline.source)
        try list.required("to", &timeline.to)
        try list.required("tracks", &timeline.tracks)
    }
}
