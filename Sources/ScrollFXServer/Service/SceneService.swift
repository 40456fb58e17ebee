import ScrollFX

/// Turns request bodies into answers: decode, resolve presets, validate, compute.
///
/// Shared by the HTTP handlers and `scrollfx frame`, so both give the same
/// answers and the same errors.
public struct SceneService: Sendable {
    /// The caps a request is held to.
    public let limits: ServiceLimits
    /// The presets sections may name.
    public let presets: [String: Preset]
    /// Where computed frames and timelines are counted, if anywhere.
    public let metrics: EngineMetrics?

    /// Creates a service.
    public init(limits: ServiceLimits = ServiceLimits(), presets: [String: Preset] = [:], metrics: EngineMetrics? = nil) {
        self.limits = limits
        self.presets = presets
        self.metrics = metrics
    }

    /// The presets built into the binary (`Resources/presets.json`), checked by the tests: the default of every service.
    public static let shippedPresets: [String: Preset] = (try? presets(json: PackageResources.presets_json)) ?? [:]

    /// Reads a presets document `{"name": {"effects": …, "layers": …}, …}` and checks every preset.
    public static func presets(json: [UInt8]) throws(Problem) -> [String: Preset] {
        let presets = try JSONCoding.decode([String: Preset].self, from: json)
        for (name, preset) in presets {
            do {
                try preset.validate(name: name)
            } catch {
                throw Problem.invalidRequest(error.reason, pointer: error.pointer)
            }
        }
        return presets
    }

    /// The scene in `body`, decoded, with presets resolved, validated.
    public func scene(body: [UInt8]) throws(Problem) -> Scene {
        try validated(try decode(Scene.self, from: body))
    }

    /// The frame of the scene in `body`.
    public func frame(body: [UInt8]) throws(Problem) -> Frame {
        try frame(of: try decode(Scene.self, from: body))
    }

    /// The frames of the scene in `body` at each of its `offsets`.
    public func frames(body: [UInt8]) throws(Problem) -> FramesResponse {
        try frames(try decode(FramesRequest.self, from: body))
    }

    /// The frames of the request's scene at each of its `offsets`.
    public func frames(_ request: FramesRequest) throws(Problem) -> FramesResponse {
        let request = try validated(request)
        return try frames(of: request.scene, at: request.offsets ?? [], deadline: ComputeDeadline(limits.computeDeadline))
    }

    /// The picture of the scene in `body`: its frame, or with `offsets` one frame per offset, side by side.
    public func preview(body: [UInt8]) throws(Problem) -> FramePreview {
        try preview(try decode(PreviewRequest.self, from: body), deadline: ComputeDeadline(limits.computeDeadline))
    }

    /// The request's frames drawn as SVG, within `limits.maxResponseBytes` and the compute deadline.
    public func previewSVG(body: [UInt8]) throws(Problem) -> String {
        try previewSVG(try decode(PreviewRequest.self, from: body))
    }

    /// The request's frames drawn as SVG, within `limits.maxResponseBytes` and the compute deadline.
    public func previewSVG(_ request: PreviewRequest) throws(Problem) -> String {
        let deadline = ComputeDeadline(limits.computeDeadline)
        let preview = try preview(request, deadline: deadline)
        return try text(by: deadline) { budget in preview.svg(within: budget) }
    }

    private func preview(_ decoded: PreviewRequest, deadline: ComputeDeadline) throws(Problem) -> FramePreview {
        let preview = try validated(decoded)
        let request = preview.frames
        let frames = try frames(of: request.scene, at: request.offsets ?? [request.scene.offset], deadline: deadline).frames
        let carousels = request.scene.sections.filter { $0.kind == .carousel }
        return FramePreview(viewport: Size(width: request.scene.viewport.width, height: request.scene.viewport.height), frames: frames,
                            perspectives: Dictionary(carousels.map { ($0.id, $0.perspective) }, uniquingKeysWith: { first, _ in first }),
                            raised: Set(request.scene.sections.filter(\.paintsAbove).map(\.id)), legend: preview.legend)
    }

    /// The frame of `decoded` at its offset, once it is validated.
    public func frame(of decoded: Scene) throws(Problem) -> Frame {
        try frame(ofValid: validated(decoded))
    }

    /// The frame of a validated scene at its offset, built on `laidOut` when it is the scene's layout at another
    /// scene offset.
    func frame(ofValid scene: Scene, laidOut: FrameBuilder? = nil) throws(Problem) -> Frame {
        let builder = laidOut ?? FrameBuilder(scene: scene)
        let hidden = builder.bar.map { [$0.hidden(at: scene.offset, after: scene.previous)] }
        try requireListing(builder.listingBound(offsets: [scene.offset], hidden: hidden, limit: listingLimit), of: scene)
        return build(builder, offset: scene.offset, hidden: hidden?[0])
    }

