/// The fits of a section's items over a timeline's range: each item's evaluations as the source scrolls, fitted
/// piecewise-linearly within the tolerance (``PiecewiseLinearFit``), cut to where the item is listed.
struct ItemFits {
    let windows: ListingWindows
    let range: TimelineRange
    let budget: EvaluationBudget

    /// The fits (as ``fit(section:item:scope:)``) of a section's `items`, one item at a time.
    ///
    /// Where every element of the items reads only its position in its container and that container is the source,
    /// one fit over positions serves them all (one per column of a grid): an item's breakpoints are that fit's, moved
    /// to the offsets at which the item is at those positions, with exact samples where the range cuts its listing short.
    /// Items that do not change as their container scrolls but for moving with it need no fit: two samples, where
    /// their listing starts and ends, say everything.
    func fits(section: Int, items: Range<Int>, scope: FitScope) throws(RequestError) -> (Int) throws(RequestError) -> [[Sample]] {
        let placement = windows.builder.layout.placements[section]
        let weight = windows.weight(section: section)
        let container = placement.carousel == nil ? nil : section
        let properties = ElementProperties.names.count * weight.elements
        func evaluate(_ item: Int, at offset: Double, by given: ListingWindows? = nil) throws(RequestError) -> [Double] {
            try budget.charge(weight, for: "the items of section \"\(placement.section.id)\"")
            return scope.kept((given ?? windows).evaluate(section: section, item: item, source: range.source, offset: offset, covers: scope.covers),
                              properties: properties)
        }
        // Over a rubber band, positions bend with the offset: no fit can be moved along, each item has its own.
        let bent = windows.bends(source: range.source, from: range.from, to: range.to)
        if !bent, container == range.source, itemsAreRigid(section: section) {
            return { (item: Int) throws(RequestError) -> [[Sample]] in
                guard let (first, last) = self.rigidListing(section: section, item: item) else { return [] }
                return try budget.releasing { () throws(RequestError) in
                    let ends = [Sample(offset: first, values: try evaluate(item, at: first)), Sample(offset: last, values: try evaluate(item, at: last))]
                    return Array(repeating: ends, count: ends[0].values.count)
                }
            }
        }
        let eachOnItsOwn = { (item: Int) throws(RequestError) -> [[Sample]] in try self.fit(section: section, item: item, scope: scope) }
        // The first item of each column stands for the others at offsets that may lie past the range.
        let positional = windows.positional(source: range.source)
        guard !bent, container == range.source, ElementReads.shareable(placement, in: windows.builder.scene)?.allSatisfy({ $0 }) == true,
              let travel = positional.travel(section: section) else { return eachOnItsOwn }
        let (lower, upper) = travel.positions(of: items, from: range.from, to: range.to)
        guard lower < upper else { return { _ in [] } }
        // Items differ across the axis by their column (a grid's): the first item of each column stands for its column.
        var columns: [Int: (breakpoints: [[Sample]], spans: [(start: Sample, end: Sample)])] = [:]
        func column(_ first: Int) throws(RequestError) -> (breakpoints: [[Sample]], spans: [(start: Sample, end: Sample)]) {
            if let known = columns[first] { return known }
            let byPosition = { (position: Double) throws(RequestError) -> [Double] in
                try evaluate(first, at: travel.offset(of: first, at: position), by: positional)
            }
            let fit = PiecewiseLinearFit(tolerance: scope.tolerance(points: range.tolerance, properties: properties).callAsFunction, evaluate: byPosition,
                                         release: { budget.release(weight) })
            let ends = [travel.offset(of: first, at: lower), travel.offset(of: first, at: upper)]
            let splits = try centreCrossings(section: section, item: first, from: ends.min() ?? 0, to: ends.max() ?? 0)
                .map { travel.starts(first) + travel.slope * $0 }
            let breakpoints = try fit.breakpoints(from: lower, to: upper, through: splits)
            columns[first] = (breakpoints, try ListedSpans.spans(breakpoints, evaluate: byPosition))
            return columns[first] ?? ([], [])
        }

        // The column's fit moved to the item's offsets, cut where the range cuts its listing short.
        func placed(_ item: Int, _ breakpoints: [[Sample]], _ spans: [(start: Sample, end: Sample)]) throws(RequestError) -> [[Sample]] {
            let start = travel.starts(item)
            func moved(_ sample: Sample) -> Sample {
                // Guarded denominator: the slope is ±1.
                Sample(offset: (sample.offset - start) / travel.slope, values: sample.values)
            }
            var cut: [(start: Sample, end: Sample)] = []
            for span in spans {
                var (first, last) = (moved(span.start), moved(span.end))
                if first.offset > last.offset { swap(&first, &last) }
                guard first.offset < range.to, last.offset > range.from else { continue }
                // Positions moved back to offsets round: an end within rounding of the range's is the range's own.
                func isNear(_ offset: Double, _ end: Double) -> Bool { abs(offset - end) <= 1e-9 * max(1, abs(end)) }
                if first.offset < range.from || isNear(first.offset, range.from) { first = Sample(offset: range.from, values: try evaluate(item, at: range.from)) }
                if last.offset > range.to || isNear(last.offset, range.to) { last = Sample(offset: range.to, values: try evaluate(item, at: range.to)) }
                cut.append((first, last))
            }
            let moving = breakpoints.map { samples in travel.slope < 0 ? samples.reversed().map(moved) : samples.map(moved) }
            return ListedSpans.cut(moving, to: cut.sorted { $0.start.offset < $1.start.offset })
        }
        return { (item: Int) throws(RequestError) -> [[Sample]] in
            // A column's fit is kept for the whole section (its evaluations stay held); the item's own are let go.
            let (breakpoints, spans) = try column(item % placement.items.lineLength)
            try budget.check(at: "item \(item) of section \"\(placement.section.id)\"")
            return try budget.releasing { () throws(RequestError) in try placed(item, breakpoints, spans) }
        }
    }
}

