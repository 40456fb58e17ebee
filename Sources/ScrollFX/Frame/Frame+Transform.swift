extension Frame {
    /// An element's visual transform, with the ready matrix that reproduces it.
    public struct Transform: Hashable, Sendable, Codable, WireRecord {
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
        /// The same map, kept as its six numbers (`matrix` in JSON): a frame builds no array per transform.
        public var affine: AffineTransform
        /// With a 3-D effect, the turn about the vertical axis through the anchor, in degrees; nil otherwise.
        public var rotateY: Double? { depth?.rotateY }
        /// With a 3-D effect, the move towards the viewer in points; nil otherwise.
        public var translateZ: Double? { depth?.translateZ }
        /// With a 3-D effect, the whole map as the 16 numbers of CSS `matrix3d()` (column by column):
        /// T(translate, translateZ)·T(A)·R(rotation)·S(scale)·RY(rotateY)·T(−A), without the carousel's perspective.
        public var matrix3d: [Double]? { depth?.map.cssMatrix }
        /// The 3-D part, kept by reference so that a flat transform stays small.
        @usableFromInline var depth: Depth?

        /// A transform's 3-D part.
        @usableFromInline
        final class Depth: Hashable, Sendable {
            @usableFromInline let rotateY: Double
            @usableFromInline let translateZ: Double
            @usableFromInline let map: Transform3D

            @usableFromInline
            init(rotateY: Double, translateZ: Double, map: Transform3D) {
                (self.rotateY, self.translateZ, self.map) = (rotateY, translateZ, map)
            }

            @usableFromInline
            static func == (lhs: Depth, rhs: Depth) -> Bool {
                (lhs.rotateY, lhs.translateZ, lhs.map) == (rhs.rotateY, rhs.translateZ, rhs.map)
            }

            @usableFromInline
            func hash(into hasher: inout Hasher) {
                hasher.combine(rotateY)
                hasher.combine(translateZ)
                hasher.combine(map)
            }
        }

        /// Creates a transform for an element of `size`, computing its matrix; `matrix` is `visual`'s own when the
        /// caller has it, used when no part of `visual` had to be bounded (zeros' signs aside, which the matrix's
        /// bounding drops too).
        init(_ visual: VisualTransform, size: Size, matrix: AffineTransform? = nil) {
            let (t, s) = (visual.translation, visual.scale)
            let map: AffineTransform
            if withinBounds(t.x, t.y, s.x, s.y, visual.rotation, visual.blur) {
                // What every ordinary frame takes: nothing to bound, only −0 to make 0.
                (translate, scale) = (Point(x: t.x + 0, y: t.y + 0), Point(x: s.x + 0, y: s.y + 0))
                (rotation, blur) = (visual.rotation + 0, visual.blur + 0)
                map = matrix ?? visual.matrix(for: size)
            } else {
                translate = Point(x: bounded(t.x), y: bounded(t.y))
                scale = Point(x: bounded(s.x), y: bounded(s.y))
                rotation = bounded(visual.rotation)
                blur = bounded(visual.blur)
                let unbounded = translate == t && scale == s && rotation == visual.rotation
                map = unbounded ? matrix ?? visual.matrix(for: size)
                    : VisualTransform(translation: translate, scale: scale, rotation: rotation, anchor: visual.anchor).matrix(for: size)
            }
            anchor = visual.anchor
            opacity = visual.opacity.isNaN ? 0 : min(max(visual.opacity, 0), 1)
            affine = withinBounds(map.a, map.b, map.c, map.d, map.e, map.f)
                ? AffineTransform(a: map.a + 0, b: map.b + 0, c: map.c + 0, d: map.d + 0, e: map.e + 0, f: map.f + 0)
                : AffineTransform(a: bounded(map.a), b: bounded(map.b), c: bounded(map.c), d: bounded(map.d),
                                  e: bounded(map.e), f: bounded(map.f))
            guard visual.isThreeDimensional else {
                depth = nil
                return
            }
            var parts = VisualTransform(translation: translate, scale: scale, rotation: rotation, anchor: anchor)
            (parts.rotationY, parts.translationZ) = (bounded(visual.rotationY), bounded(visual.translationZ))
            let m = parts.matrix3D(for: size)
            depth = Depth(rotateY: parts.rotationY, translateZ: parts.translationZ, map: Transform3D(
                xx: bounded(m.xx), xy: bounded(m.xy), xz: bounded(m.xz), yx: bounded(m.yx), yy: bounded(m.yy), yz: bounded(m.yz),
                zx: bounded(m.zx), zy: bounded(m.zy), zz: bounded(m.zz), tx: bounded(m.tx), ty: bounded(m.ty), tz: bounded(m.tz)))
        }

        /// The identity until read.
        public static var unread: Transform { Transform(VisualTransform(), size: Size(width: 0, height: 0)) }

        /// A transform's members: `matrix` its six numbers, the 3-D ones only with a 3-D effect.
        @inlinable @inline(__always)
        public static func members<List: MemberList & ~Copyable>(of transform: inout Transform, _ list: inout List) throws(List.Failure) {
            var depth = transform.depthMembers
            // Most elements are only moved: around the matrix, a flat translation's members are constants, which a
            // writer may keep and write again.
            let flat = transform.isTranslationAboutCentre
            let (head, tail): (StaticString?, StaticString?) = flat ? ("Transform: anchor, blur", "Transform: opacity to scale") : (nil, nil)
            if !list.replay(head) {
                let start = list.mark
                try list.required("anchor", &transform.anchor)
                try list.required("blur", &transform.blur)
                list.keep(head, since: start)
            }
            try list.required("matrix", &transform.affine)
            try list.member("matrix3d", &depth.matrix3d)
            if !list.replay(tail) {
                let start = list.mark
                try list.required("opacity", &transform.opacity)
                try list.member("rotateY", &depth.rotateY)
                try list.required("rotation", &transform.rotation)
                try list.required("scale", &transform.scale)
                list.keep(tail, since: start)
            }
            try list.required("translate", &transform.translate)
            try list.member("translateZ", &depth.translateZ)
            transform.depthMembers = depth
        }

        /// The 3-D members, each nil for a flat transform; a `matrix3d` read without `rotateY` or `translateZ` takes 0.
        @usableFromInline
        struct DepthMembers {
            @usableFromInline var matrix3d: Transform3D?
            @usableFromInline var rotateY: Double?
            @usableFromInline var translateZ: Double?

            @inlinable
            init(matrix3d: Transform3D?, rotateY: Double?, translateZ: Double?) {
                (self.matrix3d, self.rotateY, self.translateZ) = (matrix3d, rotateY, translateZ)
            }
        }

        /// Whether this is a flat translation anchored at the centre, neither blurred nor faded: every number but the
        /// translation's and the matrix's last two exactly 0, 0.5 or 1, none of them −0 (compared by bit pattern).
        @inlinable
        var isTranslationAboutCentre: Bool {
            let (half, one, zero) = ((0.5 as Double).bitPattern, (1 as Double).bitPattern, (0 as Double).bitPattern)
            return depth == nil && anchor.x.bitPattern == half && anchor.y.bitPattern == half
                && affine.a.bitPattern == one && affine.d.bitPattern == one && scale.x.bitPattern == one && scale.y.bitPattern == one
                && opacity.bitPattern == one && affine.b.bitPattern == zero && affine.c.bitPattern == zero
                && rotation.bitPattern == zero && blur.bitPattern == zero
        }

        /// ``depth`` as its members; setting them keeps an equal depth as it is.
        @inlinable
        var depthMembers: DepthMembers {
            get { DepthMembers(matrix3d: depth?.map, rotateY: depth?.rotateY, translateZ: depth?.translateZ) }
            set {
                guard let map = newValue.matrix3d else { return depth = nil }
                let (rotateY, translateZ) = (newValue.rotateY ?? 0, newValue.translateZ ?? 0)
                if let depth, depth.map == map, depth.rotateY == rotateY, depth.translateZ == translateZ { return }
                depth = Depth(rotateY: rotateY, translateZ: translateZ, map: map)
            }
        }

        /// The parts this transform was made from.
        var visual: VisualTransform {
            VisualTransform(translation: translate, scale: scale, rotation: rotation, anchor: anchor, opacity: opacity, blur: blur,
                            rotationY: rotateY ?? 0, translationZ: translateZ ?? 0, isThreeDimensional: depth != nil)
        }
    }
}

/// `value` limited to ±1e15 with NaN as 0, and −0 as 0: what validated inputs can blow up to
/// (a steep keyframe slope, many scales multiplied) never reaches the JSON as infinity or NaN.
private func bounded(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -1e15), 1e15) + 0
}

/// Whether ``bounded(_:)`` leaves all six values as they are (zeros' signs aside): their magnitudes' sum is within
/// 1e15, which a NaN's never is. A cheap test for the ordinary case, not an exact one.
private func withinBounds(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) -> Bool {
    abs(a) + abs(b) + abs(c) + abs(d) + abs(e) + abs(f) <= 1e15
}

extension Frame.Item {
    /// Whether the item or any of its layers is turned in 3-D (carries `rotateY`, `translateZ` and `matrix3d`).
    public var isTurnedInThreeDimensions: Bool {
        transform.rotateY != nil || layers.contains(where: \.isTurnedInThreeDimensions)
    }
}

extension Frame.Layer {
    /// Whether the layer or any layer under it is turned in 3-D.
    public var isTurnedInThreeDimensions: Bool {
        transform.rotateY != nil || layers.contains(where: \.isTurnedInThreeDimensions)
    }
}