    /// The frames of a validated scene at validated offsets: frame k's frame before is frame k − 1, the first's the
    /// scene's `previous`.
    private func frames(of scene: Scene, at offsets: [Double], deadline: ComputeDeadline) throws(Problem) -> FramesResponse {
        let builder = FrameBuilder(scene: scene)
        let hidden = builder.bar?.hidden(along: offsets, after: scene.previous)
        try requireListing(builder.listingBound(offsets: offsets, hidden: hidden, limit: listingLimit), of: scene)
        var frames: [Frame] = []
        frames.reserveCapacity(offsets.count)
        for (index, offset) in offsets.enumerated() {
            guard !deadline.hasPassed else { throw deadline.problem }
            frames.append(build(builder, offset: offset, hidden: hidden?[index]))
        }
        return FramesResponse(frames: frames)
    }

    /// Where a fling of the request's scene or carousel comes to rest.
    public func snap(body: [UInt8]) throws(Problem) -> SnapResult {
        try snap(try decode(SnapRequest.self, from: body))
    }

    /// Where a fling of the request's scene or carousel comes to rest.
    public func snap(_ decoded: SnapRequest) throws(Problem) -> SnapResult {
        let request = try validated(decoded)
        do {
            return try SnapSolver(scene: request.scene).solve(request)
        } catch {
            throw Problem.invalidRequest(error.reason, pointer: error.pointer)
        }
    }

    /// Where the request's item sits as asked, or the offsets at which enough of it is visible.
    public func locate(body: [UInt8]) throws(Problem) -> LocateResult {
        try locate(try decode(LocateRequest.self, from: body))
    }

    /// Where the request's item sits as asked, or the offsets at which enough of it is visible.
    public func locate(_ decoded: LocateRequest) throws(Problem) -> LocateResult {
        let request = try validated(decoded)
        do {
            return try Locator(scene: request.scene).locate(request)
        } catch {
            throw Problem.invalidRequest(error.reason, pointer: error.pointer)
        }
    }

    /// The text `write` writes within `limits.maxResponseBytes` and the deadline: past the deadline 503, past the
    /// bytes the 422 of ``JSONCoding/tooLarge(_:)``.
    func text<Text>(by deadline: ComputeDeadline, _ write: (TextBudget) throws(RequestError) -> Text?) throws(Problem) -> Text {
        let written: Text?
        do {
            written = try write(TextBudget(maxBytes: limits.maxResponseBytes) { deadline.hasPassed })
        } catch {
            throw Problem.invalidRequest(error.reason, pointer: error.pointer)
        }
        if let written { return written }
        throw deadline.hasPassed ? deadline.problem : JSONCoding.tooLarge(limits.maxResponseBytes)
    }

    /// The frame at `offset`, counted in ``metrics``.
    private func build(_ builder: FrameBuilder, offset: Double, hidden: Double?) -> Frame {
        let start = ContinuousClock.now
        let frame = builder.build(offset: offset, hidden: hidden)
        metrics?.record(frame, took: ContinuousClock.now - start)
        return frame
    }

    /// Decodes a body under the configured nesting limit.
    func decode<T: Decodable>(_ type: T.Type, from body: [UInt8]) throws(Problem) -> T {
        try JSONCoding.decode(type, from: body, maxDepth: limits.maxJSONDepth)
    }

    func decode<T: WireValue>(_ type: T.Type, from body: [UInt8]) throws(Problem) -> T {
        try JSONCoding.decode(type, from: body, maxDepth: limits.maxJSONDepth)
    }

    /// Refuses an answer that would list more than `limits.maxListedItems` items or `limits.maxListedElements`
    /// elements (items, layers, headers, and each frame and section), before building it.
    /// The limits ``requireListing(_:of:)`` holds a listing to, at which counting it stops.
    private var listingLimit: (items: Int, elements: Int) { (limits.maxListedItems, limits.maxListedElements) }

    private func requireListing(_ bound: (items: Int, elements: Int), of scene: Scene) throws(Problem) {
        let pointer = scene.prefetch > 0 ? "/prefetch" : "/viewport"
        if bound.items > limits.maxListedItems {
            throw Problem.invalidRequest(
                "the answer would list at least \(bound.items) items, more than the limit of \(limits.maxListedItems) (limits.maxListedItems); "
                    + "lower prefetch or ask for fewer offsets", pointer: pointer)
        }
        if bound.elements > limits.maxListedElements {
            throw Problem.invalidRequest(
                "the answer would hold at least \(bound.elements) elements (items, layers, headers, and each frame and section), more than "
                    + "the limit of \(limits.maxListedElements) (limits.maxListedElements); give items fewer layers, lower prefetch, "
                    + "or ask for fewer sections or offsets", pointer: pointer)
        }
    }

    /// The request with presets resolved, validated (``SceneRequest``): its first violation is a 422 naming its pointer.
    func validated<Request: SceneRequest>(_ request: Request) throws(Problem) -> Request {
        do {
            return try request.validated(limits: limits.scene, presets: presets)
        } catch {
            throw Problem.invalidRequest(error.reason, pointer: error.pointer)
        }
    }
}
