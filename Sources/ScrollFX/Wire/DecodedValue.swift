/// A value as `Decodable` reads it: ``WireShape``'s `init(from:)` hands the decoder to the type's
/// ``WireValue/read(from:)``, so a value of several shapes is read one way, with `Decodable`'s errors and paths.
struct DecodedValue: ValueReader {
    let decoder: any Decoder

    init(_ decoder: any Decoder) {
        self.decoder = decoder
    }

    var isNull: Bool { (try? decoder.singleValueContainer().decodeNil()) ?? false }

    func double() throws(any Error) -> Double { try decoder.singleValueContainer().decode(Double.self) }
    func integer() throws(any Error) -> Int { try decoder.singleValueContainer().decode(Int.self) }
    func bool() throws(any Error) -> Bool { try decoder.singleValueContainer().decode(Bool.self) }
    func string() throws(any Error) -> String { try decoder.singleValueContainer().decode(String.self) }

    func object<Value>(_ read: (inout DecodedMembers) throws(any Error) -> Value) throws(any Error) -> Value {
        var members = DecodedMembers(try decoder.container(keyedBy: WireKey.self))
        return try read(&members)
    }

    func elements<Element>(_ read: (DecodedValue) throws(any Error) -> Element) throws(any Error) -> [Element] {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd { elements.append(try read(DecodedValue(try container.superDecoder()))) }
        return elements
    }

    func entries<Entry>(atMost limit: Int, _ read: (String, DecodedValue) throws(any Error) -> Entry) throws(any Error) -> [Entry] {
        let container = try decoder.container(keyedBy: WireKey.self)
        // Counted before a value is read: finding one by its key may take a pass over the others.
        guard container.allKeys.count <= limit else { throw invalid("at most \(limit) members") }
        var entries: [Entry] = []
        for key in container.allKeys { entries.append(try read(key.stringValue, DecodedValue(try container.superDecoder(forKey: key)))) }
        return entries
    }

    func invalid(_ reason: @autoclosure () -> String) -> any Error {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: reason()))
    }
}
