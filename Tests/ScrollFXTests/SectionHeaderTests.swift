@testable import ScrollFX
import Testing

/// Section headers (`header` on lists and grids), hand-derived from the contract's clamp
/// displayed start = S + clamp(o + i₀ + t − S, 0, L − h).
@Suite("sticky section headers")
struct SectionHeaderTests {
    /// Three lists of 100-point rows under 40-point headers: a (5 rows, slot [0, 540]), b (5 rows, [540, 1080]),
    /// c (10 rows, [1080, 2120]); content 2120, maxOffset 1320 in an 800-point viewport.
    static func scene(offset: Double, inset: Insets = .zero, top: Double = 0, overscroll: Overscroll = Overscroll(),
                      axis: Axis = .vertical, direction: LayoutDirection = .ltr, headerEffects: [Effect]? = nil) -> Scene {
        let side = axis == .vertical ? ItemSize(height: 40) : ItemSize(width: 40)
        let row = axis == .vertical ? ItemSize(height: 100) : ItemSize(width: 100)
        func list(_ id: String, _ count: Int) -> Section {
            Section(id: id, kind: .list, itemSize: row, count: count,
                    header: SectionHeader(id: id.uppercased(), size: side, top: top, effects: headerEffects))
        }
        return Scene(viewport: Viewport(width: axis == .vertical ? 390 : 800, height: axis == .vertical ? 800 : 390), axis: axis,
                     offset: offset, contentInset: inset, layoutDirection: direction, overscroll: overscroll,
                     sections: [list("a", 5), list("b", 5), list("c", 10)])
    }

    static func header(_ section: Int, _ scene: Scene) throws -> Frame.Header {
        try listed(try frame(of: scene).sections[section].header)
    }

    /// The header of a section answer that has one listed.
    static func listed(_ header: Frame.Header??) throws -> Frame.Header {
        guard case .some(.some(let listed)) = header else { throw Unlisted() }
        return listed
    }

    struct Unlisted: Error {}

    @Test("the header takes the first h of the slot; items, later sections and the content move h further")
    func layout() throws {
        let answer = try frame(of: Self.scene(offset: 0))
        #expect(answer.contentSize.height == 2120 && answer.maxOffset == 1320)
        #expect(answer.sections.map(\.frame.y) == [0, 540, 1080] && answer.sections[0].frame.height == 540)
        #expect(answer.sections[0].items[0].frame == Rect(x: 0, y: 40, width: 390, height: 100))
        #expect(try Self.header(0, Self.scene(offset: 0)).frame == Rect(x: 0, y: 0, width: 390, height: 40))
        #expect(try Self.header(0, Self.scene(offset: 0)).id == "A")
    }

    @Test("a header sticks when its start reaches the stick line: not yet stuck at the boundary, stuck one point on")
    func sticks() throws {
        // b's start is 540: at offset 540 it sits on the line unmoved; at 541 it is held there.
        let atBoundary = try Self.header(1, Self.scene(offset: 540))
        #expect(atBoundary.frame.y == 0 && !atBoundary.stuck)
        let past = try Self.header(1, Self.scene(offset: 541))
        #expect(past.frame.y == 0 && past.stuck)
        let before = try Self.header(1, Self.scene(offset: 520))
        #expect(before.frame.y == 20 && !before.stuck)
    }

    @Test("the section's end pushes its header out: o₂ = S + L − h − i₀ − t")
    func pushOut() throws {
        // a: o₂ = 0 + 540 − 40 = 500. At 520 its header's end stays on the slot's end, 540 − 520 = 20.
        let pushed = try Self.header(0, Self.scene(offset: 520))
        #expect(pushed.frame.y == -20 && pushed.stuck)
        #expect(try Self.header(0, Self.scene(offset: 500)).frame.y == 0)
        // Gone once the slot has passed (and with it the prefetch-free window).
        #expect(try frame(of: Self.scene(offset: 541)).sections[0].header == .some(nil))
    }

    @Test("insets and top: the stick line is t below the start inset; a negative top sticks above it")
    func insetsAndTop() throws {
        // Inset 50, top 10: b (now at 590) sticks at 60 once 590 − o < 60, i.e. from o = 530.
        let held = try Self.header(1, Self.scene(offset: 600, inset: Insets(top: 50), top: 10))
        #expect(held.frame.y == 60 && held.stuck)
        #expect(try Self.header(1, Self.scene(offset: 530, inset: Insets(top: 50), top: 10)).frame.y == 60)
        #expect(!(try Self.header(1, Self.scene(offset: 530, inset: Insets(top: 50), top: 10)).stuck))
        let raised = try Self.header(1, Self.scene(offset: 600, top: -15))
        #expect(raised.frame.y == -15 && raised.stuck)
    }

