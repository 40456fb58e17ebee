extension Timeline {
    /// A `cover` layer that shows a gap somewhere in the range, and the overscan that would hide every gap.
    public struct Exposure: Hashable, Sendable, Codable {
        /// The section's id.
        public var section: String
        /// The layer ids from the item down (`#n` for a layer without id).
        public var layer: [String]
        /// Each stretch of offsets over which one item shows a gap at one edge, by item then edge.
        public var gaps: [Gap]
        /// The smallest overscan (the layer's own where it already suffices) with which no listed item
        /// shows a gap anywhere in the range; nil when no overscan up to 1024 times the layer's hides them.
        public var overscan: Point?

        /// Encodes every field, `overscan` as `null` when nothing hides the gaps.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(section, forKey: .section)
            try container.encode(layer, forKey: .layer)
            try container.encode(gaps, forKey: .gaps)
            try container.encode(overscan, forKey: .overscan)
        }
    }

    /// Offsets [from, to] over which an item's cover layer leaves one edge of its parent uncovered.
    public struct Gap: Hashable, Sendable, Codable {
        /// The item's index.
        public var item: Int
        /// The logical edge of the parent: `top`, `bottom`, `leading` or `trailing`, as in frame warnings.
        public var edge: String
        /// Where the gap opens (its amount is 0 there, or the item's listing starts).
        public var from: Double
        /// Where it closes again (or the item's listing ends).
        public var to: Double
        /// The widest the gap gets over [from, to], in points.
        public var amount: Double
    }
}
