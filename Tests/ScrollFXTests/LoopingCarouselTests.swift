@testable import ScrollFX
import Testing

@Suite("looping carousels")
struct LoopingCarouselTests {
    /// 8 cards 250 wide, 16 apart (a stride of 266), centred in a 400-point carousel: the pad is (400 − 250) / 2 = 75.
    private static func scene(carouselOffset: Double, layers: [Layer]? = nil) -> Scene {
        Scene(viewport: Viewport(width: 400, height: 844), sections: [
            Section(id: "loop", kind: .carousel, layers: layers, itemSize: ItemSize(width: 250, height: 360), spacing: 16,
                    offset: carouselOffset, loop: true, count: 8),
        ])
    }

    private static func section(at offset: Double, layers: [Layer]? = nil) -> Frame.Section {
        FrameBuilder(scene: scene(carouselOffset: offset, layers: layers)).build().sections[0]
    }

    @Test("virtual item k starts at pad + k·stride − offset and shows item k mod count; the offset is never clamped")
    func workedExample() {
        // Offset −100: copy k starts at 75 + 266k + 100 = 175 + 266k. Copy −1 spans −91…159 and copy 0 spans 175…425,
        // both meeting the 400-point carousel; copy −2 (−357…−107) and copy 1 (441…) do not.
        let section = Self.section(at: -100)
        #expect(section.items.map(\.virtualIndex) == [-1, 0] && section.items.map(\.index) == [7, 0])
        #expect(section.items.map(\.frame.x) == [-91, 175])
        #expect(section.visibleRange == Frame.VisibleRange(first: -1, last: 0) && section.offset == -100)
        // Far out: at 10¹² the copies are as many strides on, listed as quickly.
        let far = Self.section(at: 1e12)
        #expect(!far.items.isEmpty && far.items.allSatisfy { ($0.virtualIndex ?? 0) > 3_000_000_000 })
        #expect(far.items.allSatisfy { $0.index == (($0.virtualIndex ?? 0) % 8 + 8) % 8 })
    }

    @Test("the answer at o is the answer at o + count·stride with virtual indices shifted by count")
    func periodic() {
        let layers = [Layer(id: "image", overscan: Point(x: 1.25, y: 1), cover: true, effects: [.carousel(CarouselEffect(strength: 0.7))])]
        for offset in stride(from: -700.0, through: 2900, by: 97.5) {
            let here = Self.section(at: offset, layers: layers), there = Self.section(at: offset + 8 * 266, layers: layers)
            #expect(here.items.map { ($0.virtualIndex ?? 0) + 8 } == there.items.map { $0.virtualIndex ?? 0 })
            for (a, b) in zip(here.items, there.items) {
                #expect(a.index == b.index && approximately(a.frame, b.frame, 1e-9))
                #expect(approximately(a.layers[0].transform.translate.x, b.layers[0].transform.translate.x, 1e-9))
            }
        }
    }

