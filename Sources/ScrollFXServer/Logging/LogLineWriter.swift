import StrictJSON

/// The bytes of log lines, one line or a batch of them, in either layout of ``LogFormat``.
///
/// A text line is not JSON: it borrows the JSON writer's room checks, digits and plain-ASCII check, and a JSON line
/// its escaped strings, but neither can write a JSON token by mistake. Not copyable, like the writer it holds: used
/// `inout`, reused line after line (``LineBuffers``).
public struct LogLineWriter: ~Copyable {
    private var writer: JSONWriter

    /// A writer with room for about `capacity` bytes.
    public init(capacity: Int = 1024) {
        writer = JSONWriter(capacity: capacity)
    }

    /// How many bytes are written.
    public var count: Int { writer.count }

    /// The lines written so far (a copy).
    public var bytes: [UInt8] { writer.bytes }

    /// Forgets what was written, keeping the bytes' room.
    public mutating func removeAll() {
        writer.removeAll()
    }

    /// Appends a literal: a line's fixed parts.
    @inline(__always)
    mutating func raw(_ literal: StaticString) {
        writer.raw(literal)
    }

    /// Appends `text`'s UTF-8 as it is: for a caller that has escaped it.
    @inline(__always)
    mutating func text(_ text: String) {
        writer.text(text)
    }

    /// Appends an integer in decimal.
    @inline(__always)
    mutating func integer(_ value: Int) {
        writer.integer(value)
    }

    /// Appends the last `count` decimal digits of `value` (not negative), led by zeros where it has fewer.
    @inline(__always)
    mutating func digits(_ value: Int, count: Int) {
        writer.digits(value, count: count)
    }

    /// Appends the `count` bytes `write` writes at the pointer it is given (every one of them).
    @inline(__always)
    mutating func append(count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        writer.append(count: count, write)
    }

    /// Appends `text` unquoted if it is plain ASCII for a text line (``JSONWriter/plainASCII(_:spaces:)``); false,
    /// with nothing appended, otherwise.
    @inline(__always)
    mutating func plainASCII(_ text: String, spaces: Bool) -> Bool {
        writer.plainASCII(text, spaces: spaces)
    }

    /// Appends `text` as a JSON string with every control a terminal could act on escaped
    /// (``JSONWriter/string(_:escapingAllControls:)``).
    @inline(__always)
    mutating func jsonString(_ text: String) {
        writer.string(text, escapingAllControls: true)
    }

    /// Whether `scalar` acts on a terminal or on the order of what it shows (``JSONWriter/isInvisibleControl(_:)``):
    /// written as `\uXXXX` in either layout.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        JSONWriter.isInvisibleControl(scalar)
    }
}
