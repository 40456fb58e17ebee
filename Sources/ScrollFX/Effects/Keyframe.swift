/// One point of a map: `[input, output]` in JSON, or `[input, output, "<easing>"]` with the timing function of the
/// segment that starts there.
public struct Keyframe: Hashable, Sendable, Codable, WireField, WireUnion {
    /// Where the point sits on the input.
    public var input: Double
    /// The output there.
    public var output: Double
    /// The timing function of the segment from this keyframe to the next, overriding the map's `easing`; validated
    /// and unused on the last keyframe.
    public var easing: Easing?

    /// Creates a keyframe.
    public init(_ input: Double, _ output: Double, _ easing: Easing? = nil) {
        self.input = input
        self.output = output
        self.easing = easing
    }

    /// Reads an array `[input, output]` or `[input, output, "<easing>"]`.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Keyframe {
        var easing: Easing?
        let numbers = try reader.elements(counts: 2...3, shape: Self.shape) { (index: Int, value: Reader) throws(Reader.Failure) -> Double in
            guard index == 2 else { return try value.double() }
            easing = try Easing.read(from: value)
            return 0
        }
        return Keyframe(numbers[0], numbers[1], easing)
    }

    @usableFromInline static let shape = "a keyframe is an array [input, output] or [input, output, \"easing\"]"

    /// Writes `[input, output]`, with the easing's canonical text third when there is one.
    @inlinable
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.array { (elements: inout Writer) in
            elements.double(input)
            elements.double(output)
            if let easing { easing.write(to: &elements) }
        }
    }

    /// The line through `a` and `b` at `value`.
    static func interpolate(_ a: Keyframe, _ b: Keyframe, at value: Double) -> Double {
        // Guarded denominator: validated inputs are strictly increasing, so b.input > a.input.
        a.output + (b.output - a.output) * (value - a.input) / (b.input - a.input)
    }
}
