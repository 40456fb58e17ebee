/// The fits and tracks of the sections' headers over a timeline's range of the scene: a header moves with the scene
/// alone, sticking where its section says.
struct HeaderFits {
    let windows: ListingWindows
    let range: TimelineRange
    let budget: EvaluationBudget

    /// The fit of a section's header over [from, to] of the scene, over the offsets where it is listed (its overlaps,
    /// then what `scope` follows), with exact breakpoints where it starts and stops sticking, o₁ = S − i₀ − t and
    /// o₂ = S + L − h − i₀ − t (under a rubber band, past an edge, the raw offsets that show them), and samples where
    /// its elements' centres cross the viewport's. Empty without a header.
    func fit(section: Int, scope: FitScope) throws(RequestError) -> [[PiecewiseLinearFit.Sample]] {
        let placement = windows.builder.layout.placements[section]
        guard let spec = placement.section.header else { return [] }
        let weight = windows.headerWeight(section: section)
        let properties = ElementProperties.names.count * weight.elements
        let place = "the header of section \"\(placement.section.id)\""
        let evaluate = { (offset: Double) throws(RequestError) -> [Double] in
            try budget.charge(weight, for: place)
            return scope.kept(windows.evaluateHeader(section: section, offset: offset, covers: scope.covers), properties: properties)
        }
        let fit = PiecewiseLinearFit(tolerance: scope.tolerance(points: range.tolerance, properties: properties).callAsFunction, evaluate: evaluate,
                                     release: { budget.release(weight) })
        let axis = windows.builder.scene.axis
        let slot = placement.contentFrame
        let kinks = windows.bendingOffsets(source: nil)
            + windows.stickingOffsets(start: slot.min(axis), length: spec.size[axis] ?? 0, blockEnd: slot.max(axis), top: spec.top)
        // Effects that read a distance from a centre peak where the header's (or a layer's) centre crosses the viewport's.
        let effects = ElementProperties.effects(spec.effects, layers: spec.layers).map(\.effects)
        let crossings = try budget.releasing { () throws(RequestError) in
            try CentreCrossings.find(reads: effects.map { $0.contains(where: \.readsDistance) }, from: range.from, to: range.to, kinks: kinks) {
                offset throws(RequestError) in
                try budget.charge(weight, for: place)
                let space = windows.itemSpace(section: section, source: nil, offset: offset)
                return CentreCrossings.centres(of: windows.headerAnswer(spec, section: section, in: space, coverAmounts: false).element, in: space)
            }
        }
        return try budget.releasing { () throws(RequestError) in
            try ListedSpans.listed(fit.breakpoints(from: range.from, to: range.to, through: [0, windows.maxOffset(of: nil)] + kinks + crossings),
                                   evaluate: evaluate)
        }
    }

    /// The tracks of a section's header from its fit (`"item": null, "header": true`); with `held`, its constant
    /// properties go there as an item's do.
    func tracks(section: Int, listed: [[PiecewiseLinearFit.Sample]], held: inout [Timeline.Track]?) -> [Timeline.Track] {
        let spec = windows.builder.layout.placements[section].section
        return ItemTracks.of(section: spec.id, item: nil, listed: listed, owners: ElementProperties.owners(of: spec.header?.layers ?? []),
                             skipping: nil, held: &held)
    }
}
