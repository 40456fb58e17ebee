@testable import ScrollFX
import Testing

/// Pinned sections (`sticky` on any section), hand-derived from displayed start = S + clamp(o + i₀ + t − S, 0, C − S − L).
@Suite("pinned sections")
struct PinnedSectionTests {
    /// A 200-point header, a 48-point bar pinned at `top`, and 20 rows of 100: content 2248, maxOffset 1448.
    static func scene(offset: Double, top: Double = 0, collapse: Collapse? = nil, inset: Insets = .zero,
                      overscroll: Overscroll = Overscroll()) -> Scene {
        Scene(viewport: Viewport(width: 390, height: 800), offset: offset, contentInset: inset, overscroll: overscroll, sections: [
            Section(id: "hero", kind: .header, size: ItemSize(height: 200), collapse: collapse),
            Section(id: "tabs", kind: .header, size: ItemSize(height: 48), sticky: Sticky(top: top)),
            Section(id: "rows", kind: .list, itemSize: ItemSize(height: 100), count: 20),
        ])
    }

    @Test("a pinned bar scrolls with the content until it reaches the stick line, then stays; the rest is laid out as without it")
    func pinnedBar() throws {
        let resting = try frame(of: Self.scene(offset: 150))
        #expect(resting.sections[1].frame.y == 50 && resting.sections[1].stuck == false)
        let held = try frame(of: Self.scene(offset: 600))
        #expect(held.sections[1].frame.y == 0 && held.sections[1].stuck == true)
        #expect(held.sections[1].items[0].frame == Rect(x: 0, y: 0, width: 390, height: 48))
        // Nothing else moves: the rows, the content and maxOffset are those without `sticky`.
        var plain = Self.scene(offset: 600)
        plain.sections[1].sticky = nil
        let unpinned = try frame(of: plain)
        #expect(held.sections[2] == unpinned.sections[2] && held.maxOffset == 1448 && held.contentSize == unpinned.contentSize)
        #expect(unpinned.sections[1].stuck == nil)
    }

    @Test("a pinned section reaching the content's end: its end stays on the content's end, end inset included")
    func reachesTheEnd() throws {
        // The rows (S = 248, L = 2000) pinned: C − S − L = 30 with an end inset of 30, so δ stops at 30.
        var scene = Self.scene(offset: 1478, inset: Insets(bottom: 30))
        scene.sections[2].sticky = Sticky()
        let answer = try frame(of: scene)
        #expect(answer.maxOffset == 1478)
        #expect(answer.sections[2].frame.y == 248 + 30 - 1478 && answer.sections[2].stuck == true)
        #expect(answer.sections[2].frame.maxY == 2278 - 1478)
    }

    @Test("a bar under a collapsing header takes top = minHeight: its top meets the header's bottom at every offset ≥ 0")
    func underACollapsingHeader() throws {
        for offset in [0.0, 60, 100, 140, 141, 300, 1000] {
            let answer = try frame(of: Self.scene(offset: offset, top: 60, collapse: Collapse(minHeight: 60)))
            let header = answer.sections[0].items[0].frame
            #expect(approximately(answer.sections[1].frame.y, header.maxY), "offset \(offset)")
            // It sticks from o = H − minHeight = 140 on.
            #expect(answer.sections[1].stuck == (offset > 140), "offset \(offset)")
        }
    }

    @Test("a pinned box moves nothing else and keeps its cross position; pulled past the start it follows the content down")
    func pinnedBox() throws {
        var scene = Self.scene(offset: 1000)
        scene.sections.append(Section(id: "badge", kind: .box, frame: Rect(x: 300, y: 900, width: 60, height: 30), sticky: Sticky(top: 20)))
        let held = try frame(of: scene)
        #expect(held.sections[3].frame == Rect(x: 300, y: 20, width: 60, height: 30) && held.sections[3].stuck == true)
        #expect(held.sections[3].items[0].frame == held.sections[3].frame)
        scene.offset = 500
        #expect(try frame(of: scene).sections[3].frame.y == 400)
        scene.offset = -50
        scene.overscroll = Overscroll(model: .rubberBand)
        let pulled = try frame(of: scene)
        #expect(approximately(pulled.sections[1].frame.y, 200 - (pulled.displayedOffset ?? 0)) && pulled.sections[1].stuck == false)
    }

    @Test("a pinned carousel moves as a whole: its container, its items and its perspective centre; its own offset stays")
    func pinnedCarousel() throws {
        let cards = Section(id: "cards", kind: .carousel, itemSize: ItemSize(width: 200, height: 150), offset: 120, count: 6,
                            sticky: Sticky(top: 10))
        var scene = Self.scene(offset: 700)
        scene.sections[1] = cards
        let answer = try frame(of: scene)
        let pinned = answer.sections[1]
        #expect(pinned.frame.y == 10 && pinned.stuck == true && pinned.offset == 120)
        // δ = 700 + 10 − 200 = 510: it shows what the unpinned carousel shows at 700 − 510 = 190, items, turns and all.
        var unpinned = scene
        unpinned.sections[1].sticky = nil
        unpinned.sections[1].effects = [.coverflow(CoverflowEffect())]
        unpinned.offset = 190
        var turned = scene
        turned.sections[1].effects = [.coverflow(CoverflowEffect())]
        let loose = try frame(of: unpinned).sections[1]
        let held = try frame(of: turned).sections[1]
        #expect(held.items.count == 2 && held.frame == loose.frame)
        #expect(held.items == loose.items)
    }
}

