@testable import ScrollFX
import Testing

@Suite("header, grid, carousel and box layouts")
struct SectionKindTests {
    @Test("a header spans the cross size less the insets")
    func header() throws {
        let scene = Scene(viewport: Viewport(width: 390, height: 844), contentInset: Insets(top: 10, leading: 5, bottom: 0, trailing: 7),
                          sections: [Section(id: "h", kind: .header, size: ItemSize(height: 200))])
        let answer = try frame(of: scene)
        #expect(answer.sections[0].items[0].frame == Rect(x: 5, y: 10, width: 378, height: 200))
        #expect(answer.contentSize.height == 210)
    }

    @Test("a header or box is one item whatever `items` holds: its id is the first entry's, if any")
    func singleItemKinds() throws {
        for items in [[], [ItemSpec(id: "hero"), ItemSpec(id: "ignored")]] {
            let scene = Scene(viewport: Viewport(width: 390, height: 844), sections: [
                Section(id: "h", kind: .header, size: ItemSize(height: 200), items: items),
                Section(id: "b", kind: .box, frame: Rect(x: 0, y: 300, width: 50, height: 50), items: items),
            ])
            let answer = try frame(of: scene)
            #expect(answer.sections.map(\.items.count) == [1, 1])
            #expect(answer.sections.map { $0.items[0].id } == [items.first?.id, items.first?.id])
        }
    }

    @Test("a grid is row-major with item width (cross − padding − (columns−1)·spacing) / columns")
    func grid() throws {
        let scene = Scene(viewport: Viewport(width: 340, height: 250), offset: 50,
                          sections: [Section(id: "g", kind: .grid, itemSize: ItemSize(height: 100), spacing: 10,
                                             padding: Insets(all: 10), columns: 3, items: (0..<7).map { ItemSpec(id: "g\($0)") })])
        let answer = try frame(of: scene)
        let section = answer.sections[0]
        // Rows at 10, 120, 230 (content): at offset 50 the viewport 0…250 shows rows 0 and 1 and the top of row 2.
        #expect(section.items.map(\.index) == [0, 1, 2, 3, 4, 5, 6])
        #expect(section.items[4].frame == Rect(x: 120, y: 70, width: 100, height: 100))
        #expect(section.items[6].id == "g6" && section.items[6].frame == Rect(x: 10, y: 180, width: 100, height: 100))
        let gridHeight: Double = 10 + 3 * 100 + 2 * 10 + 10
        #expect(section.frame.height == gridHeight)
        let scrolled = try frame(of: Scene(viewport: scene.viewport, offset: 121, sections: scene.sections))
        #expect(scrolled.sections[0].visibleRange == Frame.VisibleRange(first: 3, last: 6))
    }

