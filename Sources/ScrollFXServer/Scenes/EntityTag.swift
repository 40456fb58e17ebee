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
        return "\"\(id)-\(hash.hex)\""
    }

    /// Whether `field` (an `If-None-Match` value) holds `tag`, compared weakly (`W/"x"` holds `"x"`); `*` holds any
    /// current answer (`exists`). A field that is not a list of entity tags holds nothing (it is ignored).
    static func noneMatchHolds(_ field: String?, tag: String, exists: () -> Bool) -> Bool {
        guard let field else { return false }
        let isSpace = { (c: Character) in c == " " || c == "\t" }
        var rest = field.drop(while: isSpace)
        if rest.first == "*", rest.dropFirst().allSatisfy(isSpace) { return exists() }
        var held = false
        while !rest.isEmpty {
            if rest.hasPrefix("W/") { rest = rest.dropFirst(2) }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return false }
            let opaque = rest[...close]
            // Entity-tag characters: %x21 / %x23-7E / obs-text.
            guard opaque.dropFirst().dropLast().utf8.allSatisfy({ $0 == 0x21 || $0 >= 0x23 && $0 != 0x7F }) else { return false }
            if opaque == tag { held = true }
            rest = rest[rest.index(after: close)...].drop(while: isSpace)
            guard rest.isEmpty || rest.first == "," else { return false }
            rest = rest.drop { $0 == "," || isSpace($0) }
        }
        return held
    }
}

/// FNV-1a, 64 bits, over parts each followed by a zero byte: the same on every replica and release of the platform.
private struct FNV1a {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte: byte) }
        add(byte: 0)
    }

    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
