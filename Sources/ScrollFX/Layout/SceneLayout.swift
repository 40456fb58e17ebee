/// The sections of a scene stacked along its axis, and the content size they make.
///
/// Sections start after the start inset, `spacing` apart; a `box` takes no
/// slot and no spacing, but the content length covers it: the end inset comes
/// after the furthest content edge, the stack's or any box's.
struct SceneLayout: Sendable {
    /// One placed section.
    struct Placement: Sendable {
        /// The section as requested (presets resolved).
        var section: Section
        /// The section's frame in content space.
        var contentFrame: Rect
        /// Its items, in section-local coordinates (a carousel's: its content coordinates).
        var items: any ItemLayout
        /// The carousel layout, when the section is a nested scroll container.
        var carousel: CarouselLayout?
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
        var stacked = 0
        var boxEnd = 0.0
        var placements: [Placement] = []
        placements.reserveCapacity(scene.sections.count)
        for section in scene.sections {
            if section.kind == .box {
                let frame = section.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
                boxEnd = max(boxEnd, frame.max(axis))
                placements.append(Placement(section: section, contentFrame: frame, items: BoxLayout(frame: frame, axis: axis)))
                continue
            }
            if stacked > 0 { cursor += scene.spacing }
            stacked += 1
            var carousel: CarouselLayout?
            var items: any ItemLayout
            switch section.kind {
            case .header: items = HeaderLayout(section: section, axis: axis, crossLength: crossLength)
            case .list: items = ListLayout(section: section, axis: axis, crossLength: crossLength)
            case .grid: items = GridLayout(section: section, axis: axis, crossLength: crossLength)
            case .carousel:
                carousel = CarouselLayout(section: section, containerWidth: crossLength)
                items = carousel!
            case .box: continue
            }
            if let header = section.header { items = HeaderedLayout(items: items, axis: axis, headerLength: header.size[axis] ?? 0) }
            let frame = Rect(axis: axis, main: cursor, cross: inset.start(axis.cross), mainLength: items.length, crossLength: crossLength)
            placements.append(Placement(section: section, contentFrame: frame, items: items, carousel: carousel))
            cursor += items.length
        }
        self.placements = placements
        self.contentLength = max(cursor, boxEnd) + inset.end(axis)
        self.maxOffset = max(0, contentLength - scene.viewport.size[axis])
    }
}
