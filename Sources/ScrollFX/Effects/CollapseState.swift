/// How far a collapsing header has collapsed at the current offset, for the effects of its item and layers.
struct CollapseState: Sendable {
    /// clamp(offset, 0, H − h).
    var distance: Double
    /// H − h, the distance over which it collapses.
    var range: Double

    /// The state of a header `height` long collapsing to `minHeight` when its container is at `offset` (the displayed one).
    init(minHeight: Double, height: Double, offset: Double) {
        range = max(0, height - minHeight)
        distance = min(max(offset, 0), range)
    }

    /// clamp(offset / (H − h), 0, 1): 0 expanded, 1 collapsed; 0 when there is nothing to collapse (h = H).
    var progress: Double {
        // Guarded denominator: with H = h nothing collapses.
        range > 0 ? distance / range : 0
    }
}
