/// What `POST /v1/timeline` asks: every changing property of the scene over a range of one scroll source.
public struct TimelineRequest: Hashable, Sendable, Codable {
    /// The scene.
    public var scene: Scene
    /// The carousel whose offset varies, or nil for the scene's own offset.
    public var source: String?
    /// The first offset of the range; 0 when absent.
    public var from: Double?
    /// The last offset of the range; the source's `maxOffset` when absent.
    public var to: Double?
    /// The largest error allowed where a property is not piecewise-linear (``TrackTolerance`` says in what unit).
    public var tolerance: Double
    /// Whether to report where `cover` layers leave gaps, and the overscan that hides them (the costliest part).
    public var exposures: Bool

    /// Creates a request.
    public init(
        scene: Scene, source: String? = nil, from: Double? = nil, to: Double? = nil, tolerance: Double = 0.25, exposures: Bool = true
    ) {
        self.scene = scene
        self.source = source
        self.from = from
        self.to = to
        self.tolerance = tolerance
        self.exposures = exposures
    }

    private enum CodingKeys: String, CodingKey { case scene, source, from, to, tolerance, exposures }

    /// Decodes a request; only `scene` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            scene: try container.decode(Scene.self, forKey: .scene),
            source: try container.decodeIfPresent(String.self, forKey: .source),
            from: try container.decodeIfPresent(Double.self, forKey: .from),
            to: try container.decodeIfPresent(Double.self, forKey: .to),
            tolerance: try container.decodeIfPresent(Double.self, forKey: .tolerance) ?? 0.25,
            exposures: try container.decodeIfPresent(Bool.self, forKey: .exposures) ?? true
        )
    }
}

/// Keyframes of every changing property over a scroll range: the answer of `POST /v1/timeline`.
public struct Timeline: Hashable, Sendable, Codable {
    /// One property of one item or layer over the offsets where the item is listed.
    public struct Track: Hashable, Sendable, Codable {
        /// The section's id.
        public var section: String
        /// The item's index.
        public var item: Int
        /// The layer ids from the item down (`#n` for a layer without id), or nil for the item itself.
        public var layer: [String]?
        /// A dotted path inside the item's or layer's `/v1/frame` entry, e.g. `transform.translate.y`.
        public var property: String
        /// `[offset, value]` pairs, offsets increasing; linear between them.
        public var keyframes: [[Double]]

        /// Encodes every field, `layer` as `null` for the item itself.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(section, forKey: .section)
            try container.encode(item, forKey: .item)
            try container.encode(layer, forKey: .layer)
            try container.encode(property, forKey: .property)
            try container.encode(keyframes, forKey: .keyframes)
        }
    }

    /// The scroll source, as requested.
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

    /// Creates an answer.
    public init(source: String?, from: Double, to: Double, tracks: [Track], exposures: [Exposure] = []) {
        self.source = source
        self.from = from
        self.to = to
        self.tracks = tracks
        self.exposures = exposures
    }

    /// Encodes every field, `source` as `null` for the scene.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(tracks, forKey: .tracks)
        try container.encode(exposures, forKey: .exposures)
    }
}
