@testable import ScrollFX
import Testing

@Suite("the contract's worked examples, exact to 1e-9")
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

@Suite("the contract's seed effects, exact to 1e-9")
struct SeedEffectTests {
    private func header(height: Double, offset: Double, viewportY: Double = 0, effects: [Effect], layers: [Layer]? = nil) throws -> Frame.Item {
        let scene = Scene(
            viewport: Viewport(width: 390, height: 844, y: viewportY), offset: offset,
            sections: [Section(id: "hero", kind: .header, effects: effects, layers: layers, size: ItemSize(height: height))]
        )
        return try #require(try frame(of: scene).sections[0].items.first)
    }

    @Test("hero header: over-scroll 40 grows it to 0…360 on screen and moves its art 18; at 100 the art moves −45")
    func heroHeader() throws {
        let art = [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.45))])]
        let pulled = try header(height: 320, offset: -40, effects: [.grow], layers: art)
        #expect(approximately(pulled.frame, Rect(x: 0, y: 40, width: 390, height: 360)))
        #expect(approximately(pulled.transform.translate, Point(x: 0, y: -40)))
        #expect(approximately(pulled.frame.y + pulled.transform.matrix[5], 0))
        #expect(approximately(pulled.layers[0].frame, Rect(x: 0, y: 0, width: 390, height: 360)))
        #expect(approximately(pulled.layers[0].transform.translate, Point(x: 0, y: 18)))

        let scrolled = try header(height: 320, offset: 100, effects: [.grow], layers: art)
        #expect(approximately(scrolled.frame, Rect(x: 0, y: -100, width: 390, height: 320)))
        #expect(approximately(scrolled.transform.translate, .zero))
        #expect(approximately(scrolled.layers[0].transform.translate, Point(x: 0, y: -45)))
    }

    @Test("carousel: item 1 sits 266 right of the centre, so its image moves −266/400 × 0.7 × 250 = −116.375")
    func carousel() throws {
        let scene = Scene(
            viewport: Viewport(width: 400, height: 844),
            sections: [Section(
                id: "featured", kind: .carousel,
                layers: [Layer(id: "image", overscan: Point(x: 1.25, y: 1), cover: true,
                               effects: [.carousel(CarouselEffect(strength: 0.7))])],
                itemSize: ItemSize(width: 250, height: 360), spacing: 16, alignment: .center, count: 8
            )]
        )
        let section = try frame(of: scene).sections[0]
        #expect(approximately(section.frame, Rect(x: 0, y: 0, width: 400, height: 360)))
        #expect(approximately(section.maxOffset, 7 * 266))
        let items = section.items
        #expect(items.map(\.index) == [0, 1])
        #expect(approximately(items[0].frame, Rect(x: 75, y: 0, width: 250, height: 360)))
        #expect(approximately(items[1].frame.x + 125 - 200, 266))
        #expect(approximately(items[0].layers[0].transform.translate.x, 0))
        #expect(approximately(items[1].layers[0].transform.translate.x, -116.375))
        #expect(approximately(items[1].layers[0].frame, Rect(x: -31.25, y: 0, width: 312.5, height: 360)))
        // The carousel clips its items: item 1 shows only up to the container's right edge.
        #expect(approximately(items[1].visibleRect, Rect(x: 341, y: 0, width: 59, height: 360)))
    }

    @Test("visualEffect header: parallax 0.3 in global space with the viewport at y 100 moves it 30 at rest")
    func visualEffectHeader() throws {
        let item = try header(height: 300, offset: 0, viewportY: 100,
                              effects: [.parallax(ParallaxEffect(rate: 0.3, space: .global))])
        #expect(approximately(item.transform.translate, Point(x: 0, y: 30)))
    }

    @Test("glow grid: an item 200 from the grid's centre gets opacity 0.8 and scale 0.96")
    func glowGrid() throws {
        // (592 − 2·8) / 3 = 192 wide: the outer columns' centres sit 192 + 8 = 200 from the centre.
        let scene = Scene(
            viewport: Viewport(width: 592, height: 844),
            sections: [Section(
                id: "glow", kind: .grid,
                effects: [.distance(DistanceEffect(radius: 400, opacity: 0.4, scale: 0.08, space: .section))],
                itemSize: ItemSize(height: 100), spacing: 8, columns: 3, count: 3
            )]
        )
        let items = try frame(of: scene).sections[0].items
        #expect(approximately(items[0].frame, Rect(x: 0, y: 0, width: 192, height: 100)))
        #expect(approximately(items[0].transform.opacity, 0.8))
        #expect(approximately(items[0].transform.scale, Point(x: 0.96, y: 0.96)))
        #expect(approximately(items[1].transform.opacity, 1))
        #expect(approximately(items[2].transform.scale, Point(x: 0.96, y: 0.96)))
    }

    @Test("table-view header: at 100 it moves +50 (on screen from −50); at −60 it spans 0…360")
    func tableViewHeader() throws {
        let effects: [Effect] = [.parallax(ParallaxEffect(rate: -0.5, range: InputRange(lower: nil, upper: 0))), .grow]
        let scrolled = try header(height: 300, offset: 100, effects: effects)
        #expect(approximately(scrolled.frame.y, -100))
        #expect(approximately(scrolled.transform.translate.y, 50))
        #expect(approximately(scrolled.frame.y + scrolled.transform.matrix[5], -50))
        let pulled = try header(height: 300, offset: -60, effects: effects)
        #expect(approximately(pulled.frame, Rect(x: 0, y: 60, width: 390, height: 360)))
        #expect(approximately(pulled.transform.translate.y, -60))
        #expect(approximately(pulled.frame.y + pulled.transform.matrix[5], 0))
    }

    @Test("stretchable header: over-scroll 30 on 150 scales 1.2 both ways about the bottom edge")
    func stretchable() throws {
        let item = try header(height: 150, offset: -30, effects: [.stretch(StretchEffect(uniform: true))])
        #expect(approximately(item.transform.scale, Point(x: 1.2, y: 1.2)))
        #expect(item.transform.anchor == Point(x: 0.5, y: 1))
        // The bottom edge stays at viewport y 180; the top reaches 180 − 180 = 0.
        let matrix = AffineTransform(coefficients: item.transform.matrix)
        #expect(approximately(matrix.apply(to: Point(x: 195, y: 150)).y + item.frame.y, 180))
        #expect(approximately(matrix.apply(to: Point(x: 195, y: 0)).y + item.frame.y, 0))
    }
}

extension AffineTransform {
    /// A transform from CSS-ordered coefficients.
    init(coefficients c: [Double]) {
        self.init(a: c[0], b: c[1], c: c[2], d: c[3], e: c[4], f: c[5])
    }
}
