extension TimelineStyleSheet {
    /// The header of every section that has one: the first child of the section's element.
    static let everyHeader = "[data-sfx-section] > [data-sfx-header]"

    /// Every element the base rule places and times: sections, items and layers, and headers where the scene has any.
    var everyElement: String {
        Self.everyElement + (scene.sections.contains { $0.header != nil } ? ", " + Self.everyHeader : "")
    }

    /// What makes an element stick `top` below the scene's start inset: native `position: sticky`, whose clamp against
    /// its containing block is the contract's δ. The inset is i₀ + t, since the start inset is content, not the scroll
    /// container's padding; along the cross axis it does not stick. A follower of a bar (`following`, the bar's index
    /// in the timeline's `reveal`) sticks the bar's hidden amount higher, read from the bar's custom property.
    func sticking(top: Double, following bar: Int? = nil) -> [String] {
        let line = CSSText.length(scene.contentInset.start(scene.axis) + top)
        let inset = bar.map { "calc(\(line) - var(\(Self.hiddenProperty($0))))" } ?? line
        return scene.axis == .vertical
            ? ["position: sticky", "left: auto", "top: \(inset)"]
            : ["position: sticky", "top: auto", "left: auto", "inset-inline-start: \(inset)"]
    }

    /// The element a pinned section sticks inside, in viewport space at the start of the range: along the axis from the
    /// section's laid-out start to the content's end (its containing block ends there; it is never displaced backwards,
    /// so the block may start where it does), across where the section is.
    func pinBlock(_ section: Int) -> Rect {
        let axis = scene.axis
        let space = compiler.windows.itemSpace(section: section, source: source, offset: timeline.from)
        let start = space.sectionFrame.min(axis) - space.pinned
        let end = builder.layout.contentLength - space.container.offset
        let block = Rect(axis: axis, main: start, cross: space.sectionFrame.min(axis.cross),
                         mainLength: end - start, crossLength: space.sectionFrame.length(axis.cross))
        return isRightToLeft ? block.mirrored(within: scene.viewport.width) : block
    }

    /// The rules of a section's header and its layers: a `position: sticky` first child of the section's element (the
    /// slot), in the section's own stacking context above its items. The browser holds it at the stick line and pushes
    /// it out by the slot's end; its animations give its effects alone, read at the scene's offset.
    /// `tracks` are the header's.
    func headerRules(_ section: Int, tracks: [Timeline.Track], rules: inout ElementRules) -> [ElementRules.Rule] {
        let placement = builder.layout.placements[section]
        guard let spec = placement.section.header else { return [] }
        let id = placement.section.id
        let lower = tracks.compactMap { $0.keyframes.first?[0] }.min() ?? timeline.from
        let upper = tracks.compactMap { $0.keyframes.last?[0] }.max() ?? timeline.from
        guard let answer = compiler.windows.headerAnswer(section: section, source: source, offset: lower) else { return [] }
        let selector = sectionSelector(id) + " > [data-sfx-header]"
        var own = series(of: tracks, owner: nil, values: ElementProperties.values(frame: answer.frame, transform: answer.transform), at: lower)
        // Where it is along both axes is the browser's: its slot's flow, and its stickiness.
        (own["frame.x"], own["frame.y"]) = (nil, nil)
        var extra = sticking(top: spec.top) + ["z-index: 1"]
        // A right-to-left vertical scene mirrors it: a narrower header keeps to its slot's right-hand edge.
        if isRightToLeft, scene.axis == .vertical { extra.append("margin-left: auto") }
        extra += clipping(answer)
        let range = (lower: lower, upper: upper, text: String?.none)
        let timeline = "scroll(nearest \(scene.axis == .vertical ? "y" : "x"))"
        let rule = rules.rule(selector, animation: .init(series: own, timeline: timeline, range: range, resting: .offset(restingOffset),
                                                         easings: easings(of: tracks, owner: nil)),
                              anchor: answer.transform.anchor, extra: extra)
        return [rule] + layerRules(answer.layers, parent: (selector, selector), rules: &rules) { path, values in
            .init(series: series(of: tracks, owner: path, values: values, at: lower), timeline: timeline, range: range,
                  resting: .offset(restingOffset), easings: easings(of: tracks, owner: path))
        }
    }

    /// An element's property series from its `values` at `lower` and the tracks of it among `tracks` (those of
    /// `owner`: nil for the element itself, else a layer's path), each track's keyframes passed through `keyframes`.
    func series(
        of tracks: some Sequence<Timeline.Track>, owner: [String]?, values: [Double], at lower: Double,
        keyframes: ([[Double]]) -> [[Double]] = { $0 }
    ) -> [String: [[Double]]] {
        var result: [String: [[Double]]] = [:]
        for (name, value) in zip(ElementProperties.names, values) { result[name] = [[lower, value]] }
        for track in tracks where track.layer == owner { result[track.property] = keyframes(track.keyframes) }
        return result
    }

    /// The easings of the eased segments of the tracks of `owner` among `tracks`, by property and starting offset.
    func easings(of tracks: some Sequence<Timeline.Track>, owner: [String]?) -> [String: [Double: Easing]] {
        var result: [String: [Double: Easing]] = [:]
        for track in tracks where track.layer == owner && !track.easings.isEmpty {
            result[track.property] = Dictionary(track.easings.map { (track.keyframes[$0.key][0], $0.value) }) { a, _ in a }
        }
        return result
    }

