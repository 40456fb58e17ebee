/// Computes the ``Frame`` of a validated ``Scene``: layout, then effects, then clips.
///
/// Pure and total on a validated scene: no I/O, no shared state, no traps,
/// no NaN. Only listed (visible or prefetched) items are visited.
public struct FrameBuilder: Sendable {
    let scene: Scene
    let layout: SceneLayout
    let viewportRect: Rect
    /// Per section, the elements a listed item adds (itself and its layers at every depth) and those its header adds
    /// whenever it may be listed: what ``listingBound(offsets:limit:)`` multiplies, counted once.
    let listingWeights: [(item: Int, header: Int)]
    /// The scene's bar that hides and returns, if it has one.
    public let bar: RevealBar?
    /// Whether answers leave out what only a frame shows (visible rects, layer clips, cover warnings): a timeline
    /// reads frames and transforms alone.
    var geometryOnly = false

    /// Prepares the layout of `scene`, which must have passed ``Scene/validate(limits:)``.
    public init(scene: Scene) {
        self.scene = scene
        self.layout = SceneLayout(scene: scene)
        self.viewportRect = Rect(origin: .zero, size: scene.viewport.size)
        self.bar = RevealBar(scene: scene, maxOffset: layout.maxOffset)
        let placements = layout.placements
        listingWeights = placements.indices.map { index in
            let section = placements[index].section
            return (1 + Self.layerCount(section.layers ?? []), section.header.map { 1 + Self.layerCount($0.layers ?? []) } ?? 0)
        }
    }

    /// The frame at `offset` (the scene's own offset when nil) with the bar hidden by `hidden` (when nil, as the frame
    /// after the scene's `previous` leaves it); the layout is shared between calls.
    public func build(offset: Double? = nil, hidden: Double? = nil) -> Frame {
        let offset = offset ?? scene.offset
        let container = sceneContainer(offset: offset, hidden: hidden ?? bar?.hidden(at: offset, after: scene.previous))
        var scratch = Scratch()
        // By index, so each placement is read where it lies rather than copied out with its section's arrays.
        let sections = layout.placements.indices.map { index in
            section(layout.placements[index], in: container, scratch: &scratch)
        }
        var contentSize = scene.viewport.size
        contentSize[scene.axis] = layout.contentLength
        var frame = Frame(
            offset: offset, maxOffset: layout.maxOffset, contentSize: contentSize,
            sections: sections, warnings: scratch.warnings
        )
        if scene.overscroll.model == .rubberBand { frame.displayedOffset = container.offset }
        return scene.layoutDirection == .rtl ? frame.mirrored(viewportWidth: scene.viewport.width) : frame
    }

    /// Where a section's items live: their origin, container, listing window and clip.
    struct ItemSpace {
        var sectionFrame: Rect
        var origin: Point
        var container: ScrollContainer
        var window: Rect?
        var clip: Clip
        var offset = 0.0
        var maxOffset = 0.0
        /// How far a pinned section or the bar is displaced from where it is laid out (``pinning(_:in:)``); 0 for the others.
        var pinned = 0.0
    }

    /// The scene's own container at the raw `offset`: at the offset it shows (see ``Overscroll``), the bar hidden by
    /// `hidden` (when nil, as the forward path hides it: a timeline's tracks).
    func sceneContainer(offset: Double, hidden: Double? = nil) -> ScrollContainer {
        let shown = scene.overscroll.displayed(offset, maxOffset: layout.maxOffset, length: scene.viewport.size[scene.axis])
        var container = ScrollContainer(frame: viewportRect, axis: scene.axis, offset: shown, globalOrigin: Point(x: scene.viewport.x, y: scene.viewport.y))
        container.hidden = hidden ?? bar?.forward(shown) ?? 0
        return container
    }

