extension TimelineCompiler {
    /// The parent edges a cover gap is measured at, in the order of ``coverGaps(_:specs:parentSize:)``,
    /// with the axis along which overscan closes them.
    static let coverEdges: [(name: String, axis: Axis)] = [
        ("top", .vertical), ("bottom", .vertical), ("leading", .horizontal), ("trailing", .horizontal),
    ]

    /// One stretch of offsets over which one item's cover layer leaves one edge uncovered.
    struct GapRun {
        var section: Int
        /// The layer's index among the section's cover layers, depth-first.
        var cover: Int
        var gap: Timeline.Gap
        /// The offset where the gap is widest.
        var widest: Double
        var axis: Axis
    }

    /// How far each cover layer (depth-first) leaves each edge of its parent uncovered, before mirroring:
    /// four values per cover layer, 0 where it covers. Piecewise-linear wherever the layer's motion is.
    func coverGaps(_ layers: [Frame.Layer], specs: [Layer], parentSize: Size) -> [Double] {
        var gaps: [Double] = []
        for (layer, spec) in zip(layers, specs) {
            if spec.cover {
                let toParent = AffineTransform.translation(layer.frame.origin)
                    .concatenating(layer.transform.visual.matrix(for: layer.frame.size))
                let box = ConvexPolygon(Rect(origin: .zero, size: layer.frame.size), transformedBy: toParent).boundingBox
                    ?? Rect(x: parentSize.width, y: parentSize.height, width: -parentSize.width, height: -parentSize.height)
                gaps += [box.y, parentSize.height - box.maxY, box.x, parentSize.width - box.maxX].map { max(0, $0) }
            }
            gaps += coverGaps(layer.layers, specs: spec.layers, parentSize: layer.frame.size)
        }
        return gaps
    }

    /// The gaps in an item's fitted samples: the components after its overlaps and its `properties` values.
    func gapRuns(section: Int, item: Int, listed: [PiecewiseLinearFit.Sample], properties: Int) -> [GapRun] {
        guard let first = listed.first else { return [] }
        var runs: [GapRun] = []
        for component in (2 + properties)..<first.values.count {
            let index = component - 2 - properties
            let edge = Self.coverEdges[index % 4]
            var run: GapRun?
            for (position, sample) in listed.enumerated() {
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
                    // The sample before is where the gap opens: fitted exactly where the motion is piecewise-linear.
                    let start = position > 0 ? listed[position - 1].offset : sample.offset
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

    /// One exposure per cover layer with gaps, by section then layer, each with the overscan that hides them.
    func exposures(_ runs: [GapRun], source: Int?, range: (Double, Double), tolerance: Double, spent: Spent,
                   maxEvaluations: Int) throws(SceneError) -> [Timeline.Exposure] {
        let keys = Set(runs.map { [$0.section, $0.cover] }).sorted { $0.lexicographicallyPrecedes($1) }
        var exposures: [Timeline.Exposure] = []
        for key in keys {
            let section = builder.layout.placements[key[0]].section
            let layer = ElementProperties.layers(section.layers ?? []).filter(\.layer.cover)[key[1]]
            let mine = runs.filter { $0.section == key[0] && $0.cover == key[1] }
            let search = OverscanSearch(compiler: self, section: key[0], cover: key[1], layer: layer.indices,
                                        overscan: layer.layer.overscan ?? Point(x: 1, y: 1),
                                        properties: ElementProperties.owners(of: section.layers ?? []).count, source: source,
                                        range: range, tolerance: tolerance, spent: spent, maxEvaluations: maxEvaluations)
            let overscan = search.smallest(for: mine)
            guard !spent.isExhausted(maxEvaluations) else { throw Self.tooLong }
            exposures.append(Timeline.Exposure(section: section.id, layer: layer.path, gaps: mine.map(\.gap), overscan: overscan))
        }
        return exposures
    }
}