extension ItemFits {
    /// Whether nothing the elements of a section's items read changes while the scene scrolls: every effect
    /// measures its element against the section, which moves with it (a carousel's items move within theirs, a
    /// collapsing header stays and shrinks).
    func itemsAreRigid(section: Int) -> Bool {
        let spec = windows.builder.layout.placements[section].section
        guard windows.builder.layout.placements[section].carousel == nil, spec.kind != .header || spec.collapse == nil, spec.sticky == nil,
              spec.reveal == nil else { return false }
        let effects = (spec.effects ?? []) + ElementProperties.layers(spec.layers ?? []).flatMap(\.layer.effects)
        return effects.allSatisfy { effect in
            switch effect {
            case .distance(let distance): distance.space == .section
            case .map(let map): map.space == .section && [.min, .center, .distance].contains(map.input)
            default: false
            }
        }
    }

    /// The offsets within [from, to] over which a rigid item, moving against the scene (the source) at unit speed,
    /// is listed; nil when it never is.
    func rigidListing(section: Int, item: Int) -> (Double, Double)? {
        let placement = windows.builder.layout.placements[section]
        let space = windows.itemSpace(section: section, source: nil, offset: range.from)
        let window = windows.rawWindow(placement, space)
        let frame = windows.builder.answer(item, of: placement, in: space).frame
        let axis = space.container.axis
        let across: Axis = axis == .vertical ? .horizontal : .vertical
        guard min(frame.max(across), window.max(across)) - max(frame.min(across), window.min(across)) > 0 else { return nil }
        // Listed while its leading edge, at frame.min − (offset − from), lies in (window start − its length, window end).
        let (first, last) = (max(range.from, range.from + frame.min(axis) - window.max(axis)), min(range.to, range.from + frame.max(axis) - window.min(axis)))
        return first < last ? (first, last) : nil
    }
}
