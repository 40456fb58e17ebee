@testable import ScrollFX
import Testing

@Suite("collapsing headers")
struct CollapseTests {
    /// A 300-point header collapsing to 56 (so over 244 points) above 10 cards of 200: 2300 long, maxOffset 1456.
    private static func scene(offset: Double, collapse: Collapse? = Collapse(minHeight: 56), layers: [Layer]? = nil) -> Scene {
        Scene(viewport: Viewport(width: 390, height: 844), offset: offset, sections: [
            Section(id: "bar", kind: .header, effects: [.grow], layers: layers, size: ItemSize(height: 300), collapse: collapse),
            Section(id: "cards", kind: .list, itemSize: ItemSize(height: 200), count: 10),
        ])
    }

    private static func header(at offset: Double, layers: [Layer]? = nil) -> Frame.Item {
        FrameBuilder(scene: scene(offset: offset, layers: layers)).build().sections[0].items[0]
    }

    @Test("pinned at the top and H − clamp(offset, 0, H − h) long; the rest scrolls beneath as before")
    func workedExample() throws {
        // Offset 100: 300 − 100 = 200 long, still at y = 0.
        #expect(Self.header(at: 100).frame == Rect(x: 0, y: 0, width: 390, height: 200))
        // Offset 244 and beyond: collapsed to 56.
        #expect(Self.header(at: 244).frame == Rect(x: 0, y: 0, width: 390, height: 56))
        #expect(Self.header(at: 1000).frame == Rect(x: 0, y: 0, width: 390, height: 56))
        // Past the start the header grows as any other: pulled 50, 350 long from the top.
        let pulled = FrameBuilder(scene: Self.scene(offset: -50)).build()
        let plain = FrameBuilder(scene: Self.scene(offset: -50, collapse: nil)).build()
        #expect(pulled == plain)
        // The cards and the content are as without the collapse.
        for offset in [0.0, 100, 700, 1456] {
            let collapsing = FrameBuilder(scene: Self.scene(offset: offset)).build()
            let fixed = FrameBuilder(scene: Self.scene(offset: offset, collapse: nil)).build()
            #expect(collapsing.sections[1] == fixed.sections[1] && collapsing.maxOffset == 1456 && collapsing.contentSize == fixed.contentSize)
        }
    }

    @Test("map input collapse: 0 expanded, 1 collapsed, linear between; 0 outside a collapsing header")
    func collapseInput() throws {
        let fade = [Layer(id: "title", effects: [.map(MapEffect(input: .collapse, output: .opacity, keyframes: [Keyframe(0, 1), Keyframe(1, 0)]))])]
        // Offset 122 is half of 244: opacity 1 − 0.5 = 0.5; at 0 (and pulled) 1; at 244 and past it 0.
        #expect(approximately(Self.header(at: 122, layers: fade).layers[0].transform.opacity, 0.5))
        #expect(Self.header(at: 0, layers: fade).layers[0].transform.opacity == 1)
        #expect(Self.header(at: -40, layers: fade).layers[0].transform.opacity == 1)
        #expect(Self.header(at: 400, layers: fade).layers[0].transform.opacity == 0)
        let still = Self.scene(offset: 122, collapse: nil, layers: fade)
        #expect(FrameBuilder(scene: still).build().sections[0].items[0].layers[0].transform.opacity == 1)
    }

