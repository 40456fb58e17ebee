extension Frame {
    /// One section of the answer: its frame and its listed items.
    public struct Section: Hashable, Sendable, Codable {
        /// The section's id.
        public var id: String
        /// The section's kind.
        public var kind: SectionKind
        /// The section's frame in viewport space.
        public var frame: Rect
        /// The section's own scroll offset (carousels; 0 otherwise).
        public var offset: Double
        /// The section's own largest offset (carousels; 0 otherwise).
        public var maxOffset: Double
        /// The indices of the first and last listed item, or nil when none is listed.
        public var visibleRange: VisibleRange?
        /// The listed items, in index order.
        public var items: [Item]
        /// The section's header: nil when the request has none, `.some(nil)` when it has one that is not listed.
        public var header: Header?? {
            get { headers.map { $0.first } }
            set { headers = newValue.map { $0.map { [$0] } ?? [] } }
        }
        /// ``header`` held out of line (nil, empty or one), so that a section answer stays small to copy.
        private var headers: [Header]?
        /// Whether a pinned section (`sticky`) is displaced from where it is laid out; nil when it is not pinned.
        public var stuck: Bool?

        /// Creates a section answer.
        public init(
            id: String, kind: SectionKind, frame: Rect, offset: Double, maxOffset: Double,
            visibleRange: VisibleRange?, items: [Item], header: Header?? = nil, stuck: Bool? = nil
        ) {
            self.id = id
            self.kind = kind
            self.frame = frame
            self.offset = offset
            self.maxOffset = maxOffset
            self.visibleRange = visibleRange
            self.items = items
            self.headers = header.map { $0.map { [$0] } ?? [] }
            self.stuck = stuck
        }

        /// Decodes a section answer; a `header` that is present but `null` is a header that is not listed.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                id: try container.decode(String.self, forKey: .id), kind: try container.decode(SectionKind.self, forKey: .kind),
                frame: try container.decode(Rect.self, forKey: .frame), offset: try container.decode(Double.self, forKey: .offset),
                maxOffset: try container.decode(Double.self, forKey: .maxOffset),
                visibleRange: try container.decodeIfPresent(VisibleRange.self, forKey: .visibleRange),
                items: try container.decode([Item].self, forKey: .items),
                stuck: try container.decodeIfPresent(Bool.self, forKey: .stuck)
            )
            if container.contains(.header) { header = .some(try container.decodeIfPresent(Header.self, forKey: .header)) }
        }

        /// Encodes every field, `visibleRange` as `null` when nothing is listed; `header` only when the request has
        /// one (`null` when it is not listed), `stuck` only for a pinned section.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(kind, forKey: .kind)
            try container.encode(frame, forKey: .frame)
            try container.encode(offset, forKey: .offset)
            try container.encode(maxOffset, forKey: .maxOffset)
            try container.encode(visibleRange, forKey: .visibleRange)
            try container.encode(items, forKey: .items)
            if let header { try container.encode(header, forKey: .header) }
            try container.encodeIfPresent(stuck, forKey: .stuck)
        }

        private enum CodingKeys: String, CodingKey {
            case id, kind, frame, offset, maxOffset, visibleRange, items, header, stuck
        }
    }

    /// One listed item: where it is laid out, how it is transformed and clipped, and its layers.
    public struct Item: Hashable, Sendable, Codable {
        /// The item's index in its section.
        public var index: Int
        /// In a looping carousel, which copy this is: virtual item k shows item k mod count. Nil elsewhere.
        public var virtualIndex: Int?
        /// The item's id, when the request gave one.
        public var id: String?
        /// The layout frame in viewport space, before visual effects.
        public var frame: Rect
        /// The on-screen visible part in viewport space, or nil when none is visible.
        public var visibleRect: Rect?
        /// The item-local clip, or nil when the section does not clip.
        public var clip: ClipRect?
        /// The item's own visual effects.
        public var transform: Transform
        /// The item's layers.
        public var layers: [Layer]

        /// Creates an item answer.
        public init(
            index: Int, id: String?, frame: Rect, visibleRect: Rect?, clip: ClipRect?,
            transform: Transform, layers: [Layer]
        ) {
            self.index = index
            self.id = id
            self.frame = frame
            self.visibleRect = visibleRect
            self.clip = clip
            self.transform = transform
            self.layers = layers
        }

        /// Decodes an item.
        public init(from decoder: any Decoder) throws {
            try self.init(from: decoder, indexed: true)
        }

        /// Decodes an item, or an item-shaped element without `index` (a header's, index 0).
        init(from decoder: any Decoder, indexed: Bool) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                index: indexed ? try container.decode(Int.self, forKey: .index) : 0, id: try container.decodeIfPresent(String.self, forKey: .id),
                frame: try container.decode(Rect.self, forKey: .frame), visibleRect: try container.decodeIfPresent(Rect.self, forKey: .visibleRect),
                clip: try container.decodeIfPresent(ClipRect.self, forKey: .clip), transform: try container.decode(Transform.self, forKey: .transform),
                layers: try container.decode([Layer].self, forKey: .layers)
            )
            virtualIndex = try container.decodeIfPresent(Int.self, forKey: .virtualIndex)
        }

        /// Encodes every field; `id` only when present, `visibleRect` and `clip` as `null` when absent.
        public func encode(to encoder: any Encoder) throws {
            try encode(to: encoder, indexed: true)
        }

        /// Encodes the item, or an item-shaped element without `index` (a header's).
        func encode(to encoder: any Encoder, indexed: Bool) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if indexed { try container.encode(index, forKey: .index) }
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(frame, forKey: .frame)
            try container.encode(visibleRect, forKey: .visibleRect)
            try container.encode(clip, forKey: .clip)
            try container.encode(transform, forKey: .transform)
            try container.encode(layers, forKey: .layers)
            try container.encodeIfPresent(virtualIndex, forKey: .virtualIndex)
        }

        private enum CodingKeys: String, CodingKey {
            case index, virtualIndex, id, frame, visibleRect, clip, transform, layers
        }
    }

    /// One layer of an item, in its parent's local coordinates.
    public struct Layer: Hashable, Sendable, Codable {
        /// The layer's id, when the request gave one.
        public var id: String?
        /// The frame in the parent's local coordinates.
        public var frame: Rect
        /// The transform, local to the parent.
        public var transform: Transform
        /// The part of the layer that survives every clip, in its own coordinates, or nil.
        public var clip: Rect?
        /// Child layers.
        public var layers: [Layer]

        /// Creates a layer answer.
        public init(id: String?, frame: Rect, transform: Transform, clip: Rect?, layers: [Layer]) {
            self.id = id
            self.frame = frame
            self.transform = transform
            self.clip = clip
            self.layers = layers
        }

        /// Encodes every field; `id` only when present, `clip` as `null` when nothing survives.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(frame, forKey: .frame)
            try container.encode(transform, forKey: .transform)
            try container.encode(clip, forKey: .clip)
            try container.encode(layers, forKey: .layers)
        }
    }
}
