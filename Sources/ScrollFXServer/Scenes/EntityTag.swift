import MicroHTTP

/// The strong entity tags of answers about held scenes, and `If-None-Match` (RFC 9110 §8.8.3, §13.1.2).
///
/// A tag names the bytes an answer would have, without computing them: the scene's id, the endpoint, the query as
/// given, the representation and the service's release. So any replica answers a conditional request with 304
/// before any work, held scene or not.
enum EntityTag {
    /// The tag of the canonical scene `id`: its bytes never change.
    static func scene(_ id: String) -> String { "\"\(id)\"" }

    /// The tag of `endpoint`'s answer about scene `id` to `query`, as `representation`.
    static func answer(id: String, endpoint: String, query: [QueryArgument], representation: String) -> String {
        var hash = FNV1a()
        for part in [ServiceRelease.version, endpoint, representation] { hash.add(part) }
        for argument in query {
            hash.add(argument.name)
            if let value = argument.value { hash.add(value) } else { hash.add(byte: 1) }
        }
        var tag = Array("\"\(id)-".utf8)
        for shift in stride(from: 60, through: 0, by: -4) { tag.append(Self.hexDigits[Int(truncatingIfNeeded: hash.state >> shift & 0xF)]) }
        tag.append(UInt8(ascii: "\""))
        return String(decoding: tag, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Whether `field` (an `If-None-Match` value) holds `tag`, compared weakly (`W/"x"` holds `"x"`); `*` holds any
    /// current answer (`exists`). A field that is not a list of entity tags holds nothing (it is ignored). Read byte
    /// by byte: a tag is ASCII, and this runs before any other work of a conditional request.
    static func noneMatchHolds(_ field: String?, tag: String, exists: () -> Bool) -> Bool {
        guard var field else { return false }
        var tag = tag
        let (held, any) = field.withUTF8 { bytes in tag.withUTF8 { tag in holds(bytes, tag) } }
        return held || (any && exists())
    }

    /// Whether the `If-None-Match` list in `bytes` holds `tag`, and whether it is `*`.
    private static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ tag: UnsafeBufferPointer<UInt8>) -> (held: Bool, any: Bool) {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        var index = 0
        func skip(_ skipped: (UInt8) -> Bool) { while index < bytes.count, skipped(bytes[index]) { index += 1 } }
        skip(isSpace)
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
            index += 1
            skip(isSpace)
            return (false, index == bytes.count)
        }
        var held = false
        // Empty list elements are allowed anywhere (RFC 9110 §5.6.1.2).
        skip { $0 == UInt8(ascii: ",") || isSpace($0) }
        while index < bytes.count {
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "W"), bytes[index + 1] == UInt8(ascii: "/") { index += 2 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return (false, false) }
            let open = index
            index += 1
            // Entity-tag characters: %x21 / %x23-7E / obs-text.
            skip { $0 == 0x21 || $0 >= 0x23 && $0 != 0x7F }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return (false, false) }
            index += 1
            if bytes[open..<index].elementsEqual(tag) { held = true }
            skip(isSpace)
            guard index == bytes.count || bytes[index] == UInt8(ascii: ",") else { return (false, false) }
            skip { $0 == UInt8(ascii: ",") || isSpace($0) }
        }
        return (held, false)
    }
}

/// FNV-1a, 64 bits, over parts each followed by a zero byte: the same on every replica and release of the platform.
private struct FNV1a {
    private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(byte: UInt8) {
        state = (state ^ UInt64(truncatingIfNeeded: byte)) &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte: byte) }
        add(byte: 0)
    }
}
