@testable import ScrollFX
import Testing

/// A bar that hides and returns, hand-derived from s = clamp(s₀ + c(o) − c(p), 0, min(h, c(o))), displayed start
/// i₀ − s for o ≥ 0 (a plain header for o < 0), and a follower's stick line i₀ + t − s.
@Suite("bars that hide and return")
struct RevealBarTests {
    /// A 56-point toolbar that hides and returns, 48-point tabs pinned under it (`top` 56) following it, and 40 rows of
    /// 100: content 4104, maxOffset 3260 in an 844-point viewport.
    static func scene(offset: Double, previous: PreviousFrame? = nil, inset: Double = 0, tabsTop: Double = 56,
                      overscroll: Overscroll = Overscroll()) -> Scene {
        var scene = Scene(viewport: Viewport(width: 390, height: 844), offset: offset, contentInset: Insets(top: inset), overscroll: overscroll,
                          sections: [
                              Section(id: "toolbar", kind: .header, size: ItemSize(height: 56), reveal: Reveal()),
                              Section(id: "tabs", kind: .header, size: ItemSize(height: 48), sticky: Sticky(top: tabsTop, follow: "toolbar")),
                              Section(id: "rows", kind: .list, itemSize: ItemSize(height: 100), count: 40),
                          ])
        scene.previous = previous
        return scene
    }

    static func after(_ offset: Double, hidden: Double? = nil, bar: String = "toolbar") -> PreviousFrame {
        PreviousFrame(offset: offset, hidden: hidden.map { HiddenAmounts([.init(id: bar, amount: $0)]) })
    }

    /// The bar's answered hidden amount and its start along the axis (its section's frame: its item is not listed once
    /// it is wholly hidden), and the tabs' start; the bar's item, when listed, is where its section is.
    private func bar(_ scene: Scene) throws -> (hidden: Double?, start: Double, tabs: Double) {
        let answer = try frame(of: scene)
        let bar = answer.sections[0]
        #expect(bar.items.allSatisfy { $0.frame == bar.frame })
        return (bar.hidden, bar.frame.y, answer.sections[1].frame.y)
    }

    @Test("the forward path: it scrolls away with the content, then stays away; without a bar nothing says hidden")
    func forwardPath() throws {
        for (offset, hidden) in [(0.0, 0.0), (30, 30), (56, 56), (200, 56), (3260, 56)] {
            let answer = try bar(Self.scene(offset: offset))
            #expect(answer.hidden == hidden && answer.start == -hidden, "offset \(offset)")
        }
        var plain = Self.scene(offset: 100)
        plain.sections[0].reveal = nil
        plain.sections[1].sticky = Sticky(top: 56)
        let answer = try frame(of: plain)
        #expect(answer.sections.allSatisfy { $0.hidden == nil })
        #expect(answer.sections[0].frame.y == -100 && answer.sections[0].items.isEmpty)
    }

    @Test("a step back shows it at once by the step; a jump back past h shows it whole; at the top it is whole")
    func backward() throws {
        #expect(try bar(Self.scene(offset: 550, previous: Self.after(600, hidden: 56))).start == -6)
        #expect(try bar(Self.scene(offset: 500, previous: Self.after(600, hidden: 56))).hidden == 0)
        // Shown, then forward again by 20: hidden 20.
        #expect(try bar(Self.scene(offset: 520, previous: Self.after(500, hidden: 0))).hidden == 20)
        // At the start it is whole whatever came before; near it, at most the offset is hidden.
        #expect(try bar(Self.scene(offset: 0, previous: Self.after(600, hidden: 56))).hidden == 0)
        #expect(try bar(Self.scene(offset: 10, previous: Self.after(600, hidden: 56))).hidden == 0)
        #expect(try bar(Self.scene(offset: 10, previous: Self.after(8, hidden: 8))).hidden == 10)
    }

    @Test("previous without hidden takes the forward path's amount there; a value above h is h")
    func previousWithoutHidden() throws {
        #expect(try bar(Self.scene(offset: 580, previous: Self.after(600))).hidden == 36)
        #expect(try bar(Self.scene(offset: 20, previous: Self.after(30))).hidden == 20)
        #expect(try bar(Self.scene(offset: 580, previous: Self.after(600, hidden: 1000))).hidden == 36)
        // An entry for no bar is refused; one for the bar of 0 is a shown bar.
        #expect(try bar(Self.scene(offset: 580, previous: Self.after(600, hidden: 0))).hidden == 0)
    }

    @Test("over-scroll under rubberBand: past the start a plain header, past the end it moves not")
    func overscroll() throws {
        let band = Overscroll(model: .rubberBand)
        let pulled = try frame(of: Self.scene(offset: -80, previous: Self.after(40, hidden: 40), overscroll: band))
        let shown = try #require(pulled.displayedOffset)
        #expect(shown < 0 && pulled.sections[0].hidden == 0)
        #expect(approximately(pulled.sections[0].items[0].frame.y, -shown))
        #expect(approximately(pulled.sections[1].frame.y, 56 - shown))
        // Past the end (maxOffset 3260) by 200 raw: the amount of the frame before stays, the bar where it was.
        let past = try frame(of: Self.scene(offset: 3460, previous: Self.after(3260, hidden: 20), overscroll: band))
        #expect(past.sections[0].hidden == 20 && past.sections[0].frame.y == -20)
        // Back from past the end to it: c(o) − c(p) = 0, nothing changes.
        #expect(try bar(Self.scene(offset: 3260, previous: Self.after(3460, hidden: 20), overscroll: band)).hidden == 20)
    }

