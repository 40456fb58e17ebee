extension KeyedDecodingContainer {
    /// Sets `value` to the value at `key` when there is one (neither absent nor null); otherwise `value` keeps what
    /// the memberwise initialiser gave it. Decoders start from that initialiser, so each default is stated once.
    func decode<T: Decodable>(_ value: inout T, ifPresent key: Key) throws {
        if let decoded = try decodeIfPresent(T.self, forKey: key) { value = decoded }
    }
}