    @Test("rubber band: pulled past the start the header follows the content down; past the end it reads the displayed offset")
    func rubberBand() throws {
        let band = Overscroll(model: .rubberBand)
        let pulled = try frame(of: Self.scene(offset: -100, overscroll: band))
        let displayed = try #require(pulled.displayedOffset)
        #expect(displayed < 0)
        let header = try Self.listed(pulled.sections[0].header)
        #expect(approximately(header.frame.y, -displayed) && !header.stuck)
        // Past the end (maxOffset 1320): c's header is held at the line by the displayed offset, inside its slot.
        let past = try frame(of: Self.scene(offset: 1500, overscroll: band))
        let shown = try #require(past.displayedOffset)
        #expect(shown > 1320 && shown < 1500)
        let last = try Self.listed(past.sections[2].header)
        // c: o₂ = 1080 + 1040 − 40 = 2080 > shown, so it is held at 0.
        #expect(approximately(last.frame.y, 0) && last.stuck)
    }

    @Test("horizontal and right-to-left: a header sticks at the leading edge, the right-hand one in rtl")
    func horizontal() throws {
        let ltr = try Self.header(1, Self.scene(offset: 600, axis: .horizontal))
        #expect(ltr.frame == Rect(x: 0, y: 0, width: 40, height: 390) && ltr.stuck)
        let rtl = try Self.header(1, Self.scene(offset: 600, axis: .horizontal, direction: .rtl))
        #expect(rtl.frame == Rect(x: 760, y: 0, width: 40, height: 390) && rtl.stuck)
        let coming = try Self.header(1, Self.scene(offset: 520, axis: .horizontal, direction: .rtl))
        #expect(coming.frame.x == 800 - 20 - 40 && !coming.stuck)
    }

    @Test("its effects read its displayed frame: parallax with origin min is constant while it is stuck")
    func effectsReadTheDisplayedFrame() throws {
        let parallax: [Effect] = [.parallax(ParallaxEffect(rate: 0.5))]
        let at600 = try Self.header(1, Self.scene(offset: 600, headerEffects: parallax)).transform.translate
        let at700 = try Self.header(1, Self.scene(offset: 700, headerEffects: parallax)).transform.translate
        #expect(at600 == at700 && approximately(at600.y, 0))
        // Before sticking it reads its position in the viewport, 20 at offset 520: 0.5 × 20.
        #expect(approximately(try Self.header(1, Self.scene(offset: 520, headerEffects: parallax)).transform.translate.y, 10))
    }

    @Test("a header's cover gaps carry item null and header true; stuck headers occlude nothing")
    func warningsAndItems() throws {
        var scene = Self.scene(offset: 600)
        scene.sections[1].header?.layers = [Layer(id: "bg", frame: Rect(x: 0, y: 0, width: 100, height: 40), cover: true)]
        let answer = try frame(of: scene)
        let gap = try #require(answer.warnings.first)
        #expect(gap.item == nil && gap.header == true && gap.section == "b" && gap.layer == "bg" && gap.edge == "trailing")
        // The rows under the stuck header keep their visible rects: the one it covers shows whole.
        let plain = try frame(of: Self.scene(offset: 600))
        #expect(answer.sections[1].items == plain.sections[1].items)
        // Row 0 of b (580 − 600 = −20 to 80) lies under the header held at 0 to 40: its visible rect is still
        // everything of it inside the viewport.
        let covered = answer.sections[1].items[0]
        #expect(covered.frame.y == -20 && covered.visibleRect == Rect(x: 0, y: 0, width: 390, height: 80))
    }
}

