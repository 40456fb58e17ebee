import Foundation
@testable import ScrollFX
import Testing

@Suite("timeline as CSS")
struct TimelineStyleSheetTests {
    let carousel = Scene(
        viewport: Viewport(width: 400, height: 844),
        sections: [Section(
            id: "featured", kind: .carousel,
            layers: [Layer(id: "image", overscan: Point(x: 1.25, y: 1), cover: true, effects: [.carousel(CarouselEffect(strength: 0.7))])],
            itemSize: ItemSize(width: 250, height: 360), spacing: 16, alignment: .center, count: 8
        )]
    )

    /// The declarations of the rule whose selector ends with `selector`.
    private func rule(_ css: String, _ selector: String) throws -> String {
        let start = try #require(css.range(of: selector + " {\n"))
        let end = try #require(css[start.upperBound...].range(of: "\n}\n"))
        return String(css[start.upperBound..<end.lowerBound]) + "\n"
    }

    /// The declarations of the rule for `selector` (alone, or in a list of selectors) inside the sheet's `@supports`
    /// block of `condition`.
    private func guarded(_ css: String, _ selector: String, _ condition: String) throws -> String {
        let start = try #require(css.range(of: "@supports \(condition) {\n"))
        let block = css[start.upperBound...]
        let named = try #require(block.range(of: selector + " {\n") ?? block.range(of: selector + ",\n"))
        let open = try #require(block[named.lowerBound...].range(of: " {\n"))
        let end = try #require(block[open.upperBound...].range(of: "\n}\n"))
        return String(block[open.upperBound..<end.lowerBound]) + "\n"
    }

    /// The body of the `@keyframes` the rule names, or nil when it is not animated.
    private func keyframes(_ css: String, of rule: String) throws -> String? {
        guard let line = rule.split(separator: "\n").first(where: { $0.contains("animation-name:") }) else { return nil }
        let name = line.split(separator: ": ")[1].dropLast()
        return try self.rule(css, "@keyframes \(name)")
    }

    @Test("a carousel's items are placed by index and animated by their own view() timeline along the carousel")
    func carouselSource() throws {
        let css = try StyleSheetCompiler(scene: carousel).styleSheet(TimelineRequest(scene: carousel, source: "featured"), maxKeyframes: 10_000)
        let section = try rule(css, "\n[data-sfx-section=\"featured\"]")
        #expect(section.contains("scroll-timeline: --sfx-carousel-featured x;"))
        #expect(section.contains("overflow-x: auto;"))
        #expect(try rule(css, "[data-sfx-section=\"featured\"] > [data-sfx-content]").contains("width: 2262px;"), "7 × 266 + 400")

        // Item i starts at the centring pad, (400 − 250) / 2 = 75, plus i × 266 in the carousel's content.
        let item = try rule(css, "[data-sfx-section=\"featured\"] > [data-sfx-content] > [data-sfx-item]")
        #expect(item.contains("left: calc(75px + var(--sfx-index) * 266px);") && !item.contains("top:"), "0, as every element starts")
        #expect(item.contains("view-timeline: --sfx-view-featured x;") && item.contains("clip-path: inset(0 round 0px);"))
        #expect(try keyframes(css, of: item) == nil, "nothing but scrolling moves the item")

        let image = try rule(css, "[data-sfx-item] > [data-sfx-layer=\"image\"]")
        #expect(image.contains("left: -31.25px;") && image.contains("width: 312.5px;"))
        #expect(image.contains("animation-timeline: --sfx-view-featured;"))
        #expect(image.contains("animation-range: cover 0% cover 100%;"))
        // Timing and placement every element shares are said once, in the base rule.
        let base = try rule(css, "[data-sfx-section] [data-sfx-layer]")
        #expect(base.contains("animation-fill-mode: both;") && base.contains("animation-timing-function: linear;"))
        #expect(base.contains("position: absolute;") && base.contains("left: 0;") && !image.contains("position:"))
        // translateX = −(p + 125 − 200) / 400 × 0.7 × 250 for an item at p: cover runs from p = 400 (entering at the
        // right) to p = −250 (leaving at the left), −142.1875 to 142.1875. Item 1 at offset 0 sits at p = 341, 59 / 650
        // of the way: −116.375, the seed's worked example.
        let frames = try keyframes(css, of: image)
        #expect(frames == "  0% { translate: -142.1875px 0px; }\n  100% { translate: 142.1875px 0px; }\n", "\(frames ?? "")")
    }

