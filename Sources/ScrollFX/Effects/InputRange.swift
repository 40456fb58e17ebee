/// A clamp `[lower, upper]` on an effect's input; either end may be open (JSON `null`).
public struct InputRange: Hashable, Sendable, Codable, WireField, WireUnion {
    /// The smallest input passed through, if any.
    public var lower: Double?
    /// The largest input passed through, if any.
    public var upper: Double?

    /// Creates a range.
    public init(lower: Double?, upper: Double?) {
        self.lower = lower
        self.upper = upper
    }

    /// Reads a two-element array `[lower, upper]`, each a number or null.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> InputRange {
        let bounds = try reader.elements(counts: 2...2, shape: Self.shape) { (_: Int, value: Reader) throws(Reader.Failure) -> Double? in
            value.isNull ? nil : try value.double()
        }
        return InputRange(lower: bounds[0], upper: bounds[1])
    }

    @usableFromInline static let shape = "a range is an array of two entries [lower, upper], each a number or null"

    /// Writes `[lower, upper]` with `null` for an open end.
    @inlinable
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.array { (elements: inout Writer) in
            if let lower { elements.double(lower) } else { elements.null() }
            if let upper { elements.double(upper) } else { elements.null() }
        }
    }

    /// `value` limited to the range.
    func clamp(_ value: Double) -> Double {
        var result = value
        if let lower { result = max(result, lower) }
        if let upper { result = min(result, upper) }
        return result
    }
}
