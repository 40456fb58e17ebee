extension TimelineStyleSheet {
    /// How a section's items are placed by their index: the declarations, and where they put item `i` in its parent's
    /// content, first + row·rowStep + column·columnStep, with row and column as CSS of `--sfx-index`.
    struct IndexPlacement {
        var declarations: [String]
        var place: (Int) -> Point
        var first: Point
        var rowStep: Point
        var columnStep: Point
        var row: String
        var column: String
    }

    /// How the items of a section laid out alike are placed by their index alone: `left` and `top` as `calc()` of
    /// `--sfx-index` (the page's inline style on each item; ``indexExtras(_:)`` adds what a browser can read by itself),
    /// and where that puts item `index` in its parent's content when the source is at the start of the range.
    func indexPlacement(_ section: Int) -> IndexPlacement {
        let items = builder.layout.placements[section].items
        // An item's place in its parent's content is affine in its row and column (its index, outside grids).
        let origin = itemParentOrigin(section, at: timeline.from)
        let place = { (index: Int) in compiler.windows.answer(section: section, item: index, source: source, offset: timeline.from).frame.origin - origin }
        let (first, columns) = (place(0), items.lineLength)
        // A looping carousel's copies repeat at its stride, however few its items.
        let rowStep = items.count > columns || builder.layout.placements[section].section.loops ? place(columns) - first : .zero
        let columnStep = columns > 1 && items.count > 1 ? place(1) - first : .zero
        let (row, column) = columns > 1
            ? ("round(down, var(--sfx-index) / \(columns))", "mod(var(--sfx-index), \(columns))") : ("var(--sfx-index)", "0")
        func position(_ name: String, _ start: Double, _ byRow: Double, _ byColumn: Double) -> String? {
            let steps = [(row, byRow), (column, byColumn)].filter { $0.1 != 0 }.map { " + \($0.0) * \(CSSText.length($0.1))" }
            if steps.isEmpty { return start == 0 ? nil : "\(name): \(CSSText.length(start))" }
            return "\(name): calc(\(CSSText.length(start))" + steps.joined() + ")"
        }
        let declarations = [position("left", first.x, rowStep.x, columnStep.x), position("top", first.y, rowStep.y, columnStep.y)].compactMap { $0 }
        return IndexPlacement(declarations: declarations, place: place, first: first, rowStep: rowStep, columnStep: columnStep, row: row, column: column)
    }

    /// What places items by index where the page gives none inline, each guarded so that an engine without it keeps
    /// the inline `--sfx-index`: `sibling-index()` where every item is rendered in order (not in a looping carousel,
    /// whose copies start below 0; after the header, where its section has one), then the typed `attr()` of
    /// `data-sfx-item`, which wins where both are supported.
    func indexExtras(_ sections: [Int]) -> String {
        guard !sections.isEmpty else { return "" }
        let ordered = sections.filter { !builder.layout.placements[$0].section.loops }
        var css = ""
        if !ordered.isEmpty {
            css += "@supports (order: sibling-index()) {\n"
            for first in [1, 2] {
                let selectors = ordered.filter { (builder.layout.placements[$0].section.header == nil ? 1 : 2) == first }.map(itemsSelector)
                if !selectors.isEmpty { css += CSSText.rule(selectors.joined(separator: ",\n"), ["--sfx-index: calc(sibling-index() - \(first))"]) }
            }
            css += "}\n"
        }
        return css + "@supports (order: attr(data-sfx-item type(<integer>), 0)) {\n"
            + CSSText.rule(sections.map(itemsSelector).joined(separator: ",\n"), ["--sfx-index: attr(data-sfx-item type(<integer>), 0)"]) + "}\n"
    }

    /// One rule for every item of a section, however many, and one per layer: an item is placed by its index (its
    /// `--sfx-index`, by default its `data-sfx-item` number) and declares its own `view()` timeline, which drives
    /// the section's tracks keyed by position; those keyed by offset (`keying`, ``viewKeying(section:)``) run on the
    /// container's scroll timeline.
    func viewRules(_ section: Int, keying: [TrackKeying], rules: inout ElementRules) -> [ElementRules.Rule] {
        let placement = builder.layout.placements[section]
        let items = placement.items
        guard items.count > 0 else { return [] }
        let id = placement.section.id
        let answer = compiler.windows.answer(section: section, item: 0, source: source, offset: timeline.from)
        let selector = itemsSelector(section)
        let name = "--sfx-view-" + CSSText.identifierTail(id)
        let axis = placement.carousel == nil ? scene.axis : Axis.horizontal
        let byIndex = indexPlacement(section)
        var extra = byIndex.declarations + ["view-timeline: \(name) \(axis == .vertical ? "y" : "x")"]
        if let clip = answer.clip { extra.append("clip-path: inset(0 round \(CSSText.length(clip.cornerRadius)))") }

        // Cover 0 % when the item's leading edge meets the far end of its container's scrollport, 100 % when its
        // trailing edge leaves the near end: positions map to percentages of that run.
        let port = compiler.windows.itemSpace(section: section, source: source, offset: timeline.from).container.frame
        let run = port.length(axis) + answer.frame.length(axis)
        // At rest (the page's start, where scroll-driven animations are not supported) the container is at its own
        // offset: item i's cover progress is (port end − its leading edge) / run, affine in its row and column.
        let rest = placement.carousel == nil ? scene.offset : placement.section.offset
        let restingOrigin = itemParentOrigin(section, at: source == nil ? scene.offset : rest)
        // Guarded denominator, as below.
        let perPoint = 1 / max(run, 1e-9)
        let steps = [(byIndex.row, byIndex.rowStep[axis]), (byIndex.column, byIndex.columnStep[axis])].filter { $0.1 != 0 }
        let coverProgress = "clamp(0, \(((port.max(axis) - restingOrigin[axis] - byIndex.first[axis]) * perPoint).description)"
            + steps.map { " - \($0.0) * \(($0.1 * perPoint).description)" }.joined() + ", 1)"
        // Elements that read their container's offset run on its scroll timeline, over the offsets their tracks cover.
        let paths = [nil] + ElementProperties.layers(placement.section.layers ?? []).map { Optional($0.path) }
        let byOffset = Set(zip(paths, keying).filter { $0.1 == .byOffset }.map(\.0))
        // The section's shared tracks by element, found in one pass (not one pass per element).
        let tracksByElement = Dictionary(grouping: timeline.tracks.filter { $0.section == id && $0.item == nil && !$0.header }, by: \.layer)
        // A map played on its element's view timeline rests, like cover progress, affine in the item's row and column:
        // item 0's progress less the travel of the item's leading edge times the progress per point.
        var restingInputs: [Double]?
        func views(_ layer: [String]?, _ values: [Double]) -> [String: ElementRules.ViewAnimation] {
            // The element's length along the axis: its frame.height, or frame.width.
            let length = values[axis == .vertical ? 3 : 2]
            return viewAnimations(section: section, path: layer) { map, mapIndex in
                let inputs = restingInputs
                    ?? builder.mapInputs(0, of: placement, in: compiler.windows.itemSpace(section: section, source: source, offset: restingOffset))
                restingInputs = inputs
                let first = inputs.indices.contains(mapIndex) && inputs[mapIndex].isFinite ? inputs[mapIndex] : 0
                let inset = map.inset ?? ViewInset()
                let perPoint = (map.range ?? ViewRange(.cover)).progressPerPoint(length: length, visible: port.length(axis) - inset.start - inset.end)
                return "calc(clamp(0, \(first.description)" + steps.map { " - \($0.0) * \(($0.1 * perPoint).description)" }.joined() + ", 1) * -1s)"
            }
        }
        func animation(_ layer: [String]?, _ values: [Double], skipping: Set<String> = []) -> ElementRules.Animation {
            let tracks = tracksByElement[layer] ?? []
            let offsets = byOffset.contains(layer) ? tracks.flatMap { [$0.keyframes[0][0], $0.keyframes[$0.keyframes.count - 1][0]] } : []
            var result: [String: [[Double]]] = [:]
            for (name, value) in zip(ElementProperties.names, values) where !skipping.contains(name) {
                result[name] = [[offsets.min() ?? 0, value]]
            }
            if byOffset.contains(layer) {
                for track in tracks { result[track.property] = track.keyframes }
                return .init(series: result, timeline: "scroll(nearest \(axis == .vertical ? "y" : "x"))",
                             range: (offsets.min() ?? 0, offsets.max() ?? 0, nil), resting: .offset(rest), views: views(layer, values))
            }
            for track in tracks {
                // Guarded denominator: the run is the scrollport's length plus the item's, both positive for a listed item.
                let points = track.keyframes.map { [(port.max(axis) - $0[0]) / max(run, 1e-9) * 100, $0[1]] }.sorted { $0[0] < $1[0] }
                let inside = points.filter { $0[0] > 0 && $0[0] < 100 }
                result[track.property] = Keyframes.minimal(
                    [[0, ElementRules.value(of: points, at: 0)]] + inside + [[100, ElementRules.value(of: points, at: 100)]])
            }
            return .init(series: result, timeline: name, range: (0, 100, "cover 0% cover 100%"), resting: .progress(coverProgress),
                         views: views(layer, values))
        }
        let rule = rules.rule(selector, animation: animation(nil, ElementProperties.values(frame: answer.frame, transform: answer.transform),
                                                             skipping: ["frame.x", "frame.y"]),
                              anchor: answer.transform.anchor, extra: extra)
        return [rule] + layerRules(answer.layers, parent: (selector, selector), rules: &rules) { animation($0, $1) }
    }
}
