/// The nearest scroll container of an element: what its effects measure against.
struct ScrollContainer: Sendable {
    /// The container's frame in viewport space.
    var frame: Rect
    /// The container's scroll axis.
    var axis: Axis
    /// The container's scroll offset.
    var offset: Double
    /// Where viewport space sits in global space.
    var globalOrigin: Point
    /// A carousel's item width plus spacing; 0 for the scene.
    var stride = 0.0
    /// How far in front of its centre the eye sits that draws a carousel's 3-D effects.
    var perspective = 500.0
    /// How far the scene's bar that hides and returns is hidden (``RevealBar``): the scene's container only, 0 elsewhere.
    var hidden = 0.0
    /// Over-scroll past the container's start edge: max(0, −offset).
    var pull: Double { max(0, -offset) }
}

/// What an effect reads: the element's layout frame, its item, its section and its container.
struct EffectContext: Sendable {
    /// The element's layout frame in viewport space, before any visual transform.
    var frame: Rect
    /// The layout frame of the item the element belongs to (the element itself for an item).
    var item: Rect
    /// The section's frame in viewport space.
    var section: Rect
    /// The element's nearest scroll container.
    var container: ScrollContainer
    /// How far its header has collapsed, for the item and layers of a collapsing header.
    var collapse: CollapseState?
    /// The bar's hidden fraction s / h, for the item and layers of a bar that hides and returns; 0 elsewhere.
    var reveal = 0.0
    /// Whether the element is an item (its effects read its own frame) rather than a layer.
    var isItem = false
}