    /// What an element declares for its clip, or for what turns in 3-D under it: a clip flattens it, as browsers draw it.
    func clipping(_ answer: Frame.Item) -> [String] {
        if let clip = answer.clip { return ["clip-path: inset(0 round \(CSSText.length(clip.cornerRadius)))"] }
        return answer.layers.contains(where: \.isTurnedInThreeDimensions) ? ["transform-style: preserve-3d"] : []
    }
}

// Bars that hide and return: the bar sticks at the start inset inside a block of its own, slid back by its hidden
// amount s, a registered custom property on the scene's content that its followers' stick lines read too. The sheet
// plays the forward path, s = min(h, c(o)); where the browser knows the last scroll direction (`scroll-state(scrolled)`),
// scrolling back brings the bar back. A page's player keeps s along the real path instead.
extension TimelineStyleSheet {
    /// The custom property holding the hidden amount of bar `index` of the timeline's `reveal`.
    static func hiddenProperty(_ index: Int) -> String { "--sfx-hidden-\(index)" }

    /// The index in the timeline's `reveal` of the bar that is section `id`, or that it follows (`following`).
    func barIndex(of section: Section) -> Int? {
        let id = section.reveal != nil ? section.id : section.sticky?.follow
        return id.flatMap { id in timeline.reveal?.firstIndex { $0.section == id } }
    }

    /// A bar's declarations beyond its size and stickiness: above the content, slid back by its hidden amount (a
    /// right-to-left horizontal scene's bar, at the right-hand edge, slides right).
    func barDeclarations(_ index: Int) -> [String] {
        let hidden = "var(\(Self.hiddenProperty(index)))"
        let slide = switch (scene.axis, isRightToLeft) {
        case (.vertical, _): "0 calc(-1 * \(hidden))"
        case (.horizontal, false): "calc(-1 * \(hidden)) 0"
        case (.horizontal, true): "\(hidden) 0"
        }
        return ["z-index: 1", "translate: \(slide)"]
    }

    /// The bars' custom properties, the forward path played on the scene's scroll timeline, and the bars' return where
    /// the browser knows the last scroll direction.
    func revealRules() -> String {
        guard let bars = timeline.reveal, !bars.isEmpty else { return "" }
        var css = "", played: [String] = [], names: [String] = [], shown: [String] = []
        for (index, bar) in bars.enumerated() {
            let property = Self.hiddenProperty(index)
            css += "@property \(property) {\n  syntax: \"<length>\";\n  inherits: true;\n  initial-value: 0px;\n}\n"
            css += "@keyframes sfx-reveal-\(index) {\n  from { \(property): 0px }\n  to { \(property): \(CSSText.length(bar.length)) }\n}\n"
            names.append("sfx-reveal-\(index)")
            played.append("0px \(CSSText.length(bar.length))")
            shown.append("\(property): 0px")
        }
        let content = "[data-sfx-scene] > [data-sfx-content]"
        css += "@supports (animation-timeline: scroll()) {\n" + CSSText.rule(content, [
            "animation-name: \(names.joined(separator: ", "))", "animation-duration: auto", "animation-timing-function: linear",
            "animation-fill-mode: both", "animation-timeline: --sfx-scene", "animation-range: \(played.joined(separator: ", "))",
        ]) + "}\n"
        let back = scene.axis == .vertical ? "block-start" : "inline-start"
        css += "@supports (container-type: scroll-state) {\n" + CSSText.rule("[data-sfx-scene]", ["container-type: scroll-state"])
            + "@container scroll-state(scrolled: \(back)) {\n" + CSSText.rule(content, ["animation-name: none"] + shown) + "}\n}\n"
        return css
    }
}

extension StyleSheetCompiler {
    /// Refuses a sheet of a header whose length along the axis is not its laid-out h over the range: the browser's
    /// clamp would read the length it is drawn at, the contract's reads h. (Across the axis, and in every other
    /// property, its effects animate as an item's.)
    func refuseResizedHeaders(_ timeline: Timeline, source: Int?) throws(RequestError) {
        let builder = windows.builder
        let axis = builder.scene.axis
        let property = axis == .vertical ? "frame.height" : "frame.width"
        // The sections whose header's length changes, found in one pass.
        let resized = Set(timeline.tracks.filter { $0.header && $0.layer == nil && $0.property == property }.map(\.section))
        for (index, placement) in builder.layout.placements.enumerated() {
            guard let spec = placement.section.header else { continue }
            let length = windows.headerAnswer(section: index, source: source, offset: timeline.from)?.frame.length(axis)
            guard resized.contains(placement.section.id) || !PiecewiseLinearFit.isExact(length ?? 0, spec.size[axis] ?? 0) else { continue }
            throw RequestError(pointer: "/scene/sections/\(index)/header/effects", reason: "a style sheet sticks a header by its laid-out "
                             + "\(axis == .vertical ? "height" : "width") (position: sticky reads the length it is drawn at): "
                             + "its effects may not change that length over the range")
        }
    }
}
