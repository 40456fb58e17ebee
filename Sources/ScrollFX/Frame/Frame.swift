/// The geometry of a scene at one offset: the response body of `POST /v1/frame`.
public struct Frame: Hashable, Sendable, Codable {
    /// The scene's offset, as requested.
    public var offset: Double
    /// With a rubber-band `overscroll`, the offset the content shows (layout and effects read it); nil otherwise.
    public var displayedOffset: Double?
    /// The largest resting offset: max(0, content length − viewport length).
    public var maxOffset: Double
    /// The size of the scrolled content, insets included.
    public var contentSize: Size
    /// Every requested section, in request order.
    public var sections: [Section]
    /// One entry per `cover` layer that fails to fill its parent.
    public var warnings: [Warning]

    /// Creates a frame.
    public init(offset: Double, maxOffset: Double, contentSize: Size, sections: [Section], warnings: [Warning]) {
        self.offset = offset
        self.maxOffset = maxOffset
        self.contentSize = contentSize
        self.sections = sections
        self.warnings = warnings
    }
}

extension Frame {
    /// The first and last index of the items listed in a section.
    public struct VisibleRange: Hashable, Sendable, Codable {
        /// The lowest listed index.
        public var first: Int
        /// The highest listed index.
        public var last: Int

        /// Creates a range.
        public init(first: Int, last: Int) {
            self.first = first
            self.last = last
        }
    }

    /// An item's clip shape in its local coordinates, with the corner radius it is drawn with.
    public struct ClipRect: Hashable, Sendable, Codable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double
        /// The corner radius (reported, not used in the geometry).
        public var cornerRadius: Double

        /// Creates a clip rect.
        public init(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.cornerRadius = cornerRadius
        }
    }

    /// A `cover` layer that leaves part of its parent uncovered.
    public struct Warning: Hashable, Sendable, Codable {
        /// What went wrong; `gap` for an uncovered edge.
        public var code: String
        /// The section's id.
        public var section: String
        /// The item's index; nil for a section's header.
        public var item: Int?
        /// True for a layer of a section's header; nil otherwise.
        public var header: Bool?
        /// The layer's id, if it has one.
        public var layer: String?
        /// The logical edge left uncovered: `top`, `bottom`, `leading` or `trailing`.
        public var edge: String
        /// The uncovered length, in points.
        public var amount: Double

        /// Creates a warning.
        public init(code: String, section: String, item: Int?, layer: String?, edge: String, amount: Double) {
            self.code = code
            self.section = section
            self.item = item
            self.header = item == nil ? true : nil
            self.layer = layer
            self.edge = edge
            self.amount = amount
        }

        /// Encodes every field, `item` and `layer` as `null` when absent; `header` only for a header's layer.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(code, forKey: .code)
            try container.encode(section, forKey: .section)
            try container.encode(item, forKey: .item)
            try container.encodeIfPresent(header, forKey: .header)
            try container.encode(layer, forKey: .layer)
            try container.encode(edge, forKey: .edge)
            try container.encode(amount, forKey: .amount)
        }
    }
}
