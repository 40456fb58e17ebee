/// The sections of a scene stacked along its axis, and the content size they make.
struct SceneLayout: Sendable {
    /// One placed section.
    struct Placement: Sendable {
        /// The section as requested.
        var section: Section
        /// The section's frame in content space.
        var contentFrame: Rect
        /// Its items.
        var items: any ItemLayout
    }

    /// The sections in request order.
    let placements: [Placement]
    /// The content's extent along the scene axis, insets included.
    let contentLength: Double
    /// The largest resting offset: max(0, contentLength − viewport length).
    let maxOffset: Double

    /// Lays out a validated scene.
    init(scene: Scene) {
        let axis = scene.axis
        let inset = scene.contentInset
        let crossLength = max(0, scene.viewport.size[axis.cross] - inset.total(axis.cross))
        var cursor = inset.start(axis)
        var placements: [Placement] = []
        placements.reserveCapacity(scene.sections.count)
        for (index, section) in scene.sections.enumerated() {
            if index > 0 { cursor += scene.spacing }
            let items: any ItemLayout
            switch section.kind {
            case .list: items = ListLayout(section: section, axis: axis, crossLength: crossLength)
            }
            let frame = Rect(axis: axis, main: cursor, cross: inset.start(axis.cross), mainLength: items.length, crossLength: crossLength)
            placements.append(Placement(section: section, contentFrame: frame, items: items))
            cursor += items.length
        }
        self.placements = placements
        self.contentLength = cursor + inset.end(axis)
        self.maxOffset = max(0, contentLength - scene.viewport.size[axis])
    }
}
