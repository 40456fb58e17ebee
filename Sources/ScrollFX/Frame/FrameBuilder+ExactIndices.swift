extension FrameBuilder {
    /// Refuses a looping carousel whose copies near its offset would have virtual indices beyond ±2⁵³, which a JSON
    /// number no longer carries exactly: 422 at its `itemSize` when they would at offset 0 already (its items are too
    /// narrow to be counted across its own width), else at its `offset`.
    ///
    /// The window checked is the carousel's whole width grown by the prefetch and by how far its items may grow,
    /// whether or not it is on screen, so the answer does not depend on the scene's offset.
    func requireExactVirtualIndices() throws(RequestError) {
        for (index, placement) in layout.placements.enumerated() {
            guard let carousel = placement.carousel, carousel.loops else { continue }
            func exact(at offset: Double) -> Bool {
                let growth = growthBound(placement, pull: max(0, -offset), axis: .horizontal)
                return carousel.indicesAreExact(from: offset - scene.prefetch - growth, to: offset + placement.contentFrame.width + scene.prefetch)
            }
            guard !exact(at: placement.section.offset) else { continue }
            let field = exact(at: 0) ? "offset" : "itemSize"
            throw RequestError(
                pointer: "/sections/\(index)/\(field)",
                reason: "the carousel's copies would have virtual indices beyond ±2^53 (items \(carousel.stride) points apart, offset \(placement.section.offset))"
            )
        }
    }
}
