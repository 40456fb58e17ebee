// The compiler's CSS export: the timeline a sheet is made from, and that timeline as a style sheet or a whole page.

extension TimelineCompiler {
    /// How a sheet keys the tracks of a section's elements when it animates the section's items by each item's own
    /// `view()` timeline, nil when it does not: every element reads its position or its container's offset, not
    /// both (one track each, keyed by position or by offset), the item's length along its container's axis never
    /// changes (it sets the view timeline's range), and the container is not a right-to-left horizontal one (whose
    /// positions run backwards). A looping carousel scrolls in a sheet only as its `source`; otherwise its items are
    /// placed as they are. A pinned section's items move with it, not as their positions say: they are never by view.
    /// The maps the sheet plays on each element's view timeline (``viewPlayed(section:source:)``) read nothing here.
    func viewKeying(section: Int, source: Int?) -> [Keying]? {
        let spec = builder.layout.placements[section].section
        guard !spec.loops || source == section, spec.sticky == nil else { return nil }
        guard let reads = elementReads(section: section, played: viewPlayed(section: section, source: source)), reads.allSatisfy({ $0.isSubset(of: .position) || $0 == .offset }) else { return nil }
        let placement = builder.layout.placements[section]
        let axis = placement.carousel == nil ? builder.scene.axis : .horizontal
        guard !(builder.scene.layoutDirection == .rtl && axis == .horizontal), !itemsResize(placement, along: axis) else { return nil }
        return reads.map { $0 == .offset ? .byOffset : .byPosition }
    }

    /// The timeline a sheet is made from: for the sections it animates by view, one track per element for every item
    /// (`item` nil), keyed by the item's position, or by its container's offset for the elements that read the offset
    /// (``viewKeying(section:)``); per-item tracks for the rest; no exposures, which a sheet does not use.
    public func styleSheetTimeline(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int = defaultMaxEvaluations,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(SceneError) -> Timeline {
        var request = request
        // A sheet holds constants in its rules' own declarations, and has no use for exposures.
        (request.exposures, request.held) = (false, false)
        if try bends(request) {
            throw SceneError(pointer: (request.from ?? 0) < 0 ? "/from" : "/to", reason: "a style sheet animates the page's own "
                             + "scroll range, [0, maxOffset]; past it the platform's over-scroll, not the scene's rubber band, moves the page")
        }
        let source = try sourceIndex(request.source)
        // What the sheet plays on view timelines is no track of its timeline.
        let timeline = try withoutViewPlayed(source: source).compile(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations,
                                                                    shouldStop: shouldStop) { section in
            viewKeying(section: section, source: source)
        }
        try refuseResizedHeaders(timeline, source: source)
        return timeline
    }
}

extension TimelineCompiler {
    /// The timeline a page's player plays where scroll-driven animations are missing (``page(of:player:)``): shared
    /// tracks, held constants, no exposures, and the maps the sheet plays on view timelines keyed by position like
    /// anything else that reads it (eased ones sampled within the tolerance), so the player follows a carousel's swipe
    /// as the sheet does.
    public func playerTimeline(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int = defaultMaxEvaluations,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(SceneError) -> Timeline {
        var request = request
        (request.tracks, request.exposures, request.held) = (.shared, false, true)
        return try compile(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop, viewPlayedByPosition: true)
    }
}

extension TimelineCompiler {
    /// The timeline of `request` as CSS scroll-driven animations over the skeleton of ``TimelineStyleSheet``.
    public func styleSheet(
        _ request: TimelineRequest, maxKeyframes: Int, maxEvaluations: Int = defaultMaxEvaluations,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(SceneError) -> String {
        try styleSheet(of: styleSheetTimeline(request, maxKeyframes: maxKeyframes, maxEvaluations: maxEvaluations, shouldStop: shouldStop))
    }

    /// A timeline from ``styleSheetTimeline(_:maxKeyframes:maxEvaluations:shouldStop:)`` as CSS scroll-driven
    /// animations; throws only for a `source` not of its scene.
    public func styleSheet(of timeline: Timeline) throws(SceneError) -> String {
        try styleSheet(of: timeline, within: TextBudget()) ?? ""
    }

    /// The style sheet of ``styleSheet(of:)``, or nil as soon as it would take more than `budget` allows.
    public func styleSheet(of timeline: Timeline, within budget: TextBudget) throws(SceneError) -> String? {
        TimelineStyleSheet(compiler: self, source: try sourceIndex(timeline.source), timeline: timeline).text(within: budget)
    }
}

extension TimelineCompiler {
    /// A timeline from ``styleSheetTimeline(_:maxKeyframes:maxEvaluations:shouldStop:)`` as a complete HTML page
    /// (``TimelinePage``) started by `player.module` (the timeline player), which plays `player.timelineJSON` (the
    /// JSON of a timeline of the same request) where the browser has no scroll-driven animations; throws only for a
    /// `source` not of its scene.
    public func page(of timeline: Timeline, player: (module: String, timelineJSON: String)) throws(SceneError) -> HTMLDocument {
        try page(of: timeline, player: player, within: TextBudget()) ?? HTMLDocument(text: "", scripts: [], styles: [])
    }

    /// The page of ``page(of:player:)``, or nil as soon as it would take more than `budget` allows.
    public func page(
        of timeline: Timeline, player: (module: String, timelineJSON: String), within budget: TextBudget
    ) throws(SceneError) -> HTMLDocument? {
        let sheet = TimelineStyleSheet(compiler: self, source: try sourceIndex(timeline.source), timeline: timeline)
        return TimelinePage(sheet: sheet, player: player, budget: budget)?.html(within: budget)
    }
}
