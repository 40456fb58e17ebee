extension FrameBuilder {
    /// What building a frame gathers beside the answer: cover warnings, and the 3-D maps of turned elements, kept
    /// here so that an element or clip carries an index, not twelve numbers, and stays a plain value.
    struct Scratch {
        var warnings: [Frame.Warning] = []
        /// When collected (not nil): how far each cover layer, depth-first, leaves each of its parent's edges
        /// uncovered, four amounts per layer, 0 where it covers; what a timeline's exposures fit.
        var coverAmounts: [Double]?
        /// The 3-D maps of ``Element/space``.
        var spaces: [Transform3D] = []
        /// The drawings of ``Clip/Bounds/projection``.
        var projections: [Homography] = []

        /// Keeps `space`, answering its index.
        mutating func keep(_ space: Transform3D) -> Int {
            spaces.append(space)
            return spaces.count - 1
        }

        /// Keeps `projection`, if any, answering its index.
        mutating func keep(_ projection: Homography?) -> Int? {
            guard let projection else { return nil }
            projections.append(projection)
            return projections.count - 1
        }
    }
}
