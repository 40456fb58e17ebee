/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable, WireRecord {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Empty until read.
    @inlinable
    public static var unread: Size { Size(width: 0, height: 0) }

    /// A size's members, both required, in byte order.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of size: inout Size, _ list: inout List) throws(List.Failure) {
        try list.required("height", &size.height)
        try list.required("width", &size.width)
    }

    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
