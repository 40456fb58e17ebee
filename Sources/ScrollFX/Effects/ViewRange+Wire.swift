extension ViewRange {
    /// Reads a name or an object `{name, start, end}`.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> ViewRange {
        if let name = try? reader.string() {
            guard let name = Name(rawValue: name) else { throw reader.invalid(Self.unknown(name)) }
            return ViewRange(name)
        }
        return try reader.object { (members: inout Reader.Members) throws(Reader.Failure) in try readMembers(&members) }
    }

    /// Writes the whole form, `{"start": [name, f], "end": [name, f]}`, which every spelling of the range reads as.
    @inlinable
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.object { (members: inout Writer) in
            for (name, bound) in [("start", start), ("end", end)] as [(StaticString, Bound)] {
                members.name(name)
                members.array { (pair: inout Writer) in
                    pair.string(bound.name.rawValue)
                    pair.double(bound.fraction)
                }
            }
        }
    }

    /// Encodes the name alone for a whole named range, else `{"start": [name, f], "end": [name, f]}`.
    public func encode(to encoder: any Encoder) throws {
        if start.name == end.name, start.fraction == 0, end.fraction == 1 {
            var container = encoder.singleValueContainer()
            try container.encode(start.name)
        } else {
            var container = encoder.container(keyedBy: WireKey.self)
            try container.encode(start, forKey: WireKey("start"))
            try container.encode(end, forKey: WireKey("end"))
        }
    }

    /// `name` (default `cover`), then `start` (default 0) and `end` (default 1), each a fraction of `name`'s range or
    /// a pair naming its own.
    @inlinable
    static func readMembers<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> ViewRange {
        var name = Name.cover
        try members.read("name", into: &name)
        var start = BoundValue.fraction(0), end = BoundValue.fraction(1)
        try members.read("start", into: &start)
        try members.read("end", into: &end)
        return ViewRange(start: start.bound(of: name), end: end.bound(of: name))
    }

    @usableFromInline static func unknown(_ name: String) -> String {
        "unknown range \"\(name)\": use " + Name.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// A bound as JSON has it: a fraction of the range's name, or a pair with its own.
    @usableFromInline
    enum BoundValue: WireShape {
        case fraction(Double)
        case pair(Bound)

        @usableFromInline static let shape = "a bound is a fraction or a pair [name, fraction]"

        @inlinable
        static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> BoundValue {
            if let fraction = try? reader.double() { return .fraction(fraction) }
            var name = Name.cover
            let numbers = try reader.elements(counts: 2...2, shape: shape) { (index: Int, value: Reader) throws(Reader.Failure) -> Double in
                guard index == 0 else { return try value.double() }
                name = try Name.read(from: value)
                return 0
            }
            return .pair(Bound(name, numbers[1]))
        }

        @usableFromInline
        func bound(of name: Name) -> Bound {
            switch self {
            case .fraction(let fraction): Bound(name, fraction)
            case .pair(let bound): bound
            }
        }
    }
}

extension ViewRange.Bound: Encodable {
    /// Encodes a pair `[name, fraction]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(name)
        try container.encode(fraction)
    }
}
