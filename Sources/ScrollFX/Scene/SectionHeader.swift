/// A `list` or `grid` section's `header`: an element at the start of the section's slot that sticks at its `top`
/// below the start inset while the section passes, and is pushed out by the slot's end (CSS `position: sticky`).
public struct SectionHeader: Hashable, Sendable, Codable, WireRecord {
    /// Its name, echoed in the answer.
    public var id: String?
    /// Its length along the scene axis (`height` in a vertical scene, `width` in a horizontal one); the other side is
    /// ignored: a header spans the section's whole cross size.
    public var size: ItemSize
    /// How far below the start inset it sticks; negative sticks its start above that line.
    public var top: Double
    /// Its own effects (not the section's, nor its preset's).
    public var effects: [Effect]?
    /// Its own layer tree.
    public var layers: [Layer]?
    /// The corner radius of its clip (reported, not used in geometry).
    public var cornerRadius: Double
    /// Whether it clips its layers to its bounds.
    public var clip: Bool

    /// Creates a header; the defaults are the contract's.
    public init(
        id: String? = nil, size: ItemSize, top: Double = 0, effects: [Effect]? = nil, layers: [Layer]? = nil,
        cornerRadius: Double = 0, clip: Bool = true
    ) {
        self.id = id
        self.size = size
        self.top = top
        self.effects = effects
        self.layers = layers
        self.cornerRadius = cornerRadius
        self.clip = clip
    }

    /// Every member at its default; `size` empty until read.
    @inlinable
    public static var unread: SectionHeader { SectionHeader(size: ItemSize()) }

    /// A header's members: `size` is required.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of header: inout SectionHeader, _ list: inout List) throws(List.Failure) {
        try list.member("id", &header.id)
        try list.required("size", &header.size)
        try list.member("top", &header.top)
        try list.member("effects", &header.effects)
        try list.member("layers", &header.layers)
        try list.member("cornerRadius", &header.cornerRadius)
        try list.member("clip", &header.clip)
    }
}

/// A section's `sticky`: the whole section sticks at `top` below the start inset while the content passes, its
/// containing block the whole content (CSS `position: sticky`).
public struct Sticky: Hashable, Sendable, Codable, WireRecord {
    /// How far below the start inset the section sticks; negative sticks its start above that line.
    public var top: Double
    /// The id of the scene's bar (``Reveal``) whose hidden amount lifts the stick line: a tab bar under a toolbar.
    public var follow: String?

    /// Creates a pin; by default at the start inset, following no bar.
    public init(top: Double = 0, follow: String? = nil) {
        self.top = top
        self.follow = follow
    }

    /// At the start inset.
    @inlinable
    public static var unread: Sticky { Sticky() }

    /// A pin's members; `top` defaults to 0.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of sticky: inout Sticky, _ list: inout List) throws(List.Failure) {
        try list.member("top", &sticky.top)
        try list.member("follow", &sticky.follow)
    }
}
