import MicroHTTP

/// The strong entity tags of answers about held scenes, and `If-None-Match` (RFC 9110 §8.8.3, §13.1.2).
///
/// A tag names the bytes an answer would have, without computing them: the scene's id, the endpoint, the query as
/// given, the representation and the service's release. So any replica answers a conditional request with 304
/// before any work, held scene or not.
enum EntityTag {
    /// The tag of the canonical scene `id`: its bytes never change.
    static func scene(_ id: String) -> String { "\"\(id)\"" }

    /// The tag of `endpoint`'s answer about scene `id` to `query`, as `representation`; `field` itself when it is
    /// exactly that tag (the commonest `If-None-Match`), so that a 304 makes no string of its own.
    static func answer(id: Substring, endpoint: String, query: [QueryArgument], representation: String, field: String? = nil) -> String {
        var hash = TagHash()
        parts(endpoint: endpoint, query: query, representation: representation) { hash.add($0) }
        let state = hash.state
        // `"<id>-<16 hexadecimal digits>"`.
        var id = id
        return id.withUTF8 { id in
            let count = id.count + 19
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer -> String in
                guard let out = buffer.baseAddress else { return "" }
                out.pointee = UInt8(ascii: "\"")
                if let source = id.baseAddress { (out + 1).initialize(from: source, count: id.count) }
                out[count - 18] = UInt8(ascii: "-")
                HexDigits.write(state, to: out + count - 17)
                out[count - 1] = UInt8(ascii: "\"")
                let tag = UnsafeBufferPointer(start: out, count: count)
                if var field, field.utf8.count == count, field.withUTF8({ ByteRuns.equal($0, tag) }) { return field }
                return String(decoding: tag, as: UTF8.self)
            }
        }
    }

    /// What an answer depends on but its scene's id, in order: the release, the endpoint, the representation, and each
    /// argument's name and value (nil when it has none).
    private static func parts(endpoint: String, query: [QueryArgument], representation: String, _ body: (String?) -> Void) {
        body(ServiceRelease.version)
        body(endpoint)
        body(representation)
        for argument in query {
            body(argument.name)
            body(argument.value)
        }
    }

    /// What a kept answer is found by: the id and every part its tag hashes, each after its length and a colon (an
    /// absent value is `-`), so that no two requests' keys are alike unless their answers are.
    static func answerKey(id: Substring, endpoint: String, query: [QueryArgument], representation: String) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(128 + id.utf8.count + query.reduce(0) { $0 + 48 + $1.name.utf8.count + ($1.value?.utf8.count ?? 0) })
        func add(length: Int) {
            if length >= 10 { add(length: length / 10) }
            key.append(UInt8(truncatingIfNeeded: 0x30 + length % 10))
        }
        func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            add(length: bytes.count)
            key.append(UInt8(ascii: ":"))
            key.append(contentsOf: bytes)
        }
        func add(_ text: String?) {
            guard var text else { return key.append(UInt8(ascii: "-")) }
            text.withUTF8 { add($0) }
        }
        var id = id
        id.withUTF8 { add($0) }
        parts(endpoint: endpoint, query: query, representation: representation) { add($0) }
        return String(decoding: key, as: UTF8.self)
    }

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
        let count = bytes.count
        // The commonest field, the tag as it was given, at once.
        if ByteRuns.equal(bytes, tag) { return (true, false) }
        var index = 0
        while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index &+= 1 }
        if index < count, bytes[index] == UInt8(ascii: "*") {
            index &+= 1
            while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index &+= 1 }
            return (false, index == count)
        }
        var held = false
        // Empty list elements are allowed anywhere (RFC 9110 §5.6.1.2).
        while index < count, bytes[index] == UInt8(ascii: ",") || bytes[index] == 0x20 || bytes[index] == 0x09 { index &+= 1 }
        while index < count {
            if index &+ 1 < count, bytes[index] == UInt8(ascii: "W"), bytes[index &+ 1] == UInt8(ascii: "/") { index &+= 2 }
            guard index < count, bytes[index] == UInt8(ascii: "\"") else { return (false, false) }
            let open = index
            index &+= 1
            // Entity-tag characters: %x21 / %x23-7E / obs-text.
            while index < count, bytes[index] == 0x21 || bytes[index] >= 0x23 && bytes[index] != 0x7F { index &+= 1 }
            guard index < count, bytes[index] == UInt8(ascii: "\"") else { return (false, false) }
            index &+= 1
            if !held, index &- open == tag.count { held = ByteRuns.equal(UnsafeBufferPointer(rebasing: bytes[open..<index]), tag) }
            while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index &+= 1 }
            guard index == count || bytes[index] == UInt8(ascii: ",") else { return (false, false) }
            while index < count, bytes[index] == UInt8(ascii: ",") || bytes[index] == 0x20 || bytes[index] == 0x09 { index &+= 1 }
        }
        return (held, false)
    }
}

/// A 64-bit hash of parts, eight bytes at a time (each part's length mixed in after it, so that no two lists of parts
/// run together alike): the same on every replica and release of the platform, the bytes read as little-endian.
private struct TagHash {
    private(set) var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 32
    }

    /// Adds `text`, or a part that is absent (distinct from every text, the empty one included).
    mutating func add(_ text: String?) {
        guard let text else {
            mix(0xFFFF_FFFF_FFFF_FFFF)
            return
        }
        // Read in place where the bytes are contiguous (native strings), with no copy of the string.
        if text.utf8.withContiguousStorageIfAvailable({ add($0) }) == nil {
            var text = text
            text.withUTF8 { add($0) }
        }
    }

    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        if let base = bytes.baseAddress {
            while index &+ 8 <= bytes.count {
                mix(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian)
                index &+= 8
            }
        }
        // The last few bytes as the low bytes of a word, the rest zero.
        var tail: UInt64 = 0
        withUnsafeMutableBytes(of: &tail) { $0.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[index...]))) }
        mix(tail.littleEndian)
        mix(UInt64(truncatingIfNeeded: bytes.count))
    }
}
