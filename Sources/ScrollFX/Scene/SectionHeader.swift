/// A `list` or `grid` section's `header`: an element at the start of the section's slot that sticks at its `top`
/// below the start inset while the section passes, and is pushed out by the slot's end (CSS `position: sticky`).
public struct SectionHeader: Hashable, Sendable, Codable, WireObject {
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

    /// Reads a header: `size` is required.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> SectionHeader {
        var header = SectionHeader(size: ItemSize())
        try members.read("id", into: &header.id)
        header.size = try members.require("size", as: ItemSize.self)
        try members.read("top", into: &header.top)
        try members.read("effects", into: &header.effects)
        try members.read("layers", into: &header.layers)
        try members.read("cornerRadius", into: &header.cornerRadius)
        try members.read("clip", into: &header.clip)
        return header
    }
}

/// A section's `sticky`: the whole section sticks at `top` below the start inset while the content passes, its
/// containing block the whole content (CSS `position: sticky`).
public struct Sticky: Hashable, Sendable, Codable, WireObject {
    /// How far below the start inset the section sticks; negative sticks its start above that line.
    public var top: Double

    /// Creates a pin; by default at the start inset.
    public init(top: Double = 0) { self.top = top }

    /// Reads a pin; `top` defaults to 0.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> Sticky {
        var sticky = Sticky()
        try members.read("top", into: &sticky.top)
        return sticky
    }
}
