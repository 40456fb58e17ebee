import ScrollFX
import StrictJSON

/// Writes an answer as JSON, byte for byte as `JSONEncoder` with sorted keys and unescaped slashes writes its
/// `Encodable` conformance (the tests hold it to that): the answer's own member list (``WireRecord``) names its
/// members in byte order, so nothing is sorted here and no tree of the answer is built.
///
/// Every member is written with a comma before it (`,"x":12`, the name a literal where the list is compiled), and so
/// is every element of an array; an object's or array's first comma is then replaced by its opening bracket.
public struct JSONValueWriter: ValueWriter, ~Copyable {
    /// The bytes so far.
    public var json: JSONWriter
    /// Whether the values being written are an array's elements (each after a comma), not a member's or the whole's.
    @usableFromInline var inArray = false

    public var writesScrollState: Bool { true }
    /// Whether the writer was handed the value it writes (``writing(handedOver:capacity:maxBytes:)``).
    @usableFromInline var handedOver = false

    public var listsInPlace: Bool { handedOver }
    public var isFull: Bool { json.isFull }

    /// A writer with room for about `capacity` bytes that is full past `maxBytes`.
    @inlinable
    public init(capacity: Int, maxBytes: Int = .max) {
        json = JSONWriter(capacity: capacity)
        json.maxBytes = maxBytes
    }

    /// The writer after writing `value`, stopped early once it is over `maxBytes` (``isFull``).
    @inlinable
    public static func writing(_ value: some WireWritable, capacity: Int = 8192, maxBytes: Int = .max) -> JSONValueWriter {
        var writer = JSONValueWriter(capacity: capacity, maxBytes: maxBytes)
        value.write(to: &writer)
        return writer
    }

    /// ``writing(_:capacity:maxBytes:)`` of a value the caller hands over, such as an answer just computed: its records
    /// are listed, and its arrays' elements written, where they lie (``ValueWriter/listsInPlace``), not copied out.
    @inlinable
    public static func writing(handedOver value: consuming some WireWritable, capacity: Int = 8192, maxBytes: Int = .max) -> JSONValueWriter {
        var writer = JSONValueWriter(capacity: capacity, maxBytes: maxBytes)
        writer.handedOver = true
        value.writeInPlace(to: &writer)
        return writer
    }

    /// The JSON of `value`, or nil if it holds a number JSON cannot carry.
    @inlinable
    public static func json(_ value: some WireWritable) -> [UInt8]? {
        let writer = writing(value)
        return writer.json.isValid ? writer.json.bytes : nil
    }

    @inlinable @inline(__always)
    public mutating func null() { token("null") }

    @inlinable @inline(__always)
    public mutating func bool(_ value: Bool) { value ? token("true") : token("false") }

    @inlinable @inline(__always)
    public mutating func double(_ value: Double) {
        if inArray { json.number(value, after: ",") } else { json.number(value) }
    }

    @inlinable @inline(__always)
    public mutating func integer(_ value: Int) {
        if inArray { json.integer(value, after: ",") } else { json.integer(value) }
    }

    @inlinable @inline(__always)
    public mutating func string(_ value: String) {
        if inArray { json.raw(",") }
        json.string(value)
    }

    @inlinable @inline(__always)
    public mutating func member(_ name: StaticString, double value: Double) {
        json.number(value, member: name)
    }

    @inlinable @inline(__always)
    public mutating func member(_ name: StaticString, integer value: Int) {
        json.integer(value, member: name)
    }

    @inlinable @inline(__always)
    public mutating func name(_ name: StaticString) {
        json.name(name)
    }

    /// `,"name":`, the name escaped as any string is.
    public mutating func name(text: String) {
        json.raw(",")
        json.string(text)
        json.raw(":")
    }

    /// Writes again the bytes kept under `key`, if any: members are written with a comma before each, so their bytes
    /// do not depend on where they stand.
    @inlinable @inline(__always)
    public mutating func replay(_ key: StaticString?) -> Bool {
        guard let key else { return false }
        return json.replay(key)
    }

    @inlinable
    public var mark: Int { json.count }

    @inlinable @inline(__always)
    public mutating func keep(_ key: StaticString?, since mark: Int) {
        guard let key else { return }
        json.keep(key, since: mark)
    }

    @inlinable @inline(__always)
    public mutating func object(_ write: (inout JSONValueWriter) -> Void) {
        container(opening: UInt8(ascii: "{"), closing: "}", elements: false, write)
    }

    @inlinable @inline(__always)
    public mutating func array(_ write: (inout JSONValueWriter) -> Void) {
        container(opening: UInt8(ascii: "["), closing: "]", elements: true, write)
    }

    /// Writes an object or array: its members or elements, each after a comma, the first comma then replaced by
    /// `opening`; with none, `opening` alone. Then `closing`.
    @inlinable @inline(__always)
    mutating func container(opening: UInt8, closing: StaticString, elements: Bool, _ write: (inout JSONValueWriter) -> Void) {
        if inArray { json.raw(",") }
        let (start, outer) = (json.count, inArray)
        inArray = elements
        write(&self)
        inArray = outer
        if json.count == start {
            json.append(count: 1) { $0.pointee = opening }
        } else {
            json.replaceByte(at: start, with: opening)
        }
        json.raw(closing)
    }

    /// Appends `text`, after a comma in an array.
    @inlinable @inline(__always)
    mutating func token(_ text: StaticString) {
        if inArray { json.raw(",") }
        json.raw(text)
    }
}
