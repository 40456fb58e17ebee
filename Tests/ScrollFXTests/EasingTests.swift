@testable import ScrollFX
import Testing

/// The timing functions of the contract's easing and view ranges (docs/contract.md#easing): named curves bit for bit, hand-computed values, CSS's
/// tangent lines past the ends, every step position at its boundaries, and the CSS syntax.
@Suite("easing functions")
struct EasingTests {
    private func easing(_ css: String) throws -> Easing { try Easing(css: css, at: "/easing") }

    @Test("the named curves are CSS's control points, bit for bit")
    func namedCurves() throws {
        #expect(try easing("ease") == .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(try easing("ease-in") == .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(try easing("ease-out") == .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(try easing("ease-in-out") == .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(try easing("step-start") == .steps(count: 1, position: .jumpStart) && easing("step-end") == .steps(count: 1, position: .jumpEnd))
        #expect(try easing("linear") == .linear)
    }

    @Test("a cubic Bézier by hand: at t = ½, x = 0.375(x1 + x2) + 0.125 and y = 0.375(y1 + y2) + 0.125; exact at 0 and 1")
    func bezierByHand() {
        // ease: x(½) = 0.3125, y(½) = 0.5375; ease-in-out: x(½) = y(½) = ½.
        #expect(abs(Easing.ease(0.3125) - 0.5375) <= 1e-9)
        #expect(abs(Easing.easeInOut(0.5) - 0.5) <= 1e-12)
        // The straight curve is the identity.
        let straight = Easing.cubicBezier(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3)
        for p in stride(from: 0.0, through: 1, by: 0.0625) { #expect(abs(straight(p) - p) <= 1e-12) }
        for easing in [Easing.ease, .easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.1, y1: -3, x2: 0.9, y2: 4)] {
            #expect(easing(0) == 0 && easing(1) == 1)
        }
        // An overshooting curve leaves [0, 1] in between.
        #expect(Easing.cubicBezier(x1: 0.3, y1: 1.6, x2: 0.7, y2: 1.6)(0.5) > 1)
    }

    @Test("past the ends, CSS's tangent lines")
    func tangents() {
        #expect(abs(Easing.ease(-1) - -0.4) <= 1e-15)                      // p·y1/x1
        #expect(Easing.ease(2) == 1)                                         // 1 + (p − 1)(y2 − 1)/(x2 − 1), y2 = 1
        #expect(abs(Easing.easeIn(2) - (1 + 1 / 0.58)) <= 1e-12)            // x2 = 1: by x1
        #expect(abs(Easing.easeOut(-1) - -1 / 0.58) <= 1e-12)               // x1 = 0: by x2
        #expect(Easing.cubicBezier(x1: 0, y1: 0.5, x2: 0, y2: 0.5)(-2) == 0) // x1 = x2 = 0: flat
        #expect(Easing.cubicBezier(x1: 1, y1: 0.5, x2: 1, y2: 0.5)(3) == 1)  // x1 = x2 = 1: flat
        #expect(Easing.linear(-2.5) == -2.5 && Easing.linear(7) == 7)
    }

    @Test("steps at their boundaries, every position, without a before flag; the staircase goes on past the ends")
    func steps() {
        let end = Easing.steps(count: 4, position: .jumpEnd)
        #expect([0, 0.2499, 0.25, 0.74, 0.75, 1].map { end($0) } == [0, 0, 0.25, 0.5, 0.75, 1])
        let start = Easing.steps(count: 4, position: .jumpStart)
        #expect([0, 0.2499, 0.25, 1].map { start($0) } == [0.25, 0.25, 0.5, 1])
        let none = Easing.steps(count: 4, position: .jumpNone)
        #expect([0, 0.25, 0.5, 1].map { none($0) } == [0, 1.0 / 3, 2.0 / 3, 1])
        let both = Easing.steps(count: 4, position: .jumpBoth)
        #expect([0, 0.25, 0.5, 1].map { both($0) } == [0.2, 0.4, 0.6, 1])
        // p·n rounded just below a jump (0.29 × 100 = 28.999999999999996) still jumps there.
        #expect(Easing.steps(count: 100, position: .jumpEnd)(0.29) == 0.29)
        // With extend: not clamped outside [0, 1].
        #expect(end(1.5) == 1.5 && end(-0.3) == -0.5)
    }

    @Test("CSS syntax: case, whitespace, <number> and <integer>; canonical text reads back the same")
    func syntax() throws {
        #expect(try easing("  EASE-In ") == .easeIn)
        #expect(try easing("Cubic-Bezier( .25 , +0.1,0.25,1e0 )") == .ease)
        #expect(try easing("steps(3,START)") == .steps(count: 3, position: .jumpStart))
        #expect(try easing("steps( 2 , jump-none )") == .steps(count: 2, position: .jumpNone))
        #expect(try easing("steps(5)") == .steps(count: 5, position: .jumpEnd))
        for good in [Easing.linear, .ease, .easeInOut, .cubicBezier(x1: 0.1, y1: -2.5, x2: 1, y2: 1e-7), .steps(count: 1, position: .jumpStart),
                     .steps(count: 7, position: .jumpBoth), .steps(count: 3, position: .jumpEnd)] {
            #expect(try easing(good.css) == good, "\(good.css)")
        }
        #expect(Easing.cubicBezier(x1: 0.1, y1: -2.5, x2: 1, y2: 1e-7).css == "cubic-bezier(0.1, -2.5, 1, 1e-07)")
        #expect(Easing.steps(count: 7, position: .jumpBoth).css == "steps(7, jump-both)" && Easing.steps(count: 3, position: .jumpEnd).css == "steps(3, jump-end)")
    }

    @Test("what is not an easing is refused at its pointer", arguments: [
        "bounce", "", "cubic-bezier(1.1, 0, 0, 1)", "cubic-bezier(0, 0, -0.1, 1)", "cubic-bezier(0, inf, 1, 1)", "cubic-bezier(0, 0x1, 1, 1)",
        "cubic-bezier(0, 1., 1, 1)", "cubic-bezier(0, 1, 1)", "cubic-bezier(0, 1e999, 1, 1)", "steps(0)", "steps(1, jump-none)", "steps(2.0)",
        "steps(2147483648)", "steps(3, middle)", "steps(3, end, end)", "spring(1)", "linear(0, 1)", "ease-in-out-back",
    ])
    func refused(_ text: String) {
        #expect { try easing(text) } throws: { ($0 as? RequestError)?.pointer == "/easing" }
    }
}
