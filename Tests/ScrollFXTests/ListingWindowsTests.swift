@testable import ScrollFX
import Testing

@Suite("where a scene lists its items as its source scrolls")
struct ListingWindowsTests {
    static let scene: Scene = {
        let list = Section(id: "list", kind: .list, effects: [.parallax(ParallaxEffect(rate: 0.3))], itemSize: ItemSize(height: 120),
                           spacing: 8, count: 1_000)
        let carousel = Section(id: "row", kind: .carousel, itemSize: ItemSize(width: 200, height: 150), spacing: 10, count: 40)
        return Scene(viewport: Viewport(width: 390, height: 844), sections: [carousel, list])
    }()

    @Test("the candidates over a range hold every item /v1/frame lists in it, and not the whole list")
    func candidatesCoverListing() throws {
        try Self.scene.validate()
        let windows = ListingWindows(scene: Self.scene)
        let builder = FrameBuilder(scene: Self.scene)
        for (from, to) in [(0.0, 1_500.0), (3_000, 3_010), (20_000, 40_000)] {
            let candidates = Dictionary(uniqueKeysWithValues: windows.candidates(source: nil, from: from, to: to).map { ($0.section, $0.items) })
            for step in 0...100 {
                let frame = builder.build(offset: from + (to - from) * Double(step) / 100)
                for (section, answer) in frame.sections.enumerated() {
                    for item in answer.items {
                        #expect(candidates[section]?.contains(item.index) == true, "item \(item.index) of section \(section) in [\(from), \(to)]")
                    }
                }
            }
            #expect((candidates[1]?.count ?? 0) < 1_000)
        }
    }

    @Test("a carousel source sweeps its own window: its candidates hold what it lists at its offsets, the scene's sections stay out")
    func carouselSource() throws {
        try Self.scene.validate()
        let windows = ListingWindows(scene: Self.scene)
        #expect(try windows.sourceIndex("row") == 0)
        #expect(throws: RequestError.self) { try windows.sourceIndex("list") }
        let candidates = windows.candidates(source: 0, from: 2_000, to: 2_400)
        #expect(candidates.map(\.section) == [0])
        let items = try #require(candidates.first?.items)
        #expect(!items.contains(0) && items.count < 40)
        for step in 0...40 {
            var scene = Self.scene
            scene.sections[0].offset = 2_000 + 10 * Double(step)
            for item in FrameBuilder(scene: scene).build(offset: 0).sections[0].items {
                #expect(items.contains(item.index), "item \(item.index) at \(scene.sections[0].offset)")
            }
        }
    }
}
