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

        /// Creates a section answer.
        public init(
            id: String, kind: SectionKind, frame: Rect, offset: Double, maxOffset: Double,
            visibleRange: VisibleRange?, items: [Item]
        ) {
            self.id = id
            self.kind = kind
            self.frame = frame
            self.offset = offset
            self.maxOffset = maxOffset
            self.visibleRange = visibleRange
            self.items = items
        }

        /// Encodes every field, `visibleRange` as `null` when nothing is listed.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(kind, forKey: .kind)
            try container.encode(frame, forKey: .frame)
            try container.encode(offset, forKey: .offset)
            try container.encode(maxOffset, forKey: .maxOffset)
            try container.encode(visibleRange, forKey: .visibleRange)
            try container.encode(items, forKey: .items)
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

        /// Encodes every field; `id` only when present, `visibleRect` and `clip` as `null` when absent.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(frame, forKey: .frame)
            try container.encode(visibleRect, forKey: .visibleRect)
            try container.encode(clip, forKey: .clip)
            try container.encode(transform, forKey: .transform)
            try container.encode(layers, forKey: .layers)
            try container.encodeIfPresent(virtualIndex, forKey: .virtualIndex)
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
