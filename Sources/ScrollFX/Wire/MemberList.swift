/// The members of one object as a ``WireRecord`` lists them, once, in ``WireRecord/members(of:_:)``: a reader sets
/// each from the request, a writer writes each.
///
/// Every ``MemberReader`` is one (reading `required` members with `require`, the others with `read`); every
/// ``ValueWriter`` is another.
///
/// A member whose value is optional but always written (`null` when absent) is `required`: its type is the
/// `Optional`, which reads and writes `null` itself.
public protocol MemberList: ~Copyable {
    /// Why a listing stopped: a reader's failure; `Never` for a writer.
    associatedtype Failure: Error

    /// Member `name`, which must be present.
    mutating func required<Value: WireField>(_ name: StaticString, _ value: inout Value) throws(Failure)
    /// Member `name`, which keeps its default when absent or `null`.
    mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value) throws(Failure)
    /// Member `name`, nil when absent or `null`.
    mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value?) throws(Failure)
    /// Member `name`, which keeps its default when absent: scroll state (the scene's `offset`), read like any member
    /// but left out of a scene's canonical form.
    mutating func state<Value: WireField>(_ name: StaticString, _ value: inout Value) throws(Failure)
    /// Member `name`, nil when absent or `null`: optional scroll state (the scene's `previous`), left out of a scene's
    /// canonical form and written only when present.
    mutating func state<Value: WireField>(_ name: StaticString, _ value: inout Value?) throws(Failure)
    /// Writes again the members kept under `key` (``keep(_:since:)``), which are the same, byte for byte, every time
    /// they are listed under it (a flat transform's anchor and blur): false, with nothing written, when none are kept,
    /// and always for a reader, which then reads them.
    mutating func replay(_ key: StaticString?) -> Bool
    /// Where the listing is, for ``keep(_:since:)``.
    var mark: Int { get }
    /// Keeps the members listed since `mark` under `key`, to ``replay(_:)`` them; nothing without a key.
    mutating func keep(_ key: StaticString?, since mark: Int)
}

extension MemberList where Self: ~Copyable {
    /// Nothing is kept.
    @inlinable
    public mutating func replay(_ key: StaticString?) -> Bool { false }

    @inlinable
    public var mark: Int { 0 }

    @inlinable
    public mutating func keep(_ key: StaticString?, since mark: Int) {}
}

/// A value that can be read and written.
public typealias WireField = WireValue & WireWritable

/// An object whose members are listed once, for every reader and writer, in ``members(of:_:)``.
///
/// `read(_:)` (and so `init(from:)`), `write(to:)` and `encode(to:)` come with the conformance.
public protocol WireRecord: WireObject, WireWritable, Encodable {
    /// The value a reading starts from: every member at its default, required ones at a placeholder until read.
    static var unread: Self { get }
    /// Lists the members of `value` to `list`, each by name, in the contract's order (so the first bad one is the one
    /// a reader reports); an answer's (and a type's that answers carry), in the byte order of their names, the order
    /// in which sorted-key JSON writes them. A writer leaves `value` as it is.
    static func members<List: MemberList & ~Copyable>(of value: inout Self, _ list: inout List) throws(List.Failure)
}

extension WireRecord {
    /// Reads the members into ``unread``.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> Self {
        var value = unread
        try Self.members(of: &value, &members)
        return value
    }

    /// Writes an object of the listed members.
    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.object { (members: inout Writer) in
            var value = self
            Self.members(of: &value, &members)
        }
    }

    /// Writes an object of the members of this value, listed where it lies.
    @inlinable @inline(__always)
    public mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.object { (members: inout Writer) in Self.members(of: &self, &members) }
    }

    /// The name, then an object of the members of this value, listed where it lies.
    @inlinable @inline(__always)
    public mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer) {
        writer.name(name)
        writeInPlace(to: &writer)
    }

    /// Encodes the listed members.
    public func encode(to encoder: any Encoder) throws {
        try WireEncoding.encode(self, to: encoder)
    }
}

extension MemberReader {
    @inlinable
    public mutating func required<Value: WireField>(_ name: StaticString, _ value: inout Value) throws(Failure) {
        value = try require(name, as: Value.self)
    }

    @inlinable
    public mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value) throws(Failure) {
        try read(name, into: &value)
    }

    @inlinable
    public mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value?) throws(Failure) {
        try read(name, into: &value)
    }

    @inlinable
    public mutating func state<Value: WireField>(_ name: StaticString, _ value: inout Value) throws(Failure) {
        try read(name, into: &value)
    }

    @inlinable
    public mutating func state<Value: WireField>(_ name: StaticString, _ value: inout Value?) throws(Failure) {
        try read(name, into: &value)
    }
}
