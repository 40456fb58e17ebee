/// Finds the smallest overscan of one cover layer with which none of its gaps remains.
///
/// A larger overscan never uncovers what a smaller one covers (the layer grows about its centre), so the overscans
/// that hide every gap are all those above some bound. The search grows the axes that have gaps by one factor of
/// the layer's own overscan, the least that hides them (both axes when one alone cannot: a turned layer's height
/// covers width); where both grew, each then gives back, vertical first, what the other's growth made needless.
/// Each least value is found by bisection at the offsets where the gaps were widest; the items' whole listed ranges
/// are then fitted again, for the gaps alone (``FitScope``), and any gap that opened elsewhere joins the checks for
/// another round. The answer is rounded up to a millionth, so it does hide the gaps, and is nil only when 1024
/// times the layer's own overscan on both axes leaves one.
struct OverscanSearch {
    let windows: ListingWindows
    let section: Int
    /// Whether the layer is in the section's header's layer tree, not its items'.
    let header: Bool
    /// The layer's index among the cover layers of its tree, and its index path in that tree.
    let cover: Int
    let layer: [Int]
    /// The layer's own overscan, where the search starts.
    let overscan: Point
    /// How many property values precede the cover gaps in an evaluation of one of the section's items (or its header).
    let properties: Int
    /// The timeline's range: its source, offsets and tolerance.
    let range: TimelineRange
    /// The compile's evaluation budget: the search gives up (nil) past it, and the compile refuses.
    let budget: EvaluationBudget

    /// The most the search grows an axis: this many times the layer's own overscan.
    static let most = 1024.0

    /// The overscan hiding every gap of `runs`; nil when none up to 1024 times the layer's own does.
    func smallest(for runs: [GapRun]) throws(RequestError) -> Point? {
        let axes = [Axis.vertical, .horizontal].filter { axis in runs.contains { $0.axis == axis } }
        guard !axes.isEmpty else { return overscan }
        let widestFirst = runs.sorted { $0.gap.amount > $1.gap.amount }
        var search = Checks(all: widestFirst.map { Check(item: $0.gap.item, offset: $0.widest) })
        // Bisect on the widest gap of each edge; the other checks are only verified at the answer.
        search.active = widestFirst.indices.filter { index in
            !widestFirst[..<index].contains { $0.gap.edge == widestFirst[index].gap.edge }
        }.map { search.all[$0] }
        let items = Set(search.all.map(\.item))
        func grown(_ base: Point, _ axes: [Axis], by factor: Double) -> Point {
            var grown = base
            for axis in axes { grown[axis] = overscan[axis] * factor }
            return grown
        }
        // The most a factor may grow `axes`: 1024 times, and no axis past the numbers an answer may hold.
        func most(_ axes: [Axis]) -> Double { axes.reduce(Self.most) { min($0, sceneNumberLimit / overscan[$1]) } }
        // A layer turned a quarter covers one axis of its parent with the other of its own: when growing the axes
        // with gaps cannot hide them, both grow (unless the other has no size to grow).
        var grownAxes = axes
        var factor = try least(from: 1, most: most(axes), unit: overscan[axes[0]], &search, items: items) { grown(overscan, grownAxes, by: $0) }
        if factor == nil, axes.count == 1, overscan[axes[0] == .vertical ? .horizontal : .vertical] > 0, !budget.isExhausted {
            grownAxes = [.vertical, .horizontal]
            factor = try least(from: 1, most: most(grownAxes), unit: overscan[axes[0]], &search, items: items) { grown(overscan, grownAxes, by: $0) }
        }
        guard let factor else { return nil }
        var found = grown(overscan, grownAxes, by: factor)
        if grownAxes.count == 2 {
            for axis in grownAxes {
                let base = found
                // The common factor hides every gap: past the rounds, the axis keeps it.
                let least = try least(from: 1, most: factor, unit: overscan[axis], &search, items: items) { grown(base, [axis], by: $0) }
                found[axis] = overscan[axis] * (least ?? factor)
            }
        }
        for axis in grownAxes { found[axis] = Self.roundedUp(found[axis], most: min(overscan[axis] * Self.most, sceneNumberLimit)) }
        return found
    }

    /// `value` rounded up to a millionth (a value within rounding of one is that one), and no more than `most`.
    static func roundedUp(_ value: Double, most: Double) -> Double {
        let millionths = value * 1e6
        let nearest = millionths.rounded()
        return min((abs(millionths - nearest) <= 1e-6 ? nearest : millionths.rounded(.up)) / 1e6, most)
    }

    /// An offset at which an item (nil: the header) showed a gap.
    struct Check {
        var item: Int?
        var offset: Double
    }

    /// Every check the search verifies an answer at, and those it bisects on.
    struct Checks {
        var all: [Check]
        var active: [Check] = []
    }

