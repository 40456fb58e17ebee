/// Keyframes of every changing property over a scroll range: the answer of `POST /v1/timeline`.
public struct Timeline: Hashable, Sendable, Codable {
    /// One property of one item or layer over the offsets where the item is listed.
    public struct Track: Hashable, Sendable, Codable {
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

        private enum CodingKeys: String, CodingKey { case section, item, header, layer, property, keyframes, key }

        /// Decodes a track; `item` is an index, `"*"`, or `null` with `"header": true`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let header = try container.decodeIfPresent(Bool.self, forKey: .header) ?? false
            let shared = (try? container.decode(String.self, forKey: .item)) == "*"
            self.init(section: try container.decode(String.self, forKey: .section),
                      item: shared || header ? nil : try container.decode(Int.self, forKey: .item),
                      layer: try container.decodeIfPresent([String].self, forKey: .layer),
                      property: try container.decode(String.self, forKey: .property),
                      keyframes: [], keyedByOffset: try container.decodeIfPresent(String.self, forKey: .key) == "offset", header: header)
            var keyframes = try container.nestedUnkeyedContainer(forKey: .keyframes)
            while !keyframes.isAtEnd {
                var keyframe = try keyframes.nestedUnkeyedContainer()
                self.keyframes.append([try keyframe.decode(Double.self), try keyframe.decode(Double.self)])
                if !keyframe.isAtEnd { easings[self.keyframes.count - 1] = try keyframe.decode(Easing.self) }
            }
        }

        /// Encodes every field, `layer` as `null` for the item itself and `item` as `"*"` for a shared track (`null`
        /// with `"header": true` for a header's), with `"key": "offset"` for one keyed by its container's offset.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(section, forKey: .section)
            if header {
                try container.encodeNil(forKey: .item)
                try container.encode(true, forKey: .header)
            } else if let item { try container.encode(item, forKey: .item) } else { try container.encode("*", forKey: .item) }
            try container.encode(layer, forKey: .layer)
            try container.encode(property, forKey: .property)
            var list = container.nestedUnkeyedContainer(forKey: .keyframes)
            for (index, keyframe) in keyframes.enumerated() {
                var pair = list.nestedUnkeyedContainer()
                try pair.encode(contentsOf: keyframe)
                if let easing = easings[index] { try pair.encode(easing) }
            }
            if keyedByOffset { try container.encode("offset", forKey: .key) }
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
