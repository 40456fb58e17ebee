/// Computes the ``Frame`` of a validated ``Scene``: layout, then effects, then clips.
///
/// Pure and total on a validated scene: no I/O, no shared state, no traps,
/// no NaN. Only listed (visible or prefetched) items are visited.
public struct FrameBuilder: Sendable {
    let scene: Scene
    private let layout: SceneLayout
    let viewportRect: Rect

    /// Prepares the layout of `scene`, which must have passed ``Scene/validate()``.
    public init(scene: Scene) {
        self.scene = scene
        self.layout = SceneLayout(scene: scene)
        self.viewportRect = Rect(origin: .zero, size: scene.viewport.size)
    }

    /// The frame at the scene's offset.
    public func build() -> Frame {
        let container = ScrollContainer(
            frame: viewportRect, axis: scene.axis, offset: scene.offset,
            globalOrigin: Point(x: scene.viewport.x, y: scene.viewport.y)
        )
        var warnings: [Frame.Warning] = []
        let sections = layout.placements.map { placement in
            section(placement, in: container, warnings: &warnings)
        }
        var contentSize = scene.viewport.size
        contentSize[scene.axis] = layout.contentLength
        let frame = Frame(
            offset: scene.offset, maxOffset: layout.maxOffset, contentSize: contentSize,
            sections: sections, warnings: warnings
        )
        return scene.layoutDirection == .rtl ? frame.mirrored(viewportWidth: scene.viewport.width) : frame
    }

    private func section(
        _ placement: SceneLayout.Placement, in container: ScrollContainer, warnings: inout [Frame.Warning]
    ) -> Frame.Section {
        var scroll = Point.zero
        scroll[container.axis] = -container.offset
        let sectionFrame = placement.contentFrame.offsetBy(scroll)
        let window = container.frame.grown(by: scene.prefetch, along: container.axis)
        let start = sectionFrame.min(container.axis)
        let candidates = placement.items.candidates(
            from: window.min(container.axis) - start, to: window.max(container.axis) - start
        )
        var items: [Frame.Item] = []
        for index in candidates {
            let frame = placement.items.frame(ofItem: index).offsetBy(sectionFrame.origin)
            guard frame.overlapsWithPositiveArea(window) else { continue }
            items.append(item(index, of: placement.section, frame: frame, in: container, warnings: &warnings))
        }
        let visibleRange = items.first.map { Frame.VisibleRange(first: $0.index, last: items[items.count - 1].index) }
        return Frame.Section(
            id: placement.section.id, kind: placement.section.kind, frame: sectionFrame,
            offset: 0, maxOffset: 0, visibleRange: visibleRange, items: items
        )
    }

    private func item(
        _ index: Int, of section: Section, frame: Rect, in container: ScrollContainer,
        warnings: inout [Frame.Warning]
    ) -> Frame.Item {
        let visual = visualTransform(section.effects, anchor: Point(x: 0.5, y: 0.5),
                                     context: EffectContext(frame: frame, container: container))
        let toViewport = AffineTransform.translation(frame.origin).concatenating(visual.matrix(for: frame.size))
        let bounds = Rect(origin: .zero, size: frame.size)
        let containerClip = ConvexPolygon(container.frame)
        let visiblePart = ConvexPolygon(bounds, transformedBy: toViewport).clipped(to: containerClip)
        let element = Element(
            section: section.id, item: index, layoutFrame: frame, toViewport: toViewport,
            clip: section.clip ? visiblePart : containerClip, container: container
        )
        return Frame.Item(
            index: index,
            id: section.items?[index].id,
            frame: frame,
            visibleRect: visiblePart.area > 0 ? visiblePart.boundingBox : nil,
            clip: section.clip
                ? Frame.ClipRect(x: 0, y: 0, width: frame.width, height: frame.height, cornerRadius: section.cornerRadius)
                : nil,
            transform: Frame.Transform(visual, size: frame.size),
            layers: section.layers.map { layer($0, in: element, warnings: &warnings) }
        )
    }

    /// The accumulated visual transform of `effects`; motion dropped under `reduceMotion`.
    func visualTransform(_ effects: [Effect], anchor: Point, context: EffectContext) -> VisualTransform {
        var visual = VisualTransform(anchor: anchor)
        for effect in effects {
            effect.apply(to: &visual, in: context)
        }
        return scene.reduceMotion ? visual.reducedMotion : visual
    }
}
