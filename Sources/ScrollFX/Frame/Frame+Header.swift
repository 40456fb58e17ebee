extension Frame {
    /// A section's header as answered: an element like an item, without an index, and whether it is stuck.
    public struct Header: Hashable, Sendable, Codable {
        /// The header's id, when the request gave one.
        public var id: String?
        /// Its displayed frame in viewport space (stickiness and layout effects applied), before visual effects.
        public var frame: Rect
        /// The on-screen visible part in viewport space, or nil when none is visible.
        public var visibleRect: Rect?
        /// Its local clip, or nil when it does not clip.
        public var clip: ClipRect?
        /// Its own visual effects.
        public var transform: Transform
        /// Its layers.
        public var layers: [Layer]
        /// Whether it is displaced from where it is laid out (held at its stick line, or pushed out by its section's end).
        public var stuck: Bool

        /// Creates a header answer.
        public init(id: String?, frame: Rect, visibleRect: Rect?, clip: ClipRect?, transform: Transform, layers: [Layer], stuck: Bool) {
            self.id = id
            self.frame = frame
            self.visibleRect = visibleRect
            self.clip = clip
            self.transform = transform
            self.layers = layers
            self.stuck = stuck
        }

        /// The header of `element`, the item-shaped answer it was built as.
        init(_ element: Item, stuck: Bool) {
            self.init(id: element.id, frame: element.frame, visibleRect: element.visibleRect, clip: element.clip,
                      transform: element.transform, layers: element.layers, stuck: stuck)
        }

        /// The header as an item-shaped answer (index 0), for code that draws or walks items.
        public var element: Item {
            Item(index: 0, id: id, frame: frame, visibleRect: visibleRect, clip: clip, transform: transform, layers: layers)
        }

        /// Encodes every field; `id` only when present, `visibleRect` and `clip` as `null` when absent.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(frame, forKey: .frame)
            try container.encode(visibleRect, forKey: .visibleRect)
            try container.encode(clip, forKey: .clip)
            try container.encode(transform, forKey: .transform)
            try container.encode(layers, forKey: .layers)
            try container.encode(stuck, forKey: .stuck)
        }
    }
}
