/// The answer of `POST /v1/locate`: `offset` and `clamped` for an alignment, `ranges` for a fraction.
public struct LocateResult: Hashable, Sendable, Codable, WireRecord {
    /// The container offset at which the item sits as asked (unclamped: it may lie past either end).
    public var offset: Double?
    /// `offset` clamped to [0, maxOffset]: where the container can rest.
    public var clamped: Double?
    /// The closed ranges [from, to] of offsets at which at least `fraction` of the item's length is inside the
    /// container's visible area; empty when no offset shows that much.
    public var ranges: [[Double]]?

    /// Nothing until read.
    public static var unread: LocateResult { LocateResult() }

    /// A locate answer's members, each only when asked for.
    public static func members<List: MemberList & ~Copyable>(of answer: inout LocateResult, _ list: inout List) throws(List.Failure) {
        try list.member("clamped", &answer.clamped)
        try list.member("offset", &answer.offset)
        try list.member("ranges", &answer.ranges)
    }
}
