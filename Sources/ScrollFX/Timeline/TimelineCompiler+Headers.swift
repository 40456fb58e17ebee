extension TimelineCompiler {
    /// What one evaluation of the header of `section` weighs: the header and its layers at every depth, and their effects.
    func headerWeight(section: Int) -> EvaluationWeight {
        let header = builder.layout.placements[section].section.header
        return EvaluationWeight(effects: header?.effects, layers: header?.layers)
    }

    /// The fit of a section's header over [from, to] of the scene, over the offsets where it is listed (its overlaps,
    /// then what `scope` follows), with exact breakpoints where it starts and stops sticking, o₁ = S − i₀ − t and
    /// o₂ = S + L − h − i₀ − t (under a rubber band, past an edge, the raw offsets that show them), and samples where
    /// its elements' centres cross the viewport's. Empty without a header.
    func headerFit(
        section: Int, from: Double, to: Double, tolerance: Double, scope: FitScope, spent: Spent
    ) throws(SceneError) -> [[Sample]] {
        let placement = builder.layout.placements[section]
        guard let spec = placement.section.header else { return [] }
        let weight = headerWeight(section: section)
        let properties = ElementProperties.names.count * weight.elements
        let evaluate = { (offset: Double) throws(SceneError) -> [Double] in
            try spent.charge(weight, for: "the header of section \"\(placement.section.id)\"")
            return scope.kept(self.evaluateHeader(section: section, offset: offset, covers: scope.covers), properties: properties)
        }
        let fit = PiecewiseLinearFit(tolerance: scope.tolerance(points: tolerance, properties: properties).callAsFunction, evaluate: evaluate,
                                     release: { spent.release(weight) })
        let axis = builder.scene.axis
        let slot = placement.contentFrame
        let kinks = bendingOffsets(source: nil)
            + stickingOffsets(start: slot.min(axis), length: spec.size[axis] ?? 0, blockEnd: slot.max(axis), top: spec.top)
        // Effects that read a distance from a centre peak where the header's (or a layer's) centre crosses the viewport's.
        let effects = ElementProperties.effects(spec.effects, layers: spec.layers).map(\.effects)
        let crossings = try spent.releasing { () throws(SceneError) in
            try centreCrossings(reads: effects.map { $0.contains(where: \.readsDistance) }, from: from, to: to, kinks: kinks) { offset throws(SceneError) in
                try spent.charge(weight, for: "the header of section \"\(placement.section.id)\"")
                let space = itemSpace(section: section, source: nil, offset: offset)
                return Self.centres(of: headerAnswer(spec, section: section, in: space, coverAmounts: false).element, in: space)
            }
        }
        return try spent.releasing { () throws(SceneError) in
            try self.listed(fit.breakpoints(from: from, to: to, through: [0, maxOffset(of: nil)] + kinks + crossings), evaluate: evaluate)
        }
    }

    /// The tracks of a section's header from its fit (`"item": null, "header": true`); with `held`, its constant
    /// properties go there as an item's do.
    func headerTracks(section: Int, listed: [[Sample]], held: inout [Timeline.Track]?) -> [Timeline.Track] {
        let layers = builder.layout.placements[section].section.header?.layers ?? []
        return tracks(section: section, item: nil, listed: listed, owners: ElementProperties.owners(of: layers), skipping: nil, held: &held)
    }

    /// The header's signed overlaps with the viewport's window, its property values and, with `covers`, its cover
    /// layers' gaps, when the scene is at `offset`.
    func evaluateHeader(section: Int, offset: Double, covers: Bool) -> [Double] {
        let placement = builder.layout.placements[section]
        guard let spec = placement.section.header else { return [] }
        let space = itemSpace(section: section, source: nil, offset: offset)
        let (frame, element, gaps) = headerAnswer(spec, section: section, in: space, coverAmounts: covers)
        let window = rawWindow(placement, space)
        let overlapX = min(frame.maxX, window.maxX) - max(frame.x, window.x)
        let overlapY = min(frame.maxY, window.maxY) - max(frame.y, window.y)
        return ElementProperties.values(of: element, after: [overlapX, overlapY]) + gaps
    }

    /// The header of `section` as `/v1/frame` answers it (mirrored for right to left) when the source is at `offset`.
    func headerAnswer(section: Int, source: Int?, offset: Double) -> Frame.Item? {
        guard let spec = builder.layout.placements[section].section.header else { return nil }
        return headerAnswer(spec, section: section, in: itemSpace(section: section, source: source, offset: offset), coverAmounts: false).element
    }

    /// The header's displayed frame left to right, its answer as `/v1/frame` gives it, listed or not, and with
    /// `coverAmounts` how far its cover layers leave their parents uncovered.
    private func headerAnswer(
        _ spec: SectionHeader, section: Int, in space: FrameBuilder.ItemSpace, coverAmounts: Bool
    ) -> (frame: Rect, element: Frame.Item, gaps: [Double]) {
        var scratch = FrameBuilder.Scratch(coverAmounts: coverAmounts ? [] : nil)
        let (frame, header) = builder.headerAnswer(spec, of: builder.layout.placements[section], in: space, scratch: &scratch)
        let element = builder.scene.layoutDirection == .rtl ? header.element.mirrored(viewportWidth: builder.scene.viewport.width) : header.element
        return (frame, element, scratch.coverAmounts ?? [])
    }
}
