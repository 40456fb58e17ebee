/// Decodes Decodable models from a ``JSONValue`` tree, with exact coding paths in every error.
///
/// Numbers convert strictly: a `Double` must be finite (`1e400` is refused),
/// an integer must be integral and in range (`2.5` is refused for an `Int`).
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    /// Where `value` sits, built into a coding path only when one is asked for (errors): cheap to extend.
    let path: CodingPathNode?
    var codingPath: [any CodingKey] { path?.keys ?? [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(value: JSONValue, path: CodingPathNode? = nil) {
        self.value = value
        self.path = path
    }

    /// Decodes `type` from `value`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: JSONValueDecoder(value: value))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self, value, codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self, value, codingPath) }
        return UnkeyedContainer(elements: elements, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(type, value, codingPath) }
        return bool
    }
    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = value else { throw mismatch(type, value, codingPath) }
        return string
    }
    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { Float(try floatingPoint(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    private func floatingPoint(_ type: Double.Type) throws -> Double {
        guard case .number(let text) = value else { throw mismatch(type, value, codingPath) }
        guard let number = Double(text), number.isFinite else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(text) is not a finite number"))
        }
        return number
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let text) = value else { throw mismatch(type, value, codingPath) }
        if let exact = T(text) { return exact }
        // 2.0 and 1e3 name integers too; 2.5 and out-of-range values do not.
        if let number = Double(text), number.rounded() == number, let converted = T(exactly: number) { return converted }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(text) is not an integer in \(T.min)...\(T.max)"))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let path: CodingPathNode?
    var codingPath: [any CodingKey] { path?.keys ?? [] }

    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: JSONValueDecoder(value: try member(key), path: CodingPathNode(key, parent: path)))
    }

    // Optional fields (most of a scene's) are looked up once, not three times as the protocol's defaults do.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = present(key) else { return nil }
        return try T(from: JSONValueDecoder(value: value, path: CodingPathNode(key, parent: path)))
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeIfPresent(Wrapped<Double>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeIfPresent(Wrapped<String>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresent(Wrapped<Bool>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresent(Wrapped<Int>.self, forKey: key)?.value }

    /// The member named `key`, nil when it is absent or `null`.
    private func present(_ key: Key) -> JSONValue? {
        guard let value = members[key.stringValue] else { return nil }
        if case .null = value { return nil }
        return value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONValueDecoder(value: try member(key), path: CodingPathNode(key, parent: path)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONValueDecoder(value: try member(key), path: CodingPathNode(key, parent: path)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { JSONValueDecoder(value: .object(members), path: path) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: members[key.stringValue] ?? .null, path: CodingPathNode(key, parent: path))
    }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "required field \"\(key.stringValue)\" is missing"))
        }
        return value
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let path: CodingPathNode?
    var codingPath: [any CodingKey] { path?.keys ?? [] }
    private(set) var currentIndex = 0

    init(elements: [JSONValue], path: CodingPathNode?) {
        self.elements = elements
        self.path = path
    }

    /// The path of the current element.
    private var elementPath: CodingPathNode { CodingPathNode(IndexKey(currentIndex), parent: path) }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard try next() == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoded = try T(from: JSONValueDecoder(value: try next(), path: elementPath))
        currentIndex += 1
        return decoded
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try JSONValueDecoder(value: try next(), path: elementPath).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try JSONValueDecoder(value: try next(), path: elementPath).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = JSONValueDecoder(value: try next(), path: elementPath)
        currentIndex += 1
        return decoder
    }

    private func next() throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(JSONValue.self, .init(
                codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "the array has only \(elements.count) entries"
            ))
        }
        return elements[currentIndex]
    }
}

/// A primitive decoded through the generic path, so the typed `decodeIfPresent` overloads share it.
private struct Wrapped<Value: Decodable>: Decodable {
    let value: Value
    init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Value.self) }
}

/// One step of a coding path, linked to its parent: extending a path allocates one node, not a copy of the path.
final class CodingPathNode {
    let key: any CodingKey
    let parent: CodingPathNode?

    init(_ key: any CodingKey, parent: CodingPathNode?) {
        self.key = key
        self.parent = parent
    }

    /// The keys from the root down to this one.
    var keys: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node: CodingPathNode? = self
        while let current = node {
            keys.append(current.key)
            node = current.parent
        }
        return keys.reversed()
    }
}

/// An array position in a coding path.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
    let expected: String = switch type {
    case is Bool.Type: "a boolean"
    case is String.Type: "a string"
    case is Double.Type, is Float.Type: "a number"
    case is any FixedWidthInteger.Type: "an integer"
    case is [Any].Type: "an array"
    default: "an object"
    }
    return DecodingError.typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(expected), found \(value.kindName)"))
}
