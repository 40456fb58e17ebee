@testable import ScrollFX

/// A 4 × 4 map in CSS `matrix3d()` order (column by column).
typealias Matrix3D = [Double]

private func lifted(_ m: [Double]) -> Matrix3D { [m[0], m[1], 0, 0, m[2], m[3], 0, 0, 0, 0, 1, 0, m[4], m[5], 0, 1] }

private func product(_ a: Matrix3D, _ b: Matrix3D) -> Matrix3D {
    (0..<16).map { index in
        let (column, row) = index.quotientAndRemainder(dividingBy: 4)
        return (0..<4).reduce(0) { $0 + a[$1 * 4 + row] * b[column * 4 + $1] }
    }
}

/// Every element of a frame with its transform, size and on-screen map: its ancestors' maps, its frame's origin and
/// its `matrix3d` (or its flat `matrix`), seen through its carousel's perspective.
struct PlacedElement {
    var transform: Frame.Transform
    var size: Size
    var map: Matrix3D
    /// The eye: the carousel's centre and `perspective`, or nil outside a carousel.
    var eye: (origin: Point, distance: Double)?

    /// Where the element's point `point` shows in the viewport, or nil at or behind the eye's plane.
    func onScreen(_ point: Point) -> Point? {
        let x = map[0] * point.x + map[4] * point.y + map[12]
        let y = map[1] * point.x + map[5] * point.y + map[13]
        let z = map[2] * point.x + map[6] * point.y + map[14]
        guard let eye else { return Point(x: x, y: y) }
        guard eye.distance - z > 1 else { return nil }
        let scale = eye.distance / (eye.distance - z)
        return Point(x: eye.origin.x + (x - eye.origin.x) * scale, y: eye.origin.y + (y - eye.origin.y) * scale)
    }
}

/// Every item and layer of `frame`, a frame of `scene`, depth first.
func placedElements(_ frame: Frame, of scene: Scene) -> [PlacedElement] {
    var result: [PlacedElement] = []
    func place(_ origin: Point, _ transform: Frame.Transform, size: Size, parent: Matrix3D, eye: (Point, Double)?) -> Matrix3D {
        let map = product(product(parent, lifted([1, 0, 0, 1, origin.x, origin.y])), transform.matrix3d ?? lifted(transform.matrix))
        result.append(PlacedElement(transform: transform, size: size, map: map, eye: eye))
        return map
    }
    func visit(_ layer: Frame.Layer, parent: Matrix3D, eye: (Point, Double)?) {
        let map = place(layer.frame.origin, layer.transform, size: layer.frame.size, parent: parent, eye: eye)
        layer.layers.forEach { visit($0, parent: map, eye: eye) }
    }
    for (section, spec) in zip(frame.sections, scene.sections) {
        let eye = section.kind == .carousel ? (Point(x: section.frame.mid(.horizontal), y: section.frame.mid(.vertical)), spec.perspective) : nil
        for item in section.items {
            let map = place(item.frame.origin, item.transform, size: item.frame.size, parent: lifted([1, 0, 0, 1, 0, 0]), eye: eye)
            item.layers.forEach { visit($0, parent: map, eye: eye) }
        }
    }
    return result
}
