/// The geometry of a scene at one offset: the response body of `POST /v1/frame`.
public struct Frame: Hashable, Sendable, Codable, WireRecord {
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

    /// Empty until read.
    @inlinable
    public static var unread: Frame { Frame(offset: 0, maxOffset: 0, contentSize: Size(width: 0, height: 0), sections: [], warnings: []) }

    /// A frame's members, `displayedOffset` only with a rubber band.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of frame: inout Frame, _ list: inout List) throws(List.Failure) {
        try list.required("contentSize", &frame.contentSize)
        try list.member("displayedOffset", &frame.displayedOffset)
        try list.required("maxOffset", &frame.maxOffset)
        try list.required("offset", &frame.offset)
        try list.required("sections", &frame.sections)
        try list.required("warnings", &frame.warnings)
    }
}

extension Frame {
    /// The first and last index of the items listed in a section.
    public struct VisibleRange: Hashable, Sendable, Codable, WireRecord {
        /// The lowest listed index.
        public var first: Int
        /// The highest listed index.
        public var last: Int

        /// Creates a range.
        public init(first: Int, last: Int) {
            self.first = first
            self.last = last
        }

        /// Empty until read.
        @inlinable
        public static var unread: VisibleRange { VisibleRange(first: 0, last: 0) }

        /// A range's members, both required.
        @inlinable
        public static func members<List: MemberList & ~Copyable>(of range: inout VisibleRange, _ list: inout List) throws(List.Failure) {
            try list.required("first", &range.first)
            try list.required("last", &range.last)
        }
    }

    /// An item's clip shape in its local coordinates, with the corner radius it is drawn with.
    public struct ClipRect: Hashable, Sendable, Codable, WireRecord {
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

        /// Empty until read.
        @inlinable
        public static var unread: ClipRect { ClipRect(x: 0, y: 0, width: 0, height: 0, cornerRadius: 0) }

        /// A clip's members, all required.
        @inlinable
        public static func members<List: MemberList & ~Copyable>(of clip: inout ClipRect, _ list: inout List) throws(List.Failure) {
            try list.required("cornerRadius", &clip.cornerRadius)
            try list.required("height", &clip.height)
            try list.required("width", &clip.width)
            try list.required("x", &clip.x)
            try list.required("y", &clip.y)
        }
    }

    /// A `cover` layer that leaves part of its parent uncovered.
    public struct Warning: Hashable, Sendable, Codable, WireRecord {
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

        /// Empty until read.
        @inlinable
        public static var unread: Warning { Warning(code: "", section: "", item: nil, layer: nil, edge: "", amount: 0) }

        /// A warning's members, `item` and `layer` written as `null` when absent; `header` only for a header's layer.
        @inlinable
        public static func members<List: MemberList & ~Copyable>(of warning: inout Warning, _ list: inout List) throws(List.Failure) {
            try list.required("amount", &warning.amount)
            try list.required("code", &warning.code)
            try list.required("edge", &warning.edge)
            try list.member("header", &warning.header)
            try list.required("item", &warning.item)
            try list.required("layer", &warning.layer)
            try list.required("section", &warning.section)
        }
    }
}
