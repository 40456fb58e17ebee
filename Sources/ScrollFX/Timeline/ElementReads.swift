/// What an element of a section's items reads, with its ancestors, as its container scrolls.
struct ElementReads: OptionSet, Hashable {
    let rawValue: Int
    /// Its position in its container: the same for every item at the same position.
    static let position = ElementReads(rawValue: 1)
    /// The container's offset (or pull) itself: the same for every item at the same offset.
    static let offset = ElementReads(rawValue: 2)
    /// Anything else (its section's layout, its column, the pull's growth): its own.
    static let other = ElementReads(rawValue: 4)

    /// What each element of the items of `placement` in `scene` (the item, then its layers depth-first) reads, what
    /// shapes its ancestors' frames included, when every item is laid out alike; nil when they are not.
    ///
    /// `grow` and `stretch` change the layout; measures against the section differ from item to item; in a grid of
    /// several columns, a distance or a measure across the axis differs from column to column. The maps a sheet plays
    /// on view timelines (`played`, by element as indices into its effects) read `playedReads` (eased or not).
    static func ofItems(
        of placement: SceneLayout.Placement, in scene: Scene, played: [[Int]]? = nil, playedReads: ElementReads = []
    ) -> [ElementReads]? {
        let spec = placement.section
        // A pinned section's items move with its displacement, not with their positions: each is its own.
        guard [.list, .grid, .carousel].contains(spec.kind), spec.sticky == nil, placement.items.count > 0,
              (spec.items ?? []).allSatisfy({ $0.size == nil }) else { return nil }
        let axis = placement.carousel == nil ? scene.axis : .horizontal
        // Right to left reports a horizontal frame by its far edge: an item whose width changes would move it.
        if scene.layoutDirection == .rtl, axis == .horizontal, itemsResize(placement, along: axis) { return nil }
        let acrossColumns = spec.kind == .grid && (spec.columns ?? 1) > 1
        func alongAxis(_ measured: Axis?) -> Bool { !acrossColumns || measured == nil || measured == axis }
        func reads(_ effect: Effect) -> ElementReads {
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
        func element(_ effects: [Effect], inside frame: ElementReads) -> (reads: ElementReads, frame: ElementReads) {
            defer { position += 1 }
            let byView = played?[position] ?? []
            return effects.indices.reduce((frame, frame)) { sum, index in
                let (effect, read) = (effects[index], byView.contains(index) ? playedReads : reads(effects[index]))
                return (sum.0.union(read), shapes(effect) ? sum.1.union(read) : sum.1)
            }
        }
        // Depth-first, as ``ElementProperties/layers(_:path:indices:)`` lists them, each layer inside its parent's frame.
        var elements = [element(spec.effects ?? [], inside: [])]
        func visit(_ layers: [Layer], inside frame: ElementReads) {
            for layer in layers {
                let read = element(layer.effects, inside: frame)
                elements.append(read)
                visit(layer.layers, inside: read.frame)
            }
        }
        visit(spec.layers ?? [], inside: elements[0].frame)
        return elements.map(\.reads)
    }

    /// Which elements of the items of `placement` may share one track per property keyed by the item's position:
    /// those that read nothing but it. Nil when the items are not alike.
    static func shareable(_ placement: SceneLayout.Placement, in scene: Scene) -> [Bool]? {
        ofItems(of: placement, in: scene)?.map { $0.isSubset(of: .position) }
    }

    /// Whether the items of `placement` change their own length along `axis` (a `map` to that size).
    static func itemsResize(_ placement: SceneLayout.Placement, along axis: Axis) -> Bool {
        (placement.section.effects ?? []).contains { effect in
            if case .map(let map) = effect { map.output == (axis == .vertical ? .height : .width) } else { false }
        }
    }
}
