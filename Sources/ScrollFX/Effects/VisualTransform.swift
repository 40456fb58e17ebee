/// The visual transform of one element, as its effects accumulate it.
///
/// Translations and rotations add, scales and opacities multiply, blurs add.
struct VisualTransform: Hashable, Sendable {
    var translation = Point.zero
    var scale = Point(x: 1, y: 1)
    var rotation = 0.0
    var anchor = Point(x: 0.5, y: 0.5)
    var opacity = 1.0
    var blur = 0.0

    /// The transform with every motion dropped: only opacity (and the anchor) remain.
    var reducedMotion: VisualTransform {
        VisualTransform(anchor: anchor, opacity: opacity)
    }

    /// T(translation)·T(A)·R(rotation)·S(scale)·T(−A), with A = anchor × size.
    func matrix(for size: Size) -> AffineTransform {
        let linear = AffineTransform.rotation(degrees: rotation).concatenating(.scale(x: scale.x, y: scale.y))
        let anchorPoint = Point(x: anchor.x * size.width, y: anchor.y * size.height)
        let movedAnchor = linear.apply(to: anchorPoint)
        // Closed form, grouped so that without rotation or scale e and f equal the translation exactly.
        return AffineTransform(
            a: linear.a, b: linear.b, c: linear.c, d: linear.d,
            e: translation.x + (anchorPoint.x - movedAnchor.x),
            f: translation.y + (anchorPoint.y - movedAnchor.y)
        )
    }
}
