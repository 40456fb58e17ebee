extension TimelineCompiler {
    /// The tracks of a section's header over [from, to] of the scene (`"item": null, "header": true`): fitted like an
    /// item's, over the offsets where it is listed, with exact breakpoints where it starts and stops sticking,
    /// o₁ = S − i₀ − t and o₂ = S + L − h − i₀ − t (under a rubber band, past an edge, the raw offsets that show them),
    /// and samples where its elements' centres cross the viewport's.
    /// With `held`, its constant properties go there as an item's do.
    func headerTracks(
        section: Int, from: Double, to: Double, tolerance: Double, spent: Spent, held: inout [Timeline.Track]?
    ) throws(SceneError) -> [Timeline.Track] {
        let placement = builder.layout.placements[section]
        guard let spec = placement.section.header else { return [] }
        let weight = 1 + FrameBuilder.layerCount(spec.layers ?? [])
        let properties = ElementProperties.names.count * weight
        let evaluate = { (offset: Double) throws(SceneError) -> [Double] in
            try spent.charge(weight, for: "the header of section \"\(placement.section.id)\"")
            return self.evaluateHeader(spec, section: section, offset: offset)
        }
        let fit = PiecewiseLinearFit(tolerance: TrackTolerance(points: tolerance, properties: 2..<(2 + properties)).callAsFunction,
                                     evaluate: evaluate)
        let axis = builder.scene.axis
        let slot = placement.contentFrame
        let kinks = [0, maxOffset(of: nil)]
            + stickingOffsets(start: slot.min(axis), length: spec.size[axis] ?? 0, blockEnd: slot.max(axis), top: spec.top)
        // Effects that read a distance from a centre peak where the header's (or a layer's) centre crosses the viewport's.
        let effects = [spec.effects ?? []] + ElementProperties.layers(spec.layers ?? []).map(\.layer.effects)
        let crossings = centreCrossings(reads: effects.map { $0.contains(where: \.readsDistance) }, from: from, to: to, kinks: kinks) { offset in
            let space = itemSpace(section: section, source: nil, offset: offset)
            var scratch = FrameBuilder.Scratch()
            return Self.centres(of: builder.headerAnswer(spec, of: placement, in: space, scratch: &scratch).header.element, in: space)
        }
        let splits = kinks + crossings
        let listed = try spent.releasing { () throws(SceneError) in try self.listed(fit.breakpoints(from: from, to: to, through: splits), evaluate: evaluate) }
        return tracks(section: section, item: nil, listed: listed, owners: ElementProperties.owners(of: spec.layers ?? []), skipping: nil,
                      held: &held)
    }

    /// The header's signed overlaps with the viewport's window and its property values when the scene is at `offset`.
    private func evaluateHeader(_ spec: SectionHeader, section: Int, offset: Double) -> [Double] {
        let placement = builder.layout.placements[section]
        let space = itemSpace(section: section, source: nil, offset: offset)
        let (frame, element) = headerAnswer(spec, section: section, in: space)
        let window = rawWindow(placement, space)
        let overlapX = min(frame.maxX, window.maxX) - max(frame.x, window.x)
        let overlapY = min(frame.maxY, window.maxY) - max(frame.y, window.y)
        return ElementProperties.values(of: element, after: [overlapX, overlapY])
    }

    /// The header of `section` as `/v1/frame` answers it (mirrored for right to left) when the source is at `offset`.
    func headerAnswer(section: Int, source: Int?, offset: Double) -> Frame.Item? {
        guard let spec = builder.layout.placements[section].section.header else { return nil }
        return headerAnswer(spec, section: section, in: itemSpace(section: section, source: source, offset: offset)).element
    }

    /// The header's displayed frame left to right, and its answer as `/v1/frame` gives it, listed or not.
    private func headerAnswer(_ spec: SectionHeader, section: Int, in space: FrameBuilder.ItemSpace) -> (frame: Rect, element: Frame.Item) {
        var scratch = FrameBuilder.Scratch()
        let (frame, header) = builder.headerAnswer(spec, of: builder.layout.placements[section], in: space, scratch: &scratch)
        let element = builder.scene.layoutDirection == .rtl ? header.element.mirrored(viewportWidth: builder.scene.viewport.width) : header.element
        return (frame, element)
    }
}
