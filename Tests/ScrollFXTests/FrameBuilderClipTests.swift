@testable import ScrollFX
import Testing

/// The frame builder's clips worked out as boxes against the polygons they stand for.
@Suite("clips as boxes")
struct FrameBuilderClipTests {
    /// A seeded generator, so a failure repeats.
    private struct Random {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            // Quarter points, with a few exact edges and zeros, so boxes touch and cut exactly often.
            return ((range.lowerBound + unit * (range.upperBound - range.lowerBound)) * 4).rounded() / 4
        }
    }

    /// What the polygons give: the item's bounds inside the container, then a layer's bounds inside that.
    private static func polygons(_ clip: FrameBuilder.Clip, layer bounds: Rect, toViewport: AffineTransform) -> (Rect?, Rect?) {
        let part = clip.polygon(projections: [])
        let visible = part.area > 0 ? part.boundingBox : nil
        guard let toLocal = toViewport.inverted else { return (visible, nil) }
        let local = part.transformed(by: toLocal).clipped(to: bounds)
        return (visible, local.area > 0 ? local.boundingBox : nil)
    }

    @Test("axis-aligned items and layers: the boxes are the polygons' bounding boxes, to the bit", arguments: [0x5EED as UInt64, 0xB0C5])
    func boxesMatchPolygons(seed: UInt64) {
        var random = Random(state: seed)
        var (visible, hidden) = (0, 0)
        for _ in 0..<3000 {
            let container = Rect(x: random.next(-50...50), y: random.next(-50...50), width: random.next(0...400), height: random.next(0...400))
            let item = Size(width: random.next(0...300), height: random.next(0...300))
            // Scales of either sign (a mirrored item) and zero, translations anywhere around the container.
            let toItem = AffineTransform(a: random.next(-2...2), b: 0, c: 0, d: random.next(-2...2),
                                         e: random.next(-300...500), f: random.next(-300...500))
            let toLayer = toItem.concatenating(AffineTransform(a: random.next(-2...2), b: 0, c: 0, d: random.next(-2...2),
                                                               e: random.next(-100...100), f: random.next(-100...100)))
            let layer = Rect(x: 0, y: 0, width: random.next(0...200), height: random.next(0...200))
            for clip in [FrameBuilder.Clip(container: container), FrameBuilder.Clip(container: container, item: .init(size: item, toViewport: toItem)),
                         FrameBuilder.Clip(container: nil, item: .init(size: item, toViewport: toItem))] {
                let (polygon, polygonLocal) = Self.polygons(clip, layer: layer, toViewport: toLayer)
                #expect(clip.visibleRect(projections: []) == polygon, "seed \(seed): \(clip)")
                #expect(clip.surviving(layer, toViewport: toLayer, projection: nil, projections: []) == polygonLocal, "seed \(seed): \(clip), layer \(layer)")
                if polygon == nil { hidden += 1 } else { visible += 1 }
            }
        }
        // Both outcomes were exercised, plenty of each.
        #expect(visible > 1000 && hidden > 1000, "visible \(visible), hidden \(hidden)")
    }

    @Test("a rotated item is clipped as a polygon")
    func rotatedItem() throws {
        let clip = FrameBuilder.Clip(container: Rect(x: 0, y: 0, width: 100, height: 100),
                                     item: .init(size: Size(width: 100, height: 100),
                                                  toViewport: .translation(Point(x: 50, y: 50)).concatenating(.rotation(degrees: 45))))
        #expect(clip.box == nil)
        // The square turned by 45° about its top-left corner, moved to (50, 50), is a diamond from y = 50 down to
        // 50 + 100·√2; the container keeps the triangle (50, 50), (0, 100), (100, 100) above y = 100.
        let visible = try #require(clip.visibleRect(projections: []))
        #expect(approximately(visible, Rect(x: 0, y: 50, width: 100, height: 50)))
    }
}
