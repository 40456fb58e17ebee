@testable import ScrollFX
import Testing

@Suite("cover exposure in timelines")
struct TimelineExposureTests {
    /// The seed carousel (strength 0.7 on an image overscanned 1.25) with `overscan` on the image.
    private func carousel(overscan: Double = 1.25) -> Scene {
        Scene(
            viewport: Viewport(width: 400, height: 844),
            sections: [Section(
                id: "featured", kind: .carousel,
                layers: [Layer(id: "image", overscan: Point(x: overscan, y: 1), cover: true, effects: [.carousel(CarouselEffect(strength: 0.7))])],
                itemSize: ItemSize(width: 250, height: 360), spacing: 16, alignment: .center, count: 8
            )]
        )
    }

    private func timeline(_ scene: Scene, source: String? = "featured", from: Double = 0, to: Double? = nil) throws -> Timeline {
        try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, source: source, from: from, to: to), maxKeyframes: 100_000)
    }

    @Test("the gaps are where /v1/frame warns of them, at any offset of the range")
    func gapsMatchWarnings() throws {
        let scene = carousel()
        let exposure = try #require(try timeline(scene).exposures.first)
        #expect(exposure.section == "featured" && exposure.layer == ["image"])
        #expect(!exposure.gaps.isEmpty)
        for step in 0...400 {
            let offset = Double(step) * 7 * 266 / 400
            var moved = scene
            moved.sections[0].offset = offset
            let frame = FrameBuilder(scene: moved).build()
            let listed = Set(frame.sections[0].items.map(\.index))
            for item in listed {
                for edge in ["leading", "trailing"] {
                    let warned = frame.warnings.contains { $0.item == item && $0.edge == edge && $0.layer == "image" }
                    let inside = exposure.gaps.contains { $0.item == item && $0.edge == edge && $0.from < offset - 1e-6 && offset + 1e-6 < $0.to }
                    let near = exposure.gaps.contains { $0.item == item && $0.edge == edge && (abs($0.from - offset) < 1e-6 || abs($0.to - offset) < 1e-6) }
                    #expect(near || warned == inside, "item \(item) \(edge) at \(offset): warned \(warned), in a reported gap \(inside)")
                }
            }
        }
    }

    @Test("a gap's amount is the widest warning over its offsets, and the listing bounds it")
    func amounts() throws {
        let exposure = try #require(try timeline(carousel()).exposures.first)
        // Item 1 at offset 0 sits 266 right of centre: its image is moved −116.375, past the 31.25 overscan margin.
        let trailing = try #require(exposure.gaps.first { $0.item == 1 && $0.edge == "trailing" })
        #expect(approximately(trailing.from, 0))
        #expect(approximately(trailing.amount, 116.375 - 31.25))
        // The gap closes where |translate| = 31.25: the centre within 31.25 / 0.4375 of the container's.
        #expect(approximately(trailing.to, 266 - 31.25 / 0.4375))
    }

    @Test("the overscan reported hides every gap, and a hair less does not")
    func smallestOverscan() throws {
        let exposure = try #require(try timeline(carousel()).exposures.first)
        let overscan = try #require(exposure.overscan)
        #expect(approximately(overscan.y, 1))
        // Items at the listing edges move the most: the widest gap over the range sets the overscan.
        #expect(overscan.x > 1.25)
        #expect(try timeline(carousel(overscan: overscan.x)).exposures.isEmpty)
        #expect(try !timeline(carousel(overscan: overscan.x - 1e-4)).exposures.isEmpty)
    }

    @Test("parallax cards: the background's vertical overscan follows from the parallax rate and the listing edges")
    func parallaxCards() throws {
        let scene = Scene(
            viewport: Viewport(width: 390, height: 844),
            sections: [Section(
                id: "cards", kind: .list,
                layers: [Layer(id: "background", cover: true, effects: [.parallax(ParallaxEffect(rate: 0.175))])],
                itemSize: ItemSize(height: 260), spacing: 24, count: 10
            )]
        )
        let exposure = try #require(try timeline(scene, source: nil).exposures.first)
        // Entering at the bottom (top 844) the layer moves 147.7 down; growing by (s − 1)·130 a side also
        // moves its leading edge, so the top closes when 1.175·(s − 1)·130 = 147.7.
        #expect(approximately(try #require(exposure.overscan).y, 1 + 147.7 / (1.175 * 130), 1e-6))
        #expect(Set(exposure.gaps.map(\.edge)) == ["top", "bottom"])
    }

    @Test("layers that always cover report nothing")
    func nothingToReport() throws {
        #expect(try timeline(carousel(overscan: 3)).exposures.isEmpty)
    }
}
