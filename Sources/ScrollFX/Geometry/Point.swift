/// A point or a 2D vector in points; y grows downward.
public struct Point: Hashable, Sendable, Codable, WireObject {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Reads a point: both coordinates are required.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> Point {
        Point(x: try members.require("x", as: Double.self), y: try members.require("y", as: Double.self))
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