    @Test("a copy's parallax is continuous across the seam")
    func continuousAcrossTheSeam() {
        let layers = [Layer(id: "image", effects: [.carousel(CarouselEffect(strength: 0.7))])]
        // The seam: copy 7 of one turn meets copy 8 (item 0) of the next; offsets 8·266 = 2128 apart repeat.
        // A step of 2 points moves a copy's centre by 2, so its carousel translation by 2 / 400 × 0.7 × 250 = 0.875.
        let bound = 0.875 + 1e-9
        var previous: [Int: Double] = [:]
        for step in 0...400 {
            let offset = 1800 + Double(step) * 2
            for item in Self.section(at: offset, layers: layers).items {
                let translate = item.layers[0].transform.translate.x
                if let before = previous[item.virtualIndex ?? 0] { #expect(abs(translate - before) <= bound) }
                previous[item.virtualIndex ?? 0] = translate
            }
        }
    }

    @Test("loop on another kind, or on a carousel of no stride, is refused at its pointer")
    func refusals() {
        var list = Scene(viewport: Viewport(width: 400, height: 844), sections: [
            Section(id: "l", kind: .list, itemSize: ItemSize(height: 100), count: 3),
        ])
        list.sections[0].loop = true
        #expect(throws: RequestError.self) { try list.validate() }
        var flat = Self.scene(carouselOffset: 0)
        flat.sections[0].itemSize = ItemSize(width: 0, height: 100)
        flat.sections[0].spacing = 0
        do {
            try list.validate()
        } catch {
            #expect(error.pointer == "/sections/0/loop")
        }
        do {
            try flat.validate()
            Issue.record("a looping carousel of no stride was accepted")
        } catch {
            #expect(error.pointer == "/sections/0/loop")
        }
    }

    @Test("snap picks among every k·stride without clamping; locate takes virtual indices")
    func snapAndLocate() throws {
        let scene = Self.scene(carouselOffset: 0)
        // From 0 at −3000 points/s the fling projects to −1497 (0.998 per ms): the nearest stop is −6 × 266 = −1596,
        // item −6 mod 8 = 2.
        let snapped = try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, target: "loop", velocity: -3000))
        #expect(approximately(snapped.projected, -1497, 1e-9) && snapped.offset == -1596)
        #expect(snapped.index == 2 && snapped.virtualIndex == -6)
        // One step at most: from 0 the stops are −266, 0 and 266.
        let one = try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, target: "loop", velocity: -3000, limit: .one))
        #expect(one.offset == -266 && one.index == 7 && one.virtualIndex == -1)
        // Copy −3 centred: 75 − 798 + 125 − 200 = −798, not clamped.
        let located = try Locator(scene: scene).locate(LocateRequest(scene: scene, section: "loop", item: -3, align: .center))
        #expect(located == LocateResult(offset: -798, clamped: -798))
    }

    @Test("a timeline with a looping carousel as its source needs from and to, then follows the frames")
    func timeline() throws {
        let scene = Self.scene(carouselOffset: 0, layers: [Layer(id: "image", effects: [.carousel(CarouselEffect(strength: 0.7))])])
        let compiler = TimelineCompiler(scene: scene)
        do {
            _ = try compiler.compile(TimelineRequest(scene: scene, source: "loop"), maxKeyframes: 100_000)
            Issue.record("a looping source without a range was accepted")
        } catch {
            #expect(error.pointer == "/from")
        }
        let request = TimelineRequest(scene: scene, source: "loop", from: -600, to: 2400)
        let timeline = try compiler.compile(request, maxKeyframes: 100_000)
        var checked = 0
        for track in timeline.tracks where track.layer == ["image"] && track.property == "transform.translate.x" {
            for step in 0...60 {
                let offset = -600 + Double(step) * 50
                guard let value = interpolate(track.keyframes, at: offset),
                      let item = Self.section(at: offset, layers: scene.sections[0].layers).items.first(where: { $0.virtualIndex == track.item })
                else { continue }
                #expect(abs(value - item.layers[0].transform.translate.x) <= request.tolerance + 1e-9, "copy \(track.item ?? 0) at \(offset)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test("a style sheet scrolls a looping source over from…to, its copies keyed and placed by virtual index")
    func styleSheet() throws {
        let scene = Self.scene(carouselOffset: -100, layers: [Layer(id: "image", effects: [.carousel(CarouselEffect(strength: 0.7))])])
        let compiler = StyleSheetCompiler(scene: scene)
        do {
            _ = try compiler.styleSheet(TimelineRequest(scene: scene, source: "loop"), maxKeyframes: 10_000)
            Issue.record("a looping source's sheet without a range was accepted")
        } catch {
            #expect(error.pointer == "/from")
        }
        // From −800 to 2000: the content is 2800 + 400 = 3200 wide, and copy k starts at 75 + 266k + 800 = 875 + 266k in it.
        let css = try compiler.styleSheet(TimelineRequest(scene: scene, source: "loop", from: -800, to: 2000), maxKeyframes: 10_000)
        #expect(css.contains("width: 3200px;"))
        #expect(css.contains("left: calc(875px + var(--sfx-index) * 266px);"))
        // With the scene as the source, the carousel stays at −100, its content as wide as the carousel and starting
        // there: copies −1 and 0 are placed where they are, at 175 − 266 = −91 and 175, with no view() timeline.
        let still = try compiler.styleSheet(TimelineRequest(scene: scene), maxKeyframes: 10_000)
        #expect(still.contains(#"[data-sfx-item="-1"]"#) && still.contains(#"[data-sfx-item="0"]"#))
        #expect(still.contains("left: calc(175px + var(--sfx-index) * 266px);") && !still.contains("view-timeline"))
        #expect(still.contains("width: 400px;\n  height: 360px;\n  overflow: clip;"))
    }

    @Test("a pulled looping carousel's copy shown only by its growth is tracked while the scene scrolls")
    func growthKeepsACopyTracked() throws {
        // Pulled 20 (offset −20): copy −1 starts at −324 + 20 = −304 and ends at −4, off the carousel, but grows by 20
        // to end at 16, so it is listed; the timeline must see that growth too.
        let scene = Scene(viewport: Viewport(width: 390, height: 844), sections: [
            Section(id: "hero", kind: .header, size: ItemSize(height: 300)),
            Section(id: "loop", kind: .carousel, effects: [.grow], itemSize: ItemSize(width: 300, height: 200), spacing: 24,
                    alignment: .leading, offset: -20, loop: true, count: 5),
            Section(id: "cards", kind: .list, itemSize: ItemSize(height: 200), count: 10),
        ])
        #expect(try frame(of: scene).sections[1].items.map { $0.virtualIndex } == [-1, 0, 1])
        try expectTracksCoverListedItems(scene, TimelineRequest(scene: scene, from: 0, to: 700))
    }
}
