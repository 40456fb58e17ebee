/// One section of a scene: a kind of layout, its items, and the effects and layers of each item.
public struct Section: Hashable, Sendable, Codable, WireRecord {
    /// A unique name, echoed in the response.
    public var id: String
    /// How the section lays out its items.
    public var kind: SectionKind
    /// A preset (from `GET /v1/presets`) whose effects and layers apply where the section gives none.
    public var preset: String?
    /// The corner radius of each item's clip (reported, not used in geometry).
    public var cornerRadius: Double = 0
    /// Whether each item clips its layers to its bounds.
    public var clip: Bool = true
    /// Effects applied to each item as a whole.
    public var effects: [Effect]?
    /// The layer tree of each item.
    public var layers: [Layer]?
    /// `header`: its length along the scene axis (`height` when vertical, `width` when horizontal).
    public var size: ItemSize?
    /// `header`: pinned where it rests, it collapses to `minHeight` as the scene scrolls; absent by default.
    public var collapse: Collapse?
    /// `list`, `grid`, `carousel`: the item size; a list's missing cross size fills the section.
    public var itemSize: ItemSize?
    /// The gap between items; 0 by default, 16 in carousels.
    public var spacing: Double?
    /// Space between the section's edges and its items.
    public var padding: Insets = .zero
    /// `grid`: items per line across the scene axis.
    public var columns: Int?
    /// `carousel`: `center` pads both ends so every item can sit centred; `leading` pads by `padding`.
    public var alignment: CarouselAlignment = .center
    /// `carousel`: its own horizontal scroll offset.
    public var offset: Double = 0
    /// `carousel`: whether its items repeat without end both ways (the offset is then never clamped).
    public var loop: Bool = false
    /// `carousel`: how a fling settles (`POST /v1/snap`).
    public var snap: SnapMode = .viewAligned
    /// `carousel`: how far in front of its centre the eye sits that draws its 3-D effects, in points.
    public var perspective: Double = 500
    /// `box`: its frame in content space.
    public var frame: Rect?
    /// The number of identical items, when they are not enumerated.
    public var count: Int?
    /// The enumerated items, when they are not given by `count`.
    public var items: [ItemSpec]?
    /// `list`, `grid`: a header at the start of the section that sticks while the section passes.
    public var header: SectionHeader?
    /// Pins the whole section while the content passes; absent by default.
    public var sticky: Sticky?
    /// The scene's first section, a `header`: a bar that slides away as the content scrolls forward and returns as it
    /// scrolls back; absent by default.
    public var reveal: Reveal?

    @inlinable
    public static var unread: Section { Section(id: "", kind: .list) }

    /// A section's members in the order they are declared.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of section: inout Section, _ list: inout List) throws(List.Failure) {
        try list.required("id", &section.id)
        try list.required("kind", &section.kind)
        try list.member("preset", &section.preset)
        try list.member("cornerRadius", &section.cornerRadius)
        try list.member("clip", &section.clip)
        try list.member("effects", &section.effects)
        try list.member("layers", &section.layers)
        try list.member("size", &section.size)
        try list.member("collapse", &section.collapse)
        try list.member("itemSize", &section.itemSize)
        try list.member("spacing", &section.spacing)
        try list.member("padding", &section.padding)
        try list.member("columns", &section.columns)
        try list.member("alignment", &section.alignment)
        try list.member("offset", &section.offset)
        try list.member("loop", &section.loop)
        try list.member("snap", &section.snap)
        try list.member("perspective", &section.perspective)
        try list.member("frame", &section.frame)
        try list.member("count", &section.count)
        try list.member("items", &section.items)
        try list.member("header", &section.header)
        try list.member("sticky", &section.sticky)
        try list.member("reveal", &section.reveal)
    }

    /// The gap between items, with the kind's default.
    var itemSpacing: Double { spacing ?? (kind == .carousel ? 16 : 0) }

    /// Whether the section paints above those that do not: a pinned section or a collapsing header (CSS `z-index: 1`).
    /// A bar that hides and returns paints there too: it slides over the content.
    public var paintsAbove: Bool { sticky != nil || (kind == .header && collapse != nil) || reveal != nil }

    /// Whether the section is a carousel whose items repeat without end.
    var loops: Bool { kind == .carousel && loop }

    /// The item a listed index stands for: in a looping carousel, virtual index k shows item k mod count.
    func item(at index: Int) -> Int {
        guard loops, itemCount > 0 else { return index }
        let remainder = index % itemCount
        return remainder < 0 ? remainder + itemCount : remainder
    }

    /// The number of items, however they are given.
    var itemCount: Int {
        switch kind {
        case .header, .box: 1
        case .list, .grid, .carousel: items?.count ?? count ?? 0
        }
    }
}

extension Section {
    /// A section of `kind` named `id`, every other member at the contract's default (set them as properties).
    @inlinable
    public init(id: String, kind: SectionKind) {
        self.id = id
        self.kind = kind
    }
}

/// How a section lays out its items.
public enum SectionKind: String, Hashable, Sendable, Codable, WireField {
    /// One item spanning the cross size.
    case header
    /// Items stacked along the scene's axis.
    case list
    /// Items in lines of `columns` across the scene's axis.
    case grid
    /// A nested horizontal scroll container (vertical scenes only).
    case carousel
    /// One item placed explicitly in content space, outside the stack.
    case box
}

/// Where a carousel's items rest.
public enum CarouselAlignment: String, Hashable, Sendable, Codable, WireField {
    /// Both ends padded by (container − item) / 2, so each item can sit centred.
    case center
    /// Ends padded by the section's leading and trailing padding.
    case leading
}

/// How a scroll container settles after a fling.
public enum SnapMode: String, Hashable, Sendable, Codable, WireField {
    /// Wherever deceleration ends.
    case none
    /// On an item.
    case viewAligned
    /// On a multiple of the container's length.
    case paging
}

/// An item size in which either side may be left to the layout.
public struct ItemSize: Hashable, Sendable, Codable, WireRecord {
    /// The width, if given.
    public var width: Double?
    /// The height, if given.
    public var height: Double?

    /// Creates an item size.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    @inlinable
    public static var unread: ItemSize { ItemSize() }

    /// An item size's members; either side may be absent.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of size: inout ItemSize, _ list: inout List) throws(List.Failure) {
        try list.member("width", &size.width)
        try list.member("height", &size.height)
    }

    /// The side along `axis`, if given.
    public subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }
}

/// One enumerated item.
public struct ItemSpec: Hashable, Sendable, Codable, WireRecord {
    /// The item's name, echoed in the response.
    public var id: String?
    /// The item's own size (lists only), overriding the section's `itemSize`.
    public var size: ItemSize?

    /// Creates an item.
    public init(id: String? = nil, size: ItemSize? = nil) {
        self.id = id
        self.size = size
    }

    @inlinable
    public static var unread: ItemSpec { ItemSpec() }

    /// An item's members; both are optional.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of item: inout ItemSpec, _ list: inout List) throws(List.Failure) {
        try list.member("id", &item.id)
        try list.member("size", &item.size)
    }
}
