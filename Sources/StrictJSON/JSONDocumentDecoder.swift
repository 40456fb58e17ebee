/// Decodes Decodable models from a ``JSONDocument``, with exact coding paths in every error.
///
/// Numbers convert strictly (see `JSONDocument+Scalars`). Members are found by comparing their
/// names' bytes in place, scalar fields are read without a decoder of their own, and no coding
/// path is carried along: a value's path is worked out from the document when an error needs it.
package struct JSONDocumentDecoder: Decoder {
    package let document: JSONDocument
    /// The value decoded, as an index into `document.nodes`.
    package let node: Int
    package var codingPath: [any CodingKey] { document.codingPath(to: node) }
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type` from the whole of `document`.
    package static func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        try T(from: JSONDocumentDecoder(document: document, node: 0))
    }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard document.nodes[node].kind == .object else { throw document.mismatch([String: Any].self, node) }
        return KeyedDecodingContainer(KeyedContainer<Key>(document: document, node: node))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard document.nodes[node].kind == .array else { throw document.mismatch([Any].self, node) }
        return UnkeyedContainer(document: document, node: node)
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

extension JSONDocumentDecoder: SingleValueDecodingContainer {
    package func decodeNil() -> Bool { document.nodes[node].kind == .null }
    package func decode(_ type: Bool.Type) throws -> Bool { try document.bool(at: node) }
    package func decode(_ type: String.Type) throws -> String { try document.string(at: node) }
    package func decode(_ type: Double.Type) throws -> Double { try document.double(at: node) }
    package func decode(_ type: Float.Type) throws -> Float { Float(try document.double(at: node)) }
    package func decode<T: FixedWidthInteger & Decodable>(_ type: T.Type) throws -> T { try document.integer(type, at: node) }
    package func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    package let document: JSONDocument
    package let node: Int
    package var codingPath: [any CodingKey] { document.codingPath(to: node) }

    package var allKeys: [Key] { document.keys(of: node).compactMap { Key(stringValue: document.text(at: $0)) } }

    package func contains(_ key: Key) -> Bool { document.member(key.stringValue, of: node) != nil }

    package func decodeNil(forKey key: Key) throws -> Bool { document.nodes[try member(key)].kind == .null }

    package func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: decoder(member(key))) }
    package func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try document.bool(at: member(key)) }
    package func decode(_ type: String.Type, forKey key: Key) throws -> String { try document.string(at: member(key)) }
    package func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try document.double(at: member(key)) }
    package func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try document.integer(type, at: member(key)) }

    // Optional fields (most of a scene's) are looked up once, not three times as the protocol's defaults do.
    package func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key).map { try T(from: decoder($0)) }
    }
    package func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key).map(document.bool(at:)) }
    package func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key).map(document.string(at:)) }
    package func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key).map(document.double(at:)) }
    package func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try present(key).map { try document.integer(type, at: $0) }
    }

    package func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(member(key)).container(keyedBy: type)
    }

    package func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(member(key)).unkeyedContainer()
    }

    package func superDecoder() throws -> any Decoder { decoder(node) }
    package func superDecoder(forKey key: Key) throws -> any Decoder { decoder(try member(key)) }

    private func decoder(_ value: Int) -> JSONDocumentDecoder { JSONDocumentDecoder(document: document, node: value) }

    /// The member named `key`, nil when it is absent or `null`.
    private func present(_ key: Key) -> Int? {
        guard let value = document.member(key.stringValue, of: node), document.nodes[value].kind != .null else { return nil }
        return value
    }

    private func member(_ key: Key) throws -> Int {
        guard let value = document.member(key.stringValue, of: node) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "required field \"\(key.stringValue)\" is missing"))
        }
        return value
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    package let document: JSONDocument
    package let node: Int
    package var codingPath: [any CodingKey] { document.codingPath(to: node) }
    package var count: Int? { document.nodes[node].count }
    private(set) var currentIndex = 0
    /// The node of the current element.
    private var cursor: Int

    package init(document: JSONDocument, node: Int) {
        self.document = document
        self.node = node
        cursor = node + 1
    }

    package var isAtEnd: Bool { currentIndex >= document.nodes[node].count }

    package mutating func decodeNil() throws -> Bool {
        guard document.nodes[try next()].kind == .null else { return false }
        advance()
        return true
    }

    package mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try advance(after: T(from: decoder())) }
    package mutating func decode(_ type: Double.Type) throws -> Double { try advance(after: document.double(at: next())) }
    package mutating func decode(_ type: String.Type) throws -> String { try advance(after: document.string(at: next())) }

    package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try advance(after: decoder().container(keyedBy: type))
    }

    package mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try advance(after: decoder().unkeyedContainer())
    }

    package mutating func superDecoder() throws -> any Decoder { try advance(after: decoder()) }

    /// A decoder for the current element.
    private func decoder() throws -> JSONDocumentDecoder { JSONDocumentDecoder(document: document, node: try next()) }

    /// Moves to the next element, passing on what was read from the current one.
    private mutating func advance<T>(after value: T) -> T {
        cursor = document.nodes[cursor].end
        currentIndex += 1
        return value
    }

    private mutating func advance() { advance(after: ()) }

    private func next() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(
                codingPath: codingPath + [PathKey(index: currentIndex)], debugDescription: "the array has only \(currentIndex) entries"
            ))
        }
        return cursor
    }
}