    @Test("in a horizontal scene a grid's columns run along the cross axis")
    func horizontalGrid() throws {
        let scene = Scene(viewport: Viewport(width: 500, height: 210), axis: .horizontal,
                          sections: [Section(id: "g", kind: .grid, itemSize: ItemSize(width: 120), spacing: 10, columns: 2, count: 4)])
        let items = try frame(of: scene).sections[0].items
        #expect(items.map(\.frame) == [
            Rect(x: 0, y: 0, width: 120, height: 100), Rect(x: 0, y: 110, width: 120, height: 100),
            Rect(x: 130, y: 0, width: 120, height: 100), Rect(x: 130, y: 110, width: 120, height: 100),
        ])
    }

    @Test("a leading carousel pads its ends by its padding and scrolls by its own offset")
    func leadingCarousel() throws {
        let scene = Scene(viewport: Viewport(width: 300, height: 800), spacing: 20, sections: [
            Section(id: "top", kind: .header, size: ItemSize(height: 100)),
            Section(id: "c", kind: .carousel, itemSize: ItemSize(width: 100, height: 150), spacing: 10,
                    padding: Insets(top: 5, leading: 20, bottom: 15, trailing: 30), alignment: .leading, offset: 45, count: 6),
        ])
        let section = try frame(of: scene).sections[1]
        #expect(section.frame == Rect(x: 0, y: 120, width: 300, height: 170))
        #expect(section.offset == 45)
        let maxOffset: Double = 20 + 6 * 100 + 5 * 10 + 30 - 300
        #expect(section.maxOffset == maxOffset)
        // Item i starts at 20 + 110·i − 45: −25, 85, 195, 305 (off the 300-wide container).
        #expect(section.items.map(\.frame.x) == [-25, 85, 195])
        #expect(section.items.allSatisfy { $0.frame.y == 125 && $0.frame.height == 150 })
        #expect(section.items[0].visibleRect == Rect(x: 0, y: 125, width: 75, height: 150))
    }

    @Test("a carousel that is off-screen lists nothing; prefetch runs along the carousel")
    func carouselVisibility() throws {
        var scene = Scene(viewport: Viewport(width: 300, height: 400), offset: 600, sections: [
            Section(id: "c", kind: .carousel, itemSize: ItemSize(width: 100, height: 150), alignment: .leading, count: 10),
        ])
        #expect(try frame(of: scene).sections[0].items.isEmpty)
        #expect(try frame(of: scene).sections[0].visibleRange == nil)
        scene.offset = 0
        scene.prefetch = 100
        // Items at 0, 116, 232, 348: the 300-wide carousel plus 100 of prefetch reaches item 3 but not item 4 (464).
        let section = try frame(of: scene).sections[0]
        #expect(section.visibleRange == Frame.VisibleRange(first: 0, last: 3))
        #expect(section.items[3].visibleRect == nil)
    }

    @Test("a box takes no slot in the stack, and the content covers it")
    func box() throws {
        let scene = Scene(viewport: Viewport(width: 300, height: 400), offset: 10, spacing: 50, sections: [
            Section(id: "a", kind: .list, itemSize: ItemSize(height: 100), count: 1),
            Section(id: "badge", kind: .box, frame: Rect(x: 20, y: 900, width: 40, height: 40)),
            Section(id: "b", kind: .list, itemSize: ItemSize(height: 100), count: 1),
        ])
        let answer = try frame(of: scene)
        #expect(answer.sections[2].frame.y == 150 - 10)
        #expect(answer.sections[1].frame == Rect(x: 20, y: 890, width: 40, height: 40))
        #expect(answer.sections[1].items.isEmpty)
        #expect(answer.contentSize.height == 940)
        let scrolled = try frame(of: Scene(viewport: scene.viewport, offset: 600, sections: scene.sections))
        #expect(scrolled.sections[1].items.first?.frame == Rect(x: 20, y: 300, width: 40, height: 40))
    }
}

@Suite("map, stretch, distance and grow details")
struct EffectDetailTests {
    private func item(_ effects: [Effect], offset: Double = 0, top: Double = 0, height: Double = 100, layers: [Layer]? = nil) throws -> Frame.Item {
        let scene = Scene(viewport: Viewport(width: 200, height: 400), offset: offset,
                          contentInset: Insets(top: top, leading: 0, bottom: 0, trailing: 0),
                          sections: [Section(id: "s", kind: .list, effects: effects, layers: layers, itemSize: ItemSize(height: height), count: 1)])
        return try #require(try frame(of: scene).sections[0].items.first)
    }

    @Test("map clamps or extends beyond its keyframes and interpolates between them")
    func mapExtrapolation() throws {
        let keyframes = [Keyframe(0, 0), Keyframe(100, 10), Keyframe(200, 40)]
        let clamp = MapEffect(input: .min, output: .translateX, keyframes: keyframes)
        var extend = clamp
        extend.extrapolate = .extend
        #expect(try item([.map(clamp)], top: 150).transform.translate.x == 25)
        #expect(try item([.map(clamp)], top: 300).transform.translate.x == 40)
        #expect(try item([.map(extend)], top: 300).transform.translate.x == 70)
        #expect(try item([.map(extend)], offset: 50).transform.translate.x == -5)
    }

    @Test("map progress runs from 0 entering at the trailing edge to 1 leaving at the leading edge")
    func progress() throws {
        let map = MapEffect(input: .progress, output: .opacity, keyframes: [Keyframe(0, 0), Keyframe(1, 1)])
        // Item 0…100 in a 400 viewport: progress = (400 − 0) / (400 + 100) = 0.8.
        #expect(approximately(try item([.map(map)]).transform.opacity, 0.8))
        #expect(approximately(try item([.map(map)], top: 300).transform.opacity, 0.2))
    }

    @Test("map outputs combine: translations and rotations add, scales and opacities multiply")
    func combination() throws {
        let constant = { (output: MapEffect.Output, value: Double) in
            Effect.map(MapEffect(input: .offset, output: output, keyframes: [Keyframe(-1, value), Keyframe(1, value)]))
        }
        let transform = try item([
            constant(.rotation, 10), constant(.rotation, 20), constant(.scale, 2), constant(.scaleX, 0.5),
            constant(.opacity, 0.5), constant(.opacity, 0.5), constant(.blur, 3), constant(.translateY, 4),
            .parallax(ParallaxEffect(rate: 1, axis: .vertical)),
        ], top: 10).transform
        #expect(transform.rotation == 30)
        #expect(transform.scale == Point(x: 1, y: 2))
        #expect(transform.opacity == 0.25)
        #expect(transform.blur == 3)
        #expect(transform.translate == Point(x: 0, y: 14))
    }