    @Test("one rule per layer for a list of any length; properties that do not change are plain declarations")
    func sceneSource() throws {
        let scene = Scene(
            viewport: Viewport(width: 390, height: 844),
            sections: [Section(
                id: "cards", kind: .list, cornerRadius: 24,
                layers: [Layer(id: "background", effects: [.parallax(ParallaxEffect(rate: 0.175))]), Layer(id: "still", anchor: Point(x: 0, y: 1))],
                itemSize: ItemSize(height: 260), spacing: 24, padding: Insets(top: 16, leading: 16, bottom: 16, trailing: 16), count: 10
            )]
        )
        let css = try StyleSheetCompiler(scene: scene).styleSheet(TimelineRequest(scene: scene), maxKeyframes: 10_000)
        #expect(try rule(css, "[data-sfx-scene]").contains("overflow-y: auto;"))
        #expect(try rule(css, "[data-sfx-scene] > [data-sfx-content]").contains("height: 2848px;"), "16 + 10 × 260 + 9 × 24 + 16")
        let item = try rule(css, "[data-sfx-section=\"cards\"] > [data-sfx-item]")
        #expect(item.contains("top: calc(16px + var(--sfx-index) * 284px);") && item.contains("clip-path: inset(0 round 24px);"))
        // The index is the page's inline --sfx-index, or what an engine reads itself where it can.
        #expect(!item.contains("--sfx-index:") && item.contains("view-timeline: --sfx-view-cards y;"))
        #expect(try guarded(css, "[data-sfx-section=\"cards\"] > [data-sfx-item]", "(order: attr(data-sfx-item type(<integer>), 0))")
            == "  --sfx-index: attr(data-sfx-item type(<integer>), 0);\n")
        #expect(try guarded(css, "[data-sfx-section=\"cards\"] > [data-sfx-item]", "(order: sibling-index())") == "  --sfx-index: calc(sibling-index() - 1);\n")
        let background = try rule(css, "[data-sfx-item] > [data-sfx-layer=\"background\"]")
        #expect(background.contains("animation-timeline: --sfx-view-cards;"))
        // Without scroll-driven animations it rests at offset 0: card i's cover progress is (844 − (16 + 284 i)) / 1104.
        #expect(try guarded(css, "[data-sfx-item] > [data-sfx-layer=\"background\"]", "not (animation-timeline: scroll())")
            == "  animation-delay: calc(clamp(0, \((828.0 / 1104).description) - var(--sfx-index) * \((284.0 / 1104).description), 1) * -1s);\n")
        // translateY = 0.175 × the card's top p: 147.7 where it enters at the bottom (p = 844, cover 0 %), −45.5 where it
        // leaves at the top (p = −260, cover 100 %).
        #expect(try keyframes(css, of: background) == "  0% { translate: 0px 147.7px; }\n  100% { translate: 0px -45.5px; }\n")
        let still = try rule(css, "[data-sfx-item] > [data-sfx-layer=\"still\"]")
        #expect(still.contains("transform-origin: 0% 100%;") && !still.contains("animation"))
        // One rule for all ten cards, and its delay where animations are not scroll-driven; the duration is everyone's.
        #expect(css.components(separatedBy: "[data-sfx-layer=\"background\"] {").count == 3, "one rule for all ten cards")
        #expect(try guarded(css, "[data-sfx-section] [data-sfx-layer]", "(animation-timeline: scroll())") == "  animation-duration: auto;\n")
        #expect(try guarded(css, "[data-sfx-section] [data-sfx-layer]", "not (animation-timeline: scroll())")
            == "  animation-duration: 1s;\n  animation-play-state: paused;\n")
    }

    @Test("items placed per item say what they share once, and items that rest alike share one rule")
    func sharedDeclarations() throws {
        // A 3-column grid whose distance in its own section never changes while the scene scrolls.
        let scene = Scene(
            viewport: Viewport(width: 390, height: 844),
            sections: [Section(
                id: "glow", kind: .grid, cornerRadius: 12,
                effects: [.distance(DistanceEffect(radius: 400, opacity: 0.4, scale: 0.08, space: .section))], itemSize: ItemSize(height: 100), spacing: 8, padding: Insets(top: 16, leading: 16, bottom: 16, trailing: 16),
                columns: 3, count: 6
            )]
        )
        let css = try StyleSheetCompiler(scene: scene).styleSheet(TimelineRequest(scene: scene), maxKeyframes: 10_000)
        let items = try rule(css, "\n[data-sfx-section=\"glow\"] > [data-sfx-item]")
        #expect(items.contains("left: calc(16px + mod(var(--sfx-index), 3) * 122px);"), "16 + column × (114 + 8)")
        #expect(items.contains("top: calc(16px + round(down, var(--sfx-index) / 3) * 108px);") && items.contains("height: 100px;"))
        // Mirror images across the grid's centre rest alike: items 0, 2, 3 and 5 in the corners, 1 and 4 in the middle.
        let corners = try rule(css, [0, 2, 3, 5].map { "[data-sfx-section=\"glow\"] > [data-sfx-item=\"\($0)\"]" }.joined(separator: ",\n"))
        let middles = try rule(css, [1, 4].map { "[data-sfx-section=\"glow\"] > [data-sfx-item=\"\($0)\"]" }.joined(separator: ",\n"))
        #expect(corners.contains("opacity:") && middles.contains("opacity:") && corners != middles)
        #expect(!corners.contains("left") && !css.contains("@keyframes"))
    }

    @Test("what reads the offset itself is one scroll() rule for every item, beside the view() rules of what reads positions")
    func offsetDrivenRules() throws {
        let fade = MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(0, 1), Keyframe(500, 0.4)])
        let slide = MapEffect(input: .offset, output: .translateX, keyframes: [Keyframe(0, 0), Keyframe(3000, 120)])
        let scene = Scene(
            viewport: Viewport(width: 390, height: 844),
            sections: [
                Section(id: "featured", kind: .carousel, effects: [.map(fade)],
                        layers: [Layer(id: "image", overscan: Point(x: 1.25, y: 1), effects: [.carousel(CarouselEffect(strength: 0.7))])],
                        itemSize: ItemSize(width: 250, height: 300), count: 6),
                Section(id: "cards", kind: .list,
                        layers: [Layer(id: "background", effects: [.parallax(ParallaxEffect(rate: 0.2))]), Layer(id: "badge", effects: [.map(slide)])],
                        itemSize: ItemSize(height: 200), spacing: 12, padding: Insets(all: 16), count: 10_000_000),
            ]
        )
        try scene.validate()
        let css = try StyleSheetCompiler(scene: scene).styleSheet(TimelineRequest(scene: scene), maxKeyframes: 10_000)
        // The carousel's items fade as it is swiped, whatever the scene does: over its own offsets, 0 to 1330.
        let item = try rule(css, "[data-sfx-section=\"featured\"] > [data-sfx-content] > [data-sfx-item]")
        #expect(item.contains("animation-timeline: scroll(nearest x);") && item.contains("animation-range: 0px 1330px;"))
        // Where animations are not scroll-driven the fade rests at the carousel's offset, 0: its start.
        #expect(try guarded(css, "[data-sfx-section=\"featured\"] > [data-sfx-content] > [data-sfx-item]", "not (animation-timeline: scroll())")
            == "  animation-delay: 0s;\n")
        #expect(item.contains("view-timeline: --sfx-view-featured x;"))
        #expect(try keyframes(css, of: item) == "  0% { opacity: 1; }\n  37.593985% { opacity: 0.4; }\n  100% { opacity: 0.4; }\n", "500 / 1330")
        let image = try rule(css, "[data-sfx-section=\"featured\"] > [data-sfx-content] > [data-sfx-item] > [data-sfx-layer=\"image\"]")
        #expect(image.contains("animation-timeline: --sfx-view-featured;"), "the fade is no part of the image's own position")
        // The badges slide as the scene scrolls, one rule for 10⁷ cards.
        let badge = try rule(css, "[data-sfx-section=\"cards\"] > [data-sfx-item] > [data-sfx-layer=\"badge\"]")
        #expect(badge.contains("animation-timeline: scroll(nearest y);") && !css.contains("[data-sfx-item=\""))
    }

    @Test("ids are escaped so any id gives valid CSS")
    func escaping() {
        #expect(CSSText.string("a\"b\\c\n") == "\"a\\\"b\\\\c\\a \"")
        #expect(CSSText.identifierTail("hero card/1") == "hero\\20 card\\2f 1")
        #expect(CSSText.identifierTail("é_x-2") == "é_x-2")
        #expect(CSSText.number(-0.0) == "0" && CSSText.number(12.5) == "12.5" && CSSText.number(100) == "100")
        #expect(CSSText.number(1.0 / 3) == "0.333333" && CSSText.length(-2, "deg") == "-2deg")
    }
}