    /// Where the items of `placement` live when the scene container is `container` and a carousel is at `carouselOffset`.
    func itemSpace(_ placement: SceneLayout.Placement, scene container: ScrollContainer, carouselOffset: Double? = nil) -> ItemSpace {
        let pinned = pinning(placement, in: container)
        var scroll = Point.zero
        scroll[container.axis] = pinned - container.offset
        let frame = placement.contentFrame.offsetBy(scroll)
        guard let carousel = placement.carousel else {
            return ItemSpace(sectionFrame: frame, origin: frame.origin, container: container,
                             window: viewportRect.grown(by: scene.prefetch, along: container.axis), clip: Clip(container: viewportRect),
                             pinned: pinned)
        }
        // A carousel is its items' container; it clips them, and lists nothing when off-screen.
        let offset = carouselOffset ?? placement.section.offset
        let visible = frame.intersection(viewportRect)
        return ItemSpace(
            sectionFrame: frame,
            origin: Point(x: frame.x - offset, y: frame.y),
            container: ScrollContainer(frame: frame, axis: .horizontal, offset: offset, globalOrigin: container.globalOrigin,
                                       stride: carousel.stride,
                                       perspective: placement.section.perspective),
            window: visible?.grown(by: scene.prefetch, along: .horizontal),
            clip: Clip(container: visible),
            offset: offset, maxOffset: carousel.maxOffset, pinned: pinned
        )
    }

    /// The items of `placement` that may be listed in `space`, before each one's overlap test.
    func candidates(_ placement: SceneLayout.Placement, in space: ItemSpace) -> Range<Int> {
        guard let window = space.window else { return 0..<0 }
        let axis = space.container.axis
        let growth = growthBound(placement, pull: space.container.pull, axis: axis)
        return placement.items.candidates(from: window.min(axis) - space.origin[axis] - growth, to: window.max(axis) - space.origin[axis])
    }

    /// How far back the search for listed items must reach for items that grow into view.
    func growthBound(_ placement: SceneLayout.Placement, pull: Double, axis: Axis) -> Double {
        scene.reduceMotion ? 0 : (placement.section.effects ?? []).reduce(0) { $0 + $1.growthBound(along: axis, pull: pull) }
    }

    private func section(
        _ placement: SceneLayout.Placement, in container: ScrollContainer, scratch: inout Scratch
    ) -> Frame.Section {
        let space = itemSpace(placement, scene: container)
        // The section read where it lies: a local copy would be hundreds of bytes and a retain of each array it holds.
        var items: [Frame.Item] = []
        if let window = space.window {
            let candidates = candidates(placement, in: space)
            items.reserveCapacity(candidates.count)
            for index in candidates {
                // Listing needs only the laid-out frame: layers and clips are built for listed items alone.
                let (element, frame, visual) = resolvedItem(index, of: placement, in: space)
                guard frame.overlapsWithPositiveArea(window) else { continue }
                items.append(item(index, of: placement.section, frame: frame, visual: visual, in: element, scratch: &scratch))
            }
        }
        // A looping carousel's range is of virtual indices, as its items are listed by them.
        let visibleRange = items.first.map { first in
            Frame.VisibleRange(first: first.virtualIndex ?? first.index, last: items[items.count - 1].virtualIndex ?? items[items.count - 1].index)
        }
        var answer = Frame.Section(
            id: placement.section.id, kind: placement.section.kind, frame: space.sectionFrame,
            offset: space.offset, maxOffset: space.maxOffset, visibleRange: visibleRange, items: items
        )
        if let spec = placement.section.header { answer.header = .some(header(spec, of: placement, in: space, scratch: &scratch)) }
        if placement.section.sticky != nil { answer.stuck = space.pinned > 0 }
        if placement.section.reveal != nil { answer.hidden = container.hidden }
        return answer
    }

    /// Item `index` as it would be answered, listed or not, with its laid-out frame in viewport space (before mirroring)
    /// and, with `coverAmounts`, how far its cover layers leave their parents uncovered (``Scratch/coverAmounts``).
    func answer(
        _ index: Int, of placement: SceneLayout.Placement, in space: ItemSpace, coverAmounts: Bool = false
    ) -> (frame: Rect, item: Frame.Item, coverAmounts: [Double]) {
        let (element, frame, visual) = resolvedItem(index, of: placement, in: space)
        var scratch = Scratch(coverAmounts: coverAmounts ? [] : nil)
        let answer = item(index, of: placement.section, frame: frame, visual: visual, in: element, scratch: &scratch)
        return (frame, answer, scratch.coverAmounts ?? [])
    }

