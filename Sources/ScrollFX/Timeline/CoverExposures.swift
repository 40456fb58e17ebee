/// The exposures of a timeline: where a cover layer leaves an edge of its parent uncovered, and the overscan that
/// would hide it (``OverscanSearch``).
struct CoverExposures {
    let windows: ListingWindows
    let range: TimelineRange
    let budget: EvaluationBudget

    /// The gaps in an item's (nil: the header's) fit: its components after the overlaps and its `properties` values.
    static func gapRuns(section: Int, item: Int?, listed: [[PiecewiseLinearFit.Sample]], properties: Int) -> [GapRun] {
        var runs: [GapRun] = []
        for component in listed.indices.dropFirst(2 + properties) {
            let index = component - 2 - properties
            let edge = CoverGap.edges[index % 4]
            let samples = listed[component]
            var run: GapRun?
            for (position, sample) in samples.enumerated() {
                let amount = sample.values[component]
                guard amount > 1e-9 else {
                    if var open = run {
                        open.gap.to = sample.offset
                        runs.append(open)
                        run = nil
                    }
                    continue
                }
                if run == nil {
                    // The breakpoint before is where the gap opens: exact where the motion is piecewise-linear.
                    let start = position > 0 ? samples[position - 1].offset : sample.offset
                    let gap = Timeline.Gap(item: item, edge: edge.name, from: start, to: sample.offset, amount: 0)
                    run = GapRun(section: section, cover: index / 4, gap: gap, widest: sample.offset, axis: edge.axis)
                }
                run?.gap.to = sample.offset
                if amount > run?.gap.amount ?? 0 {
                    run?.gap.amount = amount
                    run?.widest = sample.offset
                }
            }
            if let run { runs.append(run) }
        }
        return runs
    }

    /// One exposure per cover layer with gaps, by section, then the items' layers before the header's, then layer,
    /// each with the overscan that hides them.
    func exposures(of runs: [GapRun]) throws(RequestError) -> [Timeline.Exposure] {
        // [section, 1 for the header's layers, cover]
        let keys = Set(runs.map { [$0.section, $0.gap.item == nil ? 1 : 0, $0.cover] }).sorted { $0.lexicographicallyPrecedes($1) }
        var exposures: [Timeline.Exposure] = []
        for key in keys {
            let (section, header) = (windows.builder.layout.placements[key[0]].section, key[1] == 1)
            let tree = (header ? section.header?.layers : section.layers) ?? []
            let layer = ElementProperties.layers(tree).filter(\.layer.cover)[key[2]]
            let mine = runs.filter { $0.section == key[0] && ($0.gap.item == nil) == header && $0.cover == key[2] }
            let search = OverscanSearch(windows: windows, section: key[0], header: header, cover: key[2], layer: layer.indices,
                                        overscan: layer.layer.overscan ?? Point(x: 1, y: 1),
                                        properties: ElementProperties.owners(of: tree).count, range: range, budget: budget)
            let overscan = try search.smallest(for: mine)
            guard !budget.isExhausted else {
                throw EvaluationBudget.overBudget(budget.maxEvaluations, at: "the overscan of layer \(layer.path.joined(separator: "/")) of section \"\(section.id)\""
                                      + (header ? "'s header" : ""))
            }
            exposures.append(Timeline.Exposure(section: section.id, header: header, layer: layer.path, gaps: mine.map(\.gap), overscan: overscan))
        }
        return exposures
    }
}
