/// A ``Timeline`` as CSS scroll-driven animations, for a page built as this skeleton:
///
/// ```
/// [data-sfx-scene]                     the viewport: the scene's scroll container
///   > [data-sfx-content]               the scene's content
///     > [data-sfx-section="<id>"]      each section; a carousel is a horizontal scroll container
///       > [data-sfx-content]           (carousels only) the carousel's content
///         > [data-sfx-item="<id or index>"]
///           > [data-sfx-layer="<id or #n>"] > [data-sfx-layer="…"] …
/// ```
///
/// Every element is placed by the sheet. Items sit still in their container's
/// content, so the browser's own scrolling moves them; the animations add what
/// the engine adds on top (effects, layout changes), keyed to the source's
/// scroll position with `animation-range` in pixels. A looping carousel's copies are keyed by virtual index, and as
/// the source its content starts at the range's `from`. Items listed at the start
/// of the range that the timeline does not move (all of them in a scene that
/// cannot scroll; those outside the source carousel) are placed as they are there.
struct TimelineStyleSheet {
    let compiler: StyleSheetCompiler
    /// The carousel's placement index, nil for the scene.
    let source: Int?
    let timeline: Timeline
    /// By section and element path, the maps the sheet plays on the element's own view timeline
    /// (``StyleSheetCompiler/viewPlayed(section:source:)``), each with its index among the item's maps.
    let viewPlayed: [[[String]: [(map: MapEffect, index: Int)]]]

    init(compiler: StyleSheetCompiler, source: Int?, timeline: Timeline) {
        (self.compiler, self.source, self.timeline) = (compiler, source, timeline)
        viewPlayed = compiler.windows.builder.layout.placements.indices.map { section in
            guard let played = compiler.viewPlayed(section: section, source: source) else { return [:] }
            let spec = compiler.windows.builder.layout.placements[section].section
            var maps: [[String]: [(map: MapEffect, index: Int)]] = [:]
            var mapIndex = 0
            for ((path, effects), indices) in zip(ElementProperties.effects(spec.effects, layers: spec.layers), played) {
                for (index, effect) in effects.enumerated() {
                    guard case .map(let map) = effect else { continue }
                    if indices.contains(index) { maps[path, default: []].append((map, mapIndex)) }
                    mapIndex += 1
                }
            }
            return maps
        }
    }

    var builder: FrameBuilder { compiler.windows.builder }
    var scene: Scene { builder.scene }
    var isRightToLeft: Bool { scene.layoutDirection == .rtl }

    /// The whole sheet, or nil once it would take more than the budget allows.
    func text(within budget: TextBudget) -> String? {
        var css = "/* ScrollFX timeline: scroll-driven animations (animation-timeline, animation-range), "
            + "offsets \(CSSText.number(timeline.from)) to \(CSSText.number(timeline.to)). */\n"
        css += containerRules() + revealRules()
        var rules = ElementRules(keyframesPrefix: String(timelineName.dropFirst(2)) + "-", budget: budget)
        var elements: [ElementRules.Rule] = []
        // The scene drives every section; a carousel source only its own, the rest are placed as they are.
        let byView = builder.layout.placements.indices.compactMap { section in
            source == nil || source == section ? compiler.viewKeying(section: section, source: source).map { (section, $0) } : nil
        }
        for (section, keying) in byView { elements += viewRules(section, keying: keying, rules: &rules) }
        let viewSections = Set(byView.map(\.0))
        let tracks = timeline.tracks.filter { $0.item != nil }
        // Headers' tracks by section, found in one pass (not one pass per header).
        let headerTracks = Dictionary(grouping: timeline.tracks.filter(\.header), by: \.section)
        for section in builder.layout.placements.indices {
            elements += headerRules(section, tracks: headerTracks[builder.layout.placements[section].section.id] ?? [], rules: &rules)
        }
        var placements: [Int: IndexPlacement] = [:]
        var start = tracks.startIndex
        while start < tracks.endIndex {
            if rules.isSpent { return nil }
            let first = tracks[start]
            let end = tracks[start...].firstIndex { $0.section != first.section || $0.item != first.item } ?? tracks.endIndex
            elements += item(first.item ?? 0, ofSection: first.section, tracks: tracks[start..<end], rules: &rules, placements: &placements)
            start = end
        }
        let moving = Set(tracks.map { TrackedItem(section: $0.section, item: $0.item ?? 0) })
        let listing = compiler.windows.listing(source: source, offset: timeline.from)
        for section in builder.layout.placements.indices where !viewSections.contains(section) {
            // Each listed item gets a rule: more than the budget's bytes hold are not listed one by one.
            guard let listed = listing.builder.listedIndices(section: section, offset: listing.offset,
                                                             limit: budget.maxBytes / Self.minimumItemBytes) else { return nil }
            let id = builder.layout.placements[section].section.id
            for index in listed where !moving.contains(TrackedItem(section: id, item: index)) {
                if rules.isSpent { return nil }
                elements += item(index, ofSection: id, tracks: [], rules: &rules, placements: &placements)
            }
        }
        guard !rules.isSpent else { return nil }
        css += rules.registrations + ElementRules.text(of: elements) + ElementRules.timing(of: elements, base: everyElement)
            + indexExtras(viewSections.union(placements.keys).sorted())
        return budget.isSpent(after: css.utf8.count) ? nil : css
    }

