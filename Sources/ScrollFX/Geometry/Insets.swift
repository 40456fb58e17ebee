/// Distances inward from the four edges; leading and trailing are logical sides.
///
/// Decodes from a number (all four sides) or from an object whose missing sides are 0.
public struct Insets: Hashable, Sendable, Codable, WireField, WireUnion {
    /// From the top edge.
    public var top: Double
    /// From the leading edge (left in left-to-right layouts).
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge (right in left-to-right layouts).
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset at all.
    public static let zero = Insets()

    /// Reads a number (all sides) or an object of sides.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Insets {
        if let all = try? reader.double() { return Insets(all: all) }
        return try reader.object { (members: inout Reader.Members) throws(Reader.Failure) in try readSides(&members) }
    }

    /// The sides of an object; a missing side is 0.
    @inlinable
    static func readSides<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> Insets {
        var insets = Insets()
        try sides(of: &insets, &members)
        return insets
    }

    /// The four sides as members of an object.
    @inlinable
    static func sides<List: MemberList & ~Copyable>(of insets: inout Insets, _ list: inout List) throws(List.Failure) {
        try list.member("top", &insets.top)
        try list.member("leading", &insets.leading)
        try list.member("bottom", &insets.bottom)
        try list.member("trailing", &insets.trailing)
    }

    /// Writes an object of the four sides.
    @inlinable
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.object { (members: inout Writer) in
            var insets = self
            Self.sides(of: &insets, &members)
        }
    }

    /// The inset at the start of `axis` (top or leading).
    public func start(_ axis: Axis) -> Double { axis == .vertical ? top : leading }
    /// The inset at the end of `axis` (bottom or trailing).
    public func end(_ axis: Axis) -> Double { axis == .vertical ? bottom : trailing }
    /// Both insets along `axis`.
    public func total(_ axis: Axis) -> Double { start(axis) + end(axis) }
}
