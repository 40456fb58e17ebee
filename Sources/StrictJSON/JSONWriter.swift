/// A value that writes itself as JSON directly, byte-identical to `JSONEncoder` with sorted keys and
/// unescaped slashes: the fast path of the hot answers, with Foundation's encoder as the reference in tests.
package protocol JSONWritable {
    /// Appends this value's JSON to `writer`.
    func write(to writer: inout JSONWriter)
}

/// Appends JSON tokens to a byte buffer.
///
/// Numbers are written as `JSONEncoder` writes them (Swift's shortest round-trip form, without a
/// trailing `.0`); strings are escaped as it escapes them (`\"`, `\\`, `\b \t \n \f \r`, other
/// control characters as lowercase `\u00xx`, everything else as UTF-8).
package struct JSONWriter {
    /// The JSON written so far.
    package private(set) var bytes: [UInt8] = []
    /// False once a number JSON cannot carry (infinity, NaN) was asked for, as `JSONEncoder` throws then.
    package private(set) var isValid = true
    /// The most bytes the JSON may take: past it the writer is full, writers of long arrays stop, and the JSON is refused.
    package var maxBytes = Int.max

    /// Whether more than `maxBytes` have been written.
    package var isFull: Bool { bytes.count > maxBytes }

    /// A writer with room for about `capacity` bytes.
    package init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    /// The JSON of `value`, or nil if it holds a number JSON cannot carry.
    package static func json(_ value: some JSONWritable, capacity: Int = 1024) -> [UInt8]? {
        let writer = writing(value, capacity: capacity, maxBytes: .max)
        return writer.isValid ? writer.bytes : nil
    }

    /// The writer after writing `value`, stopped early once it is over `maxBytes` (``isFull``).
    package static func writing(_ value: some JSONWritable, capacity: Int = 1024, maxBytes: Int) -> JSONWriter {
        var writer = JSONWriter(capacity: capacity)
        writer.maxBytes = maxBytes
        value.write(to: &writer)
        return writer
    }

    /// Appends literal JSON text, such as `{"key":` or `,"other":`.
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends literal JSON text, then a number: `number(12.5, after: ",\"x\":")` appends `,"x":12.5`.
    package mutating func number(_ value: Double, after text: StaticString = "") {
        guard value.isFinite else {
            isValid = false
            return
        }
        if !(value == 0 && value.sign == .minus), let (digits, fractionDigits) = Self.shortDecimal(value.magnitude) {
            decimal(digits, fractionDigits: fractionDigits, negative: value < 0, after: text)
            return
        }
        raw(text)
        // `description`'s characters, straight into `bytes` (see `_writeASCII`), without its trailing ".0".
        value.write(to: &self)
        if bytes.count >= 2, bytes[bytes.count - 2] == UInt8(ascii: "."), bytes[bytes.count - 1] == UInt8(ascii: "0") {
            bytes.removeLast(2)
        }
    }

    /// `magnitude` as `digits` × 10^−`fractionDigits` with the fewest digits, when that takes at most 15
    /// significant digits and `description` would write it without an exponent (10⁻⁴ ≤ magnitude < 10¹⁵, or
    /// integral below 10¹⁵); nil otherwise.
    ///
    /// Those digits are the ones `description` writes: with at most 15 significant digits at most one decimal of
    /// that length lies within half a unit in the last place of the double (the interval is narrower than one step
    /// of the 15th digit), so the decimal nearest to the double, found by one product, is it when it reads back
    /// as the double, and trailing zeros removed make it the shortest.
    private static func shortDecimal(_ magnitude: Double) -> (digits: UInt64, fractionDigits: Int)? {
        // Conversions, not `rounded()`: without SSE4.1 rounding is a call into libm, and most numbers are integers.
        guard magnitude < 1e15 else { return nil }
        let whole = UInt64(magnitude)
        if Double(whole) == magnitude { return (whole, 0) }
        guard magnitude >= 1e-4 else { return nil }
        // The most fraction digits that keep 15 significant digits: 15 − the integer digits, more below 0.1.
        var fractionDigits = 15
        var bound: UInt64 = 1
        while whole >= bound {
            bound *= 10
            fractionDigits -= 1
        }
        var fraction = 0.1
        while magnitude < fraction {
            fraction /= 10
            fractionDigits += 1
        }
        let scale = powersOfTen[fractionDigits]
        let scaled = magnitude * scale
        var digits = UInt64(scaled)
        if scaled - Double(digits) >= 0.5 { digits += 1 }
        guard digits < 1_000_000_000_000_000, Double(digits) / scale == magnitude else { return nil }
        // Trailing zeros off, eight, four, two and one at a time.
        for (power, count) in [(100_000_000 as UInt64, 8), (10_000, 4), (100, 2), (10, 1)] {
            while fractionDigits >= count, digits % power == 0 {
                digits /= power
                fractionDigits -= count
            }
        }
        return (digits, fractionDigits)
    }

    /// 10⁰ … 10¹⁸, each exact.
    private static let powersOfTen: [Double] = (0...18).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// Appends literal JSON text, then an integer.
    package mutating func integer(_ value: Int, after text: StaticString = "") {
        decimal(UInt64(value.magnitude), fractionDigits: 0, negative: value < 0, after: text)
    }

    /// Appends `text`, then ±`digits` × 10^−`fractionDigits` in plain decimal (`0.05`, `-12.5`, `7`), in one go.
    private mutating func decimal(_ digits: UInt64, fractionDigits: Int, negative: Bool, after text: StaticString) {
        let length = text.utf8CodeUnitCount
        // Filled from the last character into a buffer on the stack: 20 digits, a point, a leading zero and a sign at most.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length + 24) { buffer in
            var position = buffer.count
            var rest = digits
            var written = 0
            repeat {
                if written == fractionDigits, written > 0 {
                    position -= 1
                    buffer[position] = UInt8(ascii: ".")
                }
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0 || written <= fractionDigits
            if negative {
                position -= 1
                buffer[position] = UInt8(ascii: "-")
            }
            position -= length
            text.withUTF8Buffer { _ = buffer[position...].initialize(from: $0) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position...]))
        }
    }

    /// Appends a string, escaped as `JSONEncoder` escapes it.
    package mutating func string(_ value: String) {
        // Most strings (ids, kinds, codes) need no escape: they go in one piece.
        guard value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        escaped(value, allControls: false)
    }

    /// Appends a string as ``string(_:)`` does, and with `escapingAllControls` DEL and C1 (U+007F–U+009F), which JSON
    /// allows raw, as `\u00xx` too, so that a terminal showing the text cannot act on them (log lines).
    package mutating func string(_ value: String, escapingAllControls: Bool) {
        // 0xC2 leads U+0080–U+00BF.
        guard escapingAllControls, value.utf8.contains(where: { $0 == 0x7F || $0 == 0xC2 }) else { return string(value) }
        escaped(value, allControls: true)
    }

    /// Appends a string that has something to escape.
    private mutating func escaped(_ value: String, allControls: Bool) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: raw("\\\"")
            case 0x5C: raw("\\\\")
            case 0x08: raw("\\b")
            case 0x09: raw("\\t")
            case 0x0A: raw("\\n")
            case 0x0C: raw("\\f")
            case 0x0D: raw("\\r")
            case 0..<0x20: escape(scalar)
            case 0x7F...0x9F where allControls: escape(scalar)
            default: UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `\u00xx` for a scalar below U+0100, lowercase hex.
    private mutating func escape(_ scalar: Unicode.Scalar) {
        raw("\\u00")
        bytes.append(Self.hex[Int(scalar.value >> 4)])
        bytes.append(Self.hex[Int(scalar.value & 0xF)])
    }

    private static let hex = Array("0123456789abcdef".utf8)
}

extension JSONWriter: TextOutputStream {
    /// Appends `string`'s UTF-8.
    package mutating func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    /// Appends ASCII text as it is: `Double.write(to:)` hands over `description`'s characters this way, without
    /// building a `String` first (the protocol's default would).
    package mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }
}
