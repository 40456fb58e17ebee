extension ListingWindows {
    /// How the items of a section laid out alike move in their own container (the scene, or their carousel):
    /// item `i`'s position, its leading edge along the container's axis as `/v1/frame` reports it, is
    /// `starts(i) + slope · offset`, and an item can be listed only while its position lies in `listed`.
    struct Travel {
        /// Item `i`'s position when its container is at offset 0.
        let starts: (Int) -> Double
        /// +1 or −1: a position runs against the offset, or with it where right to left mirrors it.
        let slope: Double
        let listed: ClosedRange<Double>

        /// The offset at which item `item` is at `position`.
        func offset(of item: Int, at position: Double) -> Double {
            // Guarded denominator: the slope is ±1.
            (position - starts(item)) / slope
        }

        /// The positions where `items` may be listed while their container runs over [from, to]: those they reach,
        /// within ``listed``; empty (lower ≥ upper) when there are none.
        func positions(of items: Range<Int>, from: Double, to: Double) -> (lower: Double, upper: Double) {
            let ends = [items.lowerBound, items.upperBound - 1].flatMap { item in [from, to].map { starts(item) + slope * $0 } }
            return (max(listed.lowerBound, ends.min() ?? 0), min(listed.upperBound, ends.max() ?? 0))
        }
    }

    /// How the items of a section move in their own container; nil when they do not (a slope of 0).
    func travel(section: Int) -> Travel? {
        let placement = builder.layout.placements[section]
        let container = placement.carousel == nil ? nil : section
        let axis = container == nil ? builder.scene.axis : Axis.horizontal
        func position(of item: Int, at offset: Double) -> Double {
            answer(section: section, item: item, source: container, offset: offset).frame.min(axis)
        }
        let start = position(of: 0, at: 0)
        let slope = position(of: 0, at: 1) - start
        guard slope != 0 else { return nil }
        // Listed while the laid-out frame meets the window, both before mirroring: its leading edge u lies in
        // (window start − its length, window end), and the reported position is u itself or its mirror image.
        let space = itemSpace(section: section, source: container, offset: 0)
        let window = rawWindow(placement, space)
        let laidOut = builder.answer(0, of: placement, in: space).frame
        let mirrors = slope * (builder.answer(0, of: placement, in: itemSpace(section: section, source: container, offset: 1)).frame.min(axis) - laidOut.min(axis)) < 0
        // The longest an item gets (a map to its size may lengthen it) bounds where it can still be listed.
        let longest = placement.items.frame(ofItem: 0).length(axis) + builder.growthBound(placement, pull: 0, axis: axis)
        let edges = [window.min(axis) - longest, window.max(axis)].map { edge in
            mirrors ? start + laidOut.min(axis) - edge : start - laidOut.min(axis) + edge
        }
        return Travel(starts: { $0 == 0 ? start : position(of: $0, at: 0) }, slope: slope, listed: (edges.min() ?? 0)...(edges.max() ?? 0))
    }
}
