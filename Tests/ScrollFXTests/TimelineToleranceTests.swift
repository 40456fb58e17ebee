import Foundation
import PropertyBased
@testable import ScrollFX
import Testing
import TestSupport

/// Timelines answer at every tolerance, and answer less the coarser it is.
@Suite("timelines at every tolerance", .shrinking(false))
struct TimelineToleranceTests {
    /// Two lists, twelve items, eight layers, three of them covers (one turned by its distance from the centre): an
    /// independent check found it refused at tolerances 0.5 to 1 ("more than 2000000 property values at once") and
    /// past the deadline at 2, while 0.05 answered. The overscan search refitted every property of the turned layer
    /// grown two thousand times, whose rotation's tolerance shrinks as it grows, and kept every evaluation of a fit.
    static let runaway = #"""
        {"scene":{"viewport":{"width":717.5,"height":997.7},"spacing":9.5,"sections":[{"id":"list0",
        "kind":"list","itemSize":{"height":108.1},"spacing":20.2,"items":[{"id":"it0"},{"id":"it1",
        "size":{"height":223.0}},{"id":"it2"},{"id":"it3","size":{"height":233.4}},{"id":"it4"},{"id":"it5"},
        {"id":"it6"},{"id":"it7"},{"id":"it8"},{"id":"it9","size":{"height":234.8}},{"id":"it10"},{"id":"it11",
        "size":{"height":281.1}}],"clip":false,"effects":[{"type":"grow"}],"layers":[{"id":"L0",
        "anchor":{"x":0.46,"y":0.99},"cover":true,"effects":[{"type":"carousel","strength":0.980838546312538}],
        "layers":[{"id":"L0_0","overscan":{"x":1.41,"y":1.07},"effects":[{"type":"map","input":"offset",
        "output":"scaleY","extrapolate":"extend","keyframes":[[1403.214474738427,0.550251175132206],
        [1436.214474738427,0.8054953722563506],[2962.0465857462755,1.230043205152515]]}]},{"id":"L0_1",
        "frame":{"x":62.2,"y":24.8,"width":128.2,"height":290.8},"effects":[{"type":"map","input":"offset",
        "output":"translateX","keyframes":[[-102.80743840469569,2.6258205549539753],[1972.0579358228347,
        92.9560439491901]]},{"type":"grow"}]}]},{"id":"L1","cover":true,"effects":[{"type":"parallax",
        "rate":0.907810745060714,"origin":"center"}]},{"id":"L2","effects":[{"type":"grow"},{"type":"map",
        "input":"progress","output":"blur","extrapolate":"clamp","keyframes":[[-0.18154386353899446,
        10.630399616587352],[-0.12355895734976689,11.10936809139383],[0.4753223260975406,1.1617279057123882]]}],
        "layers":[{"id":"L2_0","effects":[]},{"id":"L2_1","frame":{"x":59.2,"y":66.6,"width":99.3,
        "height":237.7},"cover":true,"effects":[{"type":"map","input":"distance","output":"rotation",
        "extrapolate":"extend","keyframes":[[328.7119921234767,-40.37805168474182],[422.11297942345794,
        7.906073870053476]]}]}]}]},{"id":"list1","kind":"list","itemSize":{"height":177.8},"padding":3.8,
        "count":1,"effects":[{"type":"grow"}],"layers":[{"id":"L0","effects":[{"type":"parallax",
        "rate":0.5952429250151747},{"type":"distance","radius":587.7984768487106,"opacity":0.3975283146578539,
        "scale":0.04560492332909749,"blur":9.665748365948792}]}]}],"offset":1095.9000025693},"from":80.1,
        "to":1957.9}
        """#

    @Test("the scene that ran away answers at every tolerance from 0.001 to 100, fewer keyframes the coarser, covers found")
    func runawayAnswersAtEveryTolerance() async throws {
        var request = try JSONDecoder().decode(TimelineRequest.self, from: Data(Self.runaway.utf8))
        try request.scene.validate()
        var finer: Int?
        for tolerance in [0.001, 0.01, 0.05, 0.25, 0.5, 0.706, 1, 2, 5, 100] {
            request.tolerance = tolerance
            let start = ContinuousClock.now
            // The service's budgets: evaluations and values held at once (defaults), keyframes (limits.maxTimelineKeyframes).
            // Seconds of work in a debug build: on a thread of its own, not one of the two that every test shares.
            let timeline = try await onThreadOfItsOwn { [request] in
                try TimelineCompiler(scene: request.scene).compile(request, maxKeyframes: 200_000)
            }
            let keyframes = timeline.tracks.reduce(0) { $0 + $1.keyframes.count }
            print("tolerance \(tolerance): \(keyframes) keyframes in \(ContinuousClock.now - start) (debug build)")
            if let finer { #expect(keyframes <= finer + 8, "tolerance \(tolerance): \(keyframes) keyframes, \(finer) at the finer one") }
            finer = keyframes
            // Every cover layer with gaps has an overscan that hides them: the turned one needs both axes grown.
            #expect(timeline.exposures.map(\.layer) == [["L0"], ["L1"], ["L2", "L2_1"]])
            #expect(timeline.exposures.allSatisfy { $0.overscan != nil }, "tolerance \(tolerance)")
        }
    }

    @Test("no timeline of a generated scene is refused within the service's budgets, at any range and tolerance 0.05 to 5")
    func generatedScenesAnswer() async {
        // Plain or pinned, a random range or the whole, the scene or a carousel as the source, ln(tolerance) uniform.
        let inputs = zip(ScenePlan.generator, Gen.bool(0.5), Gen.double(in: -300...1500), Gen.double(in: 50...2500),
                         Gen.double(in: log(0.05)...log(5)), Gen.bool(0.3), Gen.bool(0.3))
        await checkProperty(count: 120, input: inputs, heavy: true) { plan, pinned, from, length, logTolerance, whole, byCarousel in
            let scene = pinned ? plan.stickyScene : plan.scene
            try scene.validate()
            let source = byCarousel ? scene.sections.firstIndex { $0.kind == .carousel } : nil
            // A looping carousel has no ends: it is always given a range.
            let ranged = !whole || source.map { scene.sections[$0].loops } == true
            let request = TimelineRequest(scene: scene, source: source.map { scene.sections[$0].id }, from: ranged ? from : nil,
                                          to: ranged ? from + length : nil, tolerance: exp(logTolerance))
            _ = try TimelineCompiler(scene: scene).compile(request, maxKeyframes: 200_000)
        }
    }
}
