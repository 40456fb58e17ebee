/// A scroll container, what is laid out in it, and its scroll position: the request body of `POST /v1/frame`.
public struct Scene: Hashable, Sendable, Codable, WireRecord {
    /// The scroll container's visible rect and where it sits on screen.
    public var viewport: Viewport
    /// The direction the scene scrolls in; `vertical` by default.
    public var axis: Axis
    /// The scroll offset from rest along `axis`; negative is over-scroll past the start.
    public var offset: Double
    /// The frame before this one, for a bar that hides and returns (``Reveal``): scroll state, like `offset`.
    public var previous: PreviousFrame?
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

    @inlinable
    public static var unread: Scene { Scene(viewport: Viewport(width: 0, height: 0), sections: []) }

    /// A scene's members in the contract's order (sections last); `offset` is its scroll state.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of scene: inout Scene, _ list: inout List) throws(List.Failure) {
        try list.required("viewport", &scene.viewport)
        try list.member("axis", &scene.axis)
        try list.state("offset", &scene.offset)
        try list.state("previous", &scene.previous)
        try list.member("contentInset", &scene.contentInset)
        try list.member("spacing", &scene.spacing)
        try list.member("layoutDirection", &scene.layoutDirection)
        try list.member("reduceMotion", &scene.reduceMotion)
        try list.member("prefetch", &scene.prefetch)
        try list.member("snap", &scene.snap)
        try list.member("overscroll", &scene.overscroll)
        try list.required("sections", &scene.sections)
    }
}

/// The scroll container's visible size and its position in global (screen) space.
public struct Viewport: Hashable, Sendable, Codable, WireRecord {
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

    @inlinable
    public static var unread: Viewport { Viewport(width: 0, height: 0) }

    /// A viewport's members; `x` and `y` default to 0.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of viewport: inout Viewport, _ list: inout List) throws(List.Failure) {
        try list.required("width", &viewport.width)
        try list.required("height", &viewport.height)
        try list.member("x", &viewport.x)
        try list.member("y", &viewport.y)
    }

    /// The size of the visible rect.
    public var size: Size { Size(width: width, height: height) }
}

/// The horizontal reading direction.
public enum LayoutDirection: String, Hashable, Sendable, Codable, WireField {
    /// Left to right.
    case ltr
    /// Right to left: horizontal placement and effects are mirrored.
    case rtl
}
