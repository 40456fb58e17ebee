extension FrameBuilder {
    /// Upper bounds of the items the frame at `offset` lists and of its elements (items and their layers at every
    /// depth, headers, and the record of each section and of the frame itself, which every frame holds even when it
    /// lists nothing), found without visiting any: callers cap work with them. They saturate at Int.max.
    public func listingBound(offset: Double? = nil) -> (items: Int, elements: Int) {
        listingBound(offsets: [offset ?? scene.offset])
    }

    /// The same bounds summed over the frames at `offsets`; each section's layers are counted once for all of them.
    /// Once either passes its `limit`, the count stops there (it is then above the limit, not the bound), so that
    /// refusing a request takes no more work than the limit allows.
    public func listingBound(offsets: [Double], limit: (items: Int, elements: Int) = (.max, .max)) -> (items: Int, elements: Int) {
        let perItem = layout.placements.map { 1 + Self.layerCount($0.section.layers ?? []) }
        // A section's header is one more element, with its layers, whenever it may be listed.
        let perHeader = layout.placements.map { $0.section.header.map { 1 + Self.layerCount($0.layers ?? []) } ?? 0 }
        var (items, elements) = (0, 0)
        for offset in offsets {
            elements = elements.saturatingAdding(1 + layout.placements.count)
            let container = sceneContainer(offset: offset)
            for (index, placement) in layout.placements.enumerated() {
                let listed = candidates(placement, in: itemSpace(placement, scene: container)).count
                items = items.saturatingAdding(listed)
                elements = elements.saturatingAdding(listed.saturatingMultiplied(by: perItem[index])).saturatingAdding(perHeader[index])
                if items > limit.items || elements > limit.elements { return (items, elements) }
            }
        }
        return (items, elements)
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
