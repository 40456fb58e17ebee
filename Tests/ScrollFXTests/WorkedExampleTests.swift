@testable import ScrollFX
import Testing

@Suite("API.md worked examples, exact to 1e-9")
struct WorkedExampleTests {
    @Test("parallax cards: a card at viewport y 100 moves its background 17.5 and its art 35 (52.5 on screen)")
    func parallaxCards() throws {
        // Card 1 starts at content y 16 + 284 = 300, so offset 200 puts it at viewport y 100.
        let answer = try frame(of: ScrollFXTests.parallaxCards(count: 10, offset: 200))
        let card = try #require(answer.sections[0].items.first { $0.index == 1 })
        #expect(approximately(card.frame.y, 100))
        let background = card.layers[0]
        let art = background.layers[0]
        #expect(background.id == "background" && art.id == "art")
        #expect(approximately(background.transform.translate.y, 17.5))
        #expect(approximately(art.transform.translate.y, 35))
        #expect(approximately(background.transform.translate.x, 0) && approximately(art.transform.translate.x, 0))
        // On screen relative to the card: the background's matrix after its frame, then the art's.
        let backgroundMatrix = AffineTransform(coefficients: background.transform.matrix)
        let artMatrix = AffineTransform(coefficients: art.transform.matrix)
        let artOrigin = backgroundMatrix.concatenating(.translation(art.frame.origin)).concatenating(artMatrix).apply(to: .zero)
        #expect(approximately(artOrigin, Point(x: 0, y: 52.5)))
    }

    @Test("the /v1/frame response example: offset 120 over five cards")
    func responseExample() throws {
        let answer = try frame(of: ScrollFXTests.parallaxCards(offset: 120))
        #expect(answer.offset == 120)
        #expect(approximately(answer.maxOffset, 584))
        #expect(approximately(answer.contentSize.width, 390) && approximately(answer.contentSize.height, 1428))
        #expect(answer.warnings.isEmpty)
        let section = answer.sections[0]
        #expect(section.id == "destinations" && section.kind == .list)
        #expect(approximately(section.frame, Rect(x: 0, y: -120, width: 390, height: 1428)))
        #expect(section.offset == 0 && section.maxOffset == 0)
        #expect(section.visibleRange == Frame.VisibleRange(first: 0, last: 3))
        #expect(section.items.map(\.index) == [0, 1, 2, 3])

        let item = section.items[0]
        #expect(item.id == nil)
        #expect(approximately(item.frame, Rect(x: 16, y: -104, width: 358, height: 260)))
        #expect(approximately(item.visibleRect, Rect(x: 16, y: 0, width: 358, height: 156)))
        #expect(item.clip == Frame.ClipRect(x: 0, y: 0, width: 358, height: 260, cornerRadius: 24))
        #expect(approximately(item.transform.matrix, [1, 0, 0, 1, 0, 0]))

        let background = item.layers[0]
        #expect(approximately(background.frame, Rect(x: 0, y: 0, width: 358, height: 260)))
        #expect(approximately(background.transform.translate, Point(x: 0, y: -18.2)))
        #expect(background.transform.scale == Point(x: 1, y: 1))
        #expect(background.transform.rotation == 0)
        #expect(background.transform.anchor == Point(x: 0.5, y: 0.5))
        #expect(background.transform.opacity == 1 && background.transform.blur == 0)
        #expect(approximately(background.transform.matrix, [1, 0, 0, 1, 0, -18.2]))
        #expect(approximately(background.clip, Rect(x: 0, y: 122.2, width: 358, height: 137.8)))
    }
}

extension AffineTransform {
    /// A transform from CSS-ordered coefficients.
    init(coefficients c: [Double]) {
        self.init(a: c[0], b: c[1], c: c[2], d: c[3], e: c[4], f: c[5])
    }
}
