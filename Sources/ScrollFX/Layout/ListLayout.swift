/// `list`: items stacked along the scene axis inside the section's padding.
///
/// Uniform items (`count`) are placed arithmetically; enumerated items
/// (`items`, each with its own length) through prefix sums and binary search.
struct ListLayout: ItemLayout {
    private let axis: Axis
    private let padding: Insets
    private let itemCrossLength: Double
    private let placement: Placement
    let length: Double

    private enum Placement {
        /// `count` items of one length, `spacing` apart.
        case uniform(StrideLayout)
        /// Items with their own start, length and cross length, starts increasing.
        case enumerated(starts: [Double], lengths: [Double], crossLengths: [Double])
    }

    /// Lays out `section` (a validated list) for a scene scrolling along `axis`, `crossLength` wide.
    init(section: Section, axis: Axis, crossLength: Double) {
        self.axis = axis
        self.padding = section.padding
        let spacing = section.itemSpacing
        let available = max(0, crossLength - padding.total(axis.cross))
        self.itemCrossLength = section.itemSize?[axis.cross] ?? available
        let defaultLength = section.itemSize?[axis] ?? 0
        let content: Double
        if let items = section.items {
            var starts: [Double] = []
            var lengths: [Double] = []
            var crossLengths: [Double] = []
            starts.reserveCapacity(items.count)
            lengths.reserveCapacity(items.count)
            crossLengths.reserveCapacity(items.count)
            var cursor = padding.start(axis)
            for item in items {
                let itemLength = item.size?[axis] ?? defaultLength
                starts.append(cursor)
                lengths.append(itemLength)
                crossLengths.append(item.size?[axis.cross] ?? itemCrossLength)
                cursor += itemLength + spacing
            }
            content = items.isEmpty ? 0 : cursor - spacing - padding.start(axis)
            placement = .enumerated(starts: starts, lengths: lengths, crossLengths: crossLengths)
        } else {
            let runs = StrideLayout(origin: padding.start(axis), length: defaultLength, spacing: spacing, count: section.count ?? 0)
            content = runs.extent
            placement = .uniform(runs)
        }
        self.length = padding.total(axis) + content
    }

    var count: Int {
        switch placement {
        case .uniform(let runs): runs.count
        case .enumerated(let starts, _, _): starts.count
        }
    }

    func frame(ofItem index: Int) -> Rect {
        let (start, itemLength, itemCross): (Double, Double, Double)
        switch placement {
        case .uniform(let runs):
            (start, itemLength, itemCross) = (runs.start(index), runs.length, itemCrossLength)
        case .enumerated(let starts, let lengths, let crossLengths):
            (start, itemLength, itemCross) = (starts[index], lengths[index], crossLengths[index])
        }
        // Items narrower than the section sit at the leading (or top) padding.
        return Rect(axis: axis, main: start, cross: padding.start(axis.cross), mainLength: itemLength, crossLength: itemCross)
    }

    func candidates(from lower: Double, to upper: Double) -> Range<Int> {
        switch placement {
        case .uniform(let runs):
            return runs.candidates(from: lower, to: upper)
        case .enumerated(let starts, let lengths, _):
            // Ends never decrease (spacing ≥ 0), nor do starts: two binary searches.
            let first = partitionPoint(starts.count) { starts[$0] + lengths[$0] > lower }
            let end = partitionPoint(starts.count) { starts[$0] >= upper }
            return first..<max(first, end)
        }
    }
}

/// The first index in 0..<count for which `isAfter` holds, given that it holds for a suffix.
private func partitionPoint(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
        let middle = low + (high - low) / 2
        if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}
