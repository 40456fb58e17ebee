@testable import ScrollFX
import Testing

/// The CSS export of eased maps (API.md, "Timelines", CSS export): a property that is one `progress` map of its
/// element alone plays on the element's own view timeline with the map's range, inset and keyframes; an eased track
/// keyed by the offset keeps its easing natively; everything else stays on the scene's scroll timeline.
@Suite("eased style sheets")
struct EasedStyleSheetTests {
    private func sheet(_ effects: [Effect], layers: [Layer]? = nil) throws -> String {
        let scene = Scene(viewport: Viewport(width: 390, height: 700),
                          sections: [Section(id: "s", kind: .list, effects: effects, layers: layers, itemSize: ItemSize(height: 300), count: 6)])
        return try TimelineCompiler(scene: scene).styleSheet(TimelineRequest(scene: scene), maxKeyframes: 10_000)
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
        let css = try sheet([.map(reveal)])
        let fallback = try #require(css.split(separator: "@supports not (animation-timeline: scroll())").last)
        for item in 0..<3 { #expect(fallback.contains("[data-sfx-item=\"\(item)\"]"), "item \(item) rests") }
    }

    @Test("beside a property on the scene's timeline, a list per animation; extend, another writer or a size change keep the scene's")
    func mixed() throws {
        let drift = Effect.parallax(ParallaxEffect(rate: 0.3, axis: .vertical))
        let css = try sheet([.map(reveal), drift])
        #expect(css.contains("animation-timeline: scroll(nearest y), view(block 12px 40px);"))
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
