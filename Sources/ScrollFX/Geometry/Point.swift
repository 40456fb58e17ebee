/// A point or a 2D vector in points; y grows downward.
public struct Point: Hashable, Sendable, Codable, WireRecord {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin until read.
    @inlinable
    public static var unread: Point { .zero }

    /// A point's members, both required.
    @inlinable @inline(__always)
    public static func members<List: MemberList & ~Copyable>(of point: inout Point, _ list: inout List) throws(List.Failure) {
        try list.required("x", &point.x)
        try list.required("y", &point.y)
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// The component-wise sum.
    public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// The component-wise difference.
    public static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
}
