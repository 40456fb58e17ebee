/// A `progress` map's `inset`, CSS `view-timeline-inset`: how far inside the container's leading (`start`) and
/// trailing (`end`) edges the visibility range begins and ends, in points; negative for an outset.
///
/// JSON: one number for both, or `{"start": a, "end": b}` (each default 0).
public struct ViewInset: Hashable, Sendable, Codable, WireField, WireUnion {
    /// The inset at the container's leading edge.
    public var start: Double
    /// The inset at the container's trailing edge.
    public var end: Double

    /// Creates an inset.
    public init(start: Double = 0, end: Double = 0) {
        self.start = start
        self.end = end
    }

    /// Reads a number (both edges) or an object `{start, end}`.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> ViewInset {
        if let both = try? reader.double() { return ViewInset(start: both, end: both) }
        return try reader.object { (members: inout Reader.Members) throws(Reader.Failure) in try readEdges(&members) }
    }

    /// The edges of an object; a missing edge is 0.
    @inlinable
    static func readEdges<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> ViewInset {
        var inset = ViewInset()
        try edges(of: &inset, &members)
        return inset
    }

    /// The two edges as members of an object.
    @inlinable
    static func edges<List: MemberList & ~Copyable>(of inset: inout ViewInset, _ list: inout List) throws(List.Failure) {
        try list.member("start", &inset.start)
        try list.member("end", &inset.end)
    }

    /// Writes an object `{start, end}`.
    @inlinable
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.object { (members: inout Writer) in
            var inset = self
            Self.edges(of: &inset, &members)
        }
    }
}
