/// An axis-aligned rectangle: origin at its top-left corner, non-negative size.
public struct Rect: Hashable, Sendable, Codable, WireRecord {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Empty until read.
    @inlinable
    public static var unread: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// A rect's members, all required, in byte order (rects are answered too).
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of rect: inout Rect, _ list: inout List) throws(List.Failure) {
        try list.required("height", &rect.height)
        try list.required("width", &rect.width)
        try list.required("x", &rect.x)
        try list.required("y", &rect.y)
    }

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// Creates a rectangle from its extents along `axis` (main) and the other axis (cross).
    public init(axis: Axis, main: Double, cross: Double, mainLength: Double, crossLength: Double) {
        if axis == .vertical {
            self.init(x: cross, y: main, width: crossLength, height: mainLength)
        } else {
            self.init(x: main, y: cross, width: mainLength, height: crossLength)
        }
    }

    /// The top-left corner.
    public var origin: Point { Point(x: x, y: y) }
    /// The width and height.
    public var size: Size {
        get { Size(width: width, height: height) }
        set { (width, height) = (newValue.width, newValue.height) }
    }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// The start edge along `axis`.
    public func min(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    /// The end edge along `axis`.
    public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
    /// The centre along `axis`.
    public func mid(_ axis: Axis) -> Double { axis == .horizontal ? x + width / 2 : y + height / 2 }
    /// The extent along `axis`.
    public func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// The four corners, clockwise from the top-left.
    public var corners: [Point] {
        [Point(x: x, y: y), Point(x: maxX, y: y), Point(x: maxX, y: maxY), Point(x: x, y: maxY)]
    }

    /// The same rectangle moved by `delta`.
    public func offsetBy(_ delta: Point) -> Rect {
        Rect(x: x + delta.x, y: y + delta.y, width: width, height: height)
    }

    /// The rectangle grown by `amount` at both ends along `axis`.
    public func grown(by amount: Double, along axis: Axis) -> Rect {
        axis == .horizontal
            ? Rect(x: x - amount, y: y, width: width + 2 * amount, height: height)
            : Rect(x: x, y: y - amount, width: width, height: height + 2 * amount)
    }

    /// Whether the two rectangles share a region of positive area.
    public func overlapsWithPositiveArea(_ other: Rect) -> Bool {
        Swift.min(maxX, other.maxX) > Swift.max(x, other.x)
            && Swift.min(maxY, other.maxY) > Swift.max(y, other.y)
    }
}

extension Rect {
    /// The common part of two rectangles, or nil when it has no positive area.
    public func intersection(_ other: Rect) -> Rect? {
        let (left, top) = (Swift.max(x, other.x), Swift.max(y, other.y))
        let (right, bottom) = (Swift.min(maxX, other.maxX), Swift.min(maxY, other.maxY))
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
