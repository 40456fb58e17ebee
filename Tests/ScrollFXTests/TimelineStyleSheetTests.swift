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

    /// The body of the `@keyframes` the rule names, or nil when it is not animated.
    private func keyframes(_ css: String, of rule: String) throws -> String? {
        guard let line = rule.split(separator: "\n").first(where: { $0.contains("animation-name:") }) else { return nil }
        let name = line.split(separator: ": ")[1].dropLast()
        return try self.rule(css, "@keyframes \(name)")
    }

    @Test("a carousel source drives its items through a named scroll-timeline with the range in pixels")
    func carouselSource() throws {
        let css = try TimelineCompiler(scene: carousel).styleSheet(
            TimelineRequest(scene: carousel, source: "featured", from: 0, to: 266), maxKeyframes: 10_000)
        let section = try rule(css, "[data-sfx-content] > [data-sfx-section=\"featured\"]")
        #expect(section.contains("scroll-timeline: --sfx-carousel-featured x;"))
        #expect(section.contains("overflow-x: auto;"))
        #expect(try rule(css, "[data-sfx-section=\"featured\"] > [data-sfx-content]").contains("width: 2262px;"), "7 × 266 + 400")

        let item = try rule(css, "[data-sfx-content] > [data-sfx-item=\"1\"]")
        #expect(item.contains("left: 341px;"), "placed in the carousel's content: the browser scrolls it")
        #expect(item.contains("clip-path: inset(0 round 0px);"))
        #expect(try keyframes(css, of: item) == nil, "nothing but scrolling moves the item")

        let image = try rule(css, "[data-sfx-item=\"1\"] > [data-sfx-layer=\"image\"]")
        #expect(image.contains("left: -31.25px;") && image.contains("width: 312.5px;"))
        #expect(image.contains("animation-timeline: --sfx-carousel-featured;"))
        #expect(image.contains("animation-range: 0px 266px;"))
        #expect(image.contains("animation-fill-mode: both;") && image.contains("animation-timing-function: linear;"))
        // The seed's worked example: −116.375 at offset 0, centred (0) at 266; linear, so two keyframes.
        #expect(try keyframes(css, of: image) == "  0% { translate: -116.375px 0px; }\n  100% { translate: 0px 0px; }\n")
    }

    @Test("the scene source uses scroll(); properties that do not change are plain declarations")
    func sceneSource() throws {
        let scene = Scene(
            viewport: Viewport(width: 390, height: 844),
            sections: [Section(
                id: "cards", kind: .list, cornerRadius: 24,
                layers: [Layer(id: "background", effects: [.parallax(ParallaxEffect(rate: 0.175))]), Layer(id: "still", anchor: Point(x: 0, y: 1))],
                itemSize: ItemSize(height: 260), spacing: 24, padding: Insets(top: 16, leading: 16, bottom: 16, trailing: 16), count: 10
            )]
        )
        let css = try TimelineCompiler(scene: scene).styleSheet(TimelineRequest(scene: scene), maxKeyframes: 10_000)
        #expect(try rule(css, "[data-sfx-scene]").contains("overflow-y: auto;"))
        #expect(try rule(css, "[data-sfx-scene] > [data-sfx-content]").contains("height: 2848px;"), "16 + 10 × 260 + 9 × 24 + 16")
        let item = try rule(css, "[data-sfx-section=\"cards\"] > [data-sfx-item=\"2\"]")
        #expect(item.contains("top: 584px;") && item.contains("clip-path: inset(0 round 24px);"))
        let background = try rule(css, "[data-sfx-item=\"2\"] > [data-sfx-layer=\"background\"]")
        #expect(background.contains("animation-timeline: scroll(nearest y);"))
        let frames = try #require(try keyframes(css, of: background))
        // translateY = 0.175 × the card's top (584 − offset): 102.2 where the range starts.
        #expect(frames.hasPrefix("  0% { translate: 0px 102.2px; }"))
        let still = try rule(css, "[data-sfx-item=\"2\"] > [data-sfx-layer=\"still\"]")
        #expect(still.contains("transform-origin: 0% 100%;") && !still.contains("animation"))
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
