import ScrollFX
import Testing

/// The README's "Use the engine in an app", through the public API alone (no `@testable`).
@Suite("the engine in an app")
struct AppExampleTests {
    @Test("the README's example builds from public API and moves the first card's background 0.175 × −104")
    func readmeExample() throws {
        var cards = Section(id: "destinations", kind: .list)
        cards.layers = [Layer(id: "background", cover: true, effects: [.parallax(ParallaxEffect(rate: 0.175))])]
        (cards.itemSize, cards.spacing, cards.padding, cards.cornerRadius, cards.count) = (ItemSize(height: 260), 24, Insets(all: 16), 24, 5)
        let scene = Scene(viewport: Viewport(width: 390, height: 844), offset: 120, sections: [cards])
        try scene.validate()
        let frame = FrameBuilder(scene: scene).build()
        let card = try #require(frame.sections.first?.items.first)
        #expect(card.frame.y == -104)
        #expect(abs(card.layers[0].transform.translate.y - -18.2) < 1e-9 && card.layers[0].transform.translate.x == 0)
    }
}
