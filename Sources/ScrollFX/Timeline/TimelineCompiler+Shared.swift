extension TimelineCompiler {
    /// What an element of a section's items reads, with its ancestors, as its container scrolls.
    struct Reads: OptionSet, Hashable {
        let rawValue: Int
        /// Its position in its container: the same for every item at the same position.
        static let position = Reads(rawValue: 1)
        /// The container's offset (or pull) itself: the same for every item at the same offset.
        static let offset = Reads(rawValue: 2)
        /// Anything else (its section's layout, its column, the pull's growth): its own.
        static let other = Reads(rawValue: 4)
    }

    /// What each element of a section's items (the item, then its layers depth-first) reads, what shapes its
    /// ancestors' frames included, when every item is laid out alike; nil when they are not.
    ///
    /// `grow` and `stretch` change the layout; measures against the section differ from item to item; in a grid of
    /// several columns, a distance or a measure across the axis differs from column to column. The maps a sheet plays
    /// on view timelines (`played`, by element as indices into its effects) read `playedReads` (eased or not).
    func elementReads(section: Int, played: [[Int]]? = nil, playedReads: Reads = []) -> [Reads]? {
        let placement = builder.layout.placements[section]
        let spec = placement.section
        // A pinned section's items move with its displacement, not with their positions: each is its own.
        guard [.list, .grid, .carousel].contains(spec.kind), spec.sticky == nil, placement.items.count > 0,
              (spec.items ?? []).allSatisfy({ $0.size == nil }) else { return nil }
        let axis = placement.carousel == nil ? builder.scene.axis : .horizontal
        // Right to left reports a horizontal frame by its far edge: an item whose width changes would move it.
        if builder.scene.layoutDirection == .rtl, axis == .horizontal, itemsResize(placement, along: axis) { return nil }
        let acrossColumns = spec.kind == .grid && (spec.columns ?? 1) > 1
        func alongAxis(_ measured: Axis?) -> Bool { !acrossColumns || measured == nil || measured == axis }
        func reads(_ effect: Effect) -> Reads {
            switch effect {
            // An eased map's keyframes are placed per item, at its own segments' ends and jumps.
            case .map(let map) where map.isEased: .other
            case .parallax(let parallax): alongAxis(parallax.axis) ? .position : .other
            case .carousel, .coverflow: .position
            case .distance(let distance): distance.space == .scrollView && !acrossColumns ? .position : .other
            case .map(let map) where map.input == .offset || map.input == .pull: .offset
            case .map(let map):
                map.space != .section && alongAxis(map.axis) && !(acrossColumns && map.input == .distance) ? .position : .other
            case .grow, .stretch: .other
            }
        }
        // An element's effects measure its laid-out frame, which its parent's size shapes, not its parent's visual
        // transform: it reads what its own effects read and what shapes its ancestors' frames.
        func shapes(_ effect: Effect) -> Bool {
            switch effect {
            case .map(let map): map.output == .width || map.output == .height
            case .grow, .stretch: true
            default: false
            }
        }
        var position = 0
        func element(_ effects: [Effect], inside frame: Reads) -> (reads: Reads, frame: Reads) {
            defer { position += 1 }
            let byView = played?[position] ?? []
            return effects.indices.reduce((frame, frame)) { sum, index in
                let (effect, read) = (effects[index], byView.contains(index) ? playedReads : reads(effects[index]))
                return (sum.0.union(read), shapes(effect) ? sum.1.union(read) : sum.1)
            }
        }
        // Depth-first, as ``ElementProperties/layers(_:path:indices:)`` lists them, each layer inside its parent's frame.
        var elements = [element(spec.effects ?? [], inside: [])]
        func visit(_ layers: [Layer], inside frame: Reads) {
            for layer in layers {
                let read = element(layer.effects, inside: frame)
                elements.append(read)
                visit(layer.layers, inside: read.frame)
            }
        }
        visit(spec.layers ?? [], inside: elements[0].frame)
        return elements.map(\.reads)
    }

    /// Which elements of a section's items may share one track per property keyed by the item's position: those
    /// that read nothing but it (``elementReads(section:)``). Nil when the items are not alike.
    func shareableElements(section: Int) -> [Bool]? {
        elementReads(section: section)?.map { $0.isSubset(of: .position) }
    }

    /// How `"tracks": "shared"` keys the elements of a section's items: by position those that read nothing but it,
    /// by their container's offset those that read nothing but that (not in a looping carousel other than the
    /// source, whose offsets have no ends), the rest per item. Nil when the items are not alike. With `played`, the
    /// maps a sheet plays on view timelines read the position, eased or not (their tracks are then sampled).
    func sharedKeying(section: Int, source: Int?, played: [[Int]]? = nil) -> [Keying]? {
        let endless = builder.layout.placements[section].section.loops && source != section
        return elementReads(section: section, played: played, playedReads: .position)?.map { reads in
            reads.isSubset(of: .position) ? .byPosition : reads == .offset && !endless ? .byOffset : .perItem
        }
    }

    /// Whether a section's items change their own length along `axis` (a `map` to that size).
    func itemsResize(_ placement: SceneLayout.Placement, along axis: Axis) -> Bool {
        (placement.section.effects ?? []).contains { effect in
            if case .map(let map) = effect { map.output == (axis == .vertical ? .height : .width) } else { false }
        }
    }

    /// The tracks of a section's `shareable` elements, keyed by the position of an item's leading edge in its
    /// container (its frame coordinate along the container's axis, as `/v1/frame` reports it) over the positions
    /// where the section's items are listed while the source runs over [from, to].
    func sharedTracks(
        section: Int, shareable: [Bool], source: Int?, from: Double, to: Double, items: Range<Int>, tolerance: Double,
        spent: Spent
    ) throws(SceneError) -> [Timeline.Track] {
        let placement = builder.layout.placements[section]
        let weight = weight(section: section)
        // An item moves with its own container: the scene, or its carousel, whatever the timeline's source.
        let container = placement.carousel == nil ? nil : section
        let positional = self.positional(source: container)
        guard let travel = positional.travel(section: section) else { return [] }
        // Moved by its container only when the container is the source; else at every position it can be listed at.
        let (lower, upper) = container == source
            ? travel.positions(of: items, from: from, to: to) : (travel.listed.lowerBound, travel.listed.upperBound)
        guard lower < upper else { return [] }
        let fit = PiecewiseLinearFit(
            tolerance: TrackTolerance(points: tolerance, properties: 0..<(ElementProperties.names.count * shareable.count)).callAsFunction,
            evaluate: { (position: Double) throws(SceneError) -> [Double] in
                try spent.charge(weight, for: "the shared tracks of section \"\(placement.section.id)\"")
                return ElementProperties.values(of: positional.answer(section: section, item: 0, source: container,
                                                                      offset: travel.offset(of: 0, at: position)))
            }, release: { spent.release(weight) })
        return everyItemsTracks(section: section, elements: shareable, breakpoints: try spent.releasing { () throws(SceneError) in try fit.breakpoints(from: lower, to: upper) },
                                byOffset: false)
    }

    /// The tracks every item of a section shares, from a fit of item values: those of `elements` that change, but the
    /// item's own frame.x and frame.y, which are its position (its rule places it).
    private func everyItemsTracks(section: Int, elements: [Bool], breakpoints: [[Sample]], byOffset: Bool) -> [Timeline.Track] {
        let placement = builder.layout.placements[section]
        let owners = ElementProperties.owners(of: placement.section.layers ?? [])
        return owners.indices.compactMap { property in
            guard elements[property / ElementProperties.names.count], property >= 2 || owners[property] != nil else { return nil }
            let keyframes = Self.minimal(breakpoints[property].map { [$0.offset, $0.values[property]] })
            guard let first = keyframes.first?[1], keyframes.contains(where: { !PiecewiseLinearFit.isExact($0[1], first) }) else { return nil }
            return Timeline.Track(section: placement.section.id, item: nil, layer: owners[property],
                                  property: ElementProperties.names[property % ElementProperties.names.count], keyframes: keyframes,
                                  keyedByOffset: byOffset)
        }
    }

    /// The tracks of a section's `elements` that read nothing but their container's offset: the same for every item,
    /// keyed by that offset, over [from, to] when the container is the source and otherwise over its whole range and
    /// the offset it stands at (which may lie past either end).
    func offsetTracks(
        section: Int, elements: [Bool], source: Int?, from: Double, to: Double, tolerance: Double, spent: Spent
    ) throws(SceneError) -> [Timeline.Track] {
        let placement = builder.layout.placements[section]
        let weight = weight(section: section)
        let container = placement.carousel == nil ? nil : section
        let standing = container.map { builder.layout.placements[$0].section.offset } ?? builder.scene.offset
        let (lower, upper) = container == source ? (from, to) : (min(0, standing), max(maxOffset(of: container), standing))
        guard lower < upper else { return [] }
        let fit = PiecewiseLinearFit(
            tolerance: TrackTolerance(points: tolerance, properties: 0..<(ElementProperties.names.count * elements.count)).callAsFunction,
            evaluate: { (offset: Double) throws(SceneError) -> [Double] in
                try spent.charge(weight, for: "the offset tracks of section \"\(placement.section.id)\"")
                return ElementProperties.values(of: answer(section: section, item: 0, source: container, offset: offset))
            }, release: { spent.release(weight) })
        return everyItemsTracks(section: section, elements: elements, breakpoints: try spent.releasing { () throws(SceneError) in try fit.breakpoints(from: lower, to: upper) },
                                byOffset: true)
    }
}
