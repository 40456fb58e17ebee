/// The item placement of one section, in section-local coordinates, queried lazily.
///
/// Implementations answer visibility without visiting every item, so the cost
/// of a frame depends on what is visible, not on how many items there are.
protocol ItemLayout: Sendable {
    /// The section's length along the scene axis, padding included.
    var length: Double { get }
    /// How many items the section has.
    var count: Int { get }
    /// The frame of item `index` (0 ≤ index < count) in section-local coordinates.
    func frame(ofItem index: Int) -> Rect
    /// The items that may overlap [from, to] along the scene axis (section-local);
    /// a superset of the visible ones, which the caller filters exactly.
    func candidates(from: Double, to: Double) -> Range<Int>
    /// Items per line across the axis (a grid's columns); 1 for everything else.
    var lineLength: Int { get }
}

extension ItemLayout {
    var lineLength: Int { 1 }
}
