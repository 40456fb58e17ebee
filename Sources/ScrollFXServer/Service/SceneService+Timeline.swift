import ScrollFX
import StrictJSON

// The answers of `POST /v1/timeline`: JSON, CSS scroll-driven animations, and a whole HTML page that plays them.
extension SceneService {
    /// Keyframes of every changing property over the request's range.
    public func timeline(body: [UInt8]) throws(Problem) -> Timeline {
        try timeline(try decode(TimelineRequest.self, from: body))
    }

    /// Keyframes of every changing property over the request's range.
    public func timeline(_ request: TimelineRequest) throws(Problem) -> Timeline {
        try compileTimeline(request).timeline
    }

    /// The same timeline as CSS scroll-driven animations.
    public func timelineStyleSheet(body: [UInt8]) throws(Problem) -> String {
        try timelineStyleSheet(try decode(TimelineRequest.self, from: body))
    }

    /// The request's timeline as CSS scroll-driven animations.
    public func timelineStyleSheet(_ request: TimelineRequest) throws(Problem) -> String {
        // A sheet animates each listed item, and has no use for exposures, the costliest part of a timeline.
        let deadline = ComputeDeadline(limits.computeDeadline)
        let (compiler, timeline) = try compileTimeline(request, for: .styleSheet, deadline: deadline)
        return try text(by: deadline) { budget throws(RequestError) in try StyleSheetCompiler(compiler).styleSheet(of: timeline, within: budget) }
    }

    /// The same timeline as a complete HTML page: the style sheet, the skeleton and the start offsets, and the timeline
    /// player with the request's timeline in shared tracks (whose size does not grow with the items) and with what it
    /// holds constant where the player needs it (`held`), which plays it where the browser has no scroll-driven
    /// animations. Both timelines share one compute deadline. The page carries its `Content-Security-Policy` in a
    /// `<meta>` element, admitting only the page writer's own scripts and styles; `policy` is the same for the header.
    public func timelinePage(body: [UInt8]) throws(Problem) -> (text: String, policy: String) {
        try timelinePage(try decode(TimelineRequest.self, from: body))
    }

    /// The request's timeline as a complete HTML page, as ``timelinePage(body:)`` writes it.
    public func timelinePage(_ request: TimelineRequest) throws(Problem) -> (text: String, policy: String) {
        let deadline = ComputeDeadline(limits.computeDeadline)
        let (compiler, timeline) = try compileTimeline(request, for: .styleSheet, deadline: deadline)
        let played = try compileTimeline(request, for: .player, deadline: deadline).timeline
        let writer = JSONValueWriter.writing(handedOver: played, maxBytes: limits.maxResponseBytes)
        guard !writer.isFull else { throw JSONCoding.tooLarge(limits.maxResponseBytes) }
        guard writer.json.isValid else { throw JSONCoding.unencodable }
        let player = (TimelinePlayer.module, String(decoding: writer.json.bytes, as: UTF8.self))
        let page = try text(by: deadline) { budget throws(RequestError) in try StyleSheetCompiler(compiler).page(of: timeline, player: player, within: budget) }
        return ContentSecurityPolicy.page(page)
    }

    /// What a timeline is compiled for: the JSON answer, a style sheet, or the player of a page.
    private enum TimelinePurpose {
        case json, styleSheet, player
    }

    private func compileTimeline(
        _ decoded: TimelineRequest, for purpose: TimelinePurpose = .json, deadline given: ComputeDeadline? = nil
    ) throws(Problem) -> (compiler: TimelineCompiler, timeline: Timeline) {
        let deadline = given ?? ComputeDeadline(limits.computeDeadline)
        let request = try validated(decoded)

        let compiler = TimelineCompiler(scene: request.scene)
        do {
            let start = ContinuousClock.now
            let (limit, shouldStop) = (limits.scene.maxTimelineKeyframes, { deadline.hasPassed })
            let timeline = switch purpose {
            case .json: try compiler.compile(request, maxKeyframes: limit, shouldStop: shouldStop)
            case .styleSheet: try StyleSheetCompiler(compiler).timeline(request, maxKeyframes: limit, shouldStop: shouldStop)
            case .player: try StyleSheetCompiler(compiler).playerTimeline(request, maxKeyframes: limit, shouldStop: shouldStop)
            }
            metrics?.record(timeline, took: ContinuousClock.now - start)
            return (compiler, timeline)
        } catch {
            // The compiler stops early when asked to: then the deadline, not the scene, is the reason.
            guard !deadline.hasPassed else { throw deadline.problem }
            throw Problem.invalidRequest(error.reason, pointer: error.pointer)
        }
    }
}
