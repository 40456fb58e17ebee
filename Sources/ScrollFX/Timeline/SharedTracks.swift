/// The tracks every item of a section shares (`"tracks": "shared"`, and a style sheet's): one per property of each
/// element that reads only the item's position, or only its container's offset.
struct SharedTracks {
    let windows: ListingWindows
    let range: TimelineRange
    let budget: EvaluationBudget

    /// The tracks of a section's `shareable` elements, keyed by the position of an item's leading edge in its
    /// container (its frame coordinate along the container's axis, as `/v1/frame` reports it) over the positions
    /// where the section's items are listed while the source runs over [from, to].
    func byPosition(section: Int, shareable: [Bool], items: Range<Int>) throws(RequestError) -> [Timeline.Track] {
        let placement = windows.builder.layout.placements[section]
        let weight = windows.weight(section: section)
        // An item moves with its own container: the scene, or its carousel, whatever the timeline's source.
        let container = placement.carousel == nil ? nil : section
        let positional = windows.positional(source: container)
        guard let travel = positional.travel(section: section) else { return [] }
        // Moved by its container only when the container is the source; else at every position it can be listed at.
        let (lower, upper) = container == range.source
            ? travel.positions(of: items, from: range.from, to: range.to) : (travel.listed.lowerBound, travel.listed.upperBound)
        guard lower < upper else { return [] }
        let fit = PiecewiseLinearFit(
            tolerance: TrackTolerance(points: range.tolerance, properties: 0..<(ElementProperties.names.count * shareable.count)).callAsFunction,
            evaluate: { (position: Double) throws(RequestError) -> [Double] in
                try budget.charge(weight, for: "the shared tracks of section \"\(placement.section.id)\"")
                return ElementProperties.values(of: positional.answer(section: section, item: 0, source: container,
                                                                      offset: travel.offset(of: 0, at: position)))
            }, release: { budget.release(weight) })
        let breakpoints = try budget.releasing { () throws(RequestError) in try fit.breakpoints(from: lower, to: upper) }
        return everyItemsTracks(section: section, elements: shareable, breakpoints: breakpoints, byOffset: false)
    }

    /// The tracks of a section's `elements` that read nothing but their container's offset: the same for every item,
    /// keyed by that offset, over [from, to] when the container is the source and otherwise over its whole range and
    /// the offset it stands at (which may lie past either end).
    func byOffset(section: Int, elements: [Bool]) throws(RequestError) -> [Timeline.Track] {
        let builder = windows.builder
        let placement = builder.layout.placements[section]
        let weight = windows.weight(section: section)
        let container = placement.carousel == nil ? nil : section
        let standing = container.map { builder.layout.placements[$0].section.offset } ?? builder.scene.offset
        let (lower, upper) = container == range.source ? (range.from, range.to) : (min(0, standing), max(windows.maxOffset(of: container), standing))
        guard lower < upper else { return [] }
        let fit = PiecewiseLinearFit(
            tolerance: TrackTolerance(points: range.tolerance, properties: 0..<(ElementProperties.names.count * elements.count)).callAsFunction,
            evaluate: { (offset: Double) throws(RequestError) -> [Double] in
                try budget.charge(weight, for: "the offset tracks of section \"\(placement.section.id)\"")
                return ElementProperties.values(of: windows.answer(section: section, item: 0, source: container, offset: offset))
            }, release: { budget.release(weight) })
        let breakpoints = try budget.releasing { () throws(RequestError) in try fit.breakpoints(from: lower, to: upper) }
        return everyItemsTracks(section: section, elements: elements, breakpoints: breakpoints, byOffset: true)
    }

    /// The tracks every item of a section shares, from a fit of item values: those of `elements` that change, but the
    /// item's own frame.x and frame.y, which are its position (its rule places it).
    private func everyItemsTracks(section: Int, elements: [Bool], breakpoints: [[PiecewiseLinearFit.Sample]], byOffset: Bool) -> [Timeline.Track] {
        let spec = windows.builder.layout.placements[section].section
        let owners = ElementProperties.owners(of: spec.layers ?? [])
        return owners.indices.compactMap { property in
            guard elements[property / ElementProperties.names.count], property >= 2 || owners[property] != nil else { return nil }
            let keyframes = Keyframes.minimal(breakpoints[property].map { [$0.offset, $0.values[property]] })
            guard let first = keyframes.first?[1], keyframes.contains(where: { !PiecewiseLinearFit.isExact($0[1], first) }) else { return nil }
            return Timeline.Track(section: spec.id, item: nil, layer: owners[property],
                                  property: ElementProperties.names[property % ElementProperties.names.count], keyframes: keyframes,
                                  keyedByOffset: byOffset)
        }
    }
}
