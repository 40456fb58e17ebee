/// Where a value is written: JSON of some form (a scene's canonical form, an answer), with no format in the types
/// that write themselves to it. The writer of an object is also the ``MemberList`` its members are written to.
///
/// A writer may own its bytes (not copyable): it is only ever passed `inout`.
public protocol ValueWriter: MemberList, ~Copyable where Failure == Never {
    /// Whether the writer has taken more than it may: the rest of a long array is not written (its answer is refused).
    var isFull: Bool { get }
    /// Whether scroll state (``MemberList/state(_:_:)``) is written: false for a scene's canonical form.
    var writesScrollState: Bool { get }
    /// Whether arrays are written where their elements lie (``WireWritable/writeInPlace(to:)``): only by a writer
    /// handed the value it writes, whose storage is then that value's alone, so nothing is copied. A shared array would
    /// be copied whole first, as any change to it is: other writers copy each element as they write it.
    var listsInPlace: Bool { get }
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
    /// Starts a member whose name is data (an id), not a type's field: its value is written next.
    mutating func name(text: String)
    /// Writes member `name` with a number: ``name(_:)`` then ``double(_:)``, which a writer may do at once.
    mutating func member(_ name: StaticString, double value: Double)
    /// Writes member `name` with an integer: ``name(_:)`` then ``integer(_:)``, which a writer may do at once.
    mutating func member(_ name: StaticString, integer value: Int)
}

extension ValueWriter where Self: ~Copyable {
    @inlinable
    public var isFull: Bool { false }

    @inlinable
    public var listsInPlace: Bool { false }

    @inlinable @inline(__always)
    public mutating func member(_ name: StaticString, double value: Double) {
        self.name(name)
        double(value)
    }

    @inlinable @inline(__always)
    public mutating func member(_ name: StaticString, integer value: Int) {
        self.name(name)
        integer(value)
    }

    @inlinable @inline(__always)
    public mutating func required<Value: WireField>(_ name: StaticString, _ value: inout Value) {
        member(name, &value)
    }

    @inlinable @inline(__always)
    public mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value) {
        value.writeInPlace(as: name, to: &self)
    }

    @inlinable @inline(__always)
    public mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value?) {
        guard value != nil else { return }
        value!.writeInPlace(as: name, to: &self)
    }

    @inlinable @inline(__always)
    public mutating func state<Value: WireField>(_ name: StaticString, _ value: inout Value) {
        guard writesScrollState else { return }
        member(name, &value)
    }

    @inlinable @inline(__always)
    public mutating func state<Value: WireField>(_ name: StaticString, _ value: inout Value?) {
        guard writesScrollState else { return }
        member(name, &value)
    }
}

/// A value that writes itself to a ``ValueWriter``.
public protocol WireWritable: Encodable {
    /// Writes the value to `writer`.
    func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer)
    /// Writes the value as member `name` of the object `writer` is writing.
    func write<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer)
    /// Writes the value as ``write(to:)`` does, where it lies: a record lists the members of this value rather than of
    /// a copy. For a value the writer may take `inout` (a member of the value being listed, an array element's copy),
    /// which it leaves as it is.
    mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(to writer: inout Writer)
    /// Writes the value as member `name`, as ``write(as:to:)`` does, where it lies (``writeInPlace(to:)``).
    mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer)
}

extension WireWritable {
    /// ``write(to:)``: only a record has members to list in place.
    @inlinable @inline(__always)
    public mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) { write(to: &writer) }

    /// ``write(as:to:)``.
    @inlinable @inline(__always)
    public mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer) {
        write(as: name, to: &writer)
    }

    /// The name, then the value.
    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer) {
        writer.name(name)
        write(to: &writer)
    }
}

extension WireWritable where Self: RawRepresentable, RawValue == String {
    /// A string-backed enumeration: its raw value.
    @inlinable
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) { writer.string(rawValue) }
}

extension Double: WireWritable {
    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) { writer.double(self) }

    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer) {
        writer.member(name, double: self)
    }
}

extension Int: WireWritable {
    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) { writer.integer(self) }

    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer) {
        writer.member(name, integer: self)
    }
}

extension Bool: WireWritable {
    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) { writer.bool(self) }
}

extension String: WireWritable {
    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) { writer.string(self) }
}

extension Array: WireWritable where Element: WireWritable {
    @inlinable
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.array { (elements: inout Writer) in
            // One copy of each element, its members listed in place: the array is not the writer's to change.
            for index in indices {
                if elements.isFull { return }
                var element = self[index]
                element.writeInPlace(to: &elements)
            }
        }
    }

    /// Writes the elements where they lie for a writer that ``ValueWriter/listsInPlace``; as ``write(to:)`` for others.
    @inlinable
    public mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        guard writer.listsInPlace else { return write(to: &writer) }
        writer.array { (elements: inout Writer) in
            for index in indices {
                if elements.isFull { return }
                self[index].writeInPlace(to: &elements)
            }
        }
    }

    /// The name, then the elements where they lie (``writeInPlace(to:)``).
    @inlinable
    public mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer) {
        writer.name(name)
        writeInPlace(to: &writer)
    }
}

extension Optional: WireWritable where Wrapped: WireWritable {
    /// The value, or `null`.
    @inlinable @inline(__always)
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        if let value = self { value.write(to: &writer) } else { writer.null() }
    }

    /// The value where it lies, or `null`.
    @inlinable @inline(__always)
    public mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        if self == nil { writer.null() } else { self!.writeInPlace(to: &writer) }
    }

    /// The name, then the value where it lies (as its own type writes a member), or `null`.
    @inlinable @inline(__always)
    public mutating func writeInPlace<Writer: ValueWriter & ~Copyable>(as name: StaticString, to writer: inout Writer) {
        if self == nil { write(as: name, to: &writer) } else { self!.writeInPlace(as: name, to: &writer) }
    }
}
