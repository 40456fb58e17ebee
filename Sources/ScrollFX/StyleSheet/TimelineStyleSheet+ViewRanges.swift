extension TimelineStyleSheet {
    /// The components of an element the sheet plays on the element's own view timeline (API.md, "CSS export"): each
    /// property written by one `progress` map of the element alone, keyframe inputs in [0, 1], clamped, along the
    /// scene's axis, on an element that moves rigidly with the content. By property name, what ``ElementRules`` writes.
    ///
    /// Rigidly: an item (or a layer of one, by its `path` of ids) of a list, grid or box of the scene, the scene the
    /// source, no rubber band, no stickiness, and no `grow` or size map on the item or the layers down to it; not right
    /// to left along a horizontal axis. Only properties with a track (`changing`) are played so.
    func viewAnimations(section: Int, item: Int, path: [String]?, changing: Set<String>) -> [String: ElementRules.ViewAnimation] {
        let placement = builder.layout.placements[section]
        let spec = placement.section
        guard source == nil, placement.carousel == nil, [.list, .grid, .box].contains(spec.kind), spec.sticky == nil,
              scene.overscroll.model == .none, !(isRightToLeft && scene.axis == .horizontal), !changing.isEmpty else { return [:] }
        // The element's effects, those of the elements above it, and how many maps come before its own in the item.
        let elements = ElementProperties.effects(spec.effects, layers: spec.layers)
        guard let position = elements.firstIndex(where: { $0.path == (path ?? []) }) else { return [:] }
        let effects = elements[position].effects
        let above = elements[..<position].filter { (path ?? []).starts(with: $0.path) }.flatMap(\.effects)
        guard !(effects + above).contains(where: \.changesLayout) else { return [:] }
        var mapIndex = elements[..<position].reduce(0) { count, element in count + element.effects.filter(\.isMap).count }
        var result: [String: ElementRules.ViewAnimation] = [:]
        // Every map's input where the page rests, read once for the element's maps (an item's build).
        lazy var resting = builder.mapInputs(item, of: placement, in: compiler.itemSpace(section: section, source: nil, offset: restingOffset))
        for case .map(let map) in effects {
            defer { mapIndex += 1 }
            guard map.input == .progress, (map.axis ?? scene.axis) == scene.axis, map.extrapolate == .clamp,
                  map.keyframes.allSatisfy({ (0...1).contains($0.input) }), !scene.reduceMotion || map.output == .opacity else { continue }
            for property in map.output.properties.map({ ElementProperties.names[$0] }) where changing.contains(property) {
                // The property's only writer: no other effect of the element writes it.
                guard effects.filter({ $0.writes(property) }).count == 1 else { continue }
                let progress = resting.indices.contains(mapIndex) ? min(max(resting[mapIndex], 0), 1) : 0
                result[property] = viewAnimation(map, resting: progress.isFinite ? progress : 0)
            }
        }
        return result
    }

    /// `map` on its element's view timeline: its range and inset as `animation-range` and `view()`, its keyframes as
    /// percentages of the range (held from 0 % and to 100 %), each segment's easing on the keyframe it starts at; at
    /// `resting` (the map's progress where the page rests) without scroll-driven animations.
    private func viewAnimation(_ map: MapEffect, resting: Double) -> ElementRules.ViewAnimation {
        let range = map.range ?? ViewRange(.cover)
        let inset = map.inset ?? ViewInset()
        let timeline = "view(\(scene.axis == .vertical ? "block" : "inline") \(CSSText.length(inset.start)) \(CSSText.length(inset.end)))"
        let bounds = [range.start, range.end].map { "\($0.name.rawValue) \(CSSText.length($0.fraction * 100, "%"))" }
        var keyframes: [[Double]] = []
        var easings: [Double: Easing] = [:]
        if let first = map.keyframes.first, first.input > 0 { keyframes.append([0, map.evaluate(0)]) }
        for (index, keyframe) in map.keyframes.enumerated() {
            keyframes.append([keyframe.input * 100, keyframe.output])
            let easing = map.easing(ofSegment: min(index, map.keyframes.count - 2))
            if index < map.keyframes.count - 1, easing != .linear { easings[keyframe.input * 100] = easing }
        }
        if let last = map.keyframes.last, last.input < 1 { keyframes.append([100, last.output]) }
        return ElementRules.ViewAnimation(timeline: timeline, range: bounds.joined(separator: " "), keyframes: keyframes, easings: easings,
                                          resting: resting)
    }
}

extension Effect {
    /// Whether the effect changes its element's layout frame (and so its children's), not only its drawing.
    var changesLayout: Bool {
        switch self {
        case .grow: true
        case .map(let map): map.output.isSize
        default: false
        }
    }

    /// Whether the effect is a `map`.
    var isMap: Bool { if case .map = self { true } else { false } }

    /// Whether the effect writes `property` (a name of ``ElementProperties/names``).
    func writes(_ property: String) -> Bool {
        switch self {
        case .parallax, .carousel: property.hasPrefix("transform.translate")
        case .stretch: property.hasPrefix("transform.scale")
        case .grow: property.hasPrefix("frame") || property.hasPrefix("transform.translate")
        case .distance: ["transform.scale.x", "transform.scale.y", "transform.opacity", "transform.blur"].contains(property)
        case .coverflow: ["transform.rotateY", "transform.translateZ", "transform.translate.x"].contains(property)
        case .map(let map): map.output.properties.contains { ElementProperties.names[$0] == property }
        }
    }
}
