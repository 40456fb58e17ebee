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
    private(set) var bytes: [UInt8] = []
    /// False once a number JSON cannot carry (infinity, NaN) was asked for, as `JSONEncoder` throws then.
    private(set) var isValid = true

    /// A writer with room for about `capacity` bytes.
    package init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    /// The JSON of `value`, or nil if it holds a number JSON cannot carry.
    package static func json(_ value: some JSONWritable, capacity: Int = 1024) -> [UInt8]? {
        var writer = JSONWriter(capacity: capacity)
        value.write(to: &writer)
        return writer.isValid ? writer.bytes : nil
    }

    /// Appends literal JSON text, such as `{"key":` or `,"other":`.
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a number.
    package mutating func number(_ value: Double) {
        guard value.isFinite else {
            isValid = false
            return
        }
        // Integral values of up to 15 digits (the ±1e15 every scene number keeps to) skip `description`.
        if value == value.rounded(.towardZero), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            integer(Int(value))
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends an integer.
    package mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Room for the digits first, then filled from the last one: no temporary buffer.
        var digits = 1
        var rest = value.magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var position = bytes.count - 1
        var magnitude = value.magnitude
        repeat {
            bytes[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            position -= 1
        } while magnitude > 0
    }

    /// Appends a string, escaped.
    package mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x08: raw("\\b")
            case 0x09: raw("\\t")
            case 0x0A: raw("\\n")
            case 0x0C: raw("\\f")
            case 0x0D: raw("\\r")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// Appends `value`, or `null`.
    package mutating func optional(_ value: (some JSONWritable)?) {
        if let value { value.write(to: &self) } else { raw("null") }
    }

    /// Appends an array of values.
    package mutating func array(_ values: [some JSONWritable]) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            value.write(to: &self)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Appends an array of numbers.
    package mutating func numbers(_ values: [Double]) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            number(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
