import PropertyBased
@testable import ScrollFX
import Testing

/// How often each feature was seen.
private struct Tally {
    private(set) var counts: [String: Int] = [:]
    mutating func note(_ feature: String, _ seen: Bool = true) { if seen { counts[feature, default: 0] += 1 } }
}

@Suite("the scene generator reaches what the properties claim to cover")
struct ScenePlanTests {
    /// Every feature the generated scenes must show, in requests and in answers, so that the property tests built on
    /// them exercise it: a generator narrowed by mistake fails here instead of passing everything quietly.
    static let features = [
        "header", "list", "grid", "carousel", "box", "horizontal", "rtl", "reduceMotion", "prefetch", "rubber band shown",
        "ids answered", "own lengths", "unclipped", "corner radius", "3-D turn", "copy past the seam", "collapsed header",
        "layer three deep", "frame layer", "overscanned layer", "centred anchor", "cover", "non-uniform scale", "blur",
        "rotation",
    ] + EffectPlan.menu.indices.map { "recipe \($0)" }

    /// The same 300 scenes every run (a fixed seed), so that this is a check of the generator, not of luck.
    @Test("300 generated scenes show every feature, in the request and in the answer")
    func reachesEveryFeature() throws {
        var tally = Tally()
        var random = Xoshiro(seed: (25, 2026, 11, 24))
        for _ in 0..<300 {
            let plan = ScenePlan.generator.run(using: &random)
            let scene = plan.scene
            try scene.validate()
            let frame = FrameBuilder(scene: scene).build()
            tally.note("horizontal", scene.axis == .horizontal)
            tally.note("rtl", scene.layoutDirection == .rtl)
            tally.note("reduceMotion", scene.reduceMotion)
            tally.note("prefetch", scene.prefetch > 0)
            tally.note("rubber band shown", frame.displayedOffset.map { $0 != frame.offset } ?? false)
            for ((section, spec), answer) in zip(zip(plan.sections, scene.sections), frame.sections) {
                tally.note("\(section.sectionKind)")
                for effect in section.effects + section.layers.flatMap(\.effects) {
                    tally.note("recipe \(effect.recipe % EffectPlan.menu.count)")
                }
                for layer in section.layers {
                    tally.note(layer.placement == 1 ? "overscanned layer" : "frame layer", layer.placement > 0)
                    tally.note("centred anchor", layer.anchor == 1)
                    tally.note("cover", layer.cover)
                }
                func depth(_ layer: Int) -> Int { section.parents[layer].map { depth($0) + 1 } ?? 1 }
                tally.note("layer three deep", section.layers.indices.contains { depth($0) == 3 })
                tally.note("own lengths", spec.items?.contains { $0.size != nil } ?? false)
                tally.note("corner radius", answer.items.contains { ($0.clip?.cornerRadius ?? 0) > 0 })
                for item in answer.items {
                    tally.note("ids answered", item.id != nil)
                    tally.note("unclipped", item.clip == nil)
                    tally.note("copy past the seam", (item.virtualIndex ?? item.index) != item.index)
                    if answer.kind == .header, let collapse = spec.collapse, let full = spec.size?[scene.axis] {
                        tally.note("collapsed header", item.frame.length(scene.axis) < full && item.frame.length(scene.axis) >= collapse.minHeight)
                    }
                    for element in elements(of: item) {
                        let t = element.transform
                        tally.note("3-D turn", (t.rotateY ?? 0) != 0)
                        tally.note("non-uniform scale", t.scale.x != t.scale.y)
                        tally.note("blur", t.blur > 0)
                        tally.note("rotation", t.rotation != 0)
                    }
                }
            }
        }
        for feature in Self.features {
            #expect(tally.counts[feature, default: 0] > 0, "no generated scene shows \(feature)")
        }
    }

    /// What the sticky scenes (``ScenePlan/stickyScene``) must show for the tests built on them to cover the contract.
    static let stickyFeatures = [
        "header not yet stuck", "header stuck", "header pushed out", "header not listed", "pinned list stuck", "pinned grid stuck",
        "pinned carousel stuck", "pinned box stuck", "pinned header stuck", "pinned section at rest", "pinned at the content's end",
    ]

    @Test("300 generated sticky scenes show headers before, while and after they stick, and every kind pinned")
    func stickyScenesReachEveryFeature() throws {
        var tally = Tally()
        var random = Xoshiro(seed: (26, 2026, 11, 26))
        for _ in 0..<300 {
            let scene = ScenePlan.generator.run(using: &random).stickyScene
            try scene.validate()
            let frame = FrameBuilder(scene: scene).build()
            let reference = ReferenceLayout(scene: scene)
            let stack = reference.stack()
            for (index, (spec, section)) in zip(scene.sections, frame.sections).enumerated() {
                if case .some(let header) = section.header {
                    tally.note("header not listed", header == nil)
                    let moved = header.map { $0.element.frame.min(scene.axis) }
                    tally.note("header stuck", header?.stuck == true)
                    tally.note("header not yet stuck", header?.stuck == false)
                    // Pushed out: stuck, but its end is its slot's.
                    let slotEnd = stack.starts[index] + stack.lengths[index] - reference.shown
                    tally.note("header pushed out", header?.stuck == true && abs((moved ?? 0) + 30 - slotEnd) < 1e-6 && scene.layoutDirection == .ltr)
                }
                if spec.sticky != nil {
                    tally.note("pinned \(spec.kind) stuck", section.stuck == true)
                    tally.note("pinned section at rest", section.stuck == false)
                    tally.note("pinned at the content's end", reference.pinning(index) > 0
                               && abs(stack.starts[index] + reference.pinning(index) + stack.lengths[index] - stack.contentLength) < 1e-6)
                }
            }
        }
        for feature in Self.stickyFeatures {
            #expect(tally.counts[feature, default: 0] > 0, "no generated sticky scene shows \(feature)")
        }
    }
}
