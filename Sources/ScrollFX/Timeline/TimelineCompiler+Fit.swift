extension TimelineCompiler {
    /// One sample of an item's evaluation: the two window overlaps, its property values, its cover gaps.
    typealias Sample = PiecewiseLinearFit.Sample

    /// The item's fit over the offsets where it is listed: each component's keyframes (the overlaps first, then what
    /// `scope` follows: the properties and the cover gaps), with exact samples at the listing edges; empty when never listed.
    ///
    /// Every evaluation counts against `maxEvaluations` for the whole compile; past it, or when `spent` is
    /// asked to stop, the fit throws rather than answer a looser track.
    func fit(
        section: Int, item: Int, source: Int?, from: Double, to: Double, tolerance: Double,
        scope: FitScope = .everything(covers: true), spent: Spent
    ) throws(SceneError) -> [[Sample]] {
        let placement = builder.layout.placements[section]
        let weight = weight(section: section)
        let properties = ElementProperties.names.count * weight.elements
        let evaluate = { (offset: Double) throws(SceneError) -> [Double] in
            try spent.charge(weight, for: "item \(item) of section \"\(placement.section.id)\"")
            return scope.kept(self.evaluate(section: section, item: item, source: source, offset: offset, covers: scope.covers),
                              properties: properties)
        }
        let fit = PiecewiseLinearFit(tolerance: scope.tolerance(points: tolerance, properties: properties).callAsFunction, evaluate: evaluate,
                                     release: { spent.release(weight) })
        let (lower, upper) = bracket(section: section, item: item, source: source, from: from, to: to)
        guard lower < upper else { return [] }
        // The source's scroll range ends where pull, rubber bands and collapses start or stop: a change confined to
        // one side could otherwise hide between the fit's probes, all on the other.
        let kinks = try centreCrossings(section: section, item: item, source: source, from: lower, to: upper, spent: spent)
            + [0, maxOffset(of: source)] + pinBreakpoints(section: section, source: source) + bendingOffsets(source: source)
        // Eased maps break where their segments end and where their staircases jump.
        let plan = try easedPlan(section: section, item: item, source: source, from: lower, to: upper, kinks: kinks, spent: spent)
        return try spent.releasing { () throws(SceneError) in
            try eased(listed(fit.breakpoints(from: lower, to: upper, through: kinks + plan.splits), evaluate: evaluate), plan: plan, evaluate: evaluate)
        }
    }

    /// The offsets within [from, to] where the item can be listed: it moves against the offset its source shows at
    /// unit speed; a scene's rubber band shows less than the raw offset past either end. A collapsing header is
    /// pinned while the scene scrolls forward: it may be listed anywhere.
    private func bracket(section: Int, item: Int, source: Int?, from: Double, to: Double) -> (Double, Double) {
        let placement = builder.layout.placements[section]
        if source == nil, placement.section.paintsAbove { return (from, to) }
        let space = builder.itemSpace(placement, scene: builder.sceneContainer(offset: source == nil ? from : builder.scene.offset),
                                      carouselOffset: source == nil ? nil : from)
        let axis = source == nil ? builder.scene.axis : Axis.horizontal
        let window = source == nil ? builder.viewportRect.grown(by: builder.scene.prefetch, along: axis) : rawWindow(placement, space)
        let frame = placement.items.frame(ofItem: item).offsetBy(space.origin)
        // Over the range, the item's container is pulled most at `from` (a carousel in a scrolling scene: throughout).
        let slack = builder.growthBound(placement, pull: space.container.pull, axis: axis) + 1
        let shown = shown(from, source: source)
        let enters = raw(showing: frame.min(axis) + shown - window.max(axis) - slack, source: source)
        let leaves = raw(showing: frame.max(axis) + shown - window.min(axis) + slack, source: source)
        return (max(from, enters), min(to, leaves))
    }

    /// The raw offsets of a scene source where a pinned section starts and stops sticking (``stickingOffsets``): its
    /// items' tracks kink there.
    func pinBreakpoints(section: Int, source: Int?) -> [Double] {
        let placement = builder.layout.placements[section]
        guard source == nil, let top = placement.section.sticky?.top else { return [] }
        let axis = builder.scene.axis
        return stickingOffsets(start: placement.contentFrame.min(axis), length: placement.contentFrame.length(axis),
                               blockEnd: builder.layout.contentLength, top: top)
    }

    /// Where a sticky element (laid out at S, ℓ long, in a containing block ending at B₁, sticking `top` below the
    /// start inset) starts and stops sticking, o₁ = S − i₀ − t and o₂ = B₁ − ℓ − i₀ − t, as raw offsets of the scene:
    /// past an edge under a rubber band, the raw offset that shows them (none when no offset does).
    func stickingOffsets(start: Double, length: Double, blockEnd: Double, top: Double) -> [Double] {
        let line = builder.scene.contentInset.start(builder.scene.axis) + top
        return [start - line, blockEnd - length - line].map { raw(showing: $0, source: nil) }.filter(\.isFinite)
    }

    /// The offsets within (lower, upper) where an element of the item that reads its distance from a centre has its
    /// own centre at its container's centre along the axis. Such effects peak there, possibly between any probes the
    /// fit would choose: sampling those offsets means a short dip is never mistaken for a constant. Each probe is
    /// charged to `spent` as an evaluation.
    func centreCrossings(section: Int, item: Int, source: Int?, from lower: Double, to upper: Double, spent: Spent) throws(SceneError) -> [Double] {
        let placement = builder.layout.placements[section]
        let effects = ElementProperties.effects(placement.section.effects, layers: placement.section.layers).map(\.effects)
        let weight = weight(section: section)
        // The probes are not kept: what they hold is released with them.
        return try spent.releasing { () throws(SceneError) in
            try centreCrossings(reads: effects.map { $0.contains(where: \.readsDistance) }, from: lower, to: upper,
                                kinks: bendingOffsets(source: source) + pinBreakpoints(section: section, source: source)) { offset throws(SceneError) in
                try spent.charge(weight, for: "item \(item) of section \"\(placement.section.id)\"")
                let space = itemSpace(section: section, source: source, offset: offset)
                return Self.centres(of: builder.answer(item, of: placement, in: space).item, in: space)
            }
        }
    }

    /// Where the scene's rubber band starts bending the displayed offset, 0 and maxOffset; none without one (or for a
    /// carousel source, which has none).
    func bendingOffsets(source: Int?) -> [Double] {
        source == nil && builder.scene.overscroll.model == .rubberBand ? [0, maxOffset(of: nil)] : []
    }

    /// Where, within (lower, upper), each element that `reads` its distance from a centre has its centre at its
    /// container's: `centres` gives each element's signed distance at an offset. Between the `kinks` (where the
    /// element's motion may change speed: where a rubber band starts, where it starts and stops sticking) an element
    /// whose distance changes sign crosses once; where, is solved on `centres` itself, as a layout effect (an eased
    /// size) moves a centre by a curve, and a saturated effect's dip may be narrower than the curve's bow.
    func centreCrossings(
        reads: [Bool], from lower: Double, to upper: Double, kinks: [Double], centres: (Double) throws(SceneError) -> [Double]
    ) throws(SceneError) -> [Double] {
        guard reads.contains(true), lower < upper else { return [] }
        let ends = [lower] + Set(kinks.filter { $0 > lower && $0 < upper }).sorted() + [upper]
        var crossings: [Double] = []
        var before = try centres(lower)
        for (start, end) in zip(ends, ends.dropFirst()) {
            let after = try centres(end)
            // Elements at the same distances at both ends usually share a centre (a layer filling its item): an element
            // at 0 where another with its distances crossed needs no search of its own.
            var solved: [[Double]: (offset: Double, distances: [Double])] = [:]
            for element in reads.indices where reads[element] && (before[element] < 0) != (after[element] < 0)
                && before[element] != 0 && after[element] != 0 {
                let ends = [before[element], after[element]]
                if let known = solved[ends], abs(known.distances[element]) <= 1e-9 * max(1, abs(known.offset)) { continue }
                var last: [Double] = []
                let crossing = try Self.crossing((start, before[element]), (end, after[element])) { offset throws(SceneError) in
                    last = try centres(offset)
                    return last[element]
                }
                crossings.append(crossing)
                solved[ends] = (crossing, last)
            }
            before = after
        }
        return crossings
    }

    /// Where `distance`, of opposite signs at `a` and `b`, is 0 (to rounding): regula falsi, with the Illinois step
    /// where one end stays put, so that a curve converges as fast as a line, which its first step solves.
    static func crossing(
        _ a: (offset: Double, distance: Double), _ b: (offset: Double, distance: Double), distance: (Double) throws(SceneError) -> Double
    ) throws(SceneError) -> Double {
        var (a, b) = (a, b)
        // The end the last step moved: -1 for a, 1 for b.
        var moved = 0
        for _ in 0..<100 {
            // Guarded denominator: the two distances have opposite signs.
            let secant = (a.offset * b.distance - b.offset * a.distance) / (b.distance - a.distance)
            let offset = secant > a.offset && secant < b.offset ? secant : (a.offset + b.offset) / 2
            guard offset > a.offset, offset < b.offset else { break }
            let value = try distance(offset)
            if abs(value) <= 1e-9 * max(1, abs(offset)) { return offset }
            if (value < 0) == (a.distance < 0) {
                a = (offset, value)
                if moved == -1 { b.distance /= 2 }
                moved = -1
            } else {
                b = (offset, value)
                if moved == 1 { a.distance /= 2 }
                moved = 1
            }
        }
        return (a.offset + b.offset) / 2
    }

    /// Each element's laid-out centre (the element's, then its layers' depth-first) less its container's, along the
    /// container's axis.
    static func centres(of element: Frame.Item, in space: FrameBuilder.ItemSpace) -> [Double] {
        let axis = space.container.axis
        var centres = [element.frame.mid(axis) - space.container.frame.mid(axis)]
        func visit(_ layers: [Frame.Layer], origin: Double) {
            for layer in layers {
                let start = origin + layer.frame.min(axis)
                centres.append(start + layer.frame.length(axis) / 2 - space.container.frame.mid(axis))
                visit(layer.layers, origin: start)
            }
        }
        visit(element.layers, origin: element.frame.min(axis))
        return centres
    }

    /// Each component's breakpoints cut to the offsets where the item is listed, with a sample at every listing edge.
    func listed(_ breakpoints: [[Sample]], evaluate: (Double) throws(SceneError) -> [Double]) throws(SceneError) -> [[Sample]] {
        Self.cut(breakpoints, to: try listedSpans(breakpoints, evaluate: evaluate))
    }

    /// Where the item is listed, from the breakpoints of its two overlaps: each span from the sample where it starts
    /// (the first breakpoint, or a solved listing edge) to the one where it ends.
    func listedSpans(
        _ breakpoints: [[Sample]], evaluate: (Double) throws(SceneError) -> [Double]
    ) throws(SceneError) -> [(start: Sample, end: Sample)] {
        // The listing can only change between consecutive breakpoints of the two overlaps.
        var marks: [Sample] = []
        for mark in (breakpoints[0] + breakpoints[1]).sorted(by: { $0.offset < $1.offset }) where mark.offset != marks.last?.offset {
            marks.append(mark)
        }
        var spans: [(start: Sample, end: Sample)] = []
        var start = Self.isListed(marks[0]) ? marks[0] : nil
        for (previous, next) in zip(marks, marks.dropFirst()) where Self.isListed(previous) != Self.isListed(next) {
            if let open = start {
                spans.append((open, try edge(inside: previous, outside: next, evaluate: evaluate)))
                start = nil
            } else {
                start = try edge(inside: next, outside: previous, evaluate: evaluate)
            }
        }
        if let open = start, let last = marks.last { spans.append((open, last)) }
        return spans
    }

    /// Each component's breakpoints within `spans`, each span's ends included.
    static func cut(_ breakpoints: [[Sample]], to spans: [(start: Sample, end: Sample)]) -> [[Sample]] {
        breakpoints.map { samples in
            var kept: [Sample] = []
            kept.reserveCapacity(samples.count + 2 * spans.count)
            for span in spans {
                kept.append(span.start)
                for sample in samples where sample.offset > span.start.offset && sample.offset < span.end.offset { kept.append(sample) }
                if span.end.offset > span.start.offset { kept.append(span.end) }
            }
            return kept
        }
    }

    /// Whether the item is listed at a sample: both of its overlaps with its window are positive.
    static func isListed(_ sample: Sample) -> Bool { sample.values[0] > 0 && sample.values[1] > 0 }

    /// Where the listing changes between a listed and an unlisted sample: the offset where the overlap that is not
    /// positive outside crosses 0, to rounding. A chord step finds it at once where the overlap is linear; halving
    /// in between keeps a curved overlap from stalling the search.
    private func edge(inside: Sample, outside: Sample, evaluate: (Double) throws(SceneError) -> [Double]) throws(SceneError) -> Sample {
        var (inside, outside) = (inside, outside)
        let component = outside.values[0] > 0 ? 1 : 0
        // Rounding noise of an overlap: coordinates are of the offset's size.
        func isZero(_ sample: Sample) -> Bool { abs(sample.values[component]) <= 1e-11 * max(1, abs(sample.offset)) }
        if isZero(outside) { return outside }
        for step in 0..<200 {
            let (a, b) = (inside.offset, outside.offset)
            let (va, vb) = (inside.values[component], outside.values[component])
            let middle = (a + b) / 2
            guard middle != a, middle != b else { break }
            // Guarded denominator: va > 0 ≥ vb.
            let chord = a + (b - a) * va / (va - vb)
            let offset = step.isMultiple(of: 2) && chord != a && chord != b ? chord : middle
            let sample = Sample(offset: offset, values: try evaluate(offset))
            if isZero(sample) { return sample }
            if Self.isListed(sample) { inside = sample } else { outside = sample }
        }
        return outside
    }
}