    @Test("a follower at top = h stays under the bar and rises with it; at another top it sticks s higher")
    func followers() throws {
        for (offset, previous, hidden) in [(30.0, nil, 30.0), (600, nil, 56), (550, Self.after(600, hidden: 56), 6), (500, Self.after(600, hidden: 56), 0)] {
            let answer = try bar(Self.scene(offset: offset, previous: previous))
            #expect(answer.hidden == hidden && answer.tabs == 56 - hidden && answer.tabs == answer.start + 56, "offset \(offset)")
        }
        // top 100 (a gap of 44 under the bar): its laid-out start 56 is above that line, so it sticks at 100 − s throughout.
        #expect(try bar(Self.scene(offset: 20, tabsTop: 100)).tabs == 80)
        #expect(try bar(Self.scene(offset: 600, tabsTop: 100)).tabs == 44)
        #expect(try bar(Self.scene(offset: 550, previous: Self.after(600, hidden: 56), tabsTop: 100)).tabs == 94)
        // A start inset of 20: the bar's start is 20 − s, the tabs' line 20 + 56 − s.
        let inset = try bar(Self.scene(offset: 550, previous: Self.after(600, hidden: 56), inset: 20))
        #expect(inset.start == 14 && inset.tabs == 70)
    }

    @Test("settling: below the threshold shown, at or above it hidden as far as the offset allows")
    func settling() throws {
        let bar = try #require(FrameBuilder(scene: Self.scene(offset: 0)).bar)
        #expect(bar.settled(27.9, at: 600) == 0 && bar.settled(28, at: 600) == 56 && bar.settled(28, at: 30) == 30)
        var strict = Self.scene(offset: 0)
        strict.sections[0].reveal = Reveal(threshold: 1)
        let always = try #require(FrameBuilder(scene: strict).bar)
        #expect(always.settled(55.9, at: 600) == 0 && always.settled(56, at: 600) == 56)
        // A fling of the scene answers the settled amount where it rests (s = 36 at 580 after 600: 36 / 56 ≥ 0.5; back
        // to 530.1 by a fling of −100 points per second: s = 0); a carousel's leaves the bar alone.
        var scene = Self.scene(offset: 580, previous: Self.after(600, hidden: 56))
        scene.sections.append(Section(id: "cards", kind: .carousel, itemSize: ItemSize(width: 200, height: 100), count: 5))
        let solver = SnapSolver(scene: scene)
        #expect(try solver.solve(SnapRequest(scene: scene)).hidden == HiddenAmounts([.init(id: "toolbar", amount: 56)]))
        let back = try solver.solve(SnapRequest(scene: scene, velocity: -100))
        #expect(back.offset < 544 && back.hidden == HiddenAmounts([.init(id: "toolbar", amount: 0)]))
        #expect(try solver.solve(SnapRequest(scene: scene, target: "cards", velocity: 500)).hidden == nil)
    }

    @Test("a player's reading along a path: the bar at s, and past the start at the offset, a plain header")
    func playedAlongAPath() throws {
        let scene = Self.scene(offset: 0)
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: -100, to: 1000), maxKeyframes: 100_000)
        let index = try #require(timeline.tracks.firstIndex { $0.section == "toolbar" && $0.layer == nil && $0.property == "frame.y" })
        let down = timeline.values(at: 600, after: nil, maxOffset: 3260)
        let back = timeline.values(at: 550, after: down.previous, maxOffset: 3260)
        #expect(down.previous.hidden?.amount(for: "toolbar") == 56 && back.previous.hidden?.amount(for: "toolbar") == 6)
        #expect(back.values[index].value(atPosition: 0) == -6)
        // The tabs follow: their frame.y is 56 − s.
        let tabs = try #require(timeline.tracks.firstIndex { $0.section == "tabs" && $0.layer == nil && $0.property == "frame.y" })
        #expect(back.values[tabs].value(atPosition: 0).map { approximately($0, 50) } == true)
        #expect(timeline.values(at: -50, after: nil, maxOffset: 3260).values[index].value(atPosition: 0).map { approximately($0, 50) } == true)
    }

    @Test("the reveal input is s / h on the bar and its layers, 0 elsewhere")
    func revealInput() throws {
        let fade = Effect.map(MapEffect(input: .reveal, output: .opacity, keyframes: [Keyframe(0, 1), Keyframe(1, 0)]))
        var scene = Self.scene(offset: 550, previous: Self.after(600, hidden: 56))
        scene.sections[0].layers = [Layer(id: "title", effects: [fade])]
        scene.sections[2].effects = [fade]
        let answer = try frame(of: scene)
        #expect(approximately(answer.sections[0].items[0].layers[0].transform.opacity, 1 - 6.0 / 56))
        #expect(answer.sections[2].items.allSatisfy { $0.transform.opacity == 1 })
    }

    @Test("horizontal, and right to left mirrored at the leading edge")
    func horizontal() throws {
        let scene = { (direction: LayoutDirection) in
            var scene = Scene(viewport: Viewport(width: 400, height: 300), axis: .horizontal, offset: 550, layoutDirection: direction, sections: [
                Section(id: "rail", kind: .header, size: ItemSize(width: 72), reveal: Reveal()),
                Section(id: "strip", kind: .header, size: ItemSize(width: 40), sticky: Sticky(top: 72, follow: "rail")),
                Section(id: "columns", kind: .list, itemSize: ItemSize(width: 100), count: 40),
            ])
            scene.previous = Self.after(600, hidden: 72, bar: "rail")
            return scene
        }
        let ltr = try frame(of: scene(.ltr))
        #expect(ltr.sections[0].hidden == 22 && ltr.sections[0].frame.x == -22 && ltr.sections[1].frame.x == 50)
        let rtl = try frame(of: scene(.rtl))
        #expect(rtl.sections[0].hidden == 22 && rtl.sections[0].frame.maxX == 422 && rtl.sections[1].frame.maxX == 350)
    }
}
