/// Answers `POST /v1/timeline`: keyframes of every changing property of every item and layer listed in a range.
///
/// Each listed item is evaluated as one vector function of the source's offset, and each of its properties
/// is fitted on its own (``PiecewiseLinearFit``): breakpoints are exact where a property is piecewise-linear,
/// adaptive within its tolerance (``TrackTolerance``) elsewhere. Listing edges are solved on the item's
/// overlaps with its container's window.
public struct TimelineCompiler: Sendable {
    let builder: FrameBuilder
    /// The builder without the scene's rubber band (the same one when it has none), for ``positional(source:)``.
    private let unbent: FrameBuilder
    /// The most evaluations of elements and effects (an item of n layers at every depth with e effects in all costs
    /// n + 1 + e) one timeline may cost by default (about a second of one core).
    public static let defaultMaxEvaluations = 4_000_000

    /// Prepares a validated scene.
    public init(scene: Scene) {
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

    /// This compiler for fits keyed by position, when the scene is the `source`: without its rubber band. An item that
    /// stands for others is evaluated at offsets where they would be at its positions, which may lie past the scroll
    /// range even when the requested range does not (which is all such fits serve). A carousel source leaves the
    /// scene where it is, bent or not.
    func positional(source: Int?) -> TimelineCompiler {
        source == nil ? TimelineCompiler(builder: unbent, unbent: unbent) : self
    }

    /// The timeline; throws for a bad source or range, an answer over `maxKeyframes`, work over `maxEvaluations`,
    /// or when `shouldStop` (asked at every evaluation) says so, as a caller's deadline does.
    public func compile(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int = defaultMaxEvaluations,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(SceneError) -> Timeline {
        try compile(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop, viewPlayedByPosition: false)
    }

    /// The timeline; with `viewPlayedByPosition`, shared tracks key the maps a sheet plays on view timelines by
    /// position, eased or not, as a page's player needs them.
    func compile(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int, shouldStop: @escaping () -> Bool, viewPlayedByPosition: Bool
    ) throws(SceneError) -> Timeline {
        // A still scene's answer has no tracks at all, shared or not: its placement is /v1/frame's.
        let still = try isStill(request)
        if request.tracks == .shared, try bends(request) {
            throw SceneError(pointer: "/tracks", reason: "shared tracks are keyed by position, which the scene's rubber band bends past "
                             + "its scroll range; ask for per-item tracks, or a range within [0, maxOffset]")
        }
        let source = try sourceIndex(request.source)
        return try compile(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop) { section in
            guard request.tracks == .shared, !still else { return nil }
            return sharedKeying(section: section, source: source, played: viewPlayedByPosition ? viewPlayed(section: section, source: source) : nil)
        }
    }

    /// How a compile keys the tracks of one element of a section's items.
    enum Keying {
        /// The item's own tracks, keyed by the source's offset.
        case perItem
        /// One track for every item, keyed by the item's position in its container.
        case byPosition
        /// One track for every item, keyed by its container's offset.
        case byOffset
    }

    /// Whether the request asks for the whole range of a source that cannot scroll: then nothing moves.
    func isStill(_ request: TimelineRequest) throws(SceneError) -> Bool {
        let source = try sourceIndex(request.source)
        return request.to == nil && maxOffset(of: source) == 0 && (request.from ?? 0) == 0
    }

    /// Whether the request's range takes the scene past either end of its scroll range with a rubber band
    /// (``Overscroll``), where the offset the content shows is no longer the scroll offset plus a constant.
    func bends(_ request: TimelineRequest) throws(SceneError) -> Bool {
        let source = try sourceIndex(request.source)
        return bends(source: source, from: request.from ?? 0, to: request.to ?? maxOffset(of: source))
    }

    /// Whether [from, to] of `source` takes the scene past either end with a rubber band: items then move by a bent
    /// function of the offset, and each is fitted on its own rather than from one fit moved along.
    func bends(source: Int?, from: Double, to: Double) -> Bool {
        source == nil && builder.scene.overscroll.model == .rubberBand && (from < 0 || to > maxOffset(of: nil))
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

    /// How far a source scrolls: the scene (nil) or the carousel at placement `source`.
    func maxOffset(of source: Int?) -> Double {
        source.flatMap { builder.layout.placements[$0].carousel?.maxOffset } ?? builder.layout.maxOffset
    }

    /// The timeline, keying the tracks of each section's elements as `sharing` says (nil: all per item).
    func compile(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int, shouldStop: @escaping () -> Bool,
        sharing: (Int) -> [Keying]?
    ) throws(SceneError) -> Timeline {
        let carousel = try sourceIndex(request.source)
        if let carousel, builder.layout.placements[carousel].section.loops, request.from == nil || request.to == nil {
            throw SceneError(pointer: request.from == nil ? "/from" : "/to", reason: "a looping carousel has no ends: give from and to")
        }
        let (from, to) = (request.from ?? 0, request.to ?? maxOffset(of: carousel))
        for (value, name) in [(from, "from"), (to, "to")] where !value.isFinite || abs(value) > sceneNumberLimit {
            throw SceneError(pointer: "/\(name)", reason: "must be a finite number within ±1e15")
        }
        guard request.tolerance >= TimelineRequest.minimumTolerance, request.tolerance.isFinite else {
            throw SceneError(pointer: "/tolerance", reason: "must be a finite number of at least \(TimelineRequest.minimumTolerance)")
        }
        // A source that cannot scroll, asked for its whole range, has a placement and nothing that moves over offsets.
        let still = try isStill(request)
        guard still || from < to else { throw SceneError(pointer: "/to", reason: "must be greater than from (\(from))") }

        guard request.tracks == .perItem || !request.exposures else {
            throw SceneError(pointer: "/exposures", reason: "exposures are reported per item: ask for them with \"tracks\": \"perItem\"")
        }
        if let carousel { try requireExactIndices(source: carousel, from: from, to: to) }
        let candidates = self.candidates(source: carousel, from: from, to: to)
        // Per section, how its elements' tracks are keyed (with "tracks": "shared", or for a sheet).
        let shared = Dictionary(uniqueKeysWithValues: candidates.compactMap { candidate in sharing(candidate.section).map { (candidate.section, $0) } })
        let perItem = candidates.filter { shared[$0.section]?.contains(.perItem) != false }
        // Every listed item moves, so it brings at least two keyframes: refuse before any work when that is too many.
        guard perItem.reduce(0, { $0 + $1.items.count }) * 2 <= maxKeyframes else {
            throw SceneError(pointer: "/to", reason: "the range lists too many items for one timeline (at most \(maxKeyframes) keyframes); narrow it")
        }
        var tracks: [Timeline.Track] = []
        var (keyframes, gaps) = (0, [GapRun]())
        let spent = Spent(maxEvaluations: maxEvaluations, shouldStop: shouldStop)
        func add(_ more: [Timeline.Track]) throws(SceneError) {
            tracks += more
            keyframes += more.reduce(0) { $0 + $1.keyframes.count }
            guard keyframes <= maxKeyframes else {
                throw SceneError(pointer: "/to", reason: "the timeline would hold more than \(maxKeyframes) keyframes; narrow the range")
            }
        }
        for (section, items) in candidates {
            // The section's tracks are appended from here on, shared ones first.
            let sectionStart = tracks.count
            if let keying = shared[section], keying.contains(.byPosition) {
                try add(sharedTracks(section: section, shareable: keying.map { $0 == .byPosition }, source: carousel, from: from, to: to,
                                     items: items, tolerance: request.tolerance, spent: spent))
            }
            if let keying = shared[section], keying.contains(.byOffset) {
                try add(offsetTracks(section: section, elements: keying.map { $0 == .byOffset }, source: carousel, from: from, to: to,
                                     tolerance: request.tolerance, spent: spent))
            }
            guard !still, shared[section]?.contains(.perItem) != false else { continue }
            let owners = ElementProperties.owners(of: builder.layout.placements[section].section.layers ?? [])
            let sharedElements = shared[section]?.map { $0 != .perItem }
            let fits = try itemFits(section: section, source: carousel, from: from, to: to, items: items, tolerance: request.tolerance,
                                    scope: .everything(covers: request.exposures), spent: spent)
            var held: [Timeline.Track]? = request.held ? [] : nil
            for index in items {
                let listed = try fits(index)
                try spent.check(at: "item \(index) of section \"\(builder.layout.placements[section].section.id)\"")
                try add(self.tracks(section: section, item: index, listed: listed, owners: owners, skipping: sharedElements, held: &held))
                // Held tracks count as they are found, kept or not: what a compile holds stays within the cap.
                guard keyframes + 2 * (held?.count ?? 0) <= maxKeyframes else {
                    throw SceneError(pointer: "/held", reason: "the properties held constant in the range would take more than \(maxKeyframes) "
                                     + "keyframes; narrow the range, or ask without held")
                }
                if request.exposures { gaps += gapRuns(section: section, item: index, listed: listed, properties: owners.count) }
            }
            if let held {
                let placement = builder.layout.placements[section]
                let (container, axis) = placement.carousel == nil ? (nil, builder.scene.axis) : (section, Axis.horizontal)
                try add(Self.needed(held, changing: tracks[sectionStart...], pinned: container == carousel ? axis : nil))
            }
        }
        // Headers move with the scene alone: a carousel source leaves them still.
        if carousel == nil, !still {
            for section in builder.layout.placements.indices where builder.layout.placements[section].section.header != nil {
                var held: [Timeline.Track]? = request.held ? [] : nil
                let listed = try headerFit(section: section, from: from, to: to, tolerance: request.tolerance,
                                           scope: .everything(covers: request.exposures), spent: spent)
                let changing = headerTracks(section: section, listed: listed, held: &held)
                try add(changing)
                if let held { try add(Self.needed(held, changing: changing[...], pinned: builder.scene.axis)) }
                if request.exposures {
                    let layers = builder.layout.placements[section].section.header?.layers ?? []
                    gaps += gapRuns(section: section, item: nil, listed: listed, properties: ElementProperties.owners(of: layers).count)
                }
            }
        }
        let exposures = try self.exposures(gaps, source: carousel, range: (from, to), tolerance: request.tolerance, spent: spent)
        return Timeline(source: request.source, from: from, to: to, tracks: tracks, exposures: exposures)
    }

    /// The refusal of a timeline over its evaluation budget, naming the budget and where it ran out.
    static func overBudget(_ maxEvaluations: Int, at place: String) -> SceneError {
        SceneError(pointer: "/to", reason: "the timeline needs more than \(maxEvaluations) evaluations of elements and effects (\(place)); "
                   + "narrow the range or raise the tolerance")
    }

    /// What one evaluation of an item of `section` weighs: the item and its layers at every depth, and their effects.
    func weight(section: Int) -> EvaluationWeight {
        let spec = builder.layout.placements[section].section
        return EvaluationWeight(effects: spec.effects, layers: spec.layers)
    }

    /// The placement index of the carousel named `source`, nil for the scene.
    func sourceIndex(_ source: String?) throws(SceneError) -> Int? {
        guard let source else { return nil }
        guard let index = builder.layout.placements.firstIndex(where: { $0.section.id == source && $0.carousel != nil }) else {
            throw SceneError(pointer: "/source", reason: "\"\(source)\" is not the id of a carousel section of the scene")
        }
        return index
    }

    /// What lists the items `/v1/frame` lists when the source is at `offset`: a builder, and the scene offset to list
    /// them at (``FrameBuilder/listedIndices(section:offset:limit:)``).
    func listing(source: Int?, offset: Double) -> (builder: FrameBuilder, offset: Double) {
        guard let source else { return (builder, offset) }
        var scene = builder.scene
        scene.sections[source].offset = offset
        return (FrameBuilder(scene: scene), scene.offset)
    }

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
        let window = rawWindow(placement, space)
        let overlapX = min(frame.maxX, window.maxX) - max(frame.x, window.x)
        let overlapY = min(frame.maxY, window.maxY) - max(frame.y, window.y)
        // The cover gaps are the frame builder's own, judged as its warnings are (projected quads included).
        return ElementProperties.values(of: mirroredIfRightToLeft(answer), after: [overlapX, overlapY]) + gaps
    }
}
