/// Decodes Decodable models from a ``JSONDocument``, with exact coding paths in every error.
///
/// Numbers convert strictly (see `JSONDocument+Scalars`). Members are found by comparing their
/// names' bytes in place, scalar fields are read without a decoder of their own, and no coding
/// path is carried along: a value's path is worked out from the document when an error needs it.
public struct JSONDocumentDecoder: Decoder {
    public let document: JSONDocument
    /// The value decoded, as an index into `document.nodes`.
    public let node: Int
    public var codingPath: [any CodingKey] { document.codingPath(to: node) }
    public var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type` from the whole of `document`.
    public static func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        try T(from: JSONDocumentDecoder(document: document, node: 0))
    }

    public func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard document.nodes[node].kind == .object else { throw document.mismatch([String: Any].self, node) }
        return KeyedDecodingContainer(KeyedContainer<Key>(document: document, node: node))
    }

    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard document.nodes[node].kind == .array else { throw document.mismatch([Any].self, node) }
        return UnkeyedContainer(document: document, node: node)
    }

    public func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

extension JSONDocumentDecoder: SingleValueDecodingContainer {
    public func decodeNil() -> Bool { document.nodes[node].kind == .null }
    public func decode(_ type: Bool.Type) throws -> Bool { try document.bool(at: node) }
    public func decode(_ type: String.Type) throws -> String { try document.string(at: node) }
    public func decode(_ type: Double.Type) throws -> Double { try document.double(at: node) }
    public func decode(_ type: Float.Type) throws -> Float { Float(try document.double(at: node)) }
    public func decode<T: FixedWidthInteger & Decodable>(_ type: T.Type) throws -> T { try document.integer(type, at: node) }
    public func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    public let document: JSONDocument
    public let node: Int
    public var codingPath: [any CodingKey] { document.codingPath(to: node) }

    public var allKeys: [Key] { document.keys(of: node).compactMap { Key(stringValue: document.text(at: $0)) } }

    public func contains(_ key: Key) -> Bool { document.member(key.stringValue, of: node) != nil }

    public func decodeNil(forKey key: Key) throws -> Bool { document.nodes[try member(key)].kind == .null }

    public func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: decoder(member(key))) }
    public func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try document.bool(at: member(key)) }
    public func decode(_ type: String.Type, forKey key: Key) throws -> String { try document.string(at: member(key)) }
    public func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try document.double(at: member(key)) }
    public func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try document.integer(type, at: member(key)) }

    // Optional fields (most of a scene's) are looked up once, not three times as the protocol's defaults do.
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key).map { try T(from: decoder($0)) }
    }
    public func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key).map(document.bool(at:)) }
    public func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key).map(document.string(at:)) }
    public func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key).map(document.double(at:)) }
    public func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try present(key).map { try document.integer(type, at: $0) }
    }

    public func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(member(key)).container(keyedBy: type)
    }

    public func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(member(key)).unkeyedContainer()
    }

    public func superDecoder() throws -> any Decoder { decoder(node) }
    public func superDecoder(forKey key: Key) throws -> any Decoder { decoder(try member(key)) }

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
    public let document: JSONDocument
    public let node: Int
    public var codingPath: [any CodingKey] { document.codingPath(to: node) }
    public var count: Int? { document.nodes[node].count }
    private(set) var currentIndex = 0
    /// The node of the current element.
    private var cursor: Int

    public init(document: JSONDocument, node: Int) {
        self.document = document
        self.node = node
        cursor = node + 1
    }

    public var isAtEnd: Bool { currentIndex >= document.nodes[node].count }

    public mutating func decodeNil() throws -> Bool {
        guard document.nodes[try next()].kind == .null else { return false }
        advance()
        return true
    }

    public mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try advance(after: T(from: decoder())) }
    public mutating func decode(_ type: Double.Type) throws -> Double { try advance(after: document.double(at: next())) }
    public mutating func decode(_ type: String.Type) throws -> String { try advance(after: document.string(at: next())) }

    public mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try advance(after: decoder().container(keyedBy: type))
    }

    public mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try advance(after: decoder().unkeyedContainer())
    }

    public mutating func superDecoder() throws -> any Decoder { try advance(after: decoder()) }

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
