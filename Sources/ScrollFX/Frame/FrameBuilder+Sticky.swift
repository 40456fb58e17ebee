extension FrameBuilder {
    /// How far a sticky element is displaced along the scene axis when the scene shows `offset` (CSS `position:
    /// sticky`): δ = clamp(o + i₀ + t − S, 0, B₁ − S − ℓ), for an element laid out at content start S, ℓ long, in
    /// the containing block ending at B₁, sticking `top` (t) below the start inset i₀.
    func stickiness(start: Double, length: Double, blockEnd: Double, top: Double, offset: Double) -> Double {
        let wanted = offset + scene.contentInset.start(scene.axis) + top - start
        return max(0, min(wanted, blockEnd - start - length))
    }

    /// How far a pinned section (`sticky`) or the bar that hides and returns is displaced in the scene's `container`;
    /// 0 for the others. A pinned section's containing block is the whole content, end inset included; one that
    /// follows the bar sticks higher by the bar's hidden amount.
    func pinning(_ placement: SceneLayout.Placement, in container: ScrollContainer) -> Double {
        // The section's members read where they lie, not copied out with its arrays.
        if placement.section.reveal != nil, let bar { return bar.displacement(offset: container.offset, hidden: container.hidden) }
        guard let sticky = placement.section.sticky else { return 0 }
        let axis = scene.axis
        let top = sticky.follow == nil ? sticky.top : sticky.top - container.hidden
        return stickiness(start: placement.contentFrame.min(axis), length: placement.contentFrame.length(axis),
                          blockEnd: layout.contentLength, top: top, offset: container.offset)
    }

    /// The header of the section placed at `placement` as answered in `space`, nil when it is not listed: then
    /// without warnings, like an item that is not listed. Its containing block is the section's slot; its effects
    /// read its displayed frame, the section's frame is the slot.
    func header(_ spec: SectionHeader, of placement: SceneLayout.Placement, in space: ItemSpace, scratch: inout Scratch) -> Frame.Header? {
        let warned = scratch.warnings.count
        let (frame, header) = headerAnswer(spec, of: placement, in: space, scratch: &scratch)
        guard let window = space.window, frame.overlapsWithPositiveArea(window) else {
            scratch.warnings.removeSubrange(warned...)
            return nil
        }
        return header
    }

    /// The header as it would be answered, listed or not, with its displayed frame (before mirroring).
    func headerAnswer(
        _ spec: SectionHeader, of placement: SceneLayout.Placement, in space: ItemSpace, scratch: inout Scratch
    ) -> (frame: Rect, header: Frame.Header) {
        let axis = scene.axis
        let length = spec.size[axis] ?? 0
        let displacement = headerDisplacement(spec, of: placement, offset: space.container.offset)
        let laidOut = Rect(axis: axis, main: space.sectionFrame.min(axis) + displacement, cross: space.sectionFrame.min(axis.cross),
                           mainLength: length, crossLength: space.sectionFrame.length(axis.cross))
        let parent = Element(sectionFrame: space.sectionFrame, item: nil, itemFrame: laidOut,
                             layoutFrame: laidOut, toViewport: .identity, clip: space.clip, container: space.container)
        let (frame, visual) = resolve(spec.effects ?? [], anchor: Point(x: 0.5, y: 0.5), for: parent, isItem: true)
        let answer = element(index: 0, id: spec.id, section: placement.section.id, frame: frame, visual: visual, in: parent, clips: spec.clip,
                             cornerRadius: spec.cornerRadius, layers: spec.layers ?? [], scratch: &scratch)
        return (frame, Frame.Header(element: answer, stuck: displacement > 0))
    }

    /// How far a section's header is displaced when the scene shows `offset`: its containing block is the slot.
    func headerDisplacement(_ spec: SectionHeader, of placement: SceneLayout.Placement, offset: Double) -> Double {
        let axis = scene.axis
        let slot = placement.contentFrame
        return stickiness(start: slot.min(axis), length: spec.size[axis] ?? 0, blockEnd: slot.max(axis), top: spec.top, offset: offset)
    }
}
