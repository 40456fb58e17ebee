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
            translate = Point(x: visual.translation.x + 0, y: visual.translation.y + 0)
            scale = visual.scale
            rotation = visual.rotation + 0
            anchor = visual.anchor
            opacity = min(max(visual.opacity, 0), 1)
            blur = visual.blur + 0
            // `+ 0` turns −0 into 0, so no "-0" reaches the JSON.
            matrix = visual.matrix(for: size).coefficients.map { $0 + 0 }
        }

        /// The parts this transform was made from.
        var visual: VisualTransform {
            VisualTransform(translation: translate, scale: scale, rotation: rotation, anchor: anchor, opacity: opacity, blur: blur)
        }
    }
}