    /// Fewer bytes than any item written out takes: its selector in a sheet, its element in a page.
    static let minimumItemBytes = 40

    /// Every section, item and layer: what they all share is said once for them (``everyElement`` adds headers).
    static let everyElement = "[data-sfx-section], [data-sfx-section] [data-sfx-item], [data-sfx-section] [data-sfx-layer]"

    /// The offset at which the page rests where scroll-driven animations are not supported: the source's own.
    var restingOffset: Double {
        source.map { builder.layout.placements[$0].section.offset } ?? scene.offset
    }

    /// An item by its section's id and its index.
    private struct TrackedItem: Hashable {
        var section: String
        var item: Int
    }

    var timelineName: String {
        source.map { "--sfx-carousel-" + CSSText.identifierTail(builder.layout.placements[$0].section.id) } ?? "--sfx-scene"
    }

    private func item(
        _ index: Int, ofSection id: String, tracks: ArraySlice<Timeline.Track>, rules: inout ElementRules,
        placements: inout [Int: IndexPlacement]
    ) -> [ElementRules.Rule] {
        guard let section = builder.layout.placements.firstIndex(where: { $0.section.id == id }) else { return [] }
        // An item without tracks stays as it is at the start of the range.
        let lower = tracks.compactMap { $0.keyframes.first?[0] }.min() ?? timeline.from
        let tracksEnd = tracks.compactMap { $0.keyframes.last?[0] }.max() ?? timeline.from
        let placement = builder.layout.placements[section]
        // A collapsing header stays put on screen while the scene scrolls: in its parent's content it moves, to the end
        // of the range.
        let pinned = placement.section.kind == .header && placement.section.collapse != nil && source == nil
        let upper = pinned ? timeline.to : tracksEnd
        let answer = compiler.windows.answer(section: section, item: index, source: source, offset: lower)
        let group = itemsSelector(section)
        // A looping carousel's copies share their item's id: each is keyed by its virtual index.
        let key = placement.section.loops ? String(index) : answer.id ?? String(index)
        let selector = String(group.dropLast()) + "=\(CSSText.string(key))]"
        // Inside a carousel, scroll(nearest) would find the carousel: the scene's own timeline is named.
        let timeline = source != nil || placement.carousel != nil
            ? timelineName : "scroll(nearest \(scene.axis == .vertical ? "y" : "x"))"

        func series(_ owner: [String]?, _ values: [Double]) -> [String: [[Double]]] {
            self.series(of: tracks, owner: owner, values: values, at: lower, keyframes: held)
        }
        // A keyframe list of a CSS animation without a value at its end runs to the element's own style: when a pinned
        // item's range is drawn out, a property that has stopped changing before its end holds its last value there.
        func held(_ keyframes: [[Double]]) -> [[Double]] {
            guard pinned, keyframes.count > 1, let last = keyframes.last, last[0] < upper else { return keyframes }
            return keyframes + [[upper, last[1]]]
        }
        // What one progress map of an element alone writes plays on the element's own view timeline, resting at the
        // item's map inputs where the page rests (an item's build, once).
        var resting: [Double]?
        func views(_ owner: [String]?) -> [String: ElementRules.ViewAnimation] {
            viewAnimations(section: section, path: owner) { _, mapIndex in
                let inputs = resting ?? builder.mapInputs(index, of: placement, in: compiler.windows.itemSpace(section: section, source: source, offset: restingOffset))
                resting = inputs
                return Self.restingDelay(inputs, index: mapIndex)
            }
        }
        // Items are placed in their parent's content: take away the parent's own scrolling.
        var itemSeries = series(nil, ElementProperties.values(frame: answer.frame, transform: answer.transform))
        for (name, axis) in [("frame.x", Axis.horizontal), ("frame.y", Axis.vertical)] {
            var onScreen = itemSeries[name, default: []]
            if pinned, onScreen.count == 1 { onScreen.append([upper, onScreen[0][1]]) }
            itemSeries[name] = Keyframes.minimal(onScreen.map { [$0[0], $0[1] - itemParentOrigin(section, at: $0[0])[axis]] })
        }
        var extra = clipping(answer)
        // Items numbered by their index and laid out alike, where they stay put in their parent, are placed by it.
        if placement.section.items == nil, [.list, .grid, .carousel].contains(placement.section.kind) {
            let byIndex = placements[section] ?? indexPlacement(section)
            placements[section] = byIndex
            let at = byIndex.place(index)
            func stays(_ name: String, at value: Double) -> Bool {
                itemSeries[name, default: []].allSatisfy { PiecewiseLinearFit.isExact($0[1], value) }
            }
            if stays("frame.x", at: at.x), stays("frame.y", at: at.y) {
                (itemSeries["frame.x"], itemSeries["frame.y"]) = (nil, nil)
                extra = byIndex.declarations + extra
            }
        }
        let range = (lower: lower, upper: upper, text: String?.none)
        let rule = rules.rule(selector, group: group,
                              animation: .init(series: itemSeries, timeline: timeline, range: range, resting: .offset(restingOffset),
                                               easings: easings(of: tracks, owner: nil), views: views(nil)),
                              anchor: answer.transform.anchor, extra: extra)
        return [rule] + layerRules(answer.layers, parent: (selector, group), rules: &rules) { path, values in
            .init(series: series(path, values), timeline: timeline, range: range, resting: .offset(restingOffset),
                  easings: easings(of: tracks, owner: path), views: views(path))
        }
    }

