/// Answers `POST /v1/snap`: where a fling of the scene or of one carousel comes to rest.
///
/// projected = from + (velocity / 1000) · r / (1 − r). `viewAligned` picks the
/// stop nearest the projection on raw values (ties to the lower), `paging`
/// the nearest multiple of the container's length; the result is clamped to
/// [0, maxOffset]. `limit: one` keeps it within one stop of the current one.
public struct SnapSolver: Sendable {
    private let scene: Scene
    private let layout: SceneLayout

    /// Prepares a validated scene.
    public init(scene: Scene) {
        self.scene = scene
        self.layout = SceneLayout(scene: scene)
    }

    /// The most pages paging may have, so that page indices stay exact integers.
    static let maxPages = 1_000_000_000_000_000

    /// The resting place; throws at `/target` when the target is not a carousel of the scene, at the container's
    /// `snap` when paging it would take more than ``maxPages`` pages, and where an answer would leave the ruled range
    /// (offsets within ±1e15, virtual indices within ±2⁵³): at `/velocity` when the fling takes it there, at the
    /// container's `offset` when it rests there already.
    public func solve(_ request: SnapRequest) throws(RequestError) -> SnapResult {
        let container = try self.container(request.target)
        if container.mode == .paging, container.length > 0, container.maxOffset / container.length > Double(Self.maxPages) {
            throw RequestError(pointer: container.snapPointer, reason: "paging would have more than 10^15 pages of \(container.length) points; use viewAligned or none")
        }
        let rate = request.deceleration.rate
        let projected = container.from + (request.velocity / 1000) * rate / (1 - rate)
        // Beyond the range, blame what moved the answer there: the fling, or else the offset it starts from.
        let outOfRange = request.velocity != 0 ? "/velocity" : container.offsetPointer
        guard abs(projected) <= sceneNumberLimit else {
            throw RequestError(pointer: "/velocity", reason: "the fling would be projected to \(projected), beyond ±1e15")
        }
        var stop: SnapStop?
        if container.mode != .none {
            let runs = if let loop = container.loop {
                [try loopStops(step: container.mode == .paging ? container.length : loop.stride, item: loop.item,
                               around: container.from, projected, blaming: outOfRange)]
            } else {
                container.mode == .paging ? [pages(length: container.length, maxOffset: container.maxOffset)] : container.stops
            }
            stop = request.limit == .one ? runs.nearest(to: projected, oneStepFrom: container.from) : runs.nearest(to: projected)
        }
        // A looping carousel has no ends: its offset is never clamped.
        let rest = stop?.position ?? projected
        let offset = container.loop == nil ? min(max(rest, 0), container.maxOffset) : rest
        guard abs(offset) <= sceneNumberLimit else {
            throw RequestError(pointer: outOfRange, reason: "the fling would rest at \(offset), beyond ±1e15")
        }
        return SnapResult(
            target: request.target, from: container.from, projected: projected, offset: offset,
            index: stop?.index, section: stop?.section, virtualIndex: stop?.virtualIndex,
            duration: SettleDuration.seconds(from: container.from, to: offset, velocity: request.velocity,
                                             coasting: stop == nil && offset == projected, rate: rate),
            hidden: request.target == nil ? settledBar(at: offset) : nil
        )
    }

    /// Where the scene's bar settles when the scene rests at `offset`: hidden as the path from the scene's `previous`
    /// leaves it there, then shown or hidden by its threshold; nil without a bar.
    private func settledBar(at offset: Double) -> HiddenAmounts? {
        guard let bar = RevealBar(scene: scene, maxOffset: layout.maxOffset) else { return nil }
        let settled = bar.settled(bar.hidden(at: offset, after: scene.previous), at: offset)
        return HiddenAmounts([HiddenAmounts.Entry(id: bar.id, amount: settled)])
    }

    /// What is flung: its offset, extent, snap mode and stops.
    private struct Flung {
        var from: Double
        var length: Double
        var maxOffset: Double
        var mode: SnapMode
        var stops: [SnapStopRun]
        /// Where the request sets `mode`, and the offset flung from.
        var snapPointer: String
        var offsetPointer: String
        /// For a looping carousel: its items' stride, and which item virtual index k shows.
        var loop: (stride: Double, item: (Int) -> Int)?
    }