    /// Item `index` laid out and with its own effects resolved; its layers are not built yet.
    @inline(__always)
    func resolvedItem(
        _ index: Int, of placement: SceneLayout.Placement, in space: ItemSpace
    ) -> (element: Element, frame: Rect, visual: VisualTransform) {
        let section = placement.section
        var layoutFrame = placement.items.frame(ofItem: index).offsetBy(space.origin)
        var collapse: CollapseState?
        if section.kind == .header, let spec = section.collapse {
            // Pinned where it rests and shortened as the scene scrolls forward; past the start, a header as any other.
            let axis = space.container.axis
            let state = CollapseState(minHeight: spec.minHeight, height: layoutFrame.length(axis), offset: space.container.offset)
            if space.container.offset >= 0 {
                var origin = layoutFrame.origin
                origin[axis] = placement.contentFrame.min(axis)
                layoutFrame = Rect(origin: origin, size: layoutFrame.size)
                layoutFrame.size[axis] -= state.distance
            }
            collapse = state
        }
        let element = Element(sectionFrame: space.sectionFrame, item: section.item(at: index), itemFrame: layoutFrame,
                              layoutFrame: layoutFrame, toViewport: .identity, clip: space.clip, container: space.container,
                              collapse: collapse, reveal: section.reveal == nil ? 0 : bar?.fraction(space.container.hidden) ?? 0)
        let (frame, visual) = resolve(section.effects ?? [], anchor: Point(x: 0.5, y: 0.5), for: element, isItem: true)
        return (element, frame, visual)
    }

    private func item(
        _ index: Int, of section: Section, frame: Rect, visual: VisualTransform, in parent: Element,
        scratch: inout Scratch
    ) -> Frame.Item {
        // In a looping carousel `index` is virtual: copy k shows item k mod count.
        let shown = section.item(at: index)
        return element(
            // A header or box is one item whatever `items` holds: an empty list gives it no id.
            index: shown, virtualIndex: section.loops ? index : nil, id: section.items.flatMap { $0.indices.contains(shown) ? $0[shown].id : nil },
            section: section.id, frame: frame, visual: visual, in: parent, clips: section.clip, cornerRadius: section.cornerRadius,
            layers: section.layers ?? [], scratch: &scratch
        )
    }

    /// An element (an item, or a section's header) of `section` laid out at `frame` with its own `visual` transform,
    /// its layers built inside it.
    @inline(__always)
    func element(
        index: Int, virtualIndex: Int? = nil, id: String?, section: String, frame: Rect, visual: VisualTransform, in parent: Element, clips: Bool, cornerRadius: Double, layers: [Layer],
        scratch: inout Scratch
    ) -> Frame.Item {
        let matrix = visual.matrix(for: frame.size)
        let toViewport = AffineTransform.translation(frame.origin).concatenating(matrix)
        var element = parent
        element.itemFrame = frame
        element.layoutFrame = frame
        element.toViewport = toViewport
        if visual.isThreeDimensional {
            element.space = scratch.keep(Transform3D(.translation(frame.origin)).concatenating(visual.matrix3D(for: frame.size)))
        }
        // The element's bounds inside its container's clip: what it shows, and, when it clips, what its layers may show.
        var visiblePart = parent.clip
        visiblePart.item = Clip.Bounds(size: frame.size, toViewport: toViewport, projection: scratch.keep(element.projection(in: scratch.spaces)))
        if clips { element.clip = visiblePart }
        var item = Frame.Item(
            index: index, id: id, frame: frame,
            visibleRect: geometryOnly ? nil : visiblePart.visibleRect(projections: scratch.projections),
            clip: clips ? Frame.ClipRect(x: 0, y: 0, width: frame.width, height: frame.height, cornerRadius: cornerRadius) : nil,
            transform: Frame.Transform(visual, size: frame.size, matrix: matrix),
            layers: layers.map { layer($0, in: element, of: section, scratch: &scratch) }
        )
        item.virtualIndex = virtualIndex
        return item
    }

    /// Runs both phases of `effects` on an element laid out at `element.layoutFrame`.
    ///
    /// Layout effects read the frame before them; visual effects read the result.
    /// Under `reduceMotion` there is no layout phase and only opacity (and the anchor) survive.
    /// For an item (`isItem`), the item length effects read is its own laid-out one; a layer reads its item's.
    func resolve(_ effects: [Effect], anchor: Point, for element: Element, isItem: Bool) -> (frame: Rect, visual: VisualTransform) {
        var visual = VisualTransform(anchor: anchor)
        var frame = element.layoutFrame
        var context = element.context(isItem: isItem)
        if !scene.reduceMotion {
            for effect in effects {
                effect.applyLayout(to: &frame, &visual, in: context)
            }
            context.frame = frame
        }
        if isItem { context.item = frame }
        for effect in effects {
            effect.apply(to: &visual, in: context)
        }
        return (frame, scene.reduceMotion ? visual.reducedMotion : visual)
    }
}
