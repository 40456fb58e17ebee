/// A value a request carries, described once for every reader: `init(from:)` and a server's own fast reader
/// both follow ``read(from:)``.
public protocol WireValue: Decodable {
    /// Reads the value from `reader`.
    static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Self
    /// What a member's `null` reads as: nil (the default), where `null` is the member left out.
    static var ofNull: Self? { get }
}

extension WireValue {
    @inlinable
    public static var ofNull: Self? { nil }
}

/// A value that is not an object (a string of a syntax, an array of a shape, one of several kinds), read only by
/// ``WireValue/read(from:)``: `init(from:)` comes with the conformance, so `Decodable` and a server's own reader
/// follow one reading.
public protocol WireShape: WireValue {}

extension WireShape {
    /// Decodes the value as ``read(from:)`` reads it.
    public init(from decoder: any Decoder) throws {
        self = try Self.read(from: DecodedValue(decoder))
    }
}

/// A ``WireShape`` written only by ``WireWritable/write(to:)``: `encode(to:)` comes with the conformance too.
public protocol WireUnion: WireShape, WireWritable {}

extension WireUnion {
    /// Encodes the value as ``write(to:)`` writes it.
    public func encode(to encoder: any Encoder) throws {
        try WireEncoding.encode(self, to: encoder)
    }
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

extension Optional: WireValue where Wrapped: WireValue {
    /// The value, or nil for `null`.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Wrapped? {
        reader.isNull ? nil : try Wrapped.read(from: reader)
    }

    /// A member's `null` is nil, not the member left out.
    @inlinable
    public static var ofNull: Wrapped?? { .some(nil) }
}

extension Array: WireValue where Element: WireValue {
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> [Element] {
        try reader.elements { (element: Reader) throws(Reader.Failure) in try Element.read(from: element) }
    }
}