/// What snapping and locating read in scenes with headers and pins: laid-out positions, never stickiness.
@Suite("snap and locate beside sticky elements")
struct StickySnapLocateTests {
    /// Two lists of 100-point rows under 40-point headers (slots [0, 540] and [540, 1080]) and a pinned box at 300, in a
    /// 300-point viewport (maxOffset 780).
    static let scene = Scene(viewport: Viewport(width: 390, height: 300), snap: .viewAligned, sections: [
        Section(id: "a", kind: .list, itemSize: ItemSize(height: 100), count: 5, header: SectionHeader(size: ItemSize(height: 40))),
        Section(id: "b", kind: .list, itemSize: ItemSize(height: 100), count: 5, header: SectionHeader(size: ItemSize(height: 40))),
        Section(id: "pin", kind: .box, frame: Rect(x: 0, y: 300, width: 390, height: 50), sticky: Sticky()),
    ])

    @Test("locate answers from the item's laid-out frame: headers' lengths included, a pinned box where the layout puts it")
    func locate() throws {
        let locator = Locator(scene: Self.scene)
        // b's row 1 starts at 540 + 40 + 100 = 680.
        #expect(try locator.locate(LocateRequest(scene: Self.scene, section: "b", item: 1, align: .leading)).offset == 680)
        // The pinned box is located at its frame's 300, although at offset 400 it is displaced.
        #expect(try locator.locate(LocateRequest(scene: Self.scene, section: "pin", item: 0, align: .leading)).offset == 300)
    }

    @Test("snap stops are the rows' laid-out starts, headers not among them")
    func snap() throws {
        // Resting at 575 (between a's end at 540 and b's row 0 at 580): the nearest stop is row 0 of b at 580, not
        // b's header at 540.
        var resting = Self.scene
        resting.offset = 575
        let answer = try SnapSolver(scene: resting).solve(SnapRequest(scene: resting))
        #expect(answer.offset == 580 && answer.section == "b" && answer.index == 0)
    }
}

/// Timelines of pinned sections: three pieces with exact breakpoints.
@Suite("timelines of pinned sections")
struct PinnedTimelineTests {
    @Test("a pinned bar's frame.y is [S − o | i₀ + t | …] with breakpoints exactly at o₁ = S − i₀ − t")
    func breakpoints() throws {
        let scene = PinnedSectionTests.scene(offset: 0, top: 10, inset: Insets(top: 30))
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene), maxKeyframes: 100_000)
        let track = try #require(timeline.tracks.first { $0.section == "tabs" && $0.layer == nil && $0.property == "frame.y" })
        // S = 230, i₀ + t = 40: it sticks from o₁ = 190 and stays to the end (o₂ = 2278 − 48 − 40 > maxOffset 1478).
        #expect(track.keyframes == [[0, 230], [190, 40], [1478, 40]])
    }

    @Test("under a rubber band, a breakpoint past the end sits at the raw offset that shows it: x = b·d / (c·(d − b))")
    func rubberBandBreakpoint() throws {
        // 20 rows of 100 in an 800-point viewport: maxOffset 1200. A box at 1400 pinned at 0 sticks from displayed
        // offset 1400, b = 200 past the end: raw 1200 + 200·800 / (0.55·600).
        let scene = Scene(viewport: Viewport(width: 390, height: 800), overscroll: Overscroll(model: .rubberBand), sections: [
            Section(id: "rows", kind: .list, itemSize: ItemSize(height: 100), count: 20),
            Section(id: "badge", kind: .box, frame: Rect(x: 0, y: 1400, width: 50, height: 50), sticky: Sticky()),
        ])
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: 0, to: 2000), maxKeyframes: 100_000)
        let track = try #require(timeline.tracks.first { $0.section == "badge" && $0.property == "frame.y" })
        let raw = 1200 + 200 * 800 / (0.55 * 600)
        let kink = try #require(track.keyframes.first { abs($0[1]) < 1e-9 })
        #expect(approximately(kink[0], raw, 1e-9))
        // Held at 0 from there on.
        #expect(track.keyframes.last.map { approximately($0[1], 0) } == true)
    }

    @Test("an effect that peaks where a pinned item's centre crosses the viewport's is sampled there, not where its kinked motion would put it")
    func centreCrossing() throws {
        // A list pinned at 1000 sticks from o₁ = 1000; its item 2 (centre 1250) crosses the viewport's centre (400) at
        // o = 850, before it sticks, and never again. Fully opaque only within 3 points of it.
        let scene = Scene(viewport: Viewport(width: 390, height: 800), sections: [
            Section(id: "top", kind: .header, size: ItemSize(height: 1000)),
            Section(id: "pinned", kind: .list, effects: [.distance(DistanceEffect(radius: 3, opacity: 0.5))], itemSize: ItemSize(height: 100),
                    count: 6, sticky: Sticky()),
            Section(id: "rest", kind: .list, itemSize: ItemSize(height: 100), count: 4),
        ])
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, tolerance: 2), maxKeyframes: 100_000)
        let track = try #require(timeline.tracks.first { $0.section == "pinned" && $0.item == 2 && $0.property == "transform.opacity" })
        var there = scene
        there.offset = 850
        #expect(FrameBuilder(scene: there).build().sections[1].items.first { $0.index == 2 }?.transform.opacity == 1)
        #expect(approximately(ElementRules.value(of: track.keyframes, at: 850), 1, 1 / 255))
    }
}
