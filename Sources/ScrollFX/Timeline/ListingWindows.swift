/// Where a scene lists its items as a timeline's source scrolls: how far each source scrolls, the offset it shows,
/// and what one evaluation of an item or a header weighs.
///
/// Every other part of a compile (``ItemFits``, ``SharedTracks``, ``HeaderFits``, ``CoverExposures``) reads the
/// scene through it; it holds the scene's frame builder and nothing of a request.
struct ListingWindows: Sendable {
    let builder: FrameBuilder
    /// The builder without the scene's rubber band (the same one when it has none), for ``positional(source:)``.
    private let unbent: FrameBuilder

    /// Prepares a validated scene.
    init(scene: Scene) {
        var builder = FrameBuilder(scene: scene)
        builder.geometryOnly = true
        var unbent = builder
        if scene.overscroll.model != .none {
            var flat = scene
            flat.overscroll = Overscroll()
            unbent = FrameBuilder(scene: flat)
            unbent.geometryOnly = true
        }
        self.init(builder: builder, unbent: unbent)
    }

    private init(builder: FrameBuilder, unbent: FrameBuilder) {
        (self.builder, self.unbent) = (builder, unbent)
    }

    /// These windows for fits keyed by position, when the scene is the `source`: without its rubber band. An item that
    /// stands for others is evaluated at offsets where they would be at its positions, which may lie past the scroll
    /// range even when the requested range does not (which is all such fits serve). A carousel source leaves the
    /// scene where it is, bent or not.
    func positional(source: Int?) -> ListingWindows {
        source == nil ? ListingWindows(builder: unbent, unbent: unbent) : self
    }

    /// The placement index of the carousel named `source`, nil for the scene.
    func sourceIndex(_ source: String?) throws(RequestError) -> Int? {
        guard let source else { return nil }
        guard let index = builder.layout.placements.firstIndex(where: { $0.section.id == source && $0.carousel != nil }) else {
            throw RequestError(pointer: "/source", reason: "\"\(source)\" is not the id of a carousel section of the scene")
        }
        return index
    }

    /// How far a source scrolls: the scene (nil) or the carousel at placement `source`.
    func maxOffset(of source: Int?) -> Double {
        source.flatMap { builder.layout.placements[$0].carousel?.maxOffset } ?? builder.layout.maxOffset
    }

    /// Whether [from, to] of `source` takes the scene past either end with a rubber band: items then move by a bent
    /// function of the offset, and each is fitted on its own rather than from one fit moved along.
    func bends(source: Int?, from: Double, to: Double) -> Bool {
        source == nil && builder.scene.overscroll.model == .rubberBand && (from < 0 || to > maxOffset(of: nil))
    }

    /// Where the scene's rubber band starts bending the displayed offset, 0 and maxOffset; none without one (or for a
    /// carousel source, which has none).
    func bendingOffsets(source: Int?) -> [Double] {
        source == nil && builder.scene.overscroll.model == .rubberBand ? [0, maxOffset(of: nil)] : []
    }

    /// The offset the source shows at its raw `offset`: a scene's rubber band damps it past either end.
    func shown(_ offset: Double, source: Int?) -> Double {
        source == nil ? builder.sceneContainer(offset: offset).offset : offset
    }

    /// The raw offset at which the source shows `offset`, the inverse of ``shown(_:source:)``.
    func raw(showing offset: Double, source: Int?) -> Double {
        guard source == nil else { return offset }
        return builder.scene.overscroll.raw(showing: offset, maxOffset: builder.layout.maxOffset, length: builder.scene.viewport.size[builder.scene.axis])
    }

    /// The raw offsets of a scene source where a pinned section starts and stops sticking (``stickingOffsets``), and
    /// where the forward path stops hiding the bar (min(h, M)) for the bar and its followers: their items' tracks kink
    /// there. A follower's stick line is the bar's hidden amount higher, which is constant past that offset.
    func pinBreakpoints(section: Int, source: Int?) -> [Double] {
        let placement = builder.layout.placements[section]
        guard source == nil else { return [] }
        let hidden = builder.bar?.forward(builder.layout.maxOffset) ?? 0
        if placement.section.reveal != nil { return [hidden] }
        guard let sticky = placement.section.sticky else { return [] }
        let axis = builder.scene.axis
        let (start, length) = (placement.contentFrame.min(axis), placement.contentFrame.length(axis))
        let block = builder.layout.contentLength
        guard sticky.follow != nil else { return stickingOffsets(start: start, length: length, blockEnd: block, top: sticky.top) }
        return [hidden] + stickingOffsets(start: start, length: length, blockEnd: block, top: sticky.top)
            + stickingOffsets(start: start, length: length, blockEnd: block, top: sticky.top - hidden)
    }

    /// Where a sticky element (laid out at S, ℓ long, in a containing block ending at B₁, sticking `top` below the
    /// start inset) starts and stops sticking, o₁ = S − i₀ − t and o₂ = B₁ − ℓ − i₀ − t, as raw offsets of the scene:
    /// past an edge under a rubber band, the raw offset that shows them (none when no offset does).
    func stickingOffsets(start: Double, length: Double, blockEnd: Double, top: Double) -> [Double] {
        let line = builder.scene.contentInset.start(builder.scene.axis) + top
        return [start - line, blockEnd - length - line].map { raw(showing: $0, source: nil) }.filter(\.isFinite)
    }

    /// What one evaluation of an item of `section` weighs: the item and its layers at every depth, and their effects.
    func weight(section: Int) -> EvaluationWeight {
        let spec = builder.layout.placements[section].section
        return EvaluationWeight(effects: spec.effects, layers: spec.layers)
    }

    /// What one evaluation of the header of `section` weighs: the header and its layers at every depth, and their effects.
    func headerWeight(section: Int) -> EvaluationWeight {
        let header = builder.layout.placements[section].section.header
        return EvaluationWeight(effects: header?.effects, layers: header?.layers)
    }
}
