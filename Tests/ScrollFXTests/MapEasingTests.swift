@testable import ScrollFX
import Testing

/// A map's `easing` and per-keyframe easings (docs/contract.md#mapeffect): the segment that starts at a keyframe
/// applies there, clamping evaluates at p = 0 or holds y_last, `extend` runs each end's own extension; every reader
/// reads the eased value, and reduceMotion keeps an eased opacity.
@Suite("eased maps")
struct MapEasingTests {
    private let ramp = [Keyframe(0, 0), Keyframe(100, 10, .easeIn), Keyframe(200, 40)]

    @Test("a segment's own easing overrides the map's; at an inner keyframe the segment starting there applies")
    func segments() {
        let map = MapEffect(input: .min, output: .translateX, keyframes: ramp, easing: .steps(count: 4, position: .jumpEnd))
        #expect(map.evaluate(30) == 2.5)              // steps(4): floor(1.2) / 4 of the way to 10
        #expect(map.evaluate(25) == 2.5)              // the jump at p·n = 1 exactly
        #expect(map.evaluate(24.999) == 0)
        #expect(map.evaluate(100) == 10)              // ease-in from 10 at p = 0
        #expect(map.evaluate(150) == 10 + 30 * Easing.easeIn(0.5))
        #expect(abs(map.evaluate(150) - 19.4607) < 1e-4)  // docs/contract.md's worked example: ease-in(0.5) = 0.3153
        #expect(map.evaluate(200) == 40)
        // The last keyframe's easing is read and unused.
        var last = map
        last.keyframes[2].easing = .steps(count: 2, position: .jumpStart)
        #expect(last.evaluate(200) == 40 && last.evaluate(150) == map.evaluate(150))
    }

    @Test("clamp: below the first keyframe the first segment at p = 0 (E(0) > 0 for jump-start), above it y_last")
    func clamp() {
        let start = MapEffect(input: .min, output: .opacity, keyframes: [Keyframe(0, 0), Keyframe(100, 10)],
                              easing: .steps(count: 2, position: .jumpStart))
        #expect(start.evaluate(-50) == 5 && start.evaluate(0) == 5 && start.evaluate(49) == 5 && start.evaluate(50) == 10)
        #expect(start.evaluate(500) == 10)
        let both = MapEffect(input: .min, output: .opacity, keyframes: [Keyframe(0, 0), Keyframe(90, 9)],
                             easing: .steps(count: 2, position: .jumpBoth))
        #expect(both.evaluate(-1) == 3 && both.evaluate(45) == 6 && both.evaluate(90) == 9)
        let out = MapEffect(input: .min, output: .opacity, keyframes: [Keyframe(0, 2), Keyframe(100, 10)], easing: .easeOut)
        #expect(out.evaluate(-1e15) == 2 && out.evaluate(1e15) == 10)
    }

    @Test("extend: the first segment's easing below p = 0 and the last's above p = 1, each by its own extension")
    func extend() {
        let keyframes = [Keyframe(0, 0), Keyframe(100, 10)]
        let easeIn = MapEffect(input: .min, output: .opacity, keyframes: keyframes, extrapolate: .extend, easing: .easeIn)
        // x2 = 1: the line through x1, slope (0 − 1)/(0.42 − 1) past the end; (y1/x1) = 0 before the start.
        #expect(approximately(easeIn.evaluate(300), 10 * (1 + 2 / 0.58), 1e-12))
        #expect(easeIn.evaluate(-100) == 0)
        let ease = MapEffect(input: .min, output: .opacity, keyframes: keyframes, extrapolate: .extend, easing: .ease)
        #expect(approximately(ease.evaluate(-100), -4, 1e-12))         // p·y1/x1 = −1·0.1/0.25
        #expect(ease.evaluate(300) == 10)                              // y2 = 1: flat past the end
        // A staircase goes on: steps(2, jump-start) at p = −1 is floor(−2) + 1 = −1 of 2, at p = 2.5 floor(5) + 1 = 6.
        let stairs = MapEffect(input: .min, output: .opacity, keyframes: keyframes, extrapolate: .extend,
                               easing: .steps(count: 2, position: .jumpStart))
        #expect(stairs.evaluate(-100) == -5 && stairs.evaluate(-50) == 0 && stairs.evaluate(250) == 30)
    }

    @Test("a linear map answers exactly as the piecewise-linear rule; overshooting curves bound the growth")
    func linearAndBounds() {
        let linear = MapEffect(input: .min, output: .height, keyframes: [Keyframe(0, 0), Keyframe(3, 0.3)], extrapolate: .extend)
        for x in [-7.0, 0.1, 1, 2.9, 3, 11] {
            #expect(linear.evaluate(x) == Keyframe.interpolate(linear.keyframes[0], linear.keyframes[1], at: x))
        }
        let overshoot = MapEffect(input: .min, output: .height, keyframes: [Keyframe(0, 0), Keyframe(100, 50)],
                                  easing: .cubicBezier(x1: 0.3, y1: 1.6, x2: 0.7, y2: 1.6))
        #expect(overshoot.largestOutput == 80)
        let peak = stride(from: 0.0, through: 100, by: 0.5).map(overshoot.evaluate).max() ?? 0
        #expect(peak > 50 && peak <= 80)
    }

    @Test("every reader reads the eased value: a size map, and reduceMotion keeps an eased opacity")
    func readers() throws {
        let height = Effect.map(MapEffect(input: .offset, output: .height, keyframes: [Keyframe(0, 0), Keyframe(100, 40)], easing: .easeOut))
        let fade = Effect.map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(0, 1), Keyframe(100, 0)], easing: .easeIn))
        let slide = Effect.map(MapEffect(input: .offset, output: .translateY, keyframes: [Keyframe(0, 0), Keyframe(100, 40)], easing: .ease))
        func item(reduceMotion: Bool) throws -> Frame.Item {
            let scene = Scene(viewport: Viewport(width: 200, height: 400), offset: 50, reduceMotion: reduceMotion,
                              sections: [Section(id: "s", kind: .list, effects: [height, fade, slide], itemSize: ItemSize(height: 100), count: 1)])
            return try #require(try frame(of: scene).sections[0].items.first)
        }
        let moving = try item(reduceMotion: false), still = try item(reduceMotion: true)
        #expect(approximately(moving.frame.height, 100 + 40 * Easing.easeOut(0.5), 1e-12))
        #expect(approximately(moving.transform.translate.y, 40 * Easing.ease(0.5), 1e-12))
        #expect(approximately(moving.transform.opacity, 1 - Easing.easeIn(0.5), 1e-12))
        #expect(still.frame.height == 100 && still.transform.translate.y == 0)
        #expect(still.transform.opacity == moving.transform.opacity)
    }
}
