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
        public var matrix: [Double] { affine.coefficients }
        /// The same map, kept as its six numbers: a frame builds no array per transform.
        public let affine: AffineTransform

        /// Creates a transform for an element of `size`, computing its matrix.
        init(_ visual: VisualTransform, size: Size) {
            translate = Point(x: bounded(visual.translation.x), y: bounded(visual.translation.y))
            scale = Point(x: bounded(visual.scale.x), y: bounded(visual.scale.y))
            rotation = bounded(visual.rotation)
            anchor = visual.anchor
            opacity = visual.opacity.isNaN ? 0 : min(max(visual.opacity, 0), 1)
            blur = bounded(visual.blur)
            let map = VisualTransform(translation: translate, scale: scale, rotation: rotation, anchor: anchor).matrix(for: size)
            affine = AffineTransform(a: bounded(map.a), b: bounded(map.b), c: bounded(map.c), d: bounded(map.d),
                                     e: bounded(map.e), f: bounded(map.f))
        }

        private enum CodingKeys: String, CodingKey { case translate, scale, rotation, anchor, opacity, blur, matrix }

        /// Decodes a transform; `matrix` must hold six numbers.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            translate = try container.decode(Point.self, forKey: .translate)
            scale = try container.decode(Point.self, forKey: .scale)
            rotation = try container.decode(Double.self, forKey: .rotation)
            anchor = try container.decode(Point.self, forKey: .anchor)
            opacity = try container.decode(Double.self, forKey: .opacity)
            blur = try container.decode(Double.self, forKey: .blur)
            let matrix = try container.decode([Double].self, forKey: .matrix)
            guard matrix.count == 6 else {
                throw DecodingError.dataCorruptedError(forKey: .matrix, in: container, debugDescription: "a matrix has six numbers")
            }
            affine = AffineTransform(a: matrix[0], b: matrix[1], c: matrix[2], d: matrix[3], e: matrix[4], f: matrix[5])
        }

        /// Encodes every field, `matrix` as its six numbers.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(translate, forKey: .translate)
            try container.encode(scale, forKey: .scale)
            try container.encode(rotation, forKey: .rotation)
            try container.encode(anchor, forKey: .anchor)
            try container.encode(opacity, forKey: .opacity)
            try container.encode(blur, forKey: .blur)
            try container.encode(matrix, forKey: .matrix)
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
