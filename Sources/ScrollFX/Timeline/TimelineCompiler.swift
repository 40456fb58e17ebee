/// Answers `POST /v1/timeline`: keyframes of every changing property of every item and layer listed in a range.
///
/// Each listed item is evaluated as one vector function of the source's offset, and each of its properties
/// is fitted on its own (``PiecewiseLinearFit``): breakpoints are exact where a property is piecewise-linear,
/// adaptive within its tolerance (``TrackTolerance``) elsewhere. Listing edges are solved on the item's
/// overlaps with its container's window.
///
/// The compiler checks the request and wires the parts that do the work, each holding what it reads: the scene's
/// ``ListingWindows``, one compile's ``EvaluationBudget``, and over the range ``ItemFits``, ``SharedTracks``,
/// ``HeaderFits`` and ``CoverExposures``.
public struct TimelineCompiler: Sendable {
    let windows: ListingWindows
    /// The most property values the evaluations of one compile may hold at once by default: 2,000,000 values, about
    /// 16 MB. A fit keeps the evaluations of its item (each of its elements' 13 properties) that are breakpoints or lie
    /// on the stretch it is refining (``PiecewiseLinearFit/Run``), and a list of breakpoints per property (about six
    /// values' worth each).
    public static let defaultMaxHeldValues = 2_000_000

    /// The most evaluations of elements and effects (an item of n layers at every depth with e effects in all costs
    /// n + 1 + e) one timeline may cost by default (about a second of one core).
    public static let defaultMaxEvaluations = 4_000_000


    /// Prepares a validated scene.
    public init(scene: Scene) {
        windows = ListingWindows(scene: scene)
    }

