extension TimelineCompiler {
    /// Whether a sheet animates a section's items by each item's own `view()` timeline: every element of its items
    /// shares its tracks, the item's length along its container's axis never changes (it sets the timeline's
    /// range), and the container is not a right-to-left horizontal one (whose positions run backwards).
    func animatesByView(section: Int) -> Bool {
        guard shareableElements(section: section)?.allSatisfy({ $0 }) == true else { return false }
        let placement = builder.layout.placements[section]
        let axis = placement.carousel == nil ? builder.scene.axis : .horizontal
        return !(builder.scene.layoutDirection == .rtl && axis == .horizontal) && !itemsResize(placement, along: axis)
    }

    /// The timeline a sheet is made from: shared tracks for the sections it animates by view, per-item tracks for the
    /// rest, and no exposures, which a sheet does not use.
    public func styleSheetTimeline(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int = defaultMaxEvaluations,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(SceneError) -> Timeline {
        var request = request
        (request.tracks, request.exposures) = (.shared, false)
        return try compile(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop) { section in
            animatesByView(section: section) ? shareableElements(section: section) : nil
        }
    }
}

extension TimelineStyleSheet {
    /// The declarations that place a section's items by index, and where they put item `i`.
    typealias IndexPlacement = (declarations: [String], place: (Int) -> Point)

    /// How the items of a section laid out alike are placed by their index alone: `--sfx-index` (by default the
    /// `data-sfx-item` number) and `left` and `top` as `calc()` of it, and where that puts item `index` in its
    /// parent's content when the source is at the start of the range.
    func indexPlacement(_ section: Int) -> IndexPlacement {
        let items = builder.layout.placements[section].items
        // An item's place in its parent's content is affine in its row and column (its index, outside grids).
        let origin = itemParentOrigin(section, at: timeline.from)
        let place = { (index: Int) in compiler.answer(section: section, item: index, source: source, offset: timeline.from).frame.origin - origin }
        let (first, columns) = (place(0), items.lineLength)
        let rowStep = items.count > columns ? place(columns) - first : .zero
        let columnStep = columns > 1 && items.count > 1 ? place(1) - first : .zero
        let (row, column) = columns > 1
            ? ("round(down, var(--sfx-index) / \(columns))", "mod(var(--sfx-index), \(columns))") : ("var(--sfx-index)", "0")
        func position(_ name: String, _ start: Double, _ byRow: Double, _ byColumn: Double) -> String? {
            let steps = [(row, byRow), (column, byColumn)].filter { $0.1 != 0 }.map { " + \($0.0) * \(CSSText.length($0.1))" }
            if steps.isEmpty { return start == 0 ? nil : "\(name): \(CSSText.length(start))" }
            return "\(name): calc(\(CSSText.length(start))" + steps.joined() + ")"
        }
        let declarations = ["--sfx-index: attr(data-sfx-item type(<integer>), 0)"]
            + [position("left", first.x, rowStep.x, columnStep.x), position("top", first.y, rowStep.y, columnStep.y)].compactMap { $0 }
        return (declarations, place)
    }

    /// One rule for every item of a section, however many, and one per layer: an item is placed by its index (its
    /// `--sfx-index`, by default its `data-sfx-item` number) and declares its own `view()` timeline, which drives
    /// the section's shared tracks from its position in its container.
    func viewRules(_ section: Int, rules: inout ElementRules) -> [ElementRules.Rule] {
        let placement = builder.layout.placements[section]
        let items = placement.items
        guard items.count > 0 else { return [] }
        let id = placement.section.id
        let answer = compiler.answer(section: section, item: 0, source: source, offset: timeline.from)
        let selector = itemsSelector(section)
        let name = "--sfx-view-" + CSSText.identifierTail(id)
        let axis = placement.carousel == nil ? scene.axis : Axis.horizontal
        var extra = indexPlacement(section).declarations + ["view-timeline: \(name) \(axis == .vertical ? "y" : "x")"]
        if let clip = answer.clip { extra.append("clip-path: inset(0 round \(CSSText.length(clip.cornerRadius)))") }

        // Cover 0 % when the item's leading edge meets the far end of its container's scrollport, 100 % when its
        // trailing edge leaves the near end: positions map to percentages of that run.
        let port = compiler.itemSpace(section: section, source: source, offset: timeline.from).container.frame
        let run = port.length(axis) + answer.frame.length(axis)
        func series(_ layer: [String]?, _ values: [Double], skipping: Set<String> = []) -> [String: [[Double]]] {
            var result: [String: [[Double]]] = [:]
            for (name, value) in zip(ElementProperties.names, values) where !skipping.contains(name) { result[name] = [[0, value]] }
            for track in timeline.tracks where track.section == id && track.item == nil && track.layer == layer {
                // Guarded denominator: the run is the scrollport's length plus the item's, both positive for a listed item.
                let points = track.keyframes.map { [(port.max(axis) - $0[0]) / max(run, 1e-9) * 100, $0[1]] }.sorted { $0[0] < $1[0] }
                let inside = points.filter { $0[0] > 0 && $0[0] < 100 }
                result[track.property] = TimelineCompiler.minimal(
                    [[0, ElementRules.value(of: points, at: 0)]] + inside + [[100, ElementRules.value(of: points, at: 100)]])
            }
            return result
        }
        let range = (lower: 0.0, upper: 100.0, text: Optional("cover 0% cover 100%"))
        let rule = rules.rule(selector, series: series(nil, ElementProperties.values(frame: answer.frame, transform: answer.transform),
                                                       skipping: ["frame.x", "frame.y"]),
                              anchor: answer.transform.anchor, extra: extra, timeline: name, range: range)
        return [rule] + layerRules(answer.layers, parent: (selector, selector), rules: &rules, timeline: name, range: range) { series($0, $1) }
    }
}
