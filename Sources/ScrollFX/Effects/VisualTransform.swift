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
    /// The turn about the vertical axis through the anchor, in degrees (3-D effects only).
    var rotationY = 0.0
    /// The move towards the viewer (3-D effects only).
    var translationZ = 0.0
    /// Whether a 3-D effect touched the transform: its answer then carries `rotateY`, `translateZ` and `matrix3d`.
    var isThreeDimensional = false

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

    /// T(translation, translationZ)·T(A)·R(rotation)·S(scale)·RY(rotationY)·T(−A): the 2-D map with the turn about
    /// y applied first, as CSS draws `translate`, `rotate`, `scale` and then `transform: translateZ() rotateY()`.
    func matrix3D(for size: Size) -> Transform3D {
        let planar = AffineTransform.rotation(degrees: rotation).concatenating(.scale(x: scale.x, y: scale.y))
        let linear = Transform3D(planar).concatenating(.rotationY(degrees: rotationY))
        let (ax, ay) = (anchor.x * size.width, anchor.y * size.height)
        let moved = linear.apply(x: ax, y: ay, z: 0)
        var map = linear
        (map.tx, map.ty, map.tz) = (translation.x + (ax - moved.x), translation.y + (ay - moved.y), translationZ - moved.z)
        return map
    }
}
