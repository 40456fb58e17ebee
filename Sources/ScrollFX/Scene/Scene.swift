/// A scroll container, what is laid out in it, and its scroll position: the request body of `POST /v1/frame`.
public struct Scene: Hashable, Sendable, Codable {
    /// The scroll container's visible rect and where it sits on screen.
    public var viewport: Viewport
    /// The direction the scene scrolls in; `vertical` by default.
    public var axis: Axis
    /// The scroll offset from rest along `axis`; negative is over-scroll past the start.
    public var offset: Double
    /// Content padding around all sections, part of the content length.
    public var contentInset: Insets
    /// The gap between consecutive sections.
    public var spacing: Double
    /// `ltr` (default) or `rtl`, which mirrors horizontal placement.
    public var layoutDirection: LayoutDirection
    /// When true, only opacity changes survive.
    public var reduceMotion: Bool
    /// Extra length at both ends of the visible rect within which items are listed too.
    public var prefetch: Double
    /// How a fling of the scene itself settles (`POST /v1/snap`); `none` by default.
    public var snap: SnapMode
    /// How an offset past either end is shown; `none` (as it is) by default.
    public var overscroll: Overscroll
    /// The sections, stacked along `axis` in order.
    public var sections: [Section]

    /// Creates a scene with the contract's defaults.
    public init(
        viewport: Viewport,
        axis: Axis = .vertical,
        offset: Double = 0,
        contentInset: Insets = .zero,
        spacing: Double = 0,
        layoutDirection: LayoutDirection = .ltr,
        reduceMotion: Bool = false,
        prefetch: Double = 0,
        snap: SnapMode = .none,
        overscroll: Overscroll = Overscroll(),
        sections: [Section]
    ) {
        self.viewport = viewport
        self.axis = axis
        self.offset = offset
        self.contentInset = contentInset
        self.spacing = spacing
        self.layoutDirection = layoutDirection
        self.reduceMotion = reduceMotion
        self.prefetch = prefetch
        self.snap = snap
        self.overscroll = overscroll
        self.sections = sections
    }

    private enum CodingKeys: String, CodingKey {
        case viewport, axis, offset, contentInset, spacing, layoutDirection, reduceMotion, prefetch, snap, overscroll, sections
    }

    /// Decodes a scene, filling in the defaults of the contract.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Fields are read in the contract's order (sections last), so the first bad one is the one reported.
        self.init(viewport: try container.decode(Viewport.self, forKey: .viewport), sections: [])
        try container.decode(&axis, ifPresent: .axis)
        try container.decode(&offset, ifPresent: .offset)
        try container.decode(&contentInset, ifPresent: .contentInset)
        try container.decode(&spacing, ifPresent: .spacing)
        try container.decode(&layoutDirection, ifPresent: .layoutDirection)
        try container.decode(&reduceMotion, ifPresent: .reduceMotion)
        try container.decode(&prefetch, ifPresent: .prefetch)
        try container.decode(&snap, ifPresent: .snap)
        try container.decode(&overscroll, ifPresent: .overscroll)
        sections = try container.decode([Section].self, forKey: .sections)
    }
}

/// The scroll container's visible size and its position in global (screen) space.
public struct Viewport: Hashable, Sendable, Codable {
    /// The visible width.
    public var width: Double
    /// The visible height.
    public var height: Double
    /// Where the container's left edge sits in global space.
    public var x: Double
    /// Where the container's top edge sits in global space.
    public var y: Double

    /// Creates a viewport.
    public init(width: Double, height: Double, x: Double = 0, y: Double = 0) {
        self.width = width
        self.height = height
        self.x = x
        self.y = y
    }

    private enum CodingKeys: String, CodingKey { case width, height, x, y }

    /// Decodes a viewport; `x` and `y` default to 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
        try container.decode(&x, ifPresent: .x)
        try container.decode(&y, ifPresent: .y)
    }

    /// The size of the visible rect.
    public var size: Size { Size(width: width, height: height) }
}

/// The horizontal reading direction.
public enum LayoutDirection: String, Hashable, Sendable, Codable {
    /// Left to right.
    case ltr
    /// Right to left: horizontal placement and effects are mirrored.
    case rtl
}