/// Headers' timelines: three pieces with exact breakpoints, `item` null and `header` true.
@Suite("timelines of sticky headers")
struct SectionHeaderTimelineTests {
    @Test("b's header: S − o until o₁ = 540, then 0 until o₂ = 1040, then pushed out until it leaves at 1080")
    func threePieces() throws {
        let scene = SectionHeaderTests.scene(offset: 0)
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene), maxKeyframes: 100_000)
        let headers = timeline.tracks.filter(\.header)
        #expect(headers.allSatisfy { $0.item == nil })
        let b = try #require(headers.first { $0.section == "b" && $0.property == "frame.y" })
        #expect(b.keyframes == [[0, 540], [540, 0], [1040, 0], [1080, -40]])
        let a = try #require(headers.first { $0.section == "a" && $0.property == "frame.y" })
        #expect(a.keyframes == [[0, 0], [500, 0], [540, -40]])
        // c enters at the bottom at 1080 − 800 = 280, sticks at 1080 and stays to the end (o₂ = 2080 > maxOffset 1320).
        let c = try #require(headers.first { $0.section == "c" && $0.property == "frame.y" })
        #expect(c.keyframes == [[280, 800], [1080, 0], [1320, 0]])
    }

    @Test("sections repeating under headers keep one shared track per layer for all their items; a pinned section's items stay per item")
    func sharedWhereSectionsRepeat() throws {
        var scene = SectionHeaderTests.scene(offset: 0)
        for index in scene.sections.indices { scene.sections[index].layers = [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.2))])] }
        scene.sections.append(Section(id: "pinned", kind: .list, layers: [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.2))])],
                                      itemSize: ItemSize(height: 100), count: 3, sticky: Sticky()))
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, tracks: .shared), maxKeyframes: 100_000)
        let art = timeline.tracks.filter { $0.layer == ["art"] && $0.property == "transform.translate.y" }
        for id in ["a", "b", "c"] {
            #expect(art.filter { $0.section == id }.map(\.item) == [nil] && !art.contains { $0.section == id && $0.header }, "\(id)")
        }
        #expect(Set(art.filter { $0.section == "pinned" }.map(\.item)) == [0, 1, 2])
    }

    @Test("a header's cover layer that leaves gaps is reported in exposures (header true, gaps with item null) with the overscan that hides them")
    func exposures() throws {
        var scene = SectionHeaderTests.scene(offset: 0)
        let art = Layer(id: "art", cover: true, effects: [.parallax(ParallaxEffect(rate: 0.5))])
        for index in scene.sections.indices { scene.sections[index].header?.layers = [art] }
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene), maxKeyframes: 100_000)
        let exposure = try #require(timeline.exposures.first { $0.section == "b" })
        #expect(exposure.header && exposure.layer == ["art"] && !exposure.gaps.isEmpty && exposure.gaps.allSatisfy { $0.item == nil })
        // Where a gap is widest, the frame warns of it on the header; with the answered overscan, nowhere.
        let gap = try #require(exposure.gaps.max { $0.amount < $1.amount })
        func headerGaps(_ scene: Scene, at offset: Double) -> [Frame.Warning] {
            var there = scene
            there.offset = offset
            return FrameBuilder(scene: there).build().warnings.filter { $0.code == "gap" && $0.section == "b" && $0.header == true }
        }
        let widest = (0...100).map { gap.from + (gap.to - gap.from) * Double($0) / 100 }.max { a, b in
            (headerGaps(scene, at: a).map(\.amount).max() ?? 0) < (headerGaps(scene, at: b).map(\.amount).max() ?? 0)
        } ?? gap.from
        #expect(!headerGaps(scene, at: widest).isEmpty)
        let overscan = try #require(exposure.overscan)
        var covered = scene
        covered.sections[1].header?.layers = [Layer(id: "art", overscan: overscan, cover: true, effects: art.effects)]
        #expect(headerGaps(covered, at: widest).isEmpty)
        let again = try TimelineCompiler(scene: covered).compile(TimelineRequest(scene: covered), maxKeyframes: 100_000)
        #expect(!again.exposures.contains { $0.section == "b" })
        // Items' exposures are apart: none here, the items have no layers.
        #expect(timeline.exposures.allSatisfy { $0.header })
    }

    @Test("a header that is not listed has no warnings, in frames and in a timeline's exposures, like an item")
    func unlistedHeaderWarnsOfNothing() throws {
        // The art moves by half its header's distance from the viewport's top: a gap wherever the header is not there.
        var scene = SectionHeaderTests.scene(offset: 0)
        for index in scene.sections.indices {
            scene.sections[index].header?.layers = [Layer(id: "art", cover: true, effects: [.parallax(ParallaxEffect(rate: 0.5))])]
        }
        // At 0, b's header is at 540 and c's at 1080, past the 800-point viewport; at 700, a's is at −200 (stuck until
        // 500, gone at 540), b's stuck at 0 and c's at 380.
        func warned(at offset: Double) -> Set<String> {
            var there = scene
            there.offset = offset
            let frame = FrameBuilder(scene: there).build()
            let listed = Set(frame.sections.filter { $0.header != nil && $0.header! != nil }.map(\.id))
            let warned = Set(frame.warnings.filter { $0.header == true }.map(\.section))
            #expect(warned.isSubset(of: listed), "at \(offset): warned \(warned), listed \(listed)")
            return warned
        }
        #expect(warned(at: 0) == ["b"])
        #expect(warned(at: 700) == ["c"])
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene), maxKeyframes: 100_000)
        let gaps = { (id: String) in timeline.exposures.first { $0.section == id && $0.header }?.gaps ?? [] }
        #expect(!gaps("a").isEmpty && gaps("a").allSatisfy { $0.to <= 540 + 1e-9 })
        #expect(!gaps("c").isEmpty && gaps("c").allSatisfy { $0.from >= 280 - 1e-9 })
    }

    @Test("a header's effect that peaks where its centre crosses the viewport's is sampled there, however narrow the peak")
    func centreCrossing() throws {
        // Fully opaque only within 3 points of the centre: b's header (S = 540, h = 40) crosses 400 at o = 160.
        let scene = SectionHeaderTests.scene(offset: 0, headerEffects: [.distance(DistanceEffect(radius: 3, opacity: 0.5))])
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, tolerance: 2), maxKeyframes: 100_000)
        let track = try #require(timeline.tracks.first { $0.header && $0.section == "b" && $0.property == "transform.opacity" })
        var there = scene
        there.offset = 160
        let header = try #require(FrameBuilder(scene: there).build().sections[1].header ?? nil)
        #expect(header.element.transform.opacity == 1)
        #expect(approximately(ElementRules.value(of: track.keyframes, at: 160), 1, 1 / 255))
    }
}

extension Frame.Header {
    /// The element's members, read as the tests read them.
    var frame: Rect { element.frame }
    var id: String? { element.id }
    var transform: Frame.Transform { element.transform }
}
