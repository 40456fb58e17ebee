extension Frame {
    /// A section's header as answered: an element like an item, without an index, and whether it is stuck.
    public struct Header: Hashable, Sendable, Codable {
        /// The header as an item-shaped element: its displayed frame (stickiness, then its layout effects), visible
        /// rect, clip, transform and layers. Its `index` is 0 and is not written.
        public var element: Item
        /// Whether it is displaced from where it is laid out (held at its stick line, or pushed out by its section's end).
        public var stuck: Bool

        /// Creates a header answer.
        public init(element: Item, stuck: Bool) {
            self.element = element
            self.stuck = stuck
        }

        private enum CodingKeys: String, CodingKey { case stuck }

        /// Decodes the element's members (without `index`) and `stuck`.
        public init(from decoder: any Decoder) throws {
            self.init(element: try Item(from: decoder, indexed: false),
                      stuck: try decoder.container(keyedBy: CodingKeys.self).decode(Bool.self, forKey: .stuck))
        }

        /// Encodes the element's members (without `index`) and `stuck`.
        public func encode(to encoder: any Encoder) throws {
            try element.encode(to: encoder, indexed: false)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(stuck, forKey: .stuck)
        }
    }
}
