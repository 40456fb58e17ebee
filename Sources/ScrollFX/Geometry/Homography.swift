/// A projective map of the plane: (x, y) ↦ (m00·x + m01·y + m02, m10·x + m11·y + m12) / (m20·x + m21·y + m22).
///
/// What a plane turned in 3-D looks like through a ``Perspective``. Points where the divisor w is not positive are
/// behind the eye: they are cut away before dividing, as a browser does.
struct Homography: Hashable, Sendable {
    var m00, m01, m02: Double
    var m10, m11, m12: Double
    var m20, m21, m22: Double

    /// The least divisor a drawn point may have, for a map from ``Perspective`` (where w is 1 on the plane the eye
    /// looks at and 0 on its own): a point nearer the eye would be drawn a million times larger or more.
    static let nearest = 1e-6

    /// The divisor at `point`.
    func divisor(at point: Point) -> Double { m20 * point.x + m21 * point.y + m22 }

    /// The image of `point`, whose divisor the caller knows to be positive.
    func apply(to point: Point) -> Point {
        let w = divisor(at: point)
        return Point(x: (m00 * point.x + m01 * point.y + m02) / w, y: (m10 * point.x + m11 * point.y + m12) / w)
    }

    /// The image of `polygon`'s part in front of the eye.
    func image(of polygon: ConvexPolygon) -> ConvexPolygon {
        let front = polygon.clipped { divisor(at: $0) - Self.nearest }
        return ConvexPolygon(vertices: front.vertices.map(apply(to:)))
    }

    /// The image of a polygon all of whose points are in front of the eye (what an image was clipped to).
    func mapping(_ polygon: ConvexPolygon) -> ConvexPolygon {
        ConvexPolygon(vertices: polygon.vertices.map(apply(to:)))
    }

    /// The image of `rect`'s part in front of the eye: an element's projected quad.
    func quad(of rect: Rect) -> ConvexPolygon {
        image(of: ConvexPolygon(rect))
    }

    /// The part of `polygon`, in this map's domain, drawn in front of the eye and inside `region`, a convex polygon of
    /// the image. A point p is drawn inside an edge's half-plane a·x′ + b·y′ + c ≥ 0 exactly when a·X + b·Y + c·w ≥ 0,
    /// (X, Y, w) its homogeneous image with w > 0: affine in p, so each edge pulled back is a half-plane of the domain,
    /// and the eye's side (w at least ``nearest``) is one more. Mapping the region itself back instead would take the
    /// part of it beyond the plane's horizon to points behind the eye.
    func preimage(of region: ConvexPolygon, within polygon: ConvexPolygon) -> ConvexPolygon {
        let corners = region.vertices
        guard corners.count >= 3 else { return ConvexPolygon(vertices: []) }
        let orientation: Double = region.signedDoubleArea >= 0 ? 1 : -1
        var part = polygon.clipped { divisor(at: $0) - Self.nearest }
        for index in corners.indices where !part.vertices.isEmpty {
            let (start, end) = (corners[index], corners[(index + 1) % corners.count])
            part = part.clipped { p in
                let w = divisor(at: p)
                let x = m00 * p.x + m01 * p.y + m02 - start.x * w, y = m10 * p.x + m11 * p.y + m12 - start.y * w
                return orientation * ((end.x - start.x) * y - (end.y - start.y) * x)
            }
        }
        return part
    }

    /// The inverse map, or nil when the plane is seen edge-on (determinant too close to 0).
    var inverted: Homography? {
        let c00 = m11 * m22 - m12 * m21, c01 = m02 * m21 - m01 * m22, c02 = m01 * m12 - m02 * m11
        let c10 = m12 * m20 - m10 * m22, c11 = m00 * m22 - m02 * m20, c12 = m02 * m10 - m00 * m12
        let c20 = m10 * m21 - m11 * m20, c21 = m01 * m20 - m00 * m21, c22 = m00 * m11 - m01 * m10
        let det = m00 * c00 + m01 * c10 + m02 * c20
        // Guarded denominator: a plane seen edge-on has no area to map back.
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        // The adjugate over det: a point seen with divisor w > 0 maps back with divisor 1/w, also positive.
        let scale = 1 / det
        return Homography(m00: c00 * scale, m01: c01 * scale, m02: c02 * scale,
                          m10: c10 * scale, m11: c11 * scale, m12: c12 * scale,
                          m20: c20 * scale, m21: c21 * scale, m22: c22 * scale)
    }
}
