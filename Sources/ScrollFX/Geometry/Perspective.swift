/// The eye of a 3-D carousel: `distance` in front of the point `origin` of viewport space, looking at it.
///
/// A point (x, y, z) of viewport space, z towards the eye, is seen at origin + (p − origin)·d / (d − z), as CSS
/// `perspective: d` with `perspective-origin` at `origin` draws it.
struct Perspective: Hashable, Sendable {
    var origin: Point
    var distance: Double

    /// The plane map that draws the plane z = 0 of an element's own coordinates, placed by `transform` in viewport
    /// space, as the eye sees it.
    func homography(of transform: Transform3D) -> Homography {
        // x' = X − ox·Z/d, y' = Y − oy·Z/d, w = 1 − Z/d, with (X, Y, Z) = transform(x, y, 0): w is 1 on the plane
        // z = 0 and 0 on the eye's own plane. Validation keeps d > 0.
        let (k, o, m) = (1 / distance, origin, transform)
        return Homography(
            m00: m.xx - o.x * m.xz * k, m01: m.yx - o.x * m.yz * k, m02: m.tx - o.x * m.tz * k,
            m10: m.xy - o.y * m.xz * k, m11: m.yy - o.y * m.yz * k, m12: m.ty - o.y * m.tz * k,
            m20: -m.xz * k, m21: -m.yz * k, m22: 1 - m.tz * k
        )
    }
}
