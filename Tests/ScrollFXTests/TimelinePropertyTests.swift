import PropertyBased
@testable import ScrollFX
import Testing

/// Linear interpolation of keyframes at `offset`, or nil outside them.
private func interpolate(_ keyframes: [[Double]], at offset: Double) -> Double? {
    guard let first = keyframes.first, let last = keyframes.last, offset >= first[0], offset <= last[0] else { return nil }
    guard let upper = keyframes.firstIndex(where: { $0[0] >= offset }) else { return nil }
    if upper == 0 || keyframes[upper][0] == offset { return keyframes[upper][1] }
    let (a, b) = (keyframes[upper - 1], keyframes[upper])
    return a[1] + (b[1] - a[1]) * (offset - a[0]) / (b[0] - a[0])
}

/// Whether every property of the plan is piecewise-linear in the offset (so keyframes must be exact).
private func isPiecewiseLinear(_ plan: ScenePlan) -> Bool {
    plan.sections.allSatisfy { section in
        let effect = section.effect % SectionPlan.effectMenu.count
        // distance is Euclidean; progress over a changing length is a ratio of lines;
        // a carousel layer inside a growing item multiplies two lines.
        return effect != 5 && effect != 7 && !(effect == 4 && section.layered)
    }
}

// Shrinking re-runs whole timelines thousands of times: report the first failing scene instead.
@Suite("timelines over generated scenes", .shrinking(false))
struct TimelinePropertyTests {
    @Test("keyframes interpolate to what /v1/frame answers, exact where piecewise-linear; none is collinear with its neighbours")
    func keyframesMatchFrames() async {
        await propertyCheck(count: 60, input: ScenePlan.generator, Gen.double(in: -300...1500), Gen.double(in: 50...2500)) { plan, from, length in
            let scene = plan.scene
            try scene.validate()
            let tolerance = 0.25
            let to = from + length
            let timeline = try TimelineCompiler(scene: scene).compile(
                TimelineRequest(scene: scene, from: from, to: to, tolerance: tolerance), maxKeyframes: 1_000_000)
            let exact = isPiecewiseLinear(plan)
            for track in timeline.tracks {
                #expect(track.keyframes.count >= 2)
                for index in track.keyframes.indices.dropFirst().dropLast() {
                    let (a, b, c) = (track.keyframes[index - 1], track.keyframes[index], track.keyframes[index + 1])
                    let onLine = a[1] + (c[1] - a[1]) * (b[0] - a[0]) / (c[0] - a[0])
                    #expect(!PiecewiseLinearFit.isExact(b[1], onLine), "collinear keyframe in \(track.property)")
                }
            }
            let builder = FrameBuilder(scene: scene)
            let tracks = Dictionary(timeline.tracks.map { ("\($0.section)/\($0.item)/\($0.layer ?? [])/\($0.property)", $0) }) { first, _ in first }
            var constants: [String: Double] = [:]
            for step in 0...40 {
                let offset = min(from + length * Double(step) / 40, to)
                for section in builder.build(offset: offset).sections {
                    for item in section.items {
                        let values = ElementProperties.values(of: item)
                        let owners = ElementProperties.owners(of: scene.sections.first { $0.id == section.id }?.layers ?? [])
                        for (position, value) in values.enumerated() {
                            let property = ElementProperties.names[position % ElementProperties.names.count]
                            let key = "\(section.id)/\(item.index)/\(owners[position] ?? [])/\(property)"
                            if let track = tracks[key] {
                                let interpolated = interpolate(track.keyframes, at: offset)
                                #expect(interpolated != nil, "\(key) listed at \(offset) outside its keyframes \(track.keyframes.first ?? []) … \(track.keyframes.last ?? []) in [\(from), \(to)] of \(plan)")
                                let allowed = exact ? 1e-9 * max(1, abs(value)) : tolerance
                                #expect(abs((interpolated ?? .nan) - value) <= allowed, "\(key) at \(offset)")
                            } else if let constant = constants[key] {
                                #expect(PiecewiseLinearFit.isExact(constant, value), "\(key) changes but has no track")
                            } else {
                                constants[key] = value
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("a timeline that would cost too much work is refused, not computed for minutes")
    func boundedWork() throws {
        var scene = parallaxCards(count: 1000, offset: 0)
        scene.sections[0].effects = [.distance(DistanceEffect(radius: 300, opacity: 0.5))]
        let request = TimelineRequest(scene: scene, from: 0, to: 284_000, tolerance: 1e-6)
        #expect(throws: SceneError.self) {
            try TimelineCompiler(scene: scene).compile(request, maxKeyframes: 1_000_000, maxEvaluations: 5_000)
        }
        let small = TimelineRequest(scene: scene, from: 0, to: 100)
        #expect(try TimelineCompiler(scene: scene).compile(small, maxKeyframes: 1_000_000, maxEvaluations: 5_000).tracks.isEmpty == false)
    }
}
