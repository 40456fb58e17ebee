/// The members of an object as `Decodable` reads them: ``WireObject``'s `init(from:)` hands a keyed container to
/// the type's ``WireObject/read(_:)``, so decoding errors, their coding paths and their order stay `Decodable`'s.
struct DecodedMembers: MemberReader {
    let container: KeyedDecodingContainer<WireKey>

    init(_ container: KeyedDecodingContainer<WireKey>) {
        self.container = container
    }

    func require<Value: WireValue>(_ name: StaticString, as type: Value.Type) throws(any Error) -> Value {
        try container.decode(Value.self, forKey: WireKey(name.description))
    }

    func read<Value: WireValue>(_ name: StaticString, into value: inout Value) throws(any Error) {
        let key = WireKey(name.description)
        if let null = Value.ofNull, try isNull(key) { return value = null }
        if let decoded = try container.decodeIfPresent(Value.self, forKey: key) { value = decoded }
    }

    func read<Value: WireValue>(_ name: StaticString, into value: inout Value?) throws(any Error) {
        let key = WireKey(name.description)
        if let null = Value.ofNull, try isNull(key) { return value = null }
        value = try container.decodeIfPresent(Value.self, forKey: key)
    }

    /// Whether member `key` is present and `null`.
    private func isNull(_ key: WireKey) throws(any Error) -> Bool {
        try container.contains(key) && container.decodeNil(forKey: key)
    }

    func invalid(_ name: StaticString, _ reason: @autoclosure () -> String) -> any Error {
        DecodingError.dataCorruptedError(forKey: WireKey(name.description), in: container, debugDescription: reason())
    }
}

/// A member name as a coding key.
struct WireKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
}
