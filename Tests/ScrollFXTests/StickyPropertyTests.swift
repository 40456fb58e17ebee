import PropertyBased
@testable import ScrollFX
import Testing

/// Generated scenes with headers and pinned sections (``ScenePlan/stickyScene``) held to ``ReferenceLayout``, the contract's
/// formulas written apart from the engine, on every endpoint that reads geometry: what `/v1/frame` (and so
/// `/v1/frames` and `/v1/preview`, which draw its answers) lists and where, each header and whether it is stuck, each
/// pinned section's `stuck`; `/v1/locate` and `/v1/snap` from laid-out positions. (`/v1/timeline` is held to
/// `/v1/frame` over the same scenes by ``TimelinePropertyTests``.)
@Suite("headers and pinned sections against the contract's formulas written apart")
struct StickyPropertyTests {
    static let inputs = zip(ScenePlan.generator, Gen.double(in: -9000...9000), Gen.int(in: 0...2),
                            Gen.element(of: [nil, nil, -50.0, 0, 30, 400, 5000]), Gen.element(of: [nil, 0.0, 10, 25, 1e6]))

    /// A frame before: none, or at `offset` (nil: none) with the bar's amount there `hidden` (nil: none given).
    static func previous(_ offset: Double??, _ hidden: Double??, bar: String?) -> PreviousFrame? {
        guard let offset = offset.flatMap({ $0 }) else { return nil }
        return PreviousFrame(offset: offset, hidden: hidden.flatMap { $0 }.flatMap { amount in bar.map { HiddenAmounts([.init(id: $0, amount: amount)]) } })
    }

