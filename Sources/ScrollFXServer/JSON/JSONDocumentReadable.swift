import StrictJSON

/// A type read straight from a ``JSONCursor`` without `Codable`'s containers: the fast path of request bodies,
/// beside the type's `Decodable` conformance, which stays the reference.
///
/// A reading throws ``JSONCursor/Unread`` on anything it is not sure of, a refusal above all, and
/// ``JSONCoding`` then decodes the same document with `Decodable`, which names the error and its pointer. So
/// refusals are `Decodable`'s by construction, and a reading only has to agree with `Decodable` on what it
/// accepts (FoundationAgreementTests hold it to that on random documents, JSONDocumentReadableTests on every field). Defaults stay where `Decodable`
/// takes them from: a reading starts from the memberwise initialiser, like the conformance.
///
/// The generic helpers live here, beside the conformances, so that the optimiser specialises them per type.
protocol JSONDocumentReadable {
    /// Reads the value at `cursor`, or throws ``JSONCursor/Unread`` for `Decodable` to decide.
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread)
}

extension JSONCursor {
    /// A string-backed enumeration's case, as its synthesised `Decodable` reads it.
    func value<Value: RawRepresentable>(_ type: Value.Type = Value.self) throws(Unread) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw Unread() }
        return value
    }

    /// The array's elements, each read by `read`.
    func elements<Element>(_ read: (JSONCursor) throws(Unread) -> Element) throws(Unread) -> [Element] {
        let array = document.nodes[node]
        guard array.kind == .array else { throw Unread() }
        var elements: [Element] = []
        elements.reserveCapacity(array.count)
        var child = node + 1
        for _ in 0..<array.count {
            elements.append(try read(JSONCursor(document: document, node: child)))
            child = document.nodes[child].end
        }
        return elements
    }

    /// The array's elements, each a readable value.
    func elements<Element: JSONDocumentReadable>(of type: Element.Type = Element.self) throws(Unread) -> [Element] {
        try elements { cursor throws(Unread) in try Element(reading: cursor) }
    }

    // Fields with a default: `null` keeps it, as `decode(_:ifPresent:)` and `decodeIfPresent` do.

    func read(into value: inout Double) throws(Unread) { if !isNull { value = try double() } }
    func read(into value: inout Double?) throws(Unread) { value = isNull ? nil : try double() }
    func read(into value: inout Int?) throws(Unread) { value = isNull ? nil : try integer() }
    func read(into value: inout Bool) throws(Unread) { if !isNull { value = try bool() } }
    func read(into value: inout String?) throws(Unread) { value = isNull ? nil : try string() }

    func read<Value: RawRepresentable>(into value: inout Value) throws(Unread) where Value.RawValue == String {
        if !isNull { value = try self.value() }
    }

    func read<Value: RawRepresentable>(into value: inout Value?) throws(Unread) where Value.RawValue == String {
        value = isNull ? nil : try self.value(Value.self)
    }

    func read<Value: JSONDocumentReadable>(into value: inout Value) throws(Unread) {
        if !isNull { value = try Value(reading: self) }
    }

    func read<Value: JSONDocumentReadable>(into value: inout Value?) throws(Unread) {
        value = isNull ? nil : try Value(reading: self)
    }

    func read<Element: JSONDocumentReadable>(into value: inout [Element]) throws(Unread) {
        if !isNull { value = try elements() }
    }

    func read<Element: JSONDocumentReadable>(into value: inout [Element]?) throws(Unread) {
        value = isNull ? nil : try elements(of: Element.self)
    }
}
