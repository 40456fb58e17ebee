import Foundation
@testable import ScrollFX
import Testing

@Suite("timeline as an HTML page")
struct TimelinePageTests {
    /// A scene whose ids try every way out of a page's contexts.
    let hostile = Scene(
        viewport: Viewport(width: 390, height: 600), offset: 120,
        sections: [
            Section(id: "</style><script>x()</script>", kind: .header, layers: [Layer(id: "<!--")], size: ItemSize(height: 200),
                    items: [ItemSpec(id: "\"><img onerror=x()>")]),
            Section(id: "c & 'q' </script>", kind: .carousel, layers: [Layer(id: "\"];x()//", effects: [.carousel(CarouselEffect(strength: 0.7))])],
                    itemSize: ItemSize(width: 200, height: 120), offset: 150, count: 7),
            Section(id: "cards", kind: .list, layers: [Layer(effects: [.parallax(ParallaxEffect(rate: 0.2))])], itemSize: ItemSize(height: 100),
                    spacing: 10, count: 5_000),
        ]
    )

    /// The scene's page, with a stand-in for the player's module and the scene's JSON timeline, ids and all.
    private func page(_ scene: Scene) throws -> String {
        try scene.validate()
        let compiler = TimelineCompiler(scene: scene)
        let timeline = try compiler.compile(TimelineRequest(scene: scene, tracks: .shared, exposures: false), maxKeyframes: 200_000)
        let json = String(decoding: try JSONEncoder().encode(timeline), as: UTF8.self)
        let sheets = StyleSheetCompiler(compiler)
        return try sheets.page(of: sheets.timeline(TimelineRequest(scene: scene), maxKeyframes: 200_000),
                                 player: ("export function start() {}\nexport function play() {}\n", json)).text
    }

    @Test("no id ends an element, an attribute or a string: two style elements, three scripts, no comment")
    func escaping() throws {
        let html = try page(hostile)
        #expect(html.components(separatedBy: "<style").count == 3 && html.components(separatedBy: "</style").count == 3)
        #expect(html.components(separatedBy: "<script").count == 4 && html.components(separatedBy: "</script").count == 4)
        #expect(!html.contains("<!--") && !html.contains("<img"))
        #expect(html.contains(#"<div data-sfx-section="c &amp; &#39;q&#39; &lt;/script&gt;"><div data-sfx-content>"#))
        #expect(html.contains(#"<div data-sfx-item="&quot;&gt;&lt;img onerror=x()&gt;" style="--sfx-index: 0"><div data-sfx-layer="&lt;!--"></div></div>"#))
        #expect(html.contains(#"[data-sfx-section="\3c /style\3e \3c script\3e x()\3c /script\3e "]"#))
        #expect(html.contains(#"{"horizontal": false, "scene": 120.0, "lower": 0.0, "carousels": [["c \u0026 'q' \u003c/script\u003e", 150.0]], "virtual": [{"#))
    }

    @Test("it writes every item of a carousel, every item the range reaches, and only those around the offset past 2,000")
    func items() throws {
        let html = try page(hostile)
        let carousel = try #require(html.range(of: "<div data-sfx-section=\"c &amp;"))
        let cards = try #require(html.range(of: "<div data-sfx-section=\"cards\">"))
        let carouselItems = html[carousel.upperBound..<cards.lowerBound].components(separatedBy: "<div data-sfx-item=").count - 1
        #expect(carouselItems == 7, "every item of a carousel the page may swipe")
        // 5,000 cards 110 apart below 320 points of header and carousel: the range reaches all of them, more than
        // 2,000, so those listed at 0 (cards 0 to 2 in the 600-high viewport) and at 120 (0 to 3) are written.
        let written = html[cards.upperBound...].components(separatedBy: "<div data-sfx-item=").count - 1
        #expect(written == 4)
        #expect(html.contains(##"<div data-sfx-item="3" style="--sfx-index: 3"><div data-sfx-layer="#0"></div></div>"##))
        // The rest the page renders as it scrolls: card i's top in its section is 110 i, each 100 long, its layer empty.
        #expect(html.contains(##""virtual": [{"section": "cards", "axis": "y", "first": 0.0, "step": 110.0, "columns": 1, "count": 5000, "length": 100.0, "layers": "<div data-sfx-layer=\"#0\"></div>"}]"##.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")))
        var short = hostile
        short.sections[2].count = 40
        let all = try page(short)
        let shortCards = try #require(all.range(of: "<div data-sfx-section=\"cards\">"))
        #expect(all[shortCards.upperBound...].components(separatedBy: "<div data-sfx-item=").count - 1 == 40)
    }
}