    /// The least factor in [lower, most] with which `candidate` leaves no gap (as ``bisect(from:most:unit:checks:_:)``):
    /// bisected on the active checks, verified at all of them and over the items' whole ranges, where any gap that
    /// opened elsewhere joins the checks for another round; after four rounds `most` when it hides every gap, and nil
    /// when `most` leaves one.
    private func least(
        from lower: Double, most: Double, unit: Double, _ checks: inout Checks, items: Set<Int?>, _ candidate: (Double) -> Point
    ) throws(RequestError) -> Double? {
        var lower = lower
        for _ in 0..<4 where !budget.isExhausted {
            guard let factor = bisect(from: lower, most: most, unit: unit, checks: checks.active, candidate) else { return nil }
            var open = gapped(checks.all, with: candidate(factor))
            if open.isEmpty {
                open = try gapsOverWholeRanges(candidate(factor), items: items)
                checks.all += open
            }
            if open.isEmpty { return factor }
            checks.active += open
            lower = factor
        }
        guard !budget.isExhausted, most > lower, gapped(checks.all, with: candidate(most)).isEmpty else { return nil }
        return try gapsOverWholeRanges(candidate(most), items: items).isEmpty ? most : nil
    }

    /// The checks at which the layer still leaves a gap with `overscan`.
    private func gapped(_ checks: [Check], with overscan: Point) -> [Check] {
        zip(checks, gaps(at: checks, with: overscan)).filter { $0.1 > 1e-9 }.map(\.0)
    }

    /// The widest gap the layer leaves on any edge at each check with `overscan`.
    private func gaps(at checks: [Check], with overscan: Point) -> [Double] {
        let trial = ListingWindows(scene: scene(with: overscan))
        let edges = FitScope.gaps(of: cover, properties: properties)
        let weight = header ? trial.headerWeight(section: section) : trial.weight(section: section)
        return checks.map { check in
            // Past the budget (or the deadline) the rest count as no gap; the caller refuses the search's answer.
            budget.evaluations = budget.evaluations.saturatingAdding(weight.cost)
            guard !budget.isExhausted else { return 0 }
            let values = check.item.map { trial.evaluate(section: section, item: $0, source: range.source, offset: check.offset) }
                ?? trial.evaluateHeader(section: section, offset: check.offset, covers: true)
            return values[edges].max() ?? 0
        }
    }

    /// The least factor, from `lower` up to `most`, with which `candidate` leaves no gap at `checks`, to a
    /// ten-millionth of it; nil when `most` leaves one. The factor scales `unit`, the overscan whose millionths the
    /// answer is rounded to.
    private func bisect(from lower: Double, most: Double, unit: Double, checks: [Check], _ candidate: (Double) -> Point) -> Double? {
        func widest(_ factor: Double) -> Double { gaps(at: checks, with: candidate(factor)).max() ?? 0 }
        func hasGap(_ factor: Double) -> Bool { widest(factor) > 1e-9 }
        // A cover gap narrows linearly as the overscan grows: two open points find where it closes, and the answer is
        // the millionth of `unit` that closes it when the millionth below does not.
        let step = lower * 1e-3
        let near = widest(lower)
        guard near > 1e-9 else { return lower }
        let next = widest(lower + step)
        if next > 1e-9, next < near, unit > 0 {
            // Guarded denominators: near > next, and unit > 0.
            let closes = ((lower + step * near / (near - next)) * unit * 1e6).rounded(.up) / 1e6 / unit
            if closes <= most, !hasGap(closes), hasGap(closes - 1e-6 / unit) { return closes }
        }
        var (low, high) = (lower, min(lower * 2, most))
        while hasGap(high) {
            guard high < most else { return nil }
            (low, high) = (high, min(high * 2, most))
        }
        while high - low > 1e-7 * high {
            let middle = (low + high) / 2
            if hasGap(middle) { low = middle } else { high = middle }
        }
        return high
    }

    /// Where gaps remain with `overscan`, refitting each of `items` (nil: the header) over its whole listed range:
    /// where it is listed and the layer's gaps, nothing else (``FitScope``).
    private func gapsOverWholeRanges(_ overscan: Point, items: Set<Int?>) throws(RequestError) -> [Check] {
        let trial = ListingWindows(scene: scene(with: overscan))
        let scope = FitScope.gaps(cover: cover)
        var runs: [GapRun] = []
        // A fit of this scope holds the overlaps, then the layer's gaps alone.
        if header {
            let headers = HeaderFits(windows: trial, range: range, budget: budget)
            runs = CoverExposures.gapRuns(section: section, item: nil, listed: try headers.fit(section: section, scope: scope), properties: 0)
        } else {
            let indices = items.compactMap { $0 }
            guard let first = indices.min(), let last = indices.max() else { return [] }
            let fits = try ItemFits(windows: trial, range: range, budget: budget)
                .fits(section: section, items: first..<(last + 1), scope: scope)
            for item in indices.sorted() { runs += CoverExposures.gapRuns(section: section, item: item, listed: try fits(item), properties: 0) }
        }
        return runs.map { Check(item: $0.gap.item, offset: $0.widest) }
    }

    /// The scene with the layer's overscan set.
    private func scene(with overscan: Point) -> Scene {
        func setting(_ layers: [Layer], _ path: ArraySlice<Int>) -> [Layer] {
            var layers = layers
            guard let index = path.first else { return layers }
            if path.count == 1 {
                layers[index].overscan = overscan
            } else {
                layers[index].layers = setting(layers[index].layers, path.dropFirst())
            }
            return layers
        }
        var scene = windows.builder.scene
        if header {
            let layers = setting(scene.sections[section].header?.layers ?? [], layer[...])
            scene.sections[section].header?.layers = layers
        } else {
            scene.sections[section].layers = setting(scene.sections[section].layers ?? [], layer[...])
        }
        return scene
    }
}
