@testable import ScrollFX
import Testing

@Suite("frame builder: clips, warnings, reduceMotion, right to left")
struct FrameBuilderTests {
    @Test("a cover layer narrower than its item warns once per uncovered edge")
    func coverWarnings() throws {
        var scene = parallaxCards(count: 1, offset: 0)
        scene.sections[0].layers = [Layer(id: "image", frame: Rect(x: 10, y: 0, width: 300, height: 260), cover: true)]
        let answer = try frame(of: scene)
        #expect(answer.warnings == [
            Frame.Warning(code: "gap", section: "destinations", item: 0, layer: "image", edge: "leading", amount: 10),
            Frame.Warning(code: "gap", section: "destinations", item: 0, layer: "image", edge: "trailing", amount: 48),
        ])
    }

    @Test("a parallax-shifted cover layer leaves a gap at the edge it moves away from")
    func parallaxCoverGap() throws {
        var scene = parallaxCards(count: 2, offset: 0)
        scene.sections[0].layers![0].cover = true
        let answer = try frame(of: scene)
        // Item 1 sits at y 300: its background moves down 0.175 × 300 = 52.5 and uncovers the top.
        let gaps = answer.warnings.filter { $0.item == 1 }
        #expect(gaps.count == 1)
        #expect(gaps.first?.edge == "top")
        #expect(approximately(gaps.first?.amount ?? 0, 52.5))
    }

    @Test("reduceMotion keeps only opacity, and reports the anchor")
    func reduceMotion() throws {
        var scene = parallaxCards(count: 3, offset: 120)
        // Offset 120 of a fade from 1 at 0 to 0.5 at 240: opacity 0.75, kept; the cards also drift, which is dropped.
        scene.sections[0].effects = [.map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(0, 1), Keyframe(240, 0.5)])),
                                     .parallax(ParallaxEffect(rate: 0.2))]
        scene.reduceMotion = true
        let items = try frame(of: scene).sections[0].items
        #expect(items.count == 3)
        for item in items {
            #expect(approximately(item.transform.opacity, 0.75))
            #expect(item.transform.translate == .zero && item.transform.matrix == [1, 0, 0, 1, 0, 0])
            for layer in item.layers + item.layers.flatMap(\.layers) {
                #expect(layer.transform.translate == .zero)
                #expect(layer.transform.matrix == [1, 0, 0, 1, 0, 0])
                #expect(layer.transform.anchor == Point(x: 0.5, y: 0.5))
                #expect(layer.transform.opacity == 1)
            }
        }
    }

    @Test("an item that does not clip reports a null clip, and its layers are clipped by the viewport only")
    func unclippedItem() throws {
        var scene = parallaxCards(count: 1, offset: 0)
        scene.sections[0].clip = false
        let item = try frame(of: scene).sections[0].items[0]
        #expect(item.clip == nil)
        // The background moves 0.175 × 16 = 2.8 down; nothing cuts its bottom now.
        #expect(approximately(item.layers[0].clip, Rect(x: 0, y: 0, width: 358, height: 260)))
    }

    @Test("a layer entirely outside the item's clip has a null clip")
    func clippedAway() throws {
        var scene = parallaxCards(count: 1, offset: 0)
        scene.sections[0].layers = [Layer(id: "outside", frame: Rect(x: 400, y: 0, width: 50, height: 50))]
        #expect(try frame(of: scene).sections[0].items[0].layers[0].clip == nil)
    }

    @Test("right to left is left to right mirrored inside each horizontal extent")
    func rightToLeftMirrors() throws {
        let ltrScene = Scene(
            viewport: Viewport(width: 400, height: 300), axis: .horizontal, offset: 50,
            sections: [
                Section(id: "row", kind: .list,
                        layers: [Layer(id: "art", frame: Rect(x: 10, y: 5, width: 40, height: 30), anchor: Point(x: 0.2, y: 0.5),
                                       effects: [.parallax(ParallaxEffect(rate: 0.5))])],
                        itemSize: ItemSize(width: 150, height: 200), spacing: 10, padding: Insets(all: 20), count: 4),
            ]
        )
        var rtlScene = ltrScene
        rtlScene.layoutDirection = .rtl
        let ltr = try frame(of: ltrScene)
        let rtl = try frame(of: rtlScene)
        #expect(rtl.contentSize == ltr.contentSize && rtl.warnings == ltr.warnings)
        #expect(approximately(rtl.sections[0].frame, Rect(x: 400 - (-50) - 670, y: 0, width: 670, height: 300)))
        for (left, right) in zip(ltr.sections[0].items, rtl.sections[0].items) {
            #expect(right.index == left.index)
            #expect(approximately(right.frame.x, 400 - left.frame.x - left.frame.width))
            #expect(approximately(right.visibleRect?.x ?? .nan, 400 - (left.visibleRect?.maxX ?? .nan)))
            let (a, b) = (left.layers[0], right.layers[0])
            #expect(approximately(b.frame.x, left.frame.width - a.frame.x - a.frame.width))
            #expect(approximately(b.transform.translate.x, -a.transform.translate.x))
            #expect(approximately(b.transform.anchor.x, 0.8))
            #expect(approximately(b.transform.matrix[4], -a.transform.matrix[4]))
        }
    }

    @Test("no output is NaN or infinite for extreme but valid scenes")
    func noNonFiniteOutput() throws {
        var scene = parallaxCards(count: 1_000_000_000, offset: -1e12)
        scene.sections[0].layers![0].overscan = Point(x: 0, y: 0)
        scene.sections[0].itemSize = ItemSize(width: 0, height: 1e-300)
        scene.prefetch = 1e9
        let answer = try frame(of: scene)
        let numbers = answer.sections.flatMap { $0.items.flatMap { item in
            [item.frame.x, item.frame.y, item.frame.width, item.frame.height] + item.transform.matrix
                + item.layers.flatMap { $0.transform.matrix + [$0.frame.x, $0.frame.width] }
        } } + [answer.maxOffset, answer.contentSize.height]
        #expect(numbers.allSatisfy { $0.isFinite })
    }

    @Test("steep keyframes and huge rates at the limits still give finite transforms")
    func extremeButValid() throws {
        let steep = Effect.map(MapEffect(input: .min, output: .translateX,
                                         keyframes: [Keyframe(0, 0), Keyframe(.leastNonzeroMagnitude, 1e15)], extrapolate: .extend))
        let scales = Array(repeating: Effect.map(MapEffect(input: .offset, output: .scale, keyframes: [Keyframe(-1, 1e15), Keyframe(1, 1e15)])), count: 30)
        var scene = parallaxCards(count: 3, offset: 1e15)
        scene.sections[0].effects = [steep, .parallax(ParallaxEffect(rate: 1e15))] + scales
        scene.offset = 0
        let answer = try frame(of: scene)
        let transform = answer.sections[0].items[1].transform
        #expect((transform.matrix + [transform.translate.x, transform.translate.y, transform.scale.x]).allSatisfy { $0.isFinite })
        #expect(transform.translate.x == 1e15)
    }

    @Test("numbers beyond ±1e15 are refused")
    func magnitudeLimit() {
        var scene = parallaxCards(count: 3, offset: 0)
        scene.sections[0].effects = [.parallax(ParallaxEffect(rate: 1e16))]
        #expect(throws: RequestError(pointer: "/sections/0/effects/0/rate", reason: "must be within ±1e15")) { try scene.validate() }
    }
}