    @Test("map to a size changes the frame from its top-left, never below 0, and visual effects read the result")
    func sizeOutputs() throws {
        let grow = Effect.map(MapEffect(input: .offset, output: .height, keyframes: [Keyframe(-1000, 50), Keyframe(1000, 50)]))
        let shrink = Effect.map(MapEffect(input: .offset, output: .width, keyframes: [Keyframe(-1000, -500), Keyframe(1000, -500)]))
        let stretch = Effect.stretch(StretchEffect())
        let item = try self.item([grow, stretch], offset: -50, height: 100, layers: [Layer(id: "thin", effects: [shrink])])
        #expect(item.frame == Rect(x: 0, y: 50, width: 200, height: 150))
        // stretch reads the laid-out length: (150 + 50) / 150.
        #expect(approximately(item.transform.scale.y, 200.0 / 150))
        // The layer fills the grown item, then loses more width than it has.
        #expect(item.layers[0].frame == Rect(x: 0, y: 0, width: 0, height: 150))
        #expect(item.layers[0].clip == nil)
    }

    @Test("an item that grows into view is listed")
    func growIntoView() throws {
        // Item 1 (index 1) starts at 500 in content; over-scroll 150 grows item 0 but moves nothing else.
        let scene = Scene(viewport: Viewport(width: 200, height: 300), offset: -150,
                          sections: [Section(id: "s", kind: .list, effects: [.grow], itemSize: ItemSize(height: 100), spacing: 400, count: 2)])
        let items = try frame(of: scene).sections[0].items
        #expect(items.map(\.index) == [0])
        #expect(items[0].frame == Rect(x: 0, y: 150, width: 200, height: 250))
    }

    @Test("stretch of zero length keeps scale 1; horizontal stretch anchors at the trailing edge")
    func stretchEdges() throws {
        let flat = Layer(id: "flat", frame: Rect(x: 0, y: 10, width: 200, height: 0), effects: [.stretch(StretchEffect())])
        #expect(try item([], offset: -20, layers: [flat]).layers[0].transform.scale == Point(x: 1, y: 1))
        let horizontal = try item([.stretch(StretchEffect(axis: .horizontal))], offset: -20)
        #expect(horizontal.transform.anchor == Point(x: 1, y: 0.5))
        #expect(approximately(horizontal.transform.scale.x, 220.0 / 200))
    }

    @Test("distance beyond the radius applies the full change; blur adds")
    func distanceSaturates() throws {
        let effect = Effect.distance(DistanceEffect(radius: 50, opacity: 0.5, scale: 0.5, blur: 8))
        let far = try item([effect], top: 0)
        #expect(far.transform.opacity == 0.5 && far.transform.scale == Point(x: 0.5, y: 0.5) && far.transform.blur == 8)
    }

    @Test("combined opacity is clamped to 0…1, at both ends")
    func opacityClamp() throws {
        let above = Effect.map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(-1, 3), Keyframe(1, 3)]))
        #expect(try item([above]).transform.opacity == 1)
        let below = Effect.map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(-1, -2), Keyframe(1, -2)]))
        #expect(try item([below]).transform.opacity == 0)
        // Two multiply before the clamp: 3 × −2 = −6 → 0, and 3 × 0.25 = 0.75 stays.
        #expect(try item([above, below]).transform.opacity == 0)
        let quarter = Effect.map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(-1, 0.25), Keyframe(1, 0.25)]))
        #expect(approximately(try item([above, quarter]).transform.opacity, 0.75))
    }

    @Test("a layer's carousel effect uses its item's length, even when the layer fills the item and grows")
    func carouselUsesItemLength() throws {
        // Over-scroll 40: the item sits at y 40, 100 high; the layer grows to 140 (mid 110, 90 above the viewport's 200).
        let layer = Layer(id: "fill", effects: [.grow, .carousel(CarouselEffect(strength: 1))])
        let item = try item([], offset: -40, layers: [layer])
        // translate = −(110 − 200) / 400 × 1 × 100 (the item's length, not 140) − 40 from grow.
        #expect(approximately(item.layers[0].transform.translate.y, 22.5 - 40))
        #expect(item.layers[0].frame.height == 140)
    }
}