    private func container(_ target: String?) throws(RequestError) -> Flung {
        let axis = scene.axis
        guard let target else {
            return Flung(from: scene.offset, length: scene.viewport.size[axis], maxOffset: layout.maxOffset,
                         mode: scene.snap, stops: layout.placements.map { sceneStops($0, axis: axis) }, snapPointer: "/scene/snap",
                         offsetPointer: "/scene/offset")
        }
        guard let index = layout.placements.firstIndex(where: { $0.section.id == target }), let carousel = layout.placements[index].carousel else {
            throw RequestError(pointer: "/target", reason: "\"\(target)\" is not the id of a carousel section of the scene")
        }
        let placement = layout.placements[index]
        // Item i rests aligned (centred, or at the leading padding) at offset i·(itemWidth + spacing).
        let leadingPad = carousel.count > 0 ? carousel.frame(ofItem: 0).x : 0
        let stops = SnapStopRun(count: carousel.count, position: { carousel.frame(ofItem: $0).x - leadingPad }, index: { $0 })
        let loop = carousel.loops ? (stride: carousel.stride, item: placement.section.item(at:)) : nil
        return Flung(from: placement.section.offset, length: placement.contentFrame.width, maxOffset: carousel.maxOffset,
                     mode: placement.section.snap, stops: [stops], snapPointer: "/scene/sections/\(index)/snap",
                     offsetPointer: "/scene/sections/\(index)/offset", loop: loop)
    }

    /// The scene's stops in one section: each item's (or grid row's) leading edge, or a carousel's own, aligned
    /// with the start inset (which stays visible, as a navigation bar's would): content position p rests at p − inset.
    private func sceneStops(_ placement: SceneLayout.Placement, axis: Axis) -> SnapStopRun {
        let start = placement.contentFrame.min(axis) - scene.contentInset.start(axis)
        let id = placement.section.id
        if placement.carousel != nil {
            return SnapStopRun(count: 1, position: { _ in start }, index: { _ in nil }, section: id)
        }
        let items = placement.items
        let line = items.lineLength
        return SnapStopRun(
            count: (items.count + line - 1) / line,
            position: { start + items.frame(ofItem: $0 * line).min(axis) },
            index: { $0 * line }, section: id
        )
    }

    /// A looping carousel's stops k·step for every integer k, those around `from` and `projected`: index `item(k)`.
    /// Throws at `pointer` when one of them would have a virtual index beyond ±2⁵³.
    private func loopStops(
        step: Double, item: @escaping (Int) -> Int, around from: Double, _ projected: Double, blaming pointer: String
    ) throws(RequestError) -> SnapStopRun {
        // Guarded denominator: validation keeps a looping carousel's stride above 0; with no length a page is one stop.
        guard step > 0 else { return SnapStopRun(count: 1, position: { _ in 0 }, index: { _ in 0 }, virtualIndex: { _ in 0 }) }
        let (lower, upper) = ((Swift.min(from, projected) / step).rounded(.down) - 2, (Swift.max(from, projected) / step).rounded(.up) + 2)
        let bounds = -exactIndexLimit...exactIndexLimit
        guard lower >= Double(bounds.lowerBound), upper <= Double(bounds.upperBound) else {
            throw RequestError(pointer: pointer, reason: "the fling would rest on a copy whose virtual index is beyond ±2^53 (stops \(step) points apart)")
        }
        let (first, last) = (Int.clamped(lower, to: bounds), Int.clamped(upper, to: bounds))
        return SnapStopRun(count: last - first + 1, position: { Double(first + $0) * step }, index: { item(first + $0) },
                           virtualIndex: { first + $0 })
    }

    /// Pages at k · length for k = 0 … ⌈maxOffset / length⌉.
    private func pages(length: Double, maxOffset: Double) -> SnapStopRun {
        // Guarded denominator: with no length there is one page, at 0.
        // At most ``maxPages``, as solve checks first.
        let last = length > 0 ? Int.clamped((maxOffset / length).rounded(.up), to: 0...Self.maxPages) : 0
        return SnapStopRun(count: last + 1, position: { Double($0) * length }, index: { $0 })
    }
}
