/// A collapsing header's `collapse`: pinned where it rests, it shrinks from its height H to `minHeight` h as the
/// scene scrolls, H − clamp(offset, 0, H − h) along the scene's axis (Android's collapsing toolbar, Flutter's
/// SliverAppBar). Past the start it behaves as any header (`grow`, `stretch`).
public struct Collapse: Hashable, Sendable, Codable {
    /// The length it keeps once collapsed, from 0 to the header's own.
    public var minHeight: Double

    /// Creates a collapse.
    public init(minHeight: Double) { self.minHeight = minHeight }
}

/// How far a collapsing header has collapsed at the current offset, for the effects of its item and layers.
struct CollapseState: Sendable {
    /// clamp(offset, 0, H − h).
    var distance: Double
    /// H − h, the distance over which it collapses.
    var range: Double

    /// The header's state when its container is at `offset` (the displayed one).
    init(collapse: Collapse, height: Double, offset: Double) {
        range = max(0, height - collapse.minHeight)
        distance = min(max(offset, 0), range)
    }

    /// clamp(offset / (H − h), 0, 1): 0 expanded, 1 collapsed; 0 when there is nothing to collapse (h = H).
    var progress: Double {
        // Guarded denominator: with H = h nothing collapses.
        range > 0 ? distance / range : 0
    }
}
