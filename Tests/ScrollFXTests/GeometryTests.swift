@testable import ScrollFX
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("affine transforms and convex clipping")
struct GeometryTests {
    @Test("the matrix maps an element's corners where translate, scale, rotation and anchor say",
          arguments: [(0.0, 1.0, 1.0), (90, 1, 1), (30, 2, 0.5), (-45, 0.8, 1.3)])
    func matrixMatchesParts(rotation: Double, scaleX: Double, scaleY: Double) {
        let size = Size(width: 200, height: 100)
        let visual = VisualTransform(translation: Point(x: 7, y: -3), scale: Point(x: scaleX, y: scaleY),
                                     rotation: rotation, anchor: Point(x: 0.25, y: 1))
        let matrix = visual.matrix(for: size)
        // The anchor point stays put apart from the translation.
        let anchor = Point(x: 50, y: 100)
        #expect(approximately(matrix.apply(to: anchor), anchor + Point(x: 7, y: -3)))
        // Every corner: scale about the anchor, rotate clockwise, translate.
        let radians = rotation * .pi / 180
        for corner in Rect(origin: .zero, size: size).corners {
            let scaled = Point(x: (corner.x - anchor.x) * scaleX, y: (corner.y - anchor.y) * scaleY)
            let rotated = Point(x: scaled.x * cos(radians) - scaled.y * sin(radians), y: scaled.x * sin(radians) + scaled.y * cos(radians))
            #expect(approximately(matrix.apply(to: corner), rotated + anchor + Point(x: 7, y: -3)))
        }
    }

    @Test("a 90° rotation turns +x into +y (clockwise on a y-down screen)")
    func rotationIsClockwise() {
        #expect(approximately(AffineTransform.rotation(degrees: 90).apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1)))
    }

    @Test("inverting undoes the transform; a flattened transform has no inverse")
    func inversion() throws {
        let transform = AffineTransform.translation(Point(x: 3, y: 4)).concatenating(.rotation(degrees: 33)).concatenating(.scale(x: 2, y: 0.5))
        let inverse = try #require(transform.inverted)
        #expect(approximately(inverse.apply(to: transform.apply(to: Point(x: -11, y: 17))), Point(x: -11, y: 17)))
        #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
    }

    @Test("clipping a square rotated 45° to its unrotated self leaves the regular octagon")
    func clipOctagon() {
        let square = Rect(x: -1, y: -1, width: 2, height: 2)
        let rotated = ConvexPolygon(square, transformedBy: .rotation(degrees: 45))
        let octagon = rotated.clipped(to: ConvexPolygon(square))
        #expect(octagon.vertices.count == 8)
        #expect(approximately(octagon.area, 8 * (2.0.squareRoot() - 1)))
        #expect(approximately(octagon.boundingBox, square))
    }

    @Test("disjoint polygons clip to nothing; either winding of the clip works")
    func clipEdgeCases() {
        let a = ConvexPolygon(Rect(x: 0, y: 0, width: 1, height: 1))
        let b = ConvexPolygon(Rect(x: 2, y: 0, width: 1, height: 1))
        #expect(a.clipped(to: b).area == 0)
        let reversed = ConvexPolygon(vertices: Rect(x: 0.5, y: 0, width: 1, height: 1).corners.reversed())
        #expect(approximately(a.clipped(to: reversed).area, 0.5))
    }

    @Test("approximate equality sees a difference deep inside a frame, and forgives rounding")
    func approximateEquality() throws {
        let a = try frame(of: parallaxCards(offset: 120))
        var b = a
        b.sections[0].items[1].layers[0].layers[0].transform.translate.y += 1e-3
        #expect(!approximatelyEqual(a, b))
        b = a
        b.sections[0].items[1].layers[0].layers[0].transform.translate.y *= 1 + 1e-12
        #expect(approximatelyEqual(a, b))
        b.sections[0].items[0].id = "renamed"
        #expect(!approximatelyEqual(a, b))
    }
}