    @Test("/v1/frame: listed items, headers, pins and the bar where the formulas put them; locate and snap from laid-out positions",
)
    func agreesWithTheReference() async {
        await checkProperty(count: 200, input: Self.inputs) { plan, velocity, align, previous, hidden in
            var scene = plan.stickyScene
            scene.snap = .viewAligned
            scene.previous = Self.previous(previous, hidden, bar: scene.barID)
            try scene.validate()
            let reference = ReferenceLayout(scene: scene)
            let frame = FrameBuilder(scene: scene).build()
            let mirror = { (rect: Rect) in scene.layoutDirection == .rtl ? rect.mirrored(within: scene.viewport.width) : rect }
            for (index, (spec, section)) in zip(scene.sections, frame.sections).enumerated() {
                // The items, where no effect of theirs changes their size (which decides what is listed).
                let listed = reference.listed()[index]
                if !(spec.effects ?? []).contains(where: \.changesSize) {
                    #expect(section.items.map { $0.virtualIndex ?? $0.index } == listed.map(\.index), "\(section.id)")
                    for (item, expected) in zip(section.items, listed) {
                        let tolerance = 1e-9 * max(1, abs(scene.offset), abs(expected.frame.x), abs(expected.frame.y))
                        #expect(approximately(item.frame, mirror(expected.frame), tolerance), "\(section.id) \(expected.index): \(item.frame) vs \(expected.frame)")
                    }
                }
                // A pinned section says whether it is stuck, the bar how far it is hidden; the others say nothing.
                #expect(section.stuck == (spec.sticky == nil ? nil : reference.pinning(index) > 0), "\(section.id) stuck")
                #expect(section.hidden == (spec.reveal == nil ? nil : reference.hidden), "\(section.id) hidden")
                // Its header, displayed and listed by the formulas (the generated headers have no effects).
                if let expected = reference.headers()[index] {
                    guard case .some(let answered) = section.header else {
                        Issue.record("\(section.id) has a header but none is answered")
                        continue
                    }
                    #expect((answered != nil) == expected.listed, "\(section.id) header listed")
                    if let answered {
                        let tolerance = 1e-9 * max(1, abs(scene.offset), abs(expected.frame.x), abs(expected.frame.y))
                        #expect(approximately(answered.element.frame, mirror(expected.frame), tolerance),
                                "\(section.id) header: \(answered.element.frame) vs \(expected.frame)")
                        #expect(answered.stuck == expected.stuck, "\(section.id) header stuck")
                    }
                } else {
                    #expect(section.header == nil, "\(section.id) has no header")
                }
            }
            try expectLocateAndSnap(scene, reference: reference, velocity: velocity, align: align)
        }
    }

    /// `/v1/locate` of the middle item of each list and grid, and a fling of the scene, from the reference's laid-out
    /// positions: stickiness moves neither.
    private func expectLocateAndSnap(_ scene: Scene, reference: ReferenceLayout, velocity: Double, align: Int) throws {
        let axis = scene.axis
        let (length, inset) = (scene.viewport.size[axis], scene.contentInset)
        let alignment: LocateRequest.Alignment = [.leading, .center, .trailing][align]
        for (index, section) in scene.sections.enumerated() where [.list, .grid].contains(section.kind) && section.itemCount > 0 {
            let item = section.itemCount / 2
            let span = reference.laidOutSpan(section: index, item: item)
            let expected = switch alignment {
            case .leading: span.start - inset.start(axis)
            case .center: span.start + span.length / 2 - (inset.start(axis) + (length - inset.total(axis)) / 2)
            case .trailing: span.start + span.length - (length - inset.end(axis))
            }
            let answer = try Locator(scene: scene).locate(LocateRequest(scene: scene, section: section.id, item: item, align: alignment))
            #expect(approximately(answer.offset ?? .nan, expected, 1e-9 * max(1, abs(expected))), "locate \(section.id) \(item)")
        }
        // The stop nearest the projection (the lower on a tie), clamped to [0, maxOffset].
        let projected = scene.offset + velocity / 1000 * 0.998 / (1 - 0.998)
        let stops = reference.sceneSnapStops().sorted()
        let nearest = stops.min { abs($0 - projected) < abs($1 - projected) || (abs($0 - projected) == abs($1 - projected) && $0 < $1) }
        let expected = min(max(nearest ?? projected, 0), reference.stack().maxOffset)
        let snapped = try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, velocity: velocity))
        #expect(approximately(snapped.offset, expected, 1e-9 * max(1, abs(expected))), "snap from \(scene.offset) at \(velocity): \(snapped.offset) vs \(expected)")
        // The bar settles where the scene rests, by its threshold.
        var rest = scene
        rest.offset = snapped.offset
        #expect(snapped.hidden?.entries.map(\.amount) == scene.barID.map { _ in [ReferenceLayout(scene: rest).settledHidden] }, "settled bar")
    }

    @Test("/v1/frames: along a path each frame follows the one before it, as the formulas do step by step")
    func pathsAgreeWithTheReference() async {
        let path = Gen.double(in: -400...4000).array(of: 1...8)
        await checkProperty(count: 150, input: zip(ScenePlan.generator, path, Gen.element(of: [nil, 0.0, 700]), Gen.element(of: [nil, 0.0, 20]))) {
            plan, offsets, previous, hidden in
            var scene = plan.stickyScene
            scene.previous = Self.previous(previous, hidden, bar: scene.barID)
            try scene.validate()
            let builder = FrameBuilder(scene: scene)
            let amounts = builder.bar?.hidden(along: offsets, after: scene.previous)
            var step = scene
            for (index, offset) in offsets.enumerated() {
                step.offset = offset
                let reference = ReferenceLayout(scene: step)
                let frame = builder.build(offset: offset, hidden: amounts?[index])
                #expect(frame.sections.first?.hidden == (builder.bar == nil ? nil : reference.hidden), "frame \(index) at \(offset)")
                for (section, answer) in frame.sections.enumerated() where answer.stuck != nil {
                    #expect(answer.stuck == (reference.pinning(section) > 0), "frame \(index): \(answer.id) stuck")
                }
                step.previous = PreviousFrame(offset: offset, hidden: scene.barID.map { HiddenAmounts([.init(id: $0, amount: reference.hidden)]) })
            }
        }
    }
}
