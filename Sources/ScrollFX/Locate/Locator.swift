/// Answers `POST /v1/locate`: where an item's container must be scrolled so that the item sits as asked.
///
/// Works on the item's laid-out frame (before effects) along its container's axis: the scene's, or a carousel's
/// own (horizontal) for a carousel's items. In the scene the insets are the scene's `contentInset` (bars over the
/// content: the centre is the one between them); in a carousel they are its leading and trailing `padding` when it
/// aligns items to the leading edge (none when it centres them), and the centre is the carousel's own, where its snap
/// stops centre items. The visible area of `fraction` is the same region: the container's length less its insets.
public struct Locator: Sendable {
    private let scene: Scene
    private let layout: SceneLayout

    /// Prepares a validated scene.
    public init(scene: Scene) {
        self.scene = scene
        self.layout = SceneLayout(scene: scene)
    }

    /// The answer; throws with a pointer into the request for an unknown section or item, and for `align` and
    /// `fraction` given both, neither, or a fraction outside (0, 1].
    public func locate(_ request: LocateRequest) throws(RequestError) -> LocateResult {
        guard let placement = layout.placements.first(where: { $0.section.id == request.section }) else {
            throw RequestError(pointer: "/section", reason: "\"\(request.section)\" is not the id of a section of the scene")
        }
        // A looping carousel's items are virtual: any index names a copy.
        guard placement.section.loops || (0..<placement.section.itemCount).contains(request.item) else {
            throw RequestError(pointer: "/item", reason: "section \"\(request.section)\" has items 0 to \(placement.section.itemCount - 1); there is no item \(request.item)")
        }
        guard abs(request.item) <= exactIndexLimit else {
            throw RequestError(pointer: "/item", reason: "must be within ±2^53, where every integer is exact in a JSON number")
        }
        let span = span(of: request.item, in: placement)
        let result: LocateResult
        switch (request.align, request.fraction) {
        case (let align?, nil):
            let offset = span.offset(aligning: align)
            result = LocateResult(offset: offset, clamped: placement.section.loops ? offset : min(max(offset, 0), span.maxOffset))
        case (nil, let fraction?):
            guard fraction > 0, fraction <= 1 else { throw RequestError(pointer: "/fraction", reason: "must be greater than 0 and at most 1") }
            let range = span.offsets(showing: fraction)
            result = LocateResult(ranges: range.map { [[$0.lowerBound, $0.upperBound]] } ?? [])
        case (nil, nil):
            throw RequestError(pointer: "/align", reason: "give either align (leading, center or trailing) or fraction")
        case (.some, .some):
            throw RequestError(pointer: "/align", reason: "give either align or fraction, not both")
        }
        // Every offset answered can be sent back as a request's: item 0 too far means the section is.
        let offsets = [result.offset, result.clamped].compactMap { $0 } + (result.ranges ?? []).joined()
        if let far = offsets.first(where: { !(abs($0) <= sceneNumberLimit) }) {
            throw RequestError(pointer: request.item == 0 ? "/section" : "/item", reason: "the item would be at offset \(far), beyond ±1e15")
        }
        return result
    }

    /// An item along its container's axis: where it lies in the container's content, and the container.
    struct Span {
        /// The item's leading edge and length, in content coordinates along the container's axis.
        var start: Double
        var length: Double
        /// The container's length, its insets, the centre an item is centred on, and its largest resting offset.
        var containerLength: Double
        var startInset: Double
        var endInset: Double
        var centre: Double
        var maxOffset: Double

        /// The offset at which the item is aligned as asked: at offset o the item's leading edge is at start − o.
        func offset(aligning align: LocateRequest.Alignment) -> Double {
            switch align {
            case .leading: start - startInset
            case .center: start + length / 2 - centre
            case .trailing: start + length - (containerLength - endInset)
            }
        }

        /// The offsets at which at least `fraction` of the item is inside the visible area, [startInset,
        /// containerLength − endInset]: from where its leading edge is that much before the area's far end to where
        /// its trailing edge is that much past its near end. Nil when no offset shows that much (an item of no length
        /// shows nothing).
        func offsets(showing fraction: Double) -> ClosedRange<Double>? {
            let needed = fraction * length
            let (near, far) = (startInset, containerLength - endInset)
            guard length > 0, needed <= min(length, far - near) else { return nil }
            return (start + needed - far)...(start + length - needed - near)
        }
    }

    /// Item `index` of `placement` along its container's axis.
    func span(of index: Int, in placement: SceneLayout.Placement) -> Span {
        let frame = placement.items.frame(ofItem: index)
        if let carousel = placement.carousel {
            // A carousel's insets are its padding when it aligns its items to the leading edge, none when it centres them.
            let padding = placement.section.alignment == .leading ? placement.section.padding : .zero
            let width = placement.contentFrame.width
            return Span(start: frame.x, length: frame.width, containerLength: width, startInset: padding.leading,
                        endInset: padding.trailing, centre: width / 2, maxOffset: carousel.maxOffset)
        }
        let axis = scene.axis
        let (length, inset) = (scene.viewport.size[axis], scene.contentInset)
        return Span(start: placement.contentFrame.min(axis) + frame.min(axis), length: frame.length(axis), containerLength: length,
                    startInset: inset.start(axis), endInset: inset.end(axis),
                    centre: inset.start(axis) + (length - inset.total(axis)) / 2, maxOffset: layout.maxOffset)
    }
}
