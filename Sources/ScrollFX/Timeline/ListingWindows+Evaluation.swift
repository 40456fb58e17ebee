/// One evaluation of an item or a header as a fit reads it: its answer as `/v1/frame` gives it, its overlaps with its
/// window, and its cover layers' gaps.
extension ListingWindows {
    /// The item's answer as `/v1/frame` gives it (mirrored for right to left) when the source is at `offset`.
    func answer(section: Int, item: Int, source: Int?, offset: Double) -> Frame.Item {
        let answer = builder.answer(item, of: builder.layout.placements[section],
                                    in: itemSpace(section: section, source: source, offset: offset)).item
        return mirroredIfRightToLeft(answer)
    }

    private func mirroredIfRightToLeft(_ item: Frame.Item) -> Frame.Item {
        builder.scene.layoutDirection == .rtl ? item.mirrored(viewportWidth: builder.scene.viewport.width) : item
    }

    /// The item's signed overlaps with its window (both > 0 exactly when it is listed), its property values and,
    /// with `covers`, its cover layers' gaps.
    func evaluate(section: Int, item: Int, source: Int?, offset: Double, covers: Bool = true) -> [Double] {
        let placement = builder.layout.placements[section]
        let space = itemSpace(section: section, source: source, offset: offset)
        let (frame, answer, gaps) = builder.answer(item, of: placement, in: space, coverAmounts: covers)
        // The cover gaps are the frame builder's own, judged as its warnings are (projected quads included).
        return ElementProperties.values(of: mirroredIfRightToLeft(answer), after: overlaps(frame, rawWindow(placement, space))) + gaps
    }

    /// The header's signed overlaps with the viewport's window, its property values and, with `covers`, its cover
    /// layers' gaps, when the scene is at `offset`.
    func evaluateHeader(section: Int, offset: Double, covers: Bool) -> [Double] {
        let placement = builder.layout.placements[section]
        guard let spec = placement.section.header else { return [] }
        let space = itemSpace(section: section, source: nil, offset: offset)
        let (frame, element, gaps) = headerAnswer(spec, section: section, in: space, coverAmounts: covers)
        return ElementProperties.values(of: element, after: overlaps(frame, rawWindow(placement, space))) + gaps
    }

    /// The signed overlaps of a frame with a window, across x then y.
    private func overlaps(_ frame: Rect, _ window: Rect) -> [Double] {
        [min(frame.maxX, window.maxX) - max(frame.x, window.x), min(frame.maxY, window.maxY) - max(frame.y, window.y)]
    }

    /// The header of `section` as `/v1/frame` answers it (mirrored for right to left) when the source is at `offset`.
    func headerAnswer(section: Int, source: Int?, offset: Double) -> Frame.Item? {
        guard let spec = builder.layout.placements[section].section.header else { return nil }
        return headerAnswer(spec, section: section, in: itemSpace(section: section, source: source, offset: offset), coverAmounts: false).element
    }

    /// The header's displayed frame left to right, its answer as `/v1/frame` gives it, listed or not, and with
    /// `coverAmounts` how far its cover layers leave their parents uncovered.
    func headerAnswer(
        _ spec: SectionHeader, section: Int, in space: FrameBuilder.ItemSpace, coverAmounts: Bool
    ) -> (frame: Rect, element: Frame.Item, gaps: [Double]) {
        var scratch = FrameBuilder.Scratch(coverAmounts: coverAmounts ? [] : nil)
        let (frame, header) = builder.headerAnswer(spec, of: builder.layout.placements[section], in: space, scratch: &scratch)
        return (frame, mirroredIfRightToLeft(header.element), scratch.coverAmounts ?? [])
    }
}
