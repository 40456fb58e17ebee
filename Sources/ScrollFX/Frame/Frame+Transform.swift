extension Frame {
    /// An element's visual transform, with the ready matrix that reproduces it.
    public struct Transform: Hashable, Sendable, Codable {
        /// The translation in points.
        public var translate: Point
        /// The scale factors along x and y.
        public var scale: Point
        /// The rotation in degrees, clockwise on screen.
        public var rotation: Double
        /// The point scaled and rotated about, as fractions of the element's size.
        public var anchor: Point
        /// The element's own opacity, 0...1.
        public var opacity: Double
        /// The blur radius in points.
        public var blur: Double
        /// [a, b, c, d, e, f] of T(translate)·T(A)·R(rotation)·S(scale)·T(−A), A = anchor × size,
        /// to apply with the transform origin at the element's top-left corner.
        public var matrix: [Double]

        /// Creates a transform for an element of `size`, computing its matrix.
        init(_ visual: VisualTransform, size: Size) {
            translate = Point(x: bounded(visual.translation.x), y: bounded(visual.translation.y))
            scale = Point(x: bounded(visual.scale.x), y: bounded(visual.scale.y))
            rotation = bounded(visual.rotation)
            anchor = visual.anchor
            opacity = visual.opacity.isNaN ? 0 : min(max(visual.opacity, 0), 1)
            blur = bounded(visual.blur)
            matrix = VisualTransform(translation: translate, scale: scale, rotation: rotation, anchor: anchor)
                .matrix(for: size).coefficients.map(bounded)
        }

        /// The parts this transform was made from.
        var visual: VisualTransform {
            VisualTransform(translation: translate, scale: scale, rotation: rotation, anchor: anchor, opacity: opacity, blur: blur)
        }
    }
}

/// `value` limited to ±1e15 with NaN as 0, and −0 as 0: what validated inputs can blow up to
/// (a steep keyframe slope, many scales multiplied) never reaches the JSON as infinity or NaN.
private func bounded(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -1e15), 1e15) + 0
}
