extension Timeline {
    /// A `cover` layer that shows a gap somewhere in the range, and the overscan that would hide every gap.
    public struct Exposure: Hashable, Sendable, Codable, WireRecord {
        /// The section's id.
        public var section: String
        /// Whether the layer is in the section's header's layer tree (`"header": true`), not its items'.
        public var header: Bool
        /// The layer ids from the item (or the header) down (`#n` for a layer without id).
        public var layer: [String]
        /// Each stretch of offsets over which one item (or the header) shows a gap at one edge, by item then edge.
        public var gaps: [Gap]
        /// The smallest overscan (the layer's own where it already suffices) with which no listed item
        /// shows a gap anywhere in the range; nil when no overscan up to 1024 times the layer's hides them.
        public var overscan: Point?

        /// Creates an exposure; `header` for a layer of the section's header.
        public init(section: String, header: Bool = false, layer: [String], gaps: [Gap], overscan: Point?) {
            (self.section, self.header, self.layer, self.gaps, self.overscan) = (section, header, layer, gaps, overscan)
        }

        /// Empty until read.
        public static var unread: Exposure { Exposure(section: "", layer: [], gaps: [], overscan: nil) }

        /// An exposure's members, `overscan` as `null` when nothing hides the gaps, `header` only when true.
        public static func members<List: MemberList & ~Copyable>(of exposure: inout Exposure, _ list: inout List) throws(List.Failure) {
            var header: Bool? = exposure.header ? true : nil
            try list.required("gaps", &exposure.gaps)
            try list.member("header", &header)
            try list.required("layer", &exposure.layer)
            try list.required("overscan", &exposure.overscan)
            try list.required("section", &exposure.section)
            exposure.header = header ?? false
        }
    }

    /// Offsets [from, to] over which an item's (or a header's) cover layer leaves one edge of its parent uncovered.
    public struct Gap: Hashable, Sendable, Codable, WireRecord {
        /// The item's index; nil (`null`) for the section's header.
        public var item: Int?
        /// The logical edge of the parent: `top`, `bottom`, `leading` or `trailing`, as in frame warnings.
        public var edge: String
        /// Where the gap opens (its amount is 0 there, or the item's listing starts).
        public var from: Double
        /// Where it closes again (or the item's listing ends).
        public var to: Double
        /// The widest the gap gets over [from, to], in points.
        public var amount: Double

        /// Creates a gap; `item` nil for a header's.
        public init(item: Int?, edge: String, from: Double, to: Double, amount: Double) {
            (self.item, self.edge, self.from, self.to, self.amount) = (item, edge, from, to, amount)
        }

        /// Empty until read.
        public static var unread: Gap { Gap(item: nil, edge: "", from: 0, to: 0, amount: 0) }

        /// A gap's members, `item` as `null` for a header's gap.
        public static func members<List: MemberList & ~Copyable>(of gap: inout Gap, _ list: inout List) throws(List.Failure) {
            try list.required("amount", &gap.amount)
            try list.required("edge", &gap.edge)
            try list.required("from", &gap.from)
            try list.required("item", &gap.item)
            try list.required("to", &gap.to)
        }
    }
}
