extension ItemFits {
    /// One sample of an item's evaluation: the two window overlaps, its property values, its cover gaps.
    typealias Sample = PiecewiseLinearFit.Sample

    /// The item's fit over the offsets where it is listed: each component's keyframes (the overlaps first, then what
    /// `scope` follows: the properties and the cover gaps), with exact samples at the listing edges; empty when never listed.
    ///
    /// Every evaluation counts against the compile's ``budget``; past it, or when the budget is asked to stop, the fit
    /// throws rather than answer a looser track.
    func fit(section: Int, item: Int, scope: FitScope = .everything(covers: true)) throws(RequestError) -> [[Sample]] {
        let placement = windows.builder.layout.placements[section]
        let weight = windows.weight(section: section)
        let properties = ElementProperties.names.count * weight.elements
        let evaluate = { (offset: Double) throws(RequestError) -> [Double] in
            try budget.charge(weight, for: "item \(item) of section \"\(placement.section.id)\"")
            return scope.kept(windows.evaluate(section: section, item: item, source: range.source, offset: offset, covers: scope.covers),
                              properties: properties)
        }
        let fit = PiecewiseLinearFit(tolerance: scope.tolerance(points: range.tolerance, properties: properties).callAsFunction, evaluate: evaluate,
                                     release: { budget.release(weight) })
        let (lower, upper) = bracket(section: section, item: item)
        guard lower < upper else { return [] }
        // The source's scroll range ends where pull, rubber bands and collapses start or stop: a change confined to
        // one side could otherwise hide between the fit's probes, all on the other.
        let kinks = try centreCrossings(section: section, item: item, from: lower, to: upper)
            + [0, windows.maxOffset(of: range.source)] + windows.pinBreakpoints(section: section, source: range.source) + windows.bendingOffsets(source: range.source)
        // Eased maps break where their segments end and where their staircases jump.
        let plan = try easedPlan(section: section, item: item, from: lower, to: upper, kinks: kinks)
        return try budget.releasing { () throws(RequestError) in
            let breakpoints = try fit.breakpoints(from: lower, to: upper, through: kinks + plan.splits)
            return try plan.applied(to: ListedSpans.listed(breakpoints, evaluate: evaluate), evaluate: evaluate)
        }
    }

    /// The offsets within [from, to] where the item can be listed: it moves against the offset its source shows at
    /// unit speed; a scene's rubber band shows less than the raw offset past either end. A collapsing header is
    /// pinned while the scene scrolls forward: it may be listed anywhere.
    private func bracket(section: Int, item: Int) -> (Double, Double) {
        let builder = windows.builder
        let placement = builder.layout.placements[section]
        if range.source == nil, placement.section.paintsAbove { return (range.from, range.to) }
        let space = windows.itemSpace(section: section, source: range.source, offset: range.from)
        let axis = range.source == nil ? builder.scene.axis : Axis.horizontal
        let window = range.source == nil ? builder.viewportRect.grown(by: builder.scene.prefetch, along: axis) : windows.rawWindow(placement, space)
        let frame = placement.items.frame(ofItem: item).offsetBy(space.origin)
        // Over the range, the item's container is pulled most at `from` (a carousel in a scrolling scene: throughout).
        let slack = builder.growthBound(placement, pull: space.container.pull, axis: axis) + 1
        let shown = windows.shown(range.from, source: range.source)
        let enters = windows.raw(showing: frame.min(axis) + shown - window.max(axis) - slack, source: range.source)
        let leaves = windows.raw(showing: frame.max(axis) + shown - window.min(axis) + slack, source: range.source)
        return (max(range.from, enters), min(range.to, leaves))
    }

    /// The offsets within (lower, upper) where an element of the item that reads its distance from a centre has its
    /// own centre at its container's centre along the axis. Such effects peak there, possibly between any probes the
    /// fit would choose: sampling those offsets means a short dip is never mistaken for a constant. Each probe is
    /// charged to the budget as an evaluation.
    func centreCrossings(section: Int, item: Int, from lower: Double, to upper: Double) throws(RequestError) -> [Double] {
        let builder = windows.builder
        let placement = builder.layout.placements[section]
        let effects = ElementProperties.effects(placement.section.effects, layers: placement.section.layers).map(\.effects)
        let weight = windows.weight(section: section)
        let kinks = windows.bendingOffsets(source: range.source) + windows.pinBreakpoints(section: section, source: range.source)
        // The probes are not kept: what they hold is released with them.
        return try budget.releasing { () throws(RequestError) in
            try CentreCrossings.find(reads: effects.map { $0.contains(where: \.readsDistance) }, from: lower, to: upper, kinks: kinks) {
                offset throws(RequestError) in
                try budget.charge(weight, for: "item \(item) of section \"\(placement.section.id)\"")
                let space = windows.itemSpace(section: section, source: range.source, offset: offset)
                return CentreCrossings.centres(of: builder.answer(item, of: placement, in: space).item, in: space)
            }
        }
    }
}
