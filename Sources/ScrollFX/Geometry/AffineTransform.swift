import RealModule

/// A 2D affine map in CSS `matrix(a, b, c, d, e, f)` order:
/// x' = a·x + c·y + e, y' = b·x + d·y + f.
public struct AffineTransform: Hashable, Sendable, WireUnion {
    /// Scales x into x'.
    public var a: Double
    /// Carries x into y'.
    public var b: Double
    /// Carries y into x'.
    public var c: Double
    /// Scales y into y'.
    public var d: Double
    /// Moves x'.
    public var e: Double
    /// Moves y'.
    public var f: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// Reads the six coefficients, `[a, b, c, d, e, f]`.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> AffineTransform {
        let m = try reader.elements { (value: Reader) throws(Reader.Failure) in try value.double() }
        guard m.count == 6 else { throw reader.invalid("a matrix has six numbers") }
        return AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5])
    }

    /// Writes the six coefficients, `[a, b, c, d, e, f]`.
    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.array { (numbers: inout Writer) in
            numbers.double(a)
            numbers.double(b)
            numbers.double(c)
            numbers.double(d)
            numbers.double(e)
            numbers.double(f)
        }
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// A translation by `delta`.
    public static func translation(_ delta: Point) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: delta.x, f: delta.y)
    }

    /// A scale about the origin.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    /// A rotation about the origin by `degrees`, clockwise on a y-down screen.
    public static func rotation(degrees: Double) -> AffineTransform {
        let radians = degrees * .pi / 180
        // No rotation (most elements) needs no cosine: cos ±0 = 1 and sin ±0 = ±0 exactly.
        let (cosine, sine) = radians == 0 ? (1, radians) : (Double.cos(radians), Double.sin(radians))
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, e: 0, f: 0)
    }

    /// `self` applied after `other`: (self · other)(p) = self(other(p)).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + c * other.b,
            b: b * other.a + d * other.b,
            c: a * other.c + c * other.d,
            d: b * other.c + d * other.d,
            e: a * other.e + c * other.f + e,
            f: b * other.e + d * other.f + f
        )
    }

    /// The image of `point`.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
    }

    /// Whether the map neither rotates nor skews: axis-aligned rectangles stay axis-aligned.
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The determinant of the linear part; 0 when the map flattens the plane.
    public var determinant: Double { a * d - b * c }

    /// The inverse map, or nil when the determinant is too close to 0 to divide by.
    public var inverted: AffineTransform? {
        let det = determinant
        // Guarded denominator: a flattened element has no area to map back.
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            e: (c * f - d * e) / det, f: (b * e - a * f) / det
        )
    }

    /// The six coefficients in CSS order.
    public var coefficients: [Double] { [a, b, c, d, e, f] }
}
