import ScrollFX
import Testing

/// The README's "Use the engine in an app", through the public API alone (no `@testable`).
@Suite("the engine in an app")
struct AppExampleTests {
    @Test("the README's example builds from public API and moves the first card's background 0.175 × −104")
    func readmeExample() throws {
        let scene = Scene(
            viewport: Viewport(width: 390, height: 844), offset: 120,
            sections: [Section(
                id: "destinations", kind: .list, cornerRadius: 24,
                layers: [Layer(id: "background", cover: true, effects: [.parallax(ParallaxEffect(rate: 0.175))])],
                itemSize: ItemSize(height: 260), spacing: 24, padding: Insets(all: 16), count: 5
            )]
        )
        try scene.validate()
        let frame = FrameBuilder(scene: scene).build()
        let card = try #require(frame.sections.first?.items.first)
        #expect(card.frame.y == -104)
        #expect(abs(card.layers[0].transform.translate.y - -18.2) < 1e-9 && card.layers[0].transform.translate.x == 0)
    }
}
