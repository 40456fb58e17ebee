@testable import ScrollFX
import Testing

@Suite("FrameProjection: the engine's own 3-D projection, for drawing a frame")
struct FrameProjectionTests {
    /// A coverflow carousel 390 wide with a layer overscanned 1.5× inside each item, scrolled so item 1 turns.
    private static let scene = Scene(viewport: Viewport(width: 390, height: 844), sections: [
        Section(id: "covers", kind: .carousel, clip: false, effects: [.coverflow(CoverflowEffect(angle: 60, depth: 200))],
                layers: [Layer(id: "art", overscan: Point(x: 1.5, y: 1), effects: [.coverflow(CoverflowEffect(angle: 20))])],
                itemSize: ItemSize(width: 200, height: 280), offset: 60, perspective: 420, count: 4),
    ])

    @Test("an item's projected quad is bounded by its visibleRect where it lies inside the viewport, and points agree with quads")
    func agreesWithTheFrame() throws {
        let frame = try frame(of: Self.scene)
        let section = frame.sections[0]
        let eye = FrameProjection(carousel: section, perspective: 420)
        var checked = 0
        for item in section.items where item.transform.rotateY != nil {
            let seen = eye.placing(item.frame, by: item.transform)
            let quad = seen.quad(of: Rect(x: 0, y: 0, width: item.frame.width, height: item.frame.height))
            let box = try #require(quad.boundingBox)
            // Inside the carousel and the viewport, nothing is cut: the visible rect is the quad's bounding box.
            if box.x >= 0, box.maxX <= 390, box.y >= section.frame.y, box.maxY <= section.frame.maxY {
                let visible = try #require(item.visibleRect)
                #expect(approximately(box.x, visible.x) && approximately(box.y, visible.y)
                        && approximately(box.width, visible.width) && approximately(box.height, visible.height), "\(box) vs \(visible)")
                checked += 1
            }
            // The quad's corners are the points' images, and a child layer composes its own turn on the item's.
            let corner = try #require(seen.point(Point(x: item.frame.width, y: item.frame.height)))
            #expect(quad.vertices.contains { approximately($0.x, corner.x) && approximately($0.y, corner.y) })
            let layer = item.layers[0]
            let art = seen.placing(layer.frame, by: layer.transform)
            #expect(art != seen && art.point(.zero) != nil)
        }
        #expect(checked >= 1)
    }

    @Test("a point at or behind the eye is not drawn; a quad keeps only its part in front")
    func behindTheEye() {
        let eye = FrameProjection(perspective: Perspective(origin: Point(x: 0, y: 0), distance: 100),
                                  placement: Transform3D.rotationY(degrees: 80))
        // Turned 80°, x = −200 comes 197 towards the viewer: behind an eye 100 in front.
        #expect(eye.point(Point(x: -200, y: 0)) == nil && eye.point(Point(x: 200, y: 0)) != nil)
        let quad = eye.quad(of: Rect(x: -200, y: -50, width: 400, height: 100))
        #expect(!quad.vertices.isEmpty && quad.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}
