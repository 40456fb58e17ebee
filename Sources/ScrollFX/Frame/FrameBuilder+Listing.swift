extension FrameBuilder {
    /// Upper bounds of the items the frame at `offset` lists and of its elements (items and their layers at every
    /// depth, headers, and the record of each section and of the frame itself, which every frame holds even when it
    /// lists nothing), found without visiting any: callers cap work with them. They saturate at Int.max.
    public func listingBound(offset: Double? = nil) -> (items: Int, elements: Int) {
        listingBound(offsets: [offset ?? scene.offset])
    }

    /// The same bounds summed over the frames at `offsets`, the bar hidden by `hidden` in each (as the forward path
    /// hides it without); each section's layers are counted once for all of them. Once either passes its `limit`, the
    /// count stops there (it is then above the limit, not the bound), so that refusing a request takes no more work
    /// than the limit allows.
    public func listingBound(
        offsets: [Double], hidden: [Double]? = nil, limit: (items: Int, elements: Int) = (.max, .max)
    ) -> (items: Int, elements: Int) {
        var (items, elements) = (0, 0)
        for (position, offset) in offsets.enumerated() {
            elements = elements.saturatingAdding(1 + layout.placements.count)
            let container = sceneContainer(offset: offset, hidden: hidden.flatMap { $0.indices.contains(position) ? $0[position] : nil })
            // By index: a placement is read where it lies, not copied out with its section's arrays.
            for index in layout.placements.indices {
                let listed = candidates(layout.placements[index], scene: container).count
                let weights = listingWeights[index]
                items = items.saturatingAdding(listed)
                elements = elements.saturatingAdding(listed.saturatingMultiplied(by: weights.item)).saturatingAdding(weights.header)
                if items > limit.items || elements > limit.elements { return (items, elements) }
            }
        }
        return (items, elements)
    }

    /// The items of `placement` that may be listed when the scene container is `container`, before each one's overlap
    /// test: one borrow of the placement for both steps.
    private func candidates(_ placement: SceneLayout.Placement, scene container: ScrollContainer) -> Range<Int> {
        candidates(placement, in: itemSpace(placement, scene: container))
    }

    /// How many layers `layers` hold, at every depth.
    static func layerCount(_ layers: [Layer]) -> Int {
        layers.reduce(layers.count) { $0 + layerCount($1.layers) }
    }

    /// The indices (virtual in a looping carousel) of the items the frame at `offset` lists in the section at
    /// `section`, as ``build(offset:)`` lists them, without building them; nil when more than `limit` may be listed.
    func listedIndices(section: Int, offset: Double, limit: Int) -> [Int]? {
        let placement = layout.placements[section]
        let space = itemSpace(placement, scene: sceneContainer(offset: offset))
        guard let window = space.window else { return [] }
        let candidates = candidates(placement, in: space)
        guard candidates.count <= limit else { return nil }
        return candidates.filter { resolvedItem($0, of: placement, in: space).frame.overlapsWithPositiveArea(window) }
    }
}
