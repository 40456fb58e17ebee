extension Frame {
    /// A section's header as answered: an element like an item, without an index, and whether it is stuck.
    public struct Header: Hashable, Sendable, Codable, WireRecord {
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

        /// Empty until read.
        @inlinable
        public static var unread: Header { Header(element: .unread, stuck: false) }

        /// The element's members (without `index`) and `stuck`.
        @inlinable
        public static func members<List: MemberList & ~Copyable>(of header: inout Header, _ list: inout List) throws(List.Failure) {
            var stuck: Bool? = header.stuck
            try Item.members(of: &header.element, stuck: &stuck, list: &list)
            header.stuck = stuck ?? false
        }
    }
}
