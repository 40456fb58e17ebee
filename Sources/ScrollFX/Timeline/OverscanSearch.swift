/// Finds the smallest overscan of one cover layer with which none of its gaps remains.
///
/// Per axis: bisection on the overscan, checking the offsets where the gaps
/// were widest; then the items' whole listed ranges are fitted again at the
/// answer, and any gap that opened elsewhere joins the checks for another
/// round. The answer is rounded up to a millionth, so it does hide the gaps.
struct OverscanSearch {
    let compiler: TimelineCompiler
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
    let source: Int?
    let range: (Double, Double)
    let tolerance: Double
    /// The compile's evaluation budget: the search gives up (nil) past it, and the compile refuses.
    let spent: TimelineCompiler.Spent

    /// The overscan hiding every gap of `runs`; nil when none up to 1024 times the layer's own does.
    func smallest(for runs: [TimelineCompiler.GapRun]) throws(SceneError) -> Point? {
        var overscan = self.overscan
        for axis in [Axis.vertical, .horizontal] {
            let onAxis = runs.filter { $0.axis == axis }.sorted { $0.gap.amount > $1.gap.amount }
            guard !onAxis.isEmpty else { continue }
            var checks = onAxis.map { Check(item: $0.gap.item, offset: $0.widest) }
            // Bisect on the widest gap of each edge; the other checks are only verified at the answer.
            var active = Array(onAxis.enumerated().filter { index, run in
                !onAxis[..<index].contains { $0.gap.edge == run.gap.edge }
            }.map { checks[$0.offset] })
            var lower = overscan[axis]
            var found: Double?
            for _ in 0..<4 where !spent.isExhausted {
                var candidate = overscan
                guard let upper = bisect(axis, from: lower, base: overscan, checks: active) else { return nil }
                candidate[axis] = upper
                var open = gapped(checks, with: candidate, axis: axis)
                if open.isEmpty {
                    open = try gapsOverWholeRanges(candidate, axis: axis, items: Set(checks.map(\.item)))
                    checks += open
                }
                if open.isEmpty {
                    found = upper
                    break
                }
                active += open
                lower = upper
            }
            guard let found else { return nil }
            overscan[axis] = found
        }
        return overscan
    }

    /// An offset at which an item (nil: the header) showed a gap.
    struct Check {
        var item: Int?
        var offset: Double
    }

    /// The checks at which the layer still leaves a gap along `axis` with `overscan`.
    private func gapped(_ checks: [Check], with overscan: Point, axis: Axis) -> [Check] {
        zip(checks, gaps(at: checks, with: overscan, axis: axis)).filter { $0.1 > 1e-9 }.map(\.0)
    }

    /// The widest gap the layer leaves along `axis` at each check with `overscan`.
    private func gaps(at checks: [Check], with overscan: Point, axis: Axis) -> [Double] {
        let trial = TimelineCompiler(scene: scene(with: overscan))
        let (first, weight) = (2 + properties + 4 * cover, header ? trial.headerWeight(section: section) : trial.elementCount(section: section))
        return checks.map { check in
            // Past the budget (or the deadline) the rest count as no gap; the caller refuses the search's answer.
            spent.evaluations = spent.evaluations.saturatingAdding(weight)
            guard !spent.isExhausted else { return 0 }
            let values = check.item.map { trial.evaluate(section: section, item: $0, source: source, offset: check.offset) }
                ?? trial.evaluateHeader(section: section, offset: check.offset, covers: true)
            return (0..<4).filter { CoverGap.edges[$0].axis == axis }.map { values[first + $0] }.max() ?? 0
        }
    }

    /// The least value along `axis`, from `lower` (which leaves a gap) up, that leaves none at `checks`, to a millionth.
    private func bisect(_ axis: Axis, from lower: Double, base: Point, checks: [Check]) -> Double? {
        func widest(_ value: Double) -> Double {
            var overscan = base
            overscan[axis] = value
            return gaps(at: checks, with: overscan, axis: axis).max() ?? 0
        }
        func hasGap(_ value: Double) -> Bool { widest(value) > 1e-9 }
        // A cover gap narrows linearly as the overscan grows: two open points find where it closes, and the answer is
        // the millionth that closes it when the millionth below does not.
        let step = lower * 1e-3
        let (near, next) = (widest(lower), widest(lower + step))
        if next > 1e-9, next < near {
            let closes = ((lower + step * near / (near - next)) * 1e6).rounded(.up) / 1e6
            if !hasGap(closes), hasGap(closes - 1e-6) { return closes }
        }
        var (low, high) = (lower, lower * 2)
        while hasGap(high) {
            guard high < lower * 1024 else { return nil }
            (low, high) = (high, high * 2)
        }
        while high - low > 1e-7 * high {
            let middle = (low + high) / 2
            if hasGap(middle) { low = middle } else { high = middle }
        }
        return (high * 1e6).rounded(.up) / 1e6
    }

    /// Where gaps along `axis` remain with `overscan`, refitting each item (or the header) over its whole listed range.
    private func gapsOverWholeRanges(_ overscan: Point, axis: Axis, items: Set<Int?>) throws(SceneError) -> [Check] {
        let trial = TimelineCompiler(scene: scene(with: overscan))
        var runs: [TimelineCompiler.GapRun] = []
        if header {
            let listed = try trial.headerFit(section: section, from: range.0, to: range.1, tolerance: tolerance, covers: true, spent: spent)
            runs = trial.gapRuns(section: section, item: nil, listed: listed, properties: properties)
        } else {
            let indices = items.compactMap { $0 }
            guard let first = indices.min(), let last = indices.max() else { return [] }
            let fits = try trial.itemFits(section: section, source: source, from: range.0, to: range.1, items: first..<(last + 1),
                                          tolerance: tolerance, covers: true, spent: spent)
            for item in indices.sorted() { runs += trial.gapRuns(section: section, item: item, listed: try fits(item), properties: properties) }
        }
        return runs.filter { $0.cover == cover && $0.axis == axis }.map { Check(item: $0.gap.item, offset: $0.widest) }
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
        var scene = compiler.builder.scene
        if header {
            let layers = setting(scene.sections[section].header?.layers ?? [], layer[...])
            scene.sections[section].header?.layers = layers
        } else {
            scene.sections[section].layers = setting(scene.sections[section].layers ?? [], layer[...])
        }
        return scene
    }
}
