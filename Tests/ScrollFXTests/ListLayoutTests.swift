@testable import ScrollFX
import Testing

@Suite("list layout and visibility")
struct ListLayoutTests {
    @Test("a count list and the same list enumerated give the same frame", arguments: [-300.0, 0, 120, 584, 900])
    func countEqualsEnumerated(offset: Double) throws {
        let counted = try frame(of: parallaxCards(count: 5, offset: offset))
        let enumerated = try frame(of: parallaxCards(items: Array(repeating: ItemSpec(), count: 5), offset: offset))
        #expect(counted == enumerated)
    }

    @Test("items of no length that grow into view are listed, counted or enumerated", arguments: [0.0, 10])
    func zeroLengthItemsThatGrow(spacing: Double) throws {
        // Pulled 0.25 past the start, `grow` lengthens the first item from 0 to 0.25 (a generated scene found it).
        func scene(_ items: [ItemSpec]?) -> Scene {
            Scene(viewport: Viewport(width: 120, height: 120), axis: .horizontal, offset: -0.25, sections: [Section(
                id: "s0", kind: .list, effects: [.grow], itemSize: ItemSize(width: 0), spacing: spacing,
                count: items == nil ? 3 : nil, items: items
            )])
        }
        let counted = try frame(of: scene(nil))
        #expect(counted == (try frame(of: scene(Array(repeating: ItemSpec(), count: 3)))))
        let first = try #require(counted.sections[0].items.first)
        #expect(first.index == 0 && first.frame.width == 0.25)
    }

    @Test("listed items are exactly those overlapping the visible rect", arguments: [-500.0, -104, 0, 37.5, 284, 1000])
    func listedItemsOverlap(offset: Double) throws {
        let scene = parallaxCards(count: 20, offset: offset)
        let answer = try frame(of: scene)
        let layout = ListLayout(section: scene.sections[0], axis: .vertical, crossLength: 390)
        let viewport = Rect(x: 0, y: 0, width: 390, height: 844)
        let expected = (0..<20).filter { layout.frame(ofItem: $0).offsetBy(Point(x: 0, y: -offset)).overlapsWithPositiveArea(viewport) }
        #expect(answer.sections[0].items.map(\.index) == expected)
        #expect(answer.sections[0].visibleRange.map { [$0.first, $0.last] } ?? [] == (expected.isEmpty ? [] : [expected.first!, expected.last!]))
    }

    @Test("an item touching the viewport edge with zero area is not listed")
    func edgeTouchingIsNotListed() throws {
        // Item 0 spans content 16...276: at offset 276 its bottom edge is exactly at viewport y 0.
        let answer = try frame(of: parallaxCards(count: 3, offset: 276))
        #expect(answer.sections[0].items.map(\.index) == [1, 2])
    }

    @Test("a million-card list lists only what is visible")
    func hugeCountIsLazy() throws {
        let answer = try frame(of: parallaxCards(count: 1_000_000_000, offset: 284 * 500_000_000.0))
        let section = answer.sections[0]
        #expect(section.visibleRange == Frame.VisibleRange(first: 500_000_000, last: 500_000_002))
        #expect(approximately(section.items[0].frame.y, 16))
        #expect(approximately(answer.contentSize.height, 16 + 284 * 1_000_000_000.0 - 24 + 16))
    }

    @Test("prefetch lists items beyond the viewport and counts them in visibleRange")
    func prefetchExtendsTheWindow() throws {
        var scene = parallaxCards(count: 10, offset: 0)
        scene.prefetch = 300
        let section = try frame(of: scene).sections[0]
        // Visible: 0...2 (item 3 starts at 868 > 844); 300 more reaches item 3 (868 < 1144) but not item 4 (1152).
        #expect(section.visibleRange == Frame.VisibleRange(first: 0, last: 3))
        #expect(section.items[3].visibleRect == nil)
    }

    @Test("enumerated items keep their own sizes; narrower items sit at the leading padding")
    func enumeratedSizes() throws {
        let scene = Scene(
            viewport: Viewport(width: 300, height: 500),
            contentInset: Insets(top: 10, leading: 0, bottom: 20, trailing: 0),
            sections: [
                Section(id: "s", kind: .list, itemSize: ItemSize(width: 100, height: 50), spacing: 5,
                        padding: Insets(top: 1, leading: 7, bottom: 3, trailing: 9),
                        items: [ItemSpec(id: "a"), ItemSpec(id: "b", size: ItemSize(height: 80)), ItemSpec(size: ItemSize(width: 30, height: 10))]),
            ]
        )
        let answer = try frame(of: scene)
        let frames = answer.sections[0].items.map(\.frame)
        #expect(frames == [
            Rect(x: 7, y: 11, width: 100, height: 50),
            Rect(x: 7, y: 66, width: 100, height: 80),
            Rect(x: 7, y: 151, width: 30, height: 10),
        ])
        #expect(answer.sections[0].items.map(\.id) == ["a", "b", nil])
        #expect(answer.contentSize.height == 10 + 1 + 50 + 5 + 80 + 5 + 10 + 3 + 20)
        #expect(answer.maxOffset == 0)
    }

    @Test("sections stack with the scene's spacing and an empty section lists nothing")
    func sectionsStack() throws {
        let scene = Scene(
            viewport: Viewport(width: 200, height: 400), spacing: 12,
            sections: [
                Section(id: "empty", kind: .list, count: 0),
                Section(id: "rows", kind: .list, itemSize: ItemSize(height: 100), count: 2),
            ]
        )
        let answer = try frame(of: scene)
        #expect(answer.sections[0].items.isEmpty && answer.sections[0].visibleRange == nil)
        #expect(answer.sections[1].frame == Rect(x: 0, y: 12, width: 200, height: 200))
        #expect(answer.contentSize.height == 212)
    }

    @Test("a horizontal scene stacks items along x and parallax moves along x")
    func horizontalScene() throws {
        let scene = Scene(
            viewport: Viewport(width: 400, height: 300), axis: .horizontal, offset: 50,
            sections: [
                Section(id: "row", kind: .list, effects: [.parallax(ParallaxEffect(rate: 0.5))],
                        itemSize: ItemSize(width: 150), spacing: 10, padding: Insets(all: 20), count: 4),
            ]
        )
        let answer = try frame(of: scene)
        let items = answer.sections[0].items
        #expect(items.map(\.frame) == [
            Rect(x: -30, y: 20, width: 150, height: 260),
            Rect(x: 130, y: 20, width: 150, height: 260),
            Rect(x: 290, y: 20, width: 150, height: 260),
        ])
        #expect(items.map(\.transform.translate) == [Point(x: -15, y: 0), Point(x: 65, y: 0), Point(x: 145, y: 0)])
        #expect(answer.contentSize == Size(width: 20 + 4 * 150 + 30 + 20, height: 300))
    }
}
