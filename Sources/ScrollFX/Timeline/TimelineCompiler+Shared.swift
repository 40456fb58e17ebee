extension TimelineCompiler {
    /// Which elements of a section's items (the item, then its layers depth-first) may share one track per
    /// property, keyed by the item's position: every item is laid out alike, and the element and its ancestors
    /// read nothing but their position in their container. Nil when the items are not alike.
    ///
    /// Offset-driven maps, `grow` and `stretch` read the offset itself; in a grid of several columns, a
    /// distance or a measure across the axis differs from column to column.
    func shareableElements(section: Int) -> [Bool]? {
        let placement = builder.layout.placements[section]
        let spec = placement.section
        guard [.list, .grid, .carousel].contains(spec.kind), placement.items.count > 0,
              (spec.items ?? []).allSatisfy({ $0.size == nil }) else { return nil }
        let axis = placement.carousel == nil ? builder.scene.axis : .horizontal
        // Right to left reports a horizontal frame by its far edge: an item whose width changes would move it.
        if builder.scene.layoutDirection == .rtl, axis == .horizontal, itemsResize(placement, along: axis) { return nil }
        let acrossColumns = spec.kind == .grid && (spec.columns ?? 1) > 1
        func alongAxis(_ measured: Axis?) -> Bool { !acrossColumns || measured == nil || measured == axis }
        func readsPositionOnly(_ effect: Effect) -> Bool {
            switch effect {
            case .parallax(let parallax): alongAxis(parallax.axis)
            case .carousel: true
            case .distance(let distance): distance.space == .scrollView && !acrossColumns
            case .map(let map):
                map.space != .section && [.min, .center, .progress, .distance].contains(map.input) && alongAxis(map.axis)
                    && !(acrossColumns && map.input == .distance)
            case .grow, .stretch: false
            }
        }
        var shareable = [(spec.effects ?? []).allSatisfy(readsPositionOnly)]
        let layers = ElementProperties.layers(spec.layers ?? [])
        for layer in layers {
            let parent = layers.firstIndex { $0.indices == Array(layer.indices.dropLast()) }.map { $0 + 1 } ?? 0
            shareable.append(shareable[parent] && layer.layer.effects.allSatisfy(readsPositionOnly))
        }
        return shareable
    }

    /// Whether a section's items change their own length along `axis` (a `map` to that size).
    func itemsResize(_ placement: SceneLayout.Placement, along axis: Axis) -> Bool {
        (placement.section.effects ?? []).contains { effect in
            if case .map(let map) = effect { map.output == (axis == .vertical ? .height : .width) } else { false }
        }
    }

    /// The tracks of a section's `shareable` elements, keyed by the position of an item's leading edge in its
    /// container (its frame coordinate along the container's axis, as `/v1/frame` reports it) over the positions
    /// where the section's items are listed while the source runs over [from, to]. The item's own frame.x and
    /// frame.y are its position, not a track.
    func sharedTracks(
        section: Int, shareable: [Bool], source: Int?, from: Double, to: Double, items: Range<Int>, tolerance: Double,
        spent: Spent, maxEvaluations: Int
    ) throws(SceneError) -> [Timeline.Track] {
        let placement = builder.layout.placements[section]
        // An item moves with its own container: the scene, or its carousel, whatever the timeline's source.
        let container = placement.carousel == nil ? nil : section
        guard let travel = travel(section: section) else { return [] }
        var (lower, upper) = (travel.listed.lowerBound, travel.listed.upperBound)
        if container == source {
            let reached = travel.reached(items, from: from, to: to)
            (lower, upper) = (max(lower, reached.lowerBound), min(upper, reached.upperBound))
        }
        guard lower < upper else { return [] }
        let fit = PiecewiseLinearFit(
            tolerance: TrackTolerance(points: tolerance, properties: 0..<(ElementProperties.names.count * shareable.count)).callAsFunction
        ) { (position: Double) throws(SceneError) -> [Double] in
            spent.evaluations += 1
            guard !spent.isExhausted(maxEvaluations) else {
                throw Self.overBudget(maxEvaluations, at: "the shared tracks of section \"\(placement.section.id)\"")
            }
            return ElementProperties.values(of: answer(section: section, item: 0, source: container, offset: travel.offset(of: 0, at: position)))
        }
        let breakpoints = try fit.breakpoints(from: lower, to: upper)
        let owners = ElementProperties.owners(of: placement.section.layers ?? [])
        return owners.indices.compactMap { property in
            guard shareable[property / ElementProperties.names.count], property >= 2 || owners[property] != nil else { return nil }
            let keyframes = Self.minimal(breakpoints[property].map { [$0.offset, $0.values[property]] })
            guard let first = keyframes.first?[1], keyframes.contains(where: { !PiecewiseLinearFit.isExact($0[1], first) }) else { return nil }
            return Timeline.Track(section: placement.section.id, item: nil, layer: owners[property],
                                  property: ElementProperties.names[property % ElementProperties.names.count], keyframes: keyframes)
        }
    }
}
