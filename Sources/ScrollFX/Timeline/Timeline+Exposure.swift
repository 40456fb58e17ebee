extension Timeline {
    /// A `cover` layer that shows a gap somewhere in the range, and the overscan that would hide every gap.
    public struct Exposure: Hashable, Sendable, Codable {
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

        private enum CodingKeys: String, CodingKey { case section, header, layer, gaps, overscan }

        /// Decodes an exposure; `header` is false when absent.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(section: try container.decode(String.self, forKey: .section),
                      header: try container.decodeIfPresent(Bool.self, forKey: .header) ?? false,
                      layer: try container.decode([String].self, forKey: .layer), gaps: try container.decode([Gap].self, forKey: .gaps),
                      overscan: try container.decodeIfPresent(Point.self, forKey: .overscan))
        }

        /// Encodes every field, `overscan` as `null` when nothing hides the gaps, `header` only when true.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(section, forKey: .section)
            if header { try container.encode(true, forKey: .header) }
            try container.encode(layer, forKey: .layer)
            try container.encode(gaps, forKey: .gaps)
            try container.encode(overscan, forKey: .overscan)
        }
    }

    /// Offsets [from, to] over which an item's (or a header's) cover layer leaves one edge of its parent uncovered.
    public struct Gap: Hashable, Sendable, Codable {
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

        private enum CodingKeys: String, CodingKey { case item, edge, from, to, amount }

        /// Encodes every field, `item` as `null` for a header's gap.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(item, forKey: .item)
            try container.encode(edge, forKey: .edge)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(amount, forKey: .amount)
        }
    }
}
