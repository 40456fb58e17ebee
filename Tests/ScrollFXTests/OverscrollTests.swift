@testable import ScrollFX
import Testing

@Suite("rubber-band over-scroll")
struct OverscrollTests {
    private static let band = Overscroll(model: .rubberBand)

    /// A stretchy header and 10 cards: 300 + 10 × 200 = 2300 long in an 844-point viewport, so maxOffset = 1456.
    private static func scene(offset: Double, overscroll: Overscroll = band) -> Scene {
        Scene(viewport: Viewport(width: 390, height: 844), offset: offset, overscroll: overscroll, sections: [
            Section(id: "hero", kind: .header, effects: [.grow], size: ItemSize(height: 300)),
            Section(id: "cards", kind: .list, layers: [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.2))])],
                    itemSize: ItemSize(height: 200), count: 10),
        ])
    }

    /// The pointer of the error `work` throws, nil when it throws none.
    private static func pointer(_ work: () throws(RequestError) -> Void) -> String? {
        do {
            try work()
            return nil
        } catch {
            return error.pointer
        }
    }

    @Test("UIKit's formula past either end, the offset as it is inside the range")
    func workedExample() {
        // Pulled 200 past the start of an 844-point viewport with c = 0.55: 200 · 0.55 / 844 = 0.13033…, so the content
        // shows b = (1 − 1 / 1.13033…) · 844 = 97.31656184486374.
        #expect(approximately(Self.band.displayed(-200, maxOffset: 1456, length: 844), -97.31656184486374, 1e-12))
        // 100 past the end: 100 · 0.55 / 844 = 0.065166…, b = (1 − 1 / 1.065166…) · 844 = 51.63515016685207.
        #expect(approximately(Self.band.displayed(1556, maxOffset: 1456, length: 844), 1456 + 51.63515016685207, 1e-12))
        for offset in [0, 0.5, 700, 1456] { #expect(Self.band.displayed(offset, maxOffset: 1456, length: 844) == offset) }
        // `none`, the default, shows every offset as it is.
        #expect(Overscroll().displayed(-200, maxOffset: 1456, length: 844) == -200)
    }

    @Test("continuous, increasing, always less than the viewport past either end", arguments: [0.55, 0.1, 2, 1e-6])
    func shape(coefficient: Double) {
        let model = Overscroll(model: .rubberBand, coefficient: coefficient)
        var previous = -Double.infinity
        var offset = -5000.0
        while offset <= 6500 {
            let shown = model.displayed(offset, maxOffset: 1456, length: 844)
            #expect(shown > previous, "\(offset)")
            #expect(shown > -844 && shown < 1456 + 844)
            // A step of 0.5 moves the content by at most 0.5 (the band's slope is c/(…)² ≤ c, and 1 inside).
            if previous > -.infinity { #expect(shown - previous <= 0.5 * max(1, coefficient) + 1e-9) }
            previous = shown
            offset += 0.5
        }
        #expect(model.displayed(-1e15, maxOffset: 1456, length: 844) > -844)
    }

    @Test("layout and effects read the displayed offset; the answer keeps the raw one beside it")
    func framesReadTheDisplayedOffset() {
        for raw in [-300.0, -40, 0, 600, 1500, 2400] {
            let banded = FrameBuilder(scene: Self.scene(offset: raw)).build()
            let shown = Self.band.displayed(raw, maxOffset: 1456, length: 844)
            var plain = FrameBuilder(scene: Self.scene(offset: shown, overscroll: Overscroll())).build()
            #expect(banded.offset == raw && banded.displayedOffset == shown && plain.displayedOffset == nil)
            plain.offset = raw
            plain.displayedOffset = shown
            #expect(banded == plain, "\(raw)")
        }
        // Pulled 200: the header grows by b = 97.3165…, not by 200.
        let pulled = FrameBuilder(scene: Self.scene(offset: -200)).build()
        #expect(approximately(pulled.sections[0].items[0].frame.height, 300 + 97.31656184486374, 1e-9))
    }

    @Test("a coefficient that is not greater than 0 is refused at its pointer", arguments: [0.0, -0.55])
    func refusesCoefficient(coefficient: Double) {
        var scene = Self.scene(offset: 0)
        scene.overscroll.coefficient = coefficient
        #expect(throws: RequestError(pointer: "/overscroll/coefficient", reason: "must be greater than 0")) { try scene.validate() }
    }

    @Test("a timeline over the band: per-item tracks follow the frames; shared tracks and style sheets are refused")
    func timelines() throws {
        let scene = Self.scene(offset: 0)
        let compiler = TimelineCompiler(scene: scene)
        let request = TimelineRequest(scene: scene, from: -400, to: 1800)
        let timeline = try compiler.compile(request, maxKeyframes: 100_000)
        var checked = 0
        for track in timeline.tracks where track.layer == nil && track.property.hasPrefix("frame.") {
            let section = track.section == "hero" ? 0 : 1
            for step in 0...88 {
                let offset = -400 + Double(step) * 25
                guard let value = interpolate(track.keyframes, at: offset),
                      let item = FrameBuilder(scene: scene).build(offset: offset).sections[section].items.first(where: { $0.index == track.item })
                else { continue }
                let actual = track.property == "frame.y" ? item.frame.y : track.property == "frame.height" ? item.frame.height : nil
                guard let actual else { continue }
                #expect(abs(value - actual) <= request.tolerance + 1e-9, "\(track.section) \(track.item ?? -1) \(track.property) at \(offset)")
                checked += 1
            }
        }
        #expect(checked > 200)
        let shared = TimelineRequest(scene: scene, from: -400, to: 1800, tracks: .shared)
        #expect(Self.pointer { () throws(RequestError) in _ = try compiler.compile(shared, maxKeyframes: 100_000) } == "/tracks")
        #expect(Self.pointer { () throws(RequestError) in _ = try StyleSheetCompiler(compiler).timeline(request, maxKeyframes: 100_000) } == "/from")
        // Within the scroll range nothing bends: both stay available.
        let inside = TimelineRequest(scene: scene, from: 0, to: 1456, tracks: .shared)
        #expect(throws: Never.self) { try compiler.compile(inside, maxKeyframes: 100_000) }
        #expect(throws: Never.self) { try StyleSheetCompiler(compiler).timeline(inside, maxKeyframes: 100_000) }
    }

    @Test("past the end, items stay listed longer than the raw offset says, and their tracks run as long")
    func tracksPastTheEnd() throws {
        // Raw 1456 + x shows 1456 + b with b < 844: the last card (2100…2300) never leaves, though x passes 844.
        let scene = Self.scene(offset: 0)
        try expectTracksCoverListedItems(scene, TimelineRequest(scene: scene, from: 1200, to: 4000))
        try expectTracksCoverListedItems(scene, TimelineRequest(scene: scene, from: -3000, to: 300))
    }

    @Test("inside the range, cards alike fitted once over positions are not bent where the first card would be")
    func sharedFitsInsideTheRange() throws {
        // Card 9 at offsets 1000…1456 stands where card 0 stands at −800…−344, past the start: that fit must not bend.
        let scene = Self.scene(offset: 0)
        try expectTracksCoverListedItems(scene, TimelineRequest(scene: scene, from: 1000, to: 1456))
    }
}
