/// One value of a request body, as a type's ``WireValue/read(from:)`` sees it: numbers, strings, objects and arrays,
/// with no format in it. `Decodable` reads the same types through ``DecodedMembers``; a server may add its own
/// reader (the JSON document's, which takes numbers and names in place) that follows the same field lists.
///
/// A reader may give up on anything (its ``Failure``) rather than report it: a reader that is only a fast path
/// leaves the errors, with their pointers, to `Decodable`.
public protocol ValueReader {
    /// Why a reading stopped.
    associatedtype Failure: Error
    /// The members of an object, read by name.
    associatedtype Members: MemberReader where Members.Failure == Failure

    /// Whether the value is `null`.
    var isNull: Bool { get }
    /// The value as a finite number.
    func double() throws(Failure) -> Double
    /// The value as an integer.
    func integer() throws(Failure) -> Int
    /// The value as a boolean.
    func bool() throws(Failure) -> Bool
    /// The value as a string.
    func string() throws(Failure) -> String
    /// The value of an object read by `read`, which must take every member the object has.
    func object<Value>(_ read: (inout Members) throws(Failure) -> Value) throws(Failure) -> Value
    /// The elements of an array, each read by `read`.
    func elements<Element>(_ read: (Self) throws(Failure) -> Element) throws(Failure) -> [Element]
    /// The members of an object whose names are data (ids), not a type's fields: each read by `read` with its name. An
    /// object of more than `limit` members is refused before any is read.
    func entries<Entry>(atMost limit: Int, _ read: (String, Self) throws(Failure) -> Entry) throws(Failure) -> [Entry]
    /// The failure for a well-formed value this reader cannot take, saying why.
    func invalid(_ reason: @autoclosure () -> String) -> Failure
}

extension ValueReader {
    /// The elements of an array of a fixed shape, each read by `read` with its index; an array whose length is not in
    /// `counts` is refused as `shape` before any element's own refusal, as a wrong shape whatever it holds.
    @inlinable
    public func elements<Element>(
        counts: ClosedRange<Int>, shape: @autoclosure () -> String, _ read: (Int, Self) throws(Failure) -> Element
    ) throws(Failure) -> [Element] {
        var (index, failure) = (0, Failure?.none)
        let elements = try elements { (value: Self) throws(Failure) -> Element? in
            defer { index += 1 }
            guard failure == nil, index < counts.upperBound else { return nil }
            do throws(Failure) { return try read(index, value) } catch {
                failure = error
                return nil
            }
        }
        guard counts.contains(elements.count) else { throw invalid(shape()) }
        if let failure { throw failure }
        return elements.compactMap { $0 }
    }
}

/// The members of one object, read by name in a type's declaration order (so the first bad one is the one reported).
///
/// Names are literals (`StaticString`): a reader can compare their UTF-8 in place, with no `String` to open.
public protocol MemberReader: MemberList {
    /// Why a reading stopped.
    associatedtype Failure: Error

    /// The value of member `name`, which must be present.
    mutating func require<Value: WireValue>(_ name: StaticString, as type: Value.Type) throws(Failure) -> Value
    /// Sets `value` to member `name` when it is present and not `null`; otherwise `value` keeps its default.
    mutating func read<Value: WireValue>(_ name: StaticString, into value: inout Value) throws(Failure)
    /// Sets `value` to member `name`, or to nil when it is absent or `null`.
    mutating func read<Value: WireValue>(_ name: StaticString, into value: inout Value?) throws(Failure)
    /// The failure for member `name`'s well-formed value that the type cannot take, saying why.
    func invalid(_ name: StaticString, _ reason: @autoclosure () -> String) -> Failure
}