    /// The timeline; throws for a bad source or range, an answer over `maxKeyframes`, work over `maxEvaluations`,
    /// or when `shouldStop` (asked at every evaluation) says so, as a caller's deadline does.
    public func compile(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int = defaultMaxEvaluations,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(RequestError) -> Timeline {
        try compile(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop, played: { _ in nil })
    }

    /// The timeline; with `"tracks": "shared"`, the maps of a section's elements that `played` lists (by element, as
    /// indices into its effects) are keyed by position, eased or not, as a page's player needs the maps a sheet plays
    /// on view timelines.
    func compile(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int, shouldStop: @escaping () -> Bool,
        played: (Int) -> [[Int]]?
    ) throws(RequestError) -> Timeline {
        // A still scene's answer has no tracks at all, shared or not: its placement is /v1/frame's.
        let still = try isStill(request)
        if request.tracks == .shared, try bends(request) {
            throw RequestError(pointer: "/tracks", reason: "shared tracks are keyed by position, which the scene's rubber band bends past "
                             + "its scroll range; ask for per-item tracks, or a range within [0, maxOffset]")
        }
        let source = try windows.sourceIndex(request.source)
        return try compile(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop, keying: { section in
            guard request.tracks == .shared, !still else { return nil }
            return TrackKeying.shared(section: section, source: source, played: played(section), in: windows.builder)
        })
    }

    /// Whether the request asks for the whole range of a source that cannot scroll: then nothing moves.
    func isStill(_ request: TimelineRequest) throws(RequestError) -> Bool {
        let source = try windows.sourceIndex(request.source)
        return request.to == nil && windows.maxOffset(of: source) == 0 && (request.from ?? 0) == 0
    }

    /// Whether the request's range takes the scene past either end of its scroll range with a rubber band
    /// (``Overscroll``), where the offset the content shows is no longer the scroll offset plus a constant.
    func bends(_ request: TimelineRequest) throws(RequestError) -> Bool {
        let source = try windows.sourceIndex(request.source)
        return windows.bends(source: source, from: request.from ?? 0, to: request.to ?? windows.maxOffset(of: source))
    }

    /// The timeline, keying the tracks of each section's elements as `keying` says (nil: all per item), with none of
    /// the checks of ``compile(_:maxKeyframes:maxEvaluations:shouldStop:played:)`` on shared tracks.
    func compile(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int, shouldStop: @escaping () -> Bool,
        keying: (Int) -> [TrackKeying]?
    ) throws(RequestError) -> Timeline {
        let builder = windows.builder
        let carousel = try windows.sourceIndex(request.source)
        if let carousel, builder.layout.placements[carousel].section.loops, request.from == nil || request.to == nil {
            throw RequestError(pointer: request.from == nil ? "/from" : "/to", reason: "a looping carousel has no ends: give from and to")
        }
        let (from, to) = (request.from ?? 0, request.to ?? windows.maxOffset(of: carousel))
        for (value, name) in [(from, "from"), (to, "to")] where !value.isFinite || abs(value) > sceneNumberLimit {
            throw RequestError(pointer: "/\(name)", reason: "must be a finite number within ±1e15")
        }
        let tolerance = request.tolerance
        guard tolerance >= TimelineRequest.minimumTolerance, tolerance.isFinite else {
            throw RequestError(pointer: "/tolerance", reason: "must be a finite number of at least \(TimelineRequest.minimumTolerance)")
        }
        // A source that cannot scroll, asked for its whole range, has a placement and nothing that moves over offsets.
        let still = try isStill(request)
        guard still || from < to else { throw RequestError(pointer: "/to", reason: "must be greater than from (\(from))") }

        guard request.tracks == .perItem || !request.exposures else {
            throw RequestError(pointer: "/exposures", reason: "exposures are reported per item: ask for them with \"tracks\": \"perItem\"")
        }
        if let carousel { try windows.requireExactIndices(source: carousel, from: from, to: to) }
        let candidates = windows.candidates(source: carousel, from: from, to: to)
        // Per section, how its elements' tracks are keyed (with "tracks": "shared", or for a sheet).
        let shared = Dictionary(uniqueKeysWithValues: candidates.compactMap { candidate in keying(candidate.section).map { (candidate.section, $0) } })
        let perItem = candidates.filter { shared[$0.section]?.contains(.perItem) != false }
        // Every listed item moves, so it brings at least two keyframes: refuse before any work when that is too many.
        guard perItem.reduce(0, { $0 + $1.items.count }) * 2 <= maxKeyframes else {
            throw RequestError(pointer: "/to", reason: "the range lists too many items for one timeline (at most \(maxKeyframes) keyframes); narrow it")
        }
        let budget = EvaluationBudget(maxEvaluations: maxEvaluations, shouldStop: shouldStop)
        let range = TimelineRange(source: carousel, from: from, to: to, tolerance: tolerance)
        let fits = ItemFits(windows: windows, range: range, budget: budget)
        let sharedTracks = SharedTracks(windows: windows, range: range, budget: budget)
        let headers = HeaderFits(windows: windows, range: range, budget: budget)
        let scope = FitScope.everything(covers: request.exposures)
        var tracks: [Timeline.Track] = []
        var (keyframes, gaps) = (0, [GapRun]())
        func add(_ more: [Timeline.Track]) throws(RequestError) {
            tracks += more
            keyframes += more.reduce(0) { $0 + $1.keyframes.count }
            guard keyframes <= maxKeyframes else {
                throw RequestError(pointer: "/to", reason: "the timeline would hold more than \(maxKeyframes) keyframes; narrow the range")
            }
        }
        for (section, items) in candidates {
            // The section's tracks are appended from here on, shared ones first.
            let sectionStart = tracks.count
            let spec = builder.layout.placements[section].section
            if let keying = shared[section], keying.contains(.byPosition) {
                try add(sharedTracks.byPosition(section: section, shareable: keying.map { $0 == .byPosition }, items: items))
            }
            if let keying = shared[section], keying.contains(.byOffset) {
                try add(sharedTracks.byOffset(section: section, elements: keying.map { $0 == .byOffset }))
            }
            guard !still, shared[section]?.contains(.perItem) != false else { continue }
            let owners = ElementProperties.owners(of: spec.layers ?? [])
            let sharedElements = shared[section]?.map { $0 != .perItem }
            let fit = try fits.fits(section: section, items: items, scope: scope)
            var held: [Timeline.Track]? = request.held ? [] : nil
            for index in items {
                let listed = try fit(index)
                try budget.check(at: "item \(index) of section \"\(spec.id)\"")
                try add(ItemTracks.of(section: spec.id, item: index, listed: listed, owners: owners, skipping: sharedElements, held: &held))
                // Held tracks count as they are found, kept or not: what a compile holds stays within the cap.
                guard keyframes + 2 * (held?.count ?? 0) <= maxKeyframes else {
                    throw RequestError(pointer: "/held", reason: "the properties held constant in the range would take more than \(maxKeyframes) "
                                     + "keyframes; narrow the range, or ask without held")
                }
                if request.exposures { gaps += CoverExposures.gapRuns(section: section, item: index, listed: listed, properties: owners.count) }
            }
            if let held {
                let placement = builder.layout.placements[section]
                let (container, axis) = placement.carousel == nil ? (nil, builder.scene.axis) : (section, Axis.horizontal)
                try add(ItemTracks.needed(held, changing: tracks[sectionStart...], pinned: container == carousel ? axis : nil))
            }
        }
        // Headers move with the scene alone: a carousel source leaves them still.
        if carousel == nil, !still {
            for section in builder.layout.placements.indices where builder.layout.placements[section].section.header != nil {
                var held: [Timeline.Track]? = request.held ? [] : nil
                let listed = try headers.fit(section: section, scope: scope)
                let changing = headers.tracks(section: section, listed: listed, held: &held)
                try add(changing)
                if let held { try add(ItemTracks.needed(held, changing: changing[...], pinned: builder.scene.axis)) }
                if request.exposures {
                    let layers = builder.layout.placements[section].section.header?.layers ?? []
                    gaps += CoverExposures.gapRuns(section: section, item: nil, listed: listed, properties: ElementProperties.owners(of: layers).count)
                }
            }
        }
        let exposures = try CoverExposures(windows: windows, range: range, budget: budget).exposures(of: gaps)
        // The source as its section spells its id (a request may name it by a canonically equivalent spelling), so a
        // player matches it to the tracks' sections scalar for scalar.
        let source = carousel.map { builder.layout.placements[$0].section.id }
        var timeline = Timeline(source: source, from: from, to: to, tracks: tracks, exposures: exposures)
        timeline.reveal = Timeline.Reveal(scene: builder.scene, bar: builder.bar).map { [$0] }
        return timeline
    }
}
