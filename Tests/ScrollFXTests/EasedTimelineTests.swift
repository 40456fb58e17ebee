@testable import ScrollFX
import Testing

/// Timelines of eased maps (docs/contract.md#easing, on timelines): an eased segment whose input is affine
/// in the offset is one eased keyframe and one at its end, reversed where the input runs backwards; a staircase is
/// exact, its jumps two keyframes at one offset where it cannot be one keyframe; every track read with its easings
/// reproduces /v1/frame.
@Suite("eased timelines")
struct EasedTimelineTests {
    /// A list of `count` items 300 long in a 400 × 800 viewport, each with `effects`.
    private func scene(_ effects: [Effect], count: Int = 6, layers: [Layer]? = nil) -> Scene {
        Scene(viewport: Viewport(width: 400, height: 800),
              sections: [Section(id: "s", kind: .list, effects: effects, layers: layers, itemSize: ItemSize(height: 300), count: count)])
    }

    private func timeline(_ scene: Scene, from: Double = 0, to: Double = 600) throws -> Timeline {
        try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: from, to: to, tolerance: 0.25), maxKeyframes: 100_000)
    }

    private func track(_ timeline: Timeline, item: Int, _ property: String) -> Timeline.Track? {
        timeline.tracks.first { $0.item == item && $0.layer == nil && $0.property == property }
    }

    @Test("an offset staircase is one steps keyframe; a progress curve is eased from where its segment starts to its end")
    func exactKeyframes() throws {
        let stairs = Effect.map(MapEffect(input: .offset, output: .translateX, keyframes: [Keyframe(100, 0), Keyframe(300, 40)],
                                          easing: .steps(count: 4, position: .jumpEnd)))
        let fade = Effect.map(MapEffect(input: .progress, output: .opacity, keyframes: [Keyframe(0, 0), Keyframe(0.5, 1, .easeOut), Keyframe(1, 0)],
                                        easing: .easeIn))
        let answer = try timeline(scene([stairs, fade]))
        let slide = try #require(track(answer, item: 1, "transform.translate.x"))
        #expect(slide.keyframes == [[0, 0], [100, 0], [300, 40], [600, 40]] && slide.easings == [1: .steps(count: 4, position: .jumpEnd)])
        // Item 1 (300…600) has progress (500 + o) / 1100: 0.5 at o = 50, 1 at o = 600.
        let opacity = try #require(track(answer, item: 1, "transform.opacity"))
        #expect(opacity.keyframes.count == 3 && opacity.easings == [1: .easeOut])
        #expect(approximately(opacity.keyframes[1][0], 50, 1e-9) && opacity.keyframes[1][1] == 1 && opacity.keyframes[2] == [600, 0])
    }

    @Test("where the input falls as the offset grows the segment runs backwards: values swap ends, the easing is reversed")
    func reversed() throws {
        // min falls from 300 at offset 0: the segment 100…200 of min is crossed from 200 (o = 100) to 100 (o = 200).
        let map = Effect.map(MapEffect(input: .min, output: .translateY, keyframes: [Keyframe(100, 0), Keyframe(200, 50)], easing: .easeIn))
        let steps = Effect.map(MapEffect(input: .min, output: .rotation, keyframes: [Keyframe(100, 0), Keyframe(200, 30)],
                                         easing: .steps(count: 3, position: .jumpStart)))
        let answer = try timeline(scene([map, steps]), to: 300)
        let slide = try #require(track(answer, item: 1, "transform.translate.y"))
        #expect(slide.keyframes == [[0, 50], [100, 50], [200, 0], [300, 0]] && slide.easings == [1: .easeOut])
        let turn = try #require(track(answer, item: 1, "transform.rotation"))
        #expect(turn.easings == [1: .steps(count: 3, position: .jumpEnd)] && turn.keyframes[1] == [100, 30] && turn.keyframes[2...3] == [[200, 0], [200, 10]], "\(turn.keyframes) \(turn.easings)")
        #expect(Easing.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).reversed == .cubicBezier(x1: 0.75, y1: 0, x2: 0.75, y2: 0.9))
        #expect(Easing.easeInOut.reversed == .easeInOut && Easing.steps(count: 2, position: .jumpBoth).reversed == .steps(count: 2, position: .jumpBoth))
    }

    @Test("a staircase summed with a moving term keeps its jumps exact: two keyframes at one offset")
    func jumps() throws {
        let stairs = Effect.map(MapEffect(input: .offset, output: .translateY, keyframes: [Keyframe(100, 0), Keyframe(300, 40)],
                                          easing: .steps(count: 4, position: .jumpEnd)))
        let drift = Effect.parallax(ParallaxEffect(rate: 0.5, axis: .vertical))
        let answer = try timeline(scene([stairs, drift]))
        let slide = try #require(track(answer, item: 1, "transform.translate.y"))
        #expect(slide.easings.isEmpty)
        let pairs = zip(slide.keyframes, slide.keyframes.dropFirst()).filter { $0.0[0] == $0.1[0] }
        #expect(pairs.count == 4, "\(slide.keyframes)")
        for (before, after) in pairs { #expect(approximately(after[1] - before[1], 10, 1e-6)) }
        #expect(pairs.map { $0.0[0] }.allSatisfy { jump in [150.0, 200, 250, 300].contains { abs($0 - jump) <= 1e-6 } })
    }

    @Test("every track read with its easings reproduces /v1/frame, jumps aside", arguments: EasedTimelineTests.cases.indices)
    func reproducesFrames(_ index: Int) throws {
        let scene = Self.cases[index]
        let answer = try timeline(scene)
        var checked = 0
        for step in 0...240 {
            let offset = 600 * Double(step) / 240 + 0.123
            guard offset <= 600 else { continue }
            for item in FrameBuilder(scene: scene).build(offset: offset).sections[0].items {
                for element in elements(of: item) {
                    let values = ElementProperties.values(frame: element.frame, transform: element.transform)
                    for (position, name) in ElementProperties.names.enumerated() {
                        let layer: [String]? = element.path.isEmpty ? nil : element.path
                        guard let track = answer.tracks.first(where: { $0.item == item.index && $0.layer == layer && $0.property == name }),
                              let value = track.value(at: offset) else { continue }
                        #expect(isWithinTolerance(name, error: abs(value - values[position]), frame: element.frame, transform: element.transform,
                                                  tolerance: 0.25), "case \(index) item \(item.index) \(element.path) \(name) at \(offset): \(value) vs \(values[position])")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 100)
    }

    static let cases: [Scene] = {
        let list = { (effects: [Effect], layers: [Layer]?) in
            Scene(viewport: Viewport(width: 400, height: 800),
                  sections: [Section(id: "s", kind: .list, effects: effects, layers: layers, itemSize: ItemSize(height: 300), count: 6)])
        }
        let ranged = MapEffect(input: .progress, output: .scale, keyframes: [Keyframe(0, 0.5), Keyframe(1, 1)], extrapolate: .extend,
                               easing: .cubicBezier(x1: 0.3, y1: 1.6, x2: 0.7, y2: 1), range: ViewRange(start: .init(.entry, 0.25), end: .init(.exit, 0.75)),
                               inset: ViewInset(start: 40, end: 60))
        let stairs = MapEffect(input: .center, output: .translateX, keyframes: [Keyframe(-300, -30), Keyframe(0, 0, .steps(count: 3, position: .jumpStart)),
                                                                                  Keyframe(300, 30)], extrapolate: .extend, easing: .steps(count: 5, position: .jumpBoth))
        let fade = MapEffect(input: .progress, output: .opacity, keyframes: [Keyframe(0, 0), Keyframe(1, 1)], easing: .easeInOut, range: ViewRange(.contain))
        let width = MapEffect(input: .offset, output: .width, keyframes: [Keyframe(0, 0), Keyframe(400, -100)], easing: .ease)
        return [
            list([.map(ranged), .map(fade)], nil),
            list([.map(stairs)], [Layer(id: "art", effects: [.map(fade), .parallax(ParallaxEffect(rate: 0.2, axis: .vertical))])]),
            list([.map(width)], [Layer(id: "glyph", effects: [.map(ranged)])]),
        ]
    }()
}
