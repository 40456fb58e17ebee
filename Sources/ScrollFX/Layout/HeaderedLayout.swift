/// A `list` or `grid` with a `header`: the header takes the first `headerLength` of the section's slot along the axis,
/// and the section's own layout (its padding, then its items) follows it.
struct HeaderedLayout: ItemLayout {
    /// The section's layout without its header.
    let items: any ItemLayout
    let axis: Axis
    /// The header's length along the axis, h.
    let headerLength: Double

    var length: Double { headerLength + items.length }
    var count: Int { items.count }
    var lineLength: Int { items.lineLength }

    func frame(ofItem index: Int) -> Rect {
        var shift = Point.zero
        shift[axis] = headerLength
        return items.frame(ofItem: index).offsetBy(shift)
    }

    func candidates(from lower: Double, to upper: Double) -> Range<Int> {
        items.candidates(from: lower - headerLength, to: upper - headerLength)
    }
}
