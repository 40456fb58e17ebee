extension Frame {
    /// One section of the answer: its frame and its listed items.
    public struct Section: Hashable, Sendable, Codable, WireRecord {
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
        /// The indices of the first and last listed item, or nil when none is listed (`null`).
        public var visibleRange: VisibleRange?
        /// The listed items, in index order.
        public var items: [Item]
        /// The section's header: nil (left out) when the request has none, `.some(nil)` (`null`) when it has one that
        /// is not listed.
        public var header: Header?? {
            get { headerSlot.map { $0.headers.first } }
            set { headerSlot = newValue.map { HeaderSlot(headers: $0.map { [$0] } ?? []) } }
        }
        /// ``header`` held out of line, so that a section answer stays small to copy.
        @usableFromInline var headerSlot: HeaderSlot?
        /// Whether a pinned section (`sticky`) is displaced from where it is laid out; nil when it is not pinned.
        public var stuck: Bool?
        /// How far the bar that hides and returns is hidden in this frame (its section only; nil for every other): what
        /// a front-end sends back as `previous.hidden`.
        public var hidden: Double?

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
            self.headerSlot = nil
            self.stuck = stuck
            self.header = header
        }

        /// Empty until read.
        @inlinable
        public static var unread: Section {
            Section(id: "", kind: .list, frame: .unread, offset: 0, maxOffset: 0, visibleRange: nil, items: [])
        }

        /// A section's members: `header` only when the request has one, `stuck` only for a pinned section.
        @inlinable
        public static func members<List: MemberList & ~Copyable>(of section: inout Section, _ list: inout List) throws(List.Failure) {
            try list.required("frame", &section.frame)
            try list.member("header", &section.headerSlot)
            try list.member("hidden", &section.hidden)
            try list.required("id", &section.id)
            try list.required("items", &section.items)
            try list.required("kind", &section.kind)
            try list.required("maxOffset", &section.maxOffset)
            try list.required("offset", &section.offset)
            try list.member("stuck", &section.stuck)
            try list.required("visibleRange", &section.visibleRange)
        }
    }

    /// A section's `header` member once present: the header, or `null` (no element in ``headers``) when it is not
    /// listed.
    @usableFromInline
    struct HeaderSlot: Hashable, Sendable, WireUnion {
        @usableFromInline var headers: [Header]

        @usableFromInline
        init(headers: [Header]) {
            self.headers = headers
        }

        @inlinable
        static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> HeaderSlot {
            HeaderSlot(headers: reader.isNull ? [] : [try Header.read(from: reader)])
        }

        /// `null` is a header that is not listed, not the member left out.
        @inlinable
        static var ofNull: HeaderSlot? { HeaderSlot(headers: []) }

        @inlinable
        func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
            if let header = headers.first { header.write(to: &writer) } else { writer.null() }
        }

        /// The header where it lies, for a writer that ``ValueWriter/listsInPlace`` (a copy's layers would be copied
        /// whole); as ``write(to:)`` for others.
        @inlinable
        mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
            guard writer.listsInPlace, !headers.isEmpty else { return write(to: &writer) }
            headers[0].writeInPlace(to: &writer)
        }

        @inlinable
        mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer) {
            writer.name(name)
            writeInPlace(to: &writer)
        }
    }

    /// One listed item: where it is laid out, how it is transformed and clipped, and its layers.
    public struct Item: Hashable, Sendable, Codable, WireRecord {
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

        /// Empty until read.
        @inlinable
        public static var unread: Item {
            Item(index: 0, id: nil, frame: .unread, visibleRect: nil, clip: nil, transform: .unread, layers: [])
        }

        /// An item's members.
        @inlinable
        public static func members<List: MemberList & ~Copyable>(of item: inout Item, _ list: inout List) throws(List.Failure) {
            var stuck: Bool?
            try members(of: &item, stuck: &stuck, list: &list)
        }

        /// The members of an item, or with `stuck` of a header's element: without `index`, with `stuck`.
        @inlinable
        static func members<List: MemberList & ~Copyable>(
            of item: inout Item, stuck: inout Bool?, list: inout List
        ) throws(List.Failure) {
            try list.required("clip", &item.clip)
            try list.required("frame", &item.frame)
            try list.member("id", &item.id)
            if stuck == nil { try list.required("index", &item.index) }
            try list.required("layers", &item.layers)
            if var isStuck = stuck {
                try list.required("stuck", &isStuck)
                stuck = isStuck
            }
            try list.required("transform", &item.transform)
            // A header is never a copy.
            if stuck == nil { try list.member("virtualIndex", &item.virtualIndex) }
            try list.required("visibleRect", &item.visibleRect)
        }
    }

    /// One layer of an item, in its parent's local coordinates.
    public struct Layer: Hashable, Sendable, Codable, WireRecord {
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

        /// Empty until read.
        @inlinable
        public static var unread: Layer { Layer(id: nil, frame: .unread, transform: .unread, clip: nil, layers: []) }

        /// A layer's members; `id` only when present, `clip` as `null` when nothing survives.
        @inlinable
        public static func members<List: MemberList & ~Copyable>(of layer: inout Layer, _ list: inout List) throws(List.Failure) {
            try list.required("clip", &layer.clip)
            try list.required("frame", &layer.frame)
            try list.member("id", &layer.id)
            try list.required("layers", &layer.layers)
            try list.required("transform", &layer.transform)
        }
    }
}