    @Test("parallax on a collapsing header's layer moves by −rate × the distance collapsed")
    func collapseParallax() throws {
        let art = [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.5))])]
        // Offset 100: −0.5 × 100 = −50; offset 400: −0.5 × 244 = −122.
        #expect(approximately(Self.header(at: 100, layers: art).layers[0].transform.translate.y, -50))
        #expect(approximately(Self.header(at: 400, layers: art).layers[0].transform.translate.y, -122))
        #expect(Self.header(at: 0, layers: art).layers[0].transform.translate.y == 0)
        // In over-scroll too: −0.5 × clamp(−40, 0, 244) = 0; `grow` does the moving.
        #expect(Self.header(at: -40, layers: art).layers[0].transform.translate.y == 0)
    }

    @Test("that parallax reads x = −clamp(offset, 0, H − h): range clamps x, axis picks the axis, origin and space play no part")
    func collapseParallaxInput() throws {
        func moved(_ effect: ParallaxEffect, at offset: Double, direction: LayoutDirection = .ltr) -> Point {
            var scene = Self.scene(offset: offset, layers: [Layer(id: "art", effects: [.parallax(effect)])])
            scene.layoutDirection = direction
            return FrameBuilder(scene: scene).build().sections[0].items[0].layers[0].transform.translate
        }
        // Offset 100: x = −100; range [−80, null] clamps it to −80, so 0.5 × −80 = −40.
        #expect(approximately(moved(ParallaxEffect(rate: 0.5, range: InputRange(lower: -80, upper: nil)), at: 100).y, -40))
        // Offset 400: x = −244, within [−300, −10]: −122; an upper bound of −150 makes it −75 at offset 100 too.
        #expect(approximately(moved(ParallaxEffect(rate: 0.5, range: InputRange(lower: -300, upper: -10)), at: 400).y, -122))
        #expect(approximately(moved(ParallaxEffect(rate: 0.5, range: InputRange(lower: nil, upper: -150)), at: 100).y, -75))
        // The horizontal axis takes it instead, mirrored right to left like any translateX.
        let across = ParallaxEffect(rate: 0.5, axis: .horizontal)
        #expect(approximately(moved(across, at: 100).x, -50) && moved(across, at: 100).y == 0)
        #expect(approximately(moved(across, at: 100, direction: .rtl).x, 50))
        // Origin and space play no part: the centre, and global space, move it the same.
        #expect(approximately(moved(ParallaxEffect(rate: 0.5, space: .global, origin: .center), at: 100).y, -50))
    }

    @Test("the issue's header: 300 high collapsing to 100 with grow, its layer's parallax 0.5 at offset −40 moves nothing")
    func issueOverscroll() throws {
        let scene = Scene(viewport: Viewport(width: 390, height: 844), offset: -40, sections: [
            Section(id: "h", kind: .header, effects: [.grow], layers: [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.5))])],
                    size: ItemSize(height: 300), collapse: Collapse(minHeight: 100)),
        ])
        let header = try frame(of: scene).sections[0].items[0]
        #expect(header.layers[0].transform.translate.y == 0)
        #expect(header.frame.height == 340)
    }

    @Test("the header item's own parallax reads its pinned frame: at offset 100 it moves nothing; its layers follow the collapse")
    func itemParallax() throws {
        let scene = Scene(viewport: Viewport(width: 390, height: 844), offset: 100, sections: [
            Section(id: "h", kind: .header, effects: [.parallax(ParallaxEffect(rate: 0.5))], layers: [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.5))])],
                    size: ItemSize(height: 300), collapse: Collapse(minHeight: 100)),
            Section(id: "cards", kind: .list, itemSize: ItemSize(height: 200), count: 10),
        ])
        let header = try frame(of: scene).sections[0].items[0]
        #expect(header.transform.translate.y == 0)
        #expect(approximately(header.layers[0].transform.translate.y, -50))
    }

    @Test("minHeight negative or above the header's height is refused at its pointer", arguments: [-1.0, 300.5])
    func refusals(minHeight: Double) {
        let scene = Self.scene(offset: 0, collapse: Collapse(minHeight: minHeight))
        #expect(throws: RequestError.self) { try scene.validate() }
        do {
            try scene.validate()
        } catch {
            #expect(error.pointer == "/sections/0/collapse/minHeight")
        }
        #expect(throws: Never.self) { try Self.scene(offset: 0, collapse: Collapse(minHeight: 300)).validate() }
    }

    @Test("a timeline of the collapsing header follows its frames, with effects or none")
    func timeline() throws {
        var bare = Self.scene(offset: 0)
        bare.sections[0].effects = nil
        let art = Self.scene(offset: 0, layers: [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.5))])])
        let cases: [(Scene, Set<String>)] = [(art, ["frame.height", "transform.translate.y"]), (bare, ["frame.height"])]
        for (scene, expected) in cases {
            let request = TimelineRequest(scene: scene, from: -100, to: 1456)
            let timeline = try TimelineCompiler(scene: scene).compile(request, maxKeyframes: 100_000)
            var checked: Set<String> = []
            for track in timeline.tracks where track.section == "bar" {
                for step in 0...62 {
                    let offset = -100 + Double(step) * 25
                    guard let value = interpolate(track.keyframes, at: offset) else { continue }
                    let item = FrameBuilder(scene: scene).build(offset: offset).sections[0].items[0]
                    let actual: Double? = switch (track.layer, track.property) {
                    case (nil, "frame.y"): item.frame.y
                    case (nil, "frame.height"): item.frame.height
                    case (["art"], "transform.translate.y"): item.layers[0].transform.translate.y
                    default: nil
                    }
                    guard let actual else { continue }
                    #expect(abs(value - actual) <= request.tolerance + 1e-9, "\(track.property) at \(offset)")
                    checked.insert(track.property)
                }
            }
            // What changes was checked: the header's length, and the art's parallax where there is art.
            #expect(checked.isSuperset(of: expected), "\(checked)")
        }
    }

    @Test("a pinned header is listed to the end of any range, so its tracks run there, past where it would have scrolled out")
    func tracksRunToTheEnd() throws {
        let scene = Self.scene(offset: 0)
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: 100, to: 1400), maxKeyframes: 100_000)
        let height = try #require(timeline.tracks.first { $0.section == "bar" && $0.layer == nil && $0.property == "frame.height" })
        // 200 long at 100, 56 from 244 on, and listed (56 long, at the top) until 1400.
        #expect(height.keyframes == [[100, 200], [244, 56], [1400, 56]])
    }
}
