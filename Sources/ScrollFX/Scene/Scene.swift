/// A scroll container, what is laid out in it, and its scroll position: the request body of `POST /v1/frame`.
public struct Scene: Hashable, Sendable, Codable, WireObject {
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

    /// Reads a scene's members in the contract's order (sections last), so the first bad one is the one reported.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> Scene {
        var scene = Scene(viewport: try members.require("viewport", as: Viewport.self), sections: [])
        try members.read("axis", into: &scene.axis)
        try members.read("offset", into: &scene.offset)
        try members.read("contentInset", into: &scene.contentInset)
        try members.read("spacing", into: &scene.spacing)
        try members.read("layoutDirection", into: &scene.layoutDirection)
        try members.read("reduceMotion", into: &scene.reduceMotion)
        try members.read("prefetch", into: &scene.prefetch)
        try members.read("snap", into: &scene.snap)
        try members.read("overscroll", into: &scene.overscroll)
        scene.sections = try members.require("sections", as: [Section].self)
        return scene
    }
}

/// The scroll container's visible size and its position in global (screen) space.
public struct Viewport: Hashable, Sendable, Codable, WireObject {
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

    /// Reads a viewport; `x` and `y` default to 0.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> Viewport {
        var viewport = Viewport(width: try members.require("width", as: Double.self), height: try members.require("height", as: Double.self))
        try members.read("x", into: &viewport.x)
        try members.read("y", into: &viewport.y)
        return viewport
    }

    /// The size of the visible rect.
    public var size: Size { Size(width: width, height: height) }
}

/// The horizontal reading direction.
public enum LayoutDirection: String, Hashable, Sendable, Codable, WireValue {
    /// Left to right.
    case ltr
    /// Right to left: horizontal placement and effects are mirrored.
    case rtl
}
