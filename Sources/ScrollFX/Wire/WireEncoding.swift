/// A value as its ``WireWritable/write(to:)`` writes it, kept as a tree and encoded through an `Encoder`: how
/// ``WireRecord`` and ``WireUnion`` values are `Encodable` with no second list of their members.
///
/// A server writes its answers with its own ``ValueWriter``; this is the way for every other encoder (and the
/// reference that writer is tested against), so it is built for plainness, not speed.
enum WireEncoding: Encodable {
    case null
    case double(Double)
    case integer(Int)
    case bool(Bool)
    case string(String)
    case array([WireEncoding])
    case object([(name: String, value: WireEncoding)])

    /// Encodes `value` as it writes itself, scroll state included.
    static func encode(_ value: some WireWritable, to encoder: any Encoder) throws {
        var builder = Builder()
        value.write(to: &builder)
        try builder.values.first?.encode(to: encoder)
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .double(let value): try Self.encodeSingle(value, to: encoder)
        case .integer(let value): try Self.encodeSingle(value, to: encoder)
        case .bool(let value): try Self.encodeSingle(value, to: encoder)
        case .string(let value): try Self.encodeSingle(value, to: encoder)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: WireKey.self)
            for member in members { try container.encode(member.value, forKey: WireKey(member.name)) }
        }
    }

    /// Encodes a single value.
    private static func encodeSingle(_ value: some Encodable, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// Builds the tree: the values of the container being written, and the names of an object's members.
    struct Builder: ValueWriter {
        var values: [WireEncoding] = []
        var names: [String] = []
        let writesScrollState = true

        mutating func null() { values.append(.null) }
        mutating func double(_ value: Double) { values.append(.double(value)) }
        mutating func integer(_ value: Int) { values.append(.integer(value)) }
        mutating func bool(_ value: Bool) { values.append(.bool(value)) }
        mutating func string(_ value: String) { values.append(.string(value)) }
        mutating func name(_ name: StaticString) { names.append(name.description) }
        mutating func name(text: String) { names.append(text) }

        mutating func object(_ write: (inout Builder) -> Void) {
            var members = Builder()
            write(&members)
            values.append(.object(zip(members.names, members.values).map { ($0, $1) }))
        }

        mutating func array(_ write: (inout Builder) -> Void) {
            var elements = Builder()
            write(&elements)
            values.append(.array(elements.values))
        }
    }
}
