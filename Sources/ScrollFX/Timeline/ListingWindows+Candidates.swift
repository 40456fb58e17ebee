/// Where a timeline's items may be listed over its range: the windows its source sweeps, and the items they reach.
extension ListingWindows {
    /// The items that may be listed somewhere in [from, to], by section.
    func candidates(source: Int?, from: Double, to: Double) -> [(section: Int, items: Range<Int>)] {
        builder.layout.placements.indices.compactMap { sectionIndex in
            let placement = builder.layout.placements[sectionIndex]
            if let source, source != sectionIndex { return nil }
            // The union of the windows over the range, in the item layout's own coordinates.
            let (lower, upper) = sweptWindow(placement, source: source, from: from, to: to)
            let items = placement.items.candidates(from: lower, to: upper)
            return items.isEmpty ? nil : (sectionIndex, items)
        }
    }

    /// Refuses a range over which a looping source would list copies with virtual indices beyond ±2⁵³: at `/from` when
    /// its start does already, else at `/to`.
    func requireExactIndices(source: Int, from: Double, to: Double) throws(RequestError) {
        let placement = builder.layout.placements[source]
        guard let carousel = placement.carousel else { return }
        func exact(_ from: Double, _ to: Double) -> Bool {
            let (lower, upper) = sweptWindow(placement, source: source, from: from, to: to)
            return carousel.indicesAreExact(from: lower, to: upper)
        }
        guard !exact(from, to) else { return }
        throw RequestError(pointer: exact(from, from) ? "/to" : "/from",
                         reason: "the range would list copies whose virtual indices are beyond ±2^53 (items \(carousel.stride) points apart)")
    }

    private func sweptWindow(_ placement: SceneLayout.Placement, source: Int?, from: Double, to: Double) -> (Double, Double) {
        let atFrom = builder.itemSpace(placement, scene: builder.sceneContainer(offset: source == nil ? from : builder.scene.offset),
                                       carouselOffset: source == nil ? nil : from)
        let axis = atFrom.container.axis
        let window = rawWindow(placement, atFrom)
        let growth = builder.growthBound(placement, pull: atFrom.container.pull, axis: axis) + 1
        var travel = placement.carousel == nil || source != nil ? shown(to, source: source) - shown(from, source: source) : 0
        // A pinned section travels less than the scene by how much further it is displaced (a carousel's items
        // travel across the scene's axis: its window is its own frame wherever that is).
        if source == nil, placement.carousel == nil {
            travel -= builder.pinning(placement, in: builder.sceneContainer(offset: to)) - builder.pinning(placement, in: builder.sceneContainer(offset: from))
        }
        return (window.min(axis) - atFrom.origin[axis] - growth, window.max(axis) - atFrom.origin[axis] + travel + growth)
    }

    /// The container's window, kept as a (possibly empty, even inverted) rectangle so overlaps stay continuous.
    func rawWindow(_ placement: SceneLayout.Placement, _ space: FrameBuilder.ItemSpace) -> Rect {
        let viewport = builder.viewportRect
        guard placement.carousel != nil else { return viewport.grown(by: builder.scene.prefetch, along: space.container.axis) }
        let frame = space.sectionFrame
        let (left, top) = (max(frame.x, viewport.x), max(frame.y, viewport.y))
        let visible = Rect(x: left, y: top, width: min(frame.maxX, viewport.maxX) - left, height: min(frame.maxY, viewport.maxY) - top)
        return visible.grown(by: builder.scene.prefetch, along: .horizontal)
    }

    /// Where the items of `section` live when the source is at `offset`.
    func itemSpace(section: Int, source: Int?, offset: Double) -> FrameBuilder.ItemSpace {
        builder.itemSpace(builder.layout.placements[section],
                          scene: builder.sceneContainer(offset: source == nil ? offset : builder.scene.offset),
                          carouselOffset: source == nil ? nil : offset)
    }

    /// What lists the items `/v1/frame` lists when the source is at `offset`: a builder, and the scene offset to list
    /// them at (``FrameBuilder/listedIndices(section:offset:limit:)``).
    func listing(source: Int?, offset: Double) -> (builder: FrameBuilder, offset: Double) {
        guard let source else { return (builder, offset) }
        var scene = builder.scene
        scene.sections[source].offset = offset
        return (FrameBuilder(scene: scene), scene.offset)
    }
}
