@testable import ScrollFX
import Testing

/// `range` and `inset` on `progress` (docs/contract.md#viewrange-viewrangename-viewinset), derived by hand in a 400-point viewport:
/// u = (R + C − b) − e, each named range as [lo, hi] in u, bounds as fractions of their own names.
@Suite("view ranges on progress")
struct ViewRangeTests {
    /// The progress of an item `length` long whose leading edge is at `edge` in the viewport (translate.x of an
    /// extended identity map).
    private func progress(_ range: ViewRange?, inset: ViewInset? = nil, edge: Double, length: Double = 100) throws -> Double {
        let map = MapEffect(input: .progress, output: .translateX, keyframes: [Keyframe(0, 0), Keyframe(1, 1)], extrapolate: .extend,
                            range: range, inset: inset)
        let scene = Scene(viewport: Viewport(width: 200, height: 400), offset: max(0, -edge),
                          contentInset: Insets(top: max(0, edge), leading: 0, bottom: 0, trailing: 0),
                          sections: [Section(id: "s", kind: .list, effects: [.map(map)], itemSize: ItemSize(height: length), count: 1)])
        let item = try #require(try frame(of: scene).sections[0].items.first)
        #expect(approximately(item.frame.y, edge, 1e-9))
        return item.transform.translate.x
    }

    @Test("each name, for an element shorter than the container (E = 100, C = 400)")
    func names() throws {
        #expect(approximately(try progress(ViewRange(.cover), edge: 150), 0.5))           // [0, 500], u = 250
        #expect(approximately(try progress(ViewRange(.contain), edge: 150), 0.5))         // [100, 400]
        #expect(approximately(try progress(ViewRange(.contain), edge: 300), 0))           // fully entered
        #expect(approximately(try progress(ViewRange(.contain), edge: 0), 1))             // leading edge at R
        #expect(approximately(try progress(ViewRange(.entry), edge: 350), 0.5))           // [0, 100]
        #expect(approximately(try progress(ViewRange(.exit), edge: -50), 0.5))            // [400, 500]
        #expect(approximately(try progress(ViewRange(.entryCrossing), edge: 375), 0.25))  // [0, 100]
        #expect(approximately(try progress(ViewRange(.exitCrossing), edge: 0), 0))        // [400, 500]
        #expect(approximately(try progress(ViewRange(.exit), edge: 200), -2))             // not clamped
    }

    @Test("contain, entry and the crossings of an element longer than its container (E = 600)")
    func longElement() throws {
        #expect(approximately(try progress(ViewRange(.contain), edge: 0, length: 600), 0))      // [400, 600]: covers the range
        #expect(approximately(try progress(ViewRange(.contain), edge: -200, length: 600), 1))   // trailing edge at R + C
        #expect(approximately(try progress(ViewRange(.entry), edge: 200, length: 600), 0.5))    // [0, 400]
        #expect(approximately(try progress(ViewRange(.entryCrossing), edge: -200, length: 600), 1))  // [0, 600]
        #expect(approximately(try progress(ViewRange(.exit), edge: -400, length: 600), 0.5))    // [600, 1000]
        #expect(approximately(try progress(ViewRange(.exitCrossing), edge: -300, length: 600), 0.5)) // [400, 1000]
    }

    @Test("insets move both edges inward (or out): C′ = C − a − b, u = (R + C − b) − e")
    func insets() throws {
        let inset = ViewInset(start: 50, end: 100)
        #expect(approximately(try progress(nil, inset: inset, edge: 125), 0.5))                 // cover [0, 350], u = 175
        #expect(approximately(try progress(ViewRange(.entry), inset: inset, edge: 300), 0))     // enters at R + C − b
        #expect(approximately(try progress(ViewRange(.exit), inset: inset, edge: 0), 0.5))      // [250, 350], u = 300
        let outset = ViewInset(start: -20, end: -20)
        #expect(approximately(try progress(ViewRange(.cover), inset: outset, edge: -20), 440.0 / 540))  // [0, 540], u = 440
        #expect(approximately(try progress(nil, inset: ViewInset(), edge: 150), try progress(nil, edge: 150)))
    }

    @Test("docs/contract.md's worked example: a 100-point card, C′ = 700, at u = 50")
    func workedExample() {
        #expect(approximately(ViewRange(.entry).progress(50, length: 100, visible: 700), 0.5))
        let pairs = ViewRange(start: .init(.entry, 0.25), end: .init(.exit, 0.75))
        #expect(approximately(pairs.progress(50, length: 100, visible: 700), 25.0 / 750, 1e-15))
    }

    @Test("bounds of two names, fractions outside [0, 1], a range of no length")
    func bounds() throws {
        let entryToExit = ViewRange(start: .init(.entry, 0.25), end: .init(.exit, 0.75))
        #expect(approximately(try progress(entryToExit, edge: 150), 0.5))                       // (250 − 25) / (475 − 25)
        let wide = ViewRange(start: .init(.contain, -0.5), end: .init(.contain, 1.5))
        #expect(approximately(try progress(wide, edge: 150), 0.5))                              // [−50, 550]
        // contain with E = C′ has no length: 0 before u₀ = 400, 1 from it on.
        #expect(try progress(ViewRange(.contain), edge: 1, length: 400) == 0)
        #expect(try progress(ViewRange(.contain), edge: 0, length: 400) == 1)
        let reversed = ViewRange(start: .init(.exit, 0), end: .init(.entry, 1))                 // u₀ = 400 > u₁ = 100
        #expect(try progress(reversed, edge: 100) == 0 && progress(reversed, edge: 0) == 1)
    }

    @Test("right to left: computed left-to-right and mirrored, so an item entering at the left edge is entering")
    func rightToLeft() throws {
        func opacity(_ direction: LayoutDirection) throws -> Frame.Item {
            let map = MapEffect(input: .progress, output: .opacity, keyframes: [Keyframe(0, 0), Keyframe(1, 1)], range: ViewRange(.entry))
            let scene = Scene(viewport: Viewport(width: 400, height: 200), axis: .horizontal,
                              contentInset: Insets(top: 0, leading: 350, bottom: 0, trailing: 0), layoutDirection: direction,
                              sections: [Section(id: "s", kind: .list, effects: [.map(map)], itemSize: ItemSize(width: 100), count: 1)])
            return try #require(try frame(of: scene).sections[0].items.first)
        }
        let ltr = try opacity(.ltr), rtl = try opacity(.rtl)
        #expect(approximately(ltr.frame.x, 350) && approximately(rtl.frame.x, -50))
        #expect(approximately(ltr.transform.opacity, 0.5) && approximately(rtl.transform.opacity, 0.5))
    }
}
