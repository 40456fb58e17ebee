extension TimelineStyleSheet {
    /// The longest content a page scrolls, 2²⁴ px: every engine lays it out, where Firefox drops a length past about
    /// 17.9 million px (its largest coordinate) to 0, and would not scroll at all. Content longer than this is cut.
    static let longestContent = 16_777_216.0

    /// The rules of the scroll containers and sections: the scene and its content, the base rule of every section, item
    /// and layer, then each section (a carousel with its own content) where it is at the start of the range.
    func containerRules() -> String {
        let axis = scene.axis
        var content = scene.viewport.size
        content[axis] = min(builder.layout.maxOffset + scene.viewport.size[axis], Self.longestContent)
        var css = CSSText.rule("[data-sfx-scene]", [
            "position: relative", "box-sizing: content-box",
        ] + CSSText.size(scene.viewport.size) + [
            "overflow: hidden", "overflow-\(axis == .vertical ? "y" : "x"): auto", "scrollbar-width: none",
            "scroll-timeline: --sfx-scene \(axis == .vertical ? "y" : "x")",
        ] + (isRightToLeft && axis == .horizontal ? ["direction: rtl"] : []))
        css += CSSText.rule("[data-sfx-scene] > [data-sfx-content]", ["position: relative"] + CSSText.size(content) + ["overflow: clip"])
        css += ElementRules.baseRule(everyElement)
        let sceneOffset = source == nil ? timeline.from : scene.offset
        let toContent = Point.zero - contentOrigin(length: builder.layout.maxOffset, axis: axis, offset: sceneOffset)
        for (index, placement) in builder.layout.placements.enumerated() {
            let frame = sectionFrame(index, at: timeline.from)
            var declarations: [String]
            let selector = sectionSelector(placement.section.id)
            // A pinned section sticks in an element of its own that spans the rest of the content; it and collapsing
            // headers paint above the other sections, and a header above its section's items.
            // The bar that hides and returns sticks at the start inset in one too, slid back by its hidden amount.
            if placement.section.sticky != nil || placement.section.reveal != nil {
                let block = pinBlock(index).offsetBy(toContent)
                css += CSSText.rule(pinSelector(placement.section.id), ["position: absolute", "left: \(CSSText.length(block.x))",
                                                                        "top: \(CSSText.length(block.y))"] + CSSText.size(block.size))
                let bar = barIndex(of: placement.section)
                declarations = CSSText.size(frame.size) + (placement.section.reveal != nil
                    ? sticking(top: 0) + (bar.map(barDeclarations) ?? ["z-index: 1"])
                    : sticking(top: placement.section.sticky?.top ?? 0, following: bar) + ["z-index: 1"])
            } else {
                declarations = CSSText.box(frame.offsetBy(toContent)) + (placement.section.paintsAbove ? ["z-index: 1"] : [])
            }
            if placement.section.header != nil { declarations.append("isolation: isolate") }
            guard placement.carousel != nil else {
                css += CSSText.rule(selector, declarations)
                continue
            }
            declarations += ["overflow: hidden", "overflow-x: auto", "scrollbar-width: none"]
            if isRightToLeft { declarations.append("direction: rtl") }
            if source == index { declarations.append("scroll-timeline: \(timelineName) x") }
            // A carousel that turns its items in 3-D draws them from an eye at its centre, through its content.
            let spec = placement.section
            let isThreeDimensional = ((spec.effects ?? []) + ElementProperties.layers(spec.layers ?? []).flatMap(\.layer.effects)).contains {
                if case .coverflow = $0 { true } else { false }
            }
            if isThreeDimensional {
                declarations += ["perspective: \(CSSText.length(spec.perspective))", "perspective-origin: 50% 50%"]
            }
            css += CSSText.rule(selector, declarations)
            let carouselContent = Size(width: min(scrollRange(index).length + frame.width, Self.longestContent), height: frame.height)
            // Clipping the content would flatten it (browsers draw a clipped element's children on its plane).
            css += CSSText.rule(selector + " > [data-sfx-content]", ["position: relative"] + CSSText.size(carouselContent)
                                + [isThreeDimensional ? "transform-style: preserve-3d" : "overflow: clip"])
        }
        return css
    }

    /// The section's frame as `/v1/frame` gives it when the source is at `offset`.
    func sectionFrame(_ section: Int, at offset: Double) -> Rect {
        let frame = compiler.windows.itemSpace(section: section, source: source, offset: offset).sectionFrame
        return isRightToLeft ? frame.mirrored(within: scene.viewport.width) : frame
    }

    /// Where a scroll container's content starts, in its parent's space, at `offset`: a right-to-left
    /// horizontal container scrolls from its right-hand end.
    func contentOrigin(length maxOffset: Double, axis: Axis, offset: Double) -> Point {
        var origin = Point.zero
        origin[axis] = isRightToLeft && axis == .horizontal ? offset - maxOffset : -offset
        return origin
    }

    /// Where the element holding a section's items starts, in viewport space, when the source is at `offset`.
    func itemParentOrigin(_ section: Int, at offset: Double) -> Point {
        let frame = sectionFrame(section, at: offset)
        let placement = builder.layout.placements[section]
        guard placement.carousel != nil else { return frame.origin }
        let range = scrollRange(section)
        let shown = source == section ? offset : placement.section.offset
        let scroll = contentOrigin(length: range.length, axis: .horizontal, offset: shown - range.lower)
        return Point(x: frame.x + scroll.x, y: frame.y)
    }

    /// The offsets a carousel's scroller covers: from `lower`, `length` long (scrollLeft s shows offset lower + s).
    /// A looping carousel has no ends: as the source it covers the sheet's range, otherwise it stays where it is.
    func scrollRange(_ section: Int) -> (lower: Double, length: Double) {
        let placement = builder.layout.placements[section]
        guard placement.section.loops else { return (0, placement.carousel?.maxOffset ?? 0) }
        return source == section ? (timeline.from, timeline.to - timeline.from) : (placement.section.offset, 0)
    }
}
