@testable import ScrollFX
import Testing

/// The CSS export of eased maps (docs/contract.md#easing, and docs/css-timelines.md): a property that is one `progress` map of its
/// element alone plays on the element's own view timeline with the map's range, inset and keyframes; an eased track
/// keyed by the offset keeps its easing natively; everything else stays on the scene's scroll timeline.
@Suite("eased style sheets")
struct EasedStyleSheetTests {
    private func sheet(_ effects: [Effect], layers: [Layer]? = nil, items: [ItemSpec]? = nil) throws -> String {
        let scene = Scene(viewport: Viewport(width: 390, height: 700),
                          sections: [Section(id: "s", kind: .list, effects: effects, layers: layers, itemSize: ItemSize(height: 300),
                                             count: items == nil ? 6 : nil, items: items)])
        return try StyleSheetCompiler(scene: scene).styleSheet(TimelineRequest(scene: scene), maxKeyframes: 10_000)
    }

    private let reveal = MapEffect(input: .progress, output: .opacity, keyframes: [Keyframe(0.2, 0), Keyframe(1, 1)], easing: .easeOut,
                                   range: ViewRange(start: .init(.entry, 0.25), end: .init(.exit, 0.75)), inset: ViewInset(start: 12, end: 40))

    @Test("one progress map alone: view() with its inset, animation-range with its bounds, its keyframes as percentages, said once")
    func viewTimeline() throws {
        let css = try sheet([.map(reveal)])
        #expect(css.contains("animation-timeline: view(block 12px 40px);"))
        #expect(css.contains("animation-range: entry 25% exit 75%;"))
        #expect(css.contains("opacity: var(--sfx-transform-opacity)"))
        #expect(css.contains("@property --sfx-transform-opacity {\n  syntax: \"<number>\";\n  inherits: false;\n  initial-value: 0;\n}"))
        // Held at 0 before the first keyframe (20 %), eased from it, and one @keyframes for every item.
        #expect(css.contains("  0% { --sfx-transform-opacity: 0; }\n  20% { --sfx-transform-opacity: 0; animation-timing-function: ease-out; }\n"
                             + "  100% { --sfx-transform-opacity: 1; }"))
        #expect(css.split(separator: "@keyframes", omittingEmptySubsequences: false).count == 2)
    }

    @Test("every item on a view timeline rests where scroll-driven animations are missing, its keyframes said once or not")
    func resting() throws {
        // Items alike: one rule, resting at item i's progress. C′ = 700 − 12 − 40 = 648, E = 300: entry 25 % is
        // u₀ = 75, exit 75 % is u₁ = 648 + 225 = 873; at offset 0 item i's u = 660 − 300·i, so t = (585 − 300·i) / 798.
        let alike = try #require(try sheet([.map(reveal)]).split(separator: "@supports not (animation-timeline: scroll())").last)
        #expect(alike.contains("[data-sfx-section=\"s\"] > [data-sfx-item] {\n  animation-delay: calc(clamp(0, \((585.0 / 798).description) - var(--sfx-index) * \((300.0 / 798).description), 1) * -1s);"))
        // Items of their own (one of another size): a rule each, resting at its own progress; its keyframes said once.
        let own = try sheet([.map(reveal)], items: [ItemSpec(), ItemSpec(size: ItemSize(height: 200)), ItemSpec(), ItemSpec()])
        let fallback = try #require(own.split(separator: "@supports not (animation-timeline: scroll())").last)
        #expect(own.split(separator: "@keyframes", omittingEmptySubsequences: false).count == 2)
        // Item 1 at 300, 200 long (u = 360; entry 25 % is 50, exit 75 % is 648 + 150 = 798: t = 310 / 748), item 2 at
        // 500 (u = 160, t = 85 / 798), item 3 at 800 before its range (0).
        for (item, progress) in [(0, 585.0 / 798), (1, 310.0 / 748), (2, 85.0 / 798), (3, 0)] {
            #expect(fallback.contains("[data-sfx-item=\"\(item)\"]"), "item \(item) rests")
            #expect(fallback.contains("animation-delay: " + ElementRules.delay(progress)), "item \(item) rests at \(progress)")
        }
    }

    @Test("beside a property on the scene's timeline, a list per animation; extend, another writer or a size change keep the scene's")
    func mixed() throws {
        let drift = Effect.parallax(ParallaxEffect(rate: 0.3, axis: .vertical))
        // On the items' shared view timeline, or per item on the scene's.
        #expect(try sheet([.map(reveal), drift]).contains("animation-timeline: --sfx-view-s, view(block 12px 40px);"))
        let ownItems = try sheet([.map(reveal), drift], items: [ItemSpec(), ItemSpec(size: ItemSize(height: 200)), ItemSpec(), ItemSpec()])
        #expect(ownItems.contains("animation-timeline: scroll(nearest y), view(block 12px 40px);"))
        var extended = reveal
        extended.extrapolate = .extend
        #expect(try !sheet([.map(extended)]).contains("view("))
        let fade = Effect.distance(DistanceEffect(radius: 300, opacity: 0.5))
        #expect(try !sheet([.map(reveal), fade]).contains("view("))
        let grow = Effect.map(MapEffect(input: .offset, output: .height, keyframes: [Keyframe(0, 0), Keyframe(500, 40)]))
        #expect(try !sheet([.map(reveal), grow]).contains("view("))
        // A layer's own map, under an item that does not change its layout, plays on the layer's view timeline.
        #expect(try sheet([drift], layers: [Layer(id: "glow", effects: [.map(reveal)])]).contains("view(block 12px 40px)"))
    }

    @Test("a carousel's cards play their progress maps on view(inline), so a swipe moves them; the timeline has no track of them")
    func carousel() throws {
        // Container 400, cards 250 wide 16 apart, centred: card i's leading edge at 75 + 266·i, u = 400 − that, cover
        // [0, 650]: at rest t = (325 − 266·i) / 650.
        let fade = MapEffect(input: .progress, output: .opacity, keyframes: [Keyframe(0, 0.2), Keyframe(0.5, 1), Keyframe(1, 0.2)],
                             easing: .easeInOut)
        let scene = Scene(viewport: Viewport(width: 400, height: 700), sections: [
            Section(id: "c", kind: .carousel, effects: [.map(fade)], itemSize: ItemSize(width: 250, height: 360), count: 8),
            Section(id: "rest", kind: .list, itemSize: ItemSize(height: 300), count: 4),
        ])
        let compiler = StyleSheetCompiler(scene: scene)
        let timeline = try compiler.timeline(TimelineRequest(scene: scene), maxKeyframes: 10_000)
        #expect(!timeline.tracks.contains { $0.section == "c" && $0.property == "transform.opacity" })
        let css = try compiler.styleSheet(of: timeline)
        #expect(css.contains("[data-sfx-section=\"c\"] > [data-sfx-content] > [data-sfx-item] {"))
        #expect(css.contains("animation-timeline: view(inline 0px 0px);\n  animation-range: cover 0% cover 100%;"))
        #expect(css.contains("  0% { --sfx-transform-opacity: 0.2; animation-timing-function: ease-in-out; }\n"
                             + "  50% { --sfx-transform-opacity: 1; animation-timing-function: ease-in-out; }\n  100% { --sfx-transform-opacity: 0.2; }"))
        #expect(css.contains("animation-delay: calc(clamp(0, \((325.0 / 650).description) - var(--sfx-index) * \((266.0 / 650).description), 1) * -1s)"))
        // The page's player keys them by position, as the sheet's view timeline does, so it follows a swipe too; the
        // JSON answer keeps an eased map per item (here constant over the scene's offsets: no track).
        let player = try compiler.playerTimeline(TimelineRequest(scene: scene), maxKeyframes: 10_000)
        let opacity = try #require(player.tracks.first { $0.section == "c" && $0.item == nil && $0.property == "transform.opacity" })
        #expect(opacity.keyframes.count > 3 && opacity.keyframes.allSatisfy { (0.2 - 1e-9...1 + 1e-9).contains($0[1]) })
        var shared = TimelineRequest(scene: scene)
        (shared.tracks, shared.exposures) = (.shared, false)
        #expect(try !TimelineCompiler(scene: scene).compile(shared, maxKeyframes: 10_000).tracks.contains { $0.section == "c" && $0.property == "transform.opacity" })
        // A carousel that is not the sheet's source, or loops without being it, keeps its maps on the scene's timeline.
        var looping = scene
        looping.sections[0].loop = true
        #expect(StyleSheetCompiler(scene: looping).viewPlayed(section: 0, source: nil) == nil)
        #expect(compiler.viewPlayed(section: 0, source: 0) == [[0]])
        #expect(compiler.viewPlayed(section: 1, source: 0) == nil)
    }

    @Test("an eased track keyed by the offset: its easing on the keyframe it starts at; a timeline without easing keeps no custom property")
    func offsetKeyed() throws {
        let stairs = Effect.map(MapEffect(input: .offset, output: .translateX, keyframes: [Keyframe(100, 0), Keyframe(300, 40)],
                                          easing: .steps(count: 4, position: .jumpEnd)))
        let css = try sheet([stairs])
        #expect(css.contains("animation-timing-function: steps(4, jump-end); }"))
        #expect(css.contains("translate: var(--sfx-transform-translate-x) var(--sfx-transform-translate-y)"))
        let plain = try sheet([.parallax(ParallaxEffect(rate: 0.3, axis: .vertical))])
        #expect(!plain.contains("--sfx-transform") && !plain.contains("@property"))
    }

    @Test("jumps a browser can play: the value before a jump a thousandth earlier (half way when closer), none at the start")
    func jumps() {
        let separated = ElementRules.separatingJumps([[0, 1], [10, 2], [10, 5], [10.001, 6], [10.001, 7], [20, 7]])
        #expect(approximately(separated.flatMap { $0 }, [0, 1, 9.999, 2, 10, 5, 10.0005, 6, 10.001, 7, 20, 7], 1e-12))
        #expect(ElementRules.separatingJumps([[3, 1], [3, 2], [9, 4]]) == [[3, 2], [9, 4]])
    }
}
