/// A value a request carries, described once for every reader: `init(from:)` and a server's own fast reader
/// both follow ``read(from:)``.
public protocol WireValue: Decodable {
    /// Reads the value from `reader`.
    static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Self
}

/// A value carried as an object whose members are listed once, in ``read(_:)``.
///
/// `init(from:)` comes with the conformance: it hands `read(_:)` the decoder's keyed container.
public protocol WireObject: WireValue {
    /// Reads the members, each by name, in the order they are declared.
    static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> Self
}

extension WireObject {
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Self {
        try reader.object { (members: inout Reader.Members) throws(Reader.Failure) in try read(&members) }
    }

    /// Decodes the value from its members, as ``read(_:)`` lists them.
    public init(from decoder: any Decoder) throws {
        var members = DecodedMembers(try decoder.container(keyedBy: WireKey.self))
        self = try Self.read(&members)
    }
}

extension WireValue where Self: RawRepresentable, RawValue == String {
    /// A string-backed enumeration: one of its raw values.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Self {
        let raw = try reader.string()
        guard let value = Self(rawValue: raw) else { throw reader.invalid("unknown value \"\(raw)\"") }
        return value
    }
}

extension Double: WireValue {
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Double { try reader.double() }
}

extension Int: WireValue {
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Int { try reader.integer() }
}

extension Bool: WireValue {
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Bool { try reader.bool() }
}

extension String: WireValue {
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> String { try reader.string() }
}

extension Array: WireValue where Element: WireValue {
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> [Element] {
        try reader.elements { (element: Reader) throws(Reader.Failure) in try Element.read(from: element) }
    }
}
