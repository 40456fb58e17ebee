/// Where a value is written: JSON of some form (a scene's canonical form, an answer), with no format in the types
/// that write themselves to it. The writer of an object is also the ``MemberList`` its members are written to.
public protocol ValueWriter: MemberList where Failure == Never {
    /// Whether scroll state (``MemberList/state(_:_:)``) is written: false for a scene's canonical form.
    var writesScrollState: Bool { get }
    /// Writes `null`.
    mutating func null()
    /// Writes a finite number.
    mutating func double(_ value: Double)
    /// Writes an integer.
    mutating func integer(_ value: Int)
    /// Writes a boolean.
    mutating func bool(_ value: Bool)
    /// Writes a string.
    mutating func string(_ value: String)
    /// Writes an object whose members `write` names (``name(_:)``) and writes, one after another.
    mutating func object(_ write: (inout Self) -> Void)
    /// Writes an array whose elements `write` writes, one after another.
    mutating func array(_ write: (inout Self) -> Void)
    /// Starts the member `name` of the object being written: its value is written next.
    mutating func name(_ name: StaticString)
}

extension ValueWriter {
    @inlinable
    public mutating func required<Value: WireField>(_ name: StaticString, _ value: inout Value) {
        member(name, &value)
    }

    @inlinable
    public mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value) {
        self.name(name)
        value.write(to: &self)
    }

    @inlinable
    public mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value?) {
        guard let present = value else { return }
        self.name(name)
        present.write(to: &self)
    }

    @inlinable
    public mutating func state<Value: WireField>(_ name: StaticString, _ value: inout Value) {
        guard writesScrollState else { return }
        member(name, &value)
    }
}

/// A value that writes itself to a ``ValueWriter``.
public protocol WireWritable {
    /// Writes the value to `writer`.
    func write<Writer: ValueWriter>(to writer: inout Writer)
}

extension WireWritable where Self: RawRepresentable, RawValue == String {
    /// A string-backed enumeration: its raw value.
    @inlinable
    public func write<Writer: ValueWriter>(to writer: inout Writer) { writer.string(rawValue) }
}

extension Double: WireWritable {
    @inlinable
    public func write<Writer: ValueWriter>(to writer: inout Writer) { writer.double(self) }
}

extension Int: WireWritable {
    @inlinable
    public func write<Writer: ValueWriter>(to writer: inout Writer) { writer.integer(self) }
}

extension Bool: WireWritable {
    @inlinable
    public func write<Writer: ValueWriter>(to writer: inout Writer) { writer.bool(self) }
}

extension String: WireWritable {
    @inlinable
    public func write<Writer: ValueWriter>(to writer: inout Writer) { writer.string(self) }
}

extension Array: WireWritable where Element: WireWritable {
    @inlinable
    public func write<Writer: ValueWriter>(to writer: inout Writer) {
        writer.array { (elements: inout Writer) in
            for element in self { element.write(to: &elements) }
        }
    }
}
