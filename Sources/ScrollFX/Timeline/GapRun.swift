/// One stretch of offsets over which one item's (or the header's: its gap's `item` is nil) cover layer leaves one
/// edge uncovered.
struct GapRun {
    var section: Int
    /// The layer's index among the cover layers of its tree (the items', or the header's), depth-first.
    var cover: Int
    var gap: Timeline.Gap
    /// The offset where the gap is widest.
    var widest: Double
    var axis: Axis
}
