extension TimelineStyleSheet {
    /// What the maps the sheet plays on the view timeline of the element at `path` (nil: the item) of a section's items
    /// write (``viewPlayed``), by property name (what ``ElementRules`` writes), resting with the delay `resting` gives
    /// for the map and its index among the item's maps (as ``FrameBuilder/mapInputs(_:of:in:)`` numbers them).
    func viewAnimations(section: Int, path: [String]?, resting: (MapEffect, Int) -> String) -> [String: ElementRules.ViewAnimation] {
        let axis = builder.layout.placements[section].carousel == nil ? scene.axis : .horizontal
        var result: [String: ElementRules.ViewAnimation] = [:]
        for (map, index) in viewPlayed[section][path ?? [], default: []] {
            let animation = viewAnimation(map, axis: axis, resting: resting(map, index))
            for property in map.output.properties { result[ElementProperties.names[property]] = animation }
        }
        return result
    }

    /// The delay that rests a played map of one item at its progress among `inputs`, the item's map inputs where the
    /// page rests.
    static func restingDelay(_ inputs: [Double], index: Int) -> String {
        let progress = inputs.indices.contains(index) ? min(max(inputs[index], 0), 1) : 0
        return ElementRules.delay(progress.isFinite ? progress : 0)
    }

    /// `map` on its element's view timeline: its range and inset as `animation-range` and `view()`, its keyframes as
    /// percentages of the range (held from 0 % and to 100 %), each segment's easing on the keyframe it starts at;
    /// delayed by `resting` without scroll-driven animations; along its container's `axis`.
    private func viewAnimation(_ map: MapEffect, axis: Axis, resting: String) -> ElementRules.ViewAnimation {
        let range = map.range ?? ViewRange(.cover)
        let inset = map.inset ?? ViewInset()
        let timeline = "view(\(axis == .vertical ? "block" : "inline") \(CSSText.length(inset.start)) \(CSSText.length(inset.end)))"
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
