@testable import ScrollFX
import Testing

@Suite("scene validation names the offending field")
struct SceneValidationTests {
    /// The pointer of the error `change` provokes in an otherwise valid scene.
    private func pointer(after change: (inout Scene) -> Void) -> String? {
        var scene = parallaxCards(count: 5, offset: 0)
        change(&scene)
        do {
            try scene.validate()
            return nil
        } catch {
            return error.pointer
        }
    }

    @Test("a valid scene passes")
    func validScenePasses() {
        #expect(pointer { _ in } == nil)
    }

    @Test("zero or negative viewport sizes are refused")
    func viewport() {
        #expect(pointer { $0.viewport.width = 0 } == "/viewport/width")
        #expect(pointer { $0.viewport.height = -1 } == "/viewport/height")
        #expect(pointer { $0.viewport.x = .infinity } == "/viewport/x")
    }

    @Test("negative spacing, insets, padding and prefetch are refused")
    func negatives() {
        #expect(pointer { $0.spacing = -1 } == "/spacing")
        #expect(pointer { $0.prefetch = -0.5 } == "/prefetch")
        #expect(pointer { $0.contentInset.bottom = -2 } == "/contentInset/bottom")
        #expect(pointer { $0.sections[0].padding.leading = -3 } == "/sections/0/padding/leading")
        #expect(pointer { $0.sections[0].spacing = -3 } == "/sections/0/spacing")
        #expect(pointer { $0.sections[0].itemSize = ItemSize(width: -1, height: 10) } == "/sections/0/itemSize/width")
        #expect(pointer { $0.sections[0].cornerRadius = -1 } == "/sections/0/cornerRadius")
    }

    @Test("a duplicate section id is reported at the second one")
    func duplicateSectionID() {
        #expect(pointer { $0.sections.append($0.sections[0]) } == "/sections/1/id")
    }

    @Test("count and items together, counts out of range and too many items are refused")
    func itemCounts() {
        #expect(pointer { $0.sections[0].items = [ItemSpec()] } == "/sections/0/items")
        #expect(pointer { $0.sections[0].count = -1 } == "/sections/0/count")
        #expect(pointer { $0.sections[0].count = 1_000_000_001 } == "/sections/0/count")
        #expect(pointer { $0.sections[0].count = 1_000_000_000 } == nil)
        #expect(pointer { $0.sections[0].count = nil; $0.sections[0].items = Array(repeating: ItemSpec(), count: 10_001) } == "/sections/0/items")
        #expect(pointer { $0.sections[0].count = nil; $0.sections[0].items = [ItemSpec(size: ItemSize(height: -4))] } == "/sections/0/items/0/size/height")
    }

    @Test("a list without its items' length along the axis is refused where the length would be")
    func missingItemLength() {
        #expect(pointer { $0.sections[0].itemSize = nil } == "/sections/0/itemSize/height")
        #expect(pointer { $0.sections[0].itemSize = nil; $0.sections[0].count = 0 } == nil)
        #expect(pointer { $0.sections[0].itemSize = nil; $0.sections[0].count = nil; $0.sections[0].items = [ItemSpec(size: ItemSize(height: 10))] } == nil)
    }

    @Test("layer ids must be unique within an item, across nesting")
    func duplicateLayerIDs() {
        #expect(pointer { $0.sections[0].layers![0].layers[0].id = "background" } == "/sections/0/layers/0/layers/0/id")
        #expect(pointer { $0.sections[0].layers!.append(Layer(id: "art")) } == "/sections/0/layers/1/id")
    }

    @Test("bad layer geometry and effect parameters are refused")
    func layerAndEffectFields() {
        #expect(pointer { $0.sections[0].layers![0].frame = Rect(x: 0, y: 0, width: -1, height: 1) } == "/sections/0/layers/0/frame/width")
        #expect(pointer { $0.sections[0].layers![0].overscan = Point(x: 1, y: -1) } == "/sections/0/layers/0/overscan/y")
        #expect(pointer { $0.sections[0].layers![0].effects = [.parallax(ParallaxEffect(rate: .nan))] } == "/sections/0/layers/0/effects/0/rate")
        #expect(pointer {
            $0.sections[0].effects = [.parallax(ParallaxEffect(rate: 1, range: InputRange(lower: 5, upper: 1)))]
        } == "/sections/0/effects/0/range")
    }
}
