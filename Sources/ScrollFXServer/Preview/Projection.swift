import ScrollFX

/// How a preview draws an element turned in 3-D: its whole map to viewport space as the 16 numbers of CSS
/// `matrix3d()` (column by column), seen through its carousel's perspective.
struct Projection {
    /// The carousel's eye: `distance` in front of its centre (x, y).
    struct Eye {
        var x, y, distance: Double
    }

    let eye: Eye
    /// The map from the element's coordinates to viewport space, before the perspective.
    var matrix: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// The map of a child placed at `frame`'s origin and then by `transform` (its `matrix3d`, or its flat `matrix`).
    func placing(_ frame: Rect, _ transform: Frame.Transform) -> Projection {
        let m = transform.matrix
        let own = transform.matrix3d ?? [m[0], m[1], 0, 0, m[2], m[3], 0, 0, 0, 0, 1, 0, m[4], m[5], 0, 1]
        let moved = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, frame.x, frame.y, 0, 1]
        return Projection(eye: eye, matrix: Self.product(Self.product(matrix, moved), own))
    }

    /// Where the element's point (x, y) is seen, or nil when it lies at or behind the eye.
    func point(x: Double, y: Double) -> Point? {
        let (px, py, pz) = (matrix[0] * x + matrix[4] * y + matrix[12], matrix[1] * x + matrix[5] * y + matrix[13],
                            matrix[2] * x + matrix[6] * y + matrix[14])
        // Guarded denominator: the eye sits `distance` in front of the carousel; nothing at or behind it is drawn.
        let w = 1 - pz / eye.distance
        guard w > 1e-6 else { return nil }
        return Point(x: eye.x + (px - eye.x) / w, y: eye.y + (py - eye.y) / w)
    }

    /// The SVG `points` of `rect`'s corners as seen (those at or behind the eye left out).
    func points(of rect: Rect, _ svg: SVGText) -> String {
        [(rect.x, rect.y), (rect.maxX, rect.y), (rect.maxX, rect.maxY), (rect.x, rect.maxY)]
            .compactMap { point(x: $0.0, y: $0.1) }
            .map { "\(svg.number($0.x)),\(svg.number($0.y))" }.joined(separator: " ")
    }

    /// a·b of two 4×4 matrices given column by column.
    private static func product(_ a: [Double], _ b: [Double]) -> [Double] {
        (0..<16).map { index in
            let (column, row) = (index / 4, index % 4)
            return (0..<4).reduce(0) { $0 + a[$1 * 4 + row] * b[column * 4 + $1] }
        }
    }
}
