extension Easing {
    /// Reads an easing in CSS syntax: keywords and function names ASCII case-insensitive, whitespace around arguments
    /// and commas, numbers as CSS `<number>` (`.5`, `+1`, `1e-3`), a step count as `<integer>`. Throws at `pointer`
    /// with what is wrong.
    public init(css text: String, at pointer: String) throws(RequestError) {
        func refuse(_ reason: String) -> RequestError { RequestError(pointer: pointer, reason: reason) }
        var lowered = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            lowered.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value + 32)) : scalar)
        }
        let trimmed = Self.trimmed(Substring(String(lowered)))
        switch trimmed {
        case "linear": self = .linear; return
        case "ease": self = .ease; return
        case "ease-in": self = .easeIn; return
        case "ease-out": self = .easeOut; return
        case "ease-in-out": self = .easeInOut; return
        case "step-start": self = .steps(count: 1, position: .jumpStart); return
        case "step-end": self = .steps(count: 1, position: .jumpEnd); return
        default: break
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.last == ")" else {
            throw refuse("\"\(text)\" is not an easing: use linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end, "
                         + "cubic-bezier(x1, y1, x2, y2) or steps(n, position)")
        }
        let name = trimmed[..<open]
        let arguments = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false).map { Self.trimmed($0) }
        switch name {
        case "cubic-bezier":
            let numbers = arguments.compactMap(Self.number)
            guard arguments.count == 4, numbers.count == 4 else { throw refuse("cubic-bezier takes four numbers: x1, y1, x2, y2") }
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { throw refuse("cubic-bezier's x1 and x2 must be in [0, 1]") }
            self = .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        case "steps":
            guard (1...2).contains(arguments.count), let count = Self.integer(arguments[0]) else {
                throw refuse("steps takes a whole number of steps and, optionally, a position")
            }
            let keywords = ["start": StepPosition.jumpStart, "end": .jumpEnd]
            let position = arguments.count == 1 ? .jumpEnd : keywords[String(arguments[1])] ?? StepPosition(rawValue: String(arguments[1]))
            guard let position else { throw refuse("a steps position is jump-start, jump-end, jump-none, jump-both, start or end") }
            guard count >= (position == .jumpNone ? 2 : 1), count <= 2_147_483_647 else {
                throw refuse("steps takes from \(position == .jumpNone ? 2 : 1) to 2147483647 steps")
            }
            self = .steps(count: count, position: position)
        default:
            throw refuse("\"\(name)\" is not an easing function: use cubic-bezier or steps")
        }
    }

    /// `text` without the whitespace CSS allows around it.
    private static func trimmed(_ text: Substring) -> Substring {
        let isSpace = { (c: Character) in [" ", "\t", "\n", "\r", "\r\n", "\u{0C}"].contains(c) }
        var result = text
        while let first = result.first, isSpace(first) { result = result.dropFirst() }
        while let last = result.last, isSpace(last) { result = result.dropLast() }
        return result
    }

    /// A CSS `<number>`: an optional sign, digits with an optional fraction (or a fraction alone), an optional
    /// exponent; finite. Nil for anything else (`inf`, `nan`, hex, a unit).
    static func number(_ text: Substring) -> Double? {
        var rest = text.utf8[...]
        func digits() -> Int {
            let count = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            rest = rest.dropFirst(count)
            return count
        }
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        var mantissa = digits()
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            let fraction = digits()
            guard fraction > 0 else { return nil }
            mantissa += fraction
        }
        guard mantissa > 0 else { return nil }
        if let e = rest.first, e == UInt8(ascii: "e") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard digits() > 0 else { return nil }
        }
        guard rest.isEmpty, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// A CSS `<integer>` (an optional sign and digits) that fits an `Int`; nil for anything else.
    private static func integer(_ text: Substring) -> Int? {
        let unsigned = text.first == "+" ? text.dropFirst() : text
        guard !unsigned.isEmpty, unsigned.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(unsigned, radix: 10)
    }
}

extension Easing: Codable, WireField, WireUnion {
    /// Reads a string in CSS syntax; anything else, or a text that is not an easing, is refused where it stands.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Easing {
        let text = try reader.string()
        do throws(RequestError) {
            return try Easing(css: text, at: "")
        } catch {
            throw reader.invalid(error.reason)
        }
    }

    /// Writes the canonical text.
    @inlinable
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) { writer.string(css) }

}
