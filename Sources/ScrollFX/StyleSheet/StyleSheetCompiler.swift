/// Compiles a scene's timelines as CSS scroll-driven animations (``TimelineStyleSheet``) and as whole pages that
/// play them (``TimelinePage``): the timeline a sheet is made from, the one a page's player plays, and their text.
public struct StyleSheetCompiler: Sendable {
    /// The compiler of the scene's timelines, which the sheet's own are compiled by.
    let timelines: TimelineCompiler
    /// Where the scene lists its items: what the sheet places and keys its rules by.
    var windows: ListingWindows { timelines.windows }

    /// Prepares a validated scene.
    public init(scene: Scene) {
        timelines = TimelineCompiler(scene: scene)
    }

    /// Compiles the scene of `timelines` (no work is repeated: the scene is prepared once).
    public init(_ timelines: TimelineCompiler) {
        self.timelines = timelines
    }

    /// How a sheet keys the tracks of a section's elements when it animates the section's items by each item's own
    /// `view()` timeline, nil when it does not: every element reads its position or its container's offset, not
    /// both (one track each, keyed by position or by offset), the item's length along its container's axis never
    /// changes (it sets the view timeline's range), and the container is not a right-to-left horizontal one (whose
    /// positions run backwards). A looping carousel scrolls in a sheet only as its `source`; otherwise its items are
    /// placed as they are. A pinned section's items move with it, not as their positions say: they are never by view.
    /// The maps the sheet plays on each element's view timeline (``viewPlayed(section:source:)``) read nothing here.
    func viewKeying(section: Int, source: Int?) -> [TrackKeying]? {
        let builder = windows.builder
        let placement = builder.layout.placements[section]
        guard !placement.section.loops || source == section, placement.section.sticky == nil,
              let reads = ElementReads.ofItems(of: placement, in: builder.scene, played: viewPlayed(section: section, source: source)),
              reads.allSatisfy({ $0.isSubset(of: .position) || $0 == .offset }) else { return nil }
        let axis = placement.carousel == nil ? builder.scene.axis : .horizontal
        guard !(builder.scene.layoutDirection == .rtl && axis == .horizontal), !ElementReads.itemsResize(placement, along: axis) else { return nil }
        return reads.map { $0 == .offset ? .byOffset : .byPosition }
    }

    /// The timeline a sheet is made from: for the sections it animates by view, one track per element for every item
    /// (`item` nil), keyed by the item's position, or by its container's offset for the elements that read the offset
    /// (``viewKeying(section:source:)``); per-item tracks for the rest; no exposures, which a sheet does not use.
    public func timeline(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int = TimelineCompiler.defaultMaxEvaluations,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(RequestError) -> Timeline {
        var request = request
        // A sheet holds constants in its rules' own declarations, and has no use for exposures.
        (request.exposures, request.held) = (false, false)
        if try timelines.bends(request) {
            throw RequestError(pointer: (request.from ?? 0) < 0 ? "/from" : "/to", reason: "a style sheet animates the page's own "
                             + "scroll range, [0, maxOffset]; past it the platform's over-scroll, not the scene's rubber band, moves the page")
        }
        let source = try windows.sourceIndex(request.source)
        // What the sheet plays on view timelines is no track of its timeline.
        let timeline = try withoutViewPlayed(source: source).compile(
            request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop,
            keying: { section in viewKeying(section: section, source: source) })
        try refuseResizedHeaders(timeline, source: source)
        return timeline
    }

    /// The timeline a page's player plays where scroll-driven animations are missing (``page(of:player:)``): shared
    /// tracks, held constants, no exposures, and the maps the sheet plays on view timelines keyed by position like
    /// anything else that reads it (eased ones sampled within the tolerance), so the player follows a carousel's swipe
    /// as the sheet does.
    public func playerTimeline(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int = TimelineCompiler.defaultMaxEvaluations,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(RequestError) -> Timeline {
        var request = request
        (request.tracks, request.exposures, request.held) = (.shared, false, true)
        let source = try windows.sourceIndex(request.source)
        return try timelines.compile(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop,
                                     played: { section in viewPlayed(section: section, source: source) })
    }

    /// The timeline of `request` as CSS scroll-driven animations over the skeleton of ``TimelineStyleSheet``.
    public func styleSheet(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int = TimelineCompiler.defaultMaxEvaluations,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(RequestError) -> String {
        try styleSheet(of: timeline(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop))
    }

    /// A timeline from ``timeline(_:maxKeyframes:maxEvaluations:shouldStop:)`` as CSS scroll-driven animations; throws
    /// only for a `source` not of its scene.
    public func styleSheet(of timeline: Timeline) throws(RequestError) -> String {
        try styleSheet(of: timeline, within: TextBudget()) ?? ""
    }

    /// The style sheet of ``styleSheet(of:)``, or nil as soon as it would take more than `budget` allows.
    public func styleSheet(of timeline: Timeline, within budget: TextBudget) throws(RequestError) -> String? {
        TimelineStyleSheet(compiler: self, source: try windows.sourceIndex(timeline.source), timeline: timeline).text(within: budget)
    }

    /// A timeline from ``timeline(_:maxKeyframes:maxEvaluations:shouldStop:)`` as a complete HTML page
    /// (``TimelinePage``) started by `player.module` (the timeline player), which plays `player.timelineJSON` (the
    /// JSON of a timeline of the same request) where the browser has no scroll-driven animations; throws only for a
    /// `source` not of its scene.
    public func page(of timeline: Timeline, player: (module: String, timelineJSON: String)) throws(RequestError) -> HTMLDocument {
        try page(of: timeline, player: player, within: TextBudget()) ?? HTMLDocument(text: "", scripts: [], styles: [])
    }

    /// The page of ``page(of:player:)``, or nil as soon as it would take more than `budget` allows.
    public func page(
        of timeline: Timeline, player: (module: String, timelineJSON: String), within budget: TextBudget
    ) throws(RequestError) -> HTMLDocument? {
        let sheet = TimelineStyleSheet(compiler: self, source: try windows.sourceIndex(timeline.source), timeline: timeline)
        return TimelinePage(sheet: sheet, player: player, budget: budget)?.html(within: budget)
    }
}