    /// The selector of every item of a section: section ids are unique, so the section's own attribute scopes it.
    func itemsSelector(_ section: Int) -> String {
        let placement = builder.layout.placements[section]
        return sectionSelector(placement.section.id)
            + (placement.carousel != nil ? " > [data-sfx-content]" : "") + " > [data-sfx-item]"
    }

    /// The rules of `layers` (an item's, nested as they are) under the rule at `parent` (the element's selector and
    /// its group's), each layer's animation made by `animation` from its path of ids and its own values.
    func layerRules(
        _ layers: [Frame.Layer], path: [String] = [], parent: (selector: String, group: String), rules: inout ElementRules,
        animation: ([String], [Double]) -> ElementRules.Animation
    ) -> [ElementRules.Rule] {
        var result: [ElementRules.Rule] = []
        for (position, layer) in layers.enumerated() {
            // What is written after the budget is spent is never used: the sheet is refused.
            if rules.isSpent { return result }
            let key = layer.id ?? "#\(position)"
            let child = " > [data-sfx-layer=\(CSSText.string(key))]"
            let selectors = (parent.selector + child, parent.group + child)
            result.append(rules.rule(selectors.0, group: selectors.1,
                                     animation: animation(path + [key], ElementProperties.values(frame: layer.frame, transform: layer.transform)),
                                     anchor: layer.transform.anchor,
                                     extra: layer.layers.contains(where: \.isTurnedInThreeDimensions) ? ["transform-style: preserve-3d"] : []))
            result += layerRules(layer.layers, path: path + [key], parent: selectors, rules: &rules, animation: animation)
        }
        return result
    }

    func sectionSelector(_ id: String) -> String {
        "[data-sfx-section=\(CSSText.string(id))]"
    }

    /// The element a pinned section sticks inside (``pinBlock(_:)``).
    func pinSelector(_ id: String) -> String {
        "[data-sfx-pin=\(CSSText.string(id))]"
    }
}
