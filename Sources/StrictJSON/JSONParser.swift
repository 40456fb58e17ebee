/// A strict RFC 8259 / I-JSON (RFC 7493) parser over UTF-8 bytes.
///
/// Rejects what JSON does not allow (trailing commas, `NaN`, comments, leading
/// zeros, control characters in strings, trailing garbage) and what I-JSON
/// forbids (duplicate object keys, lone surrogates), and nesting deeper than
/// `maxDepth`. Errors carry the line and column of the offending byte.
public struct JSONParser {
    /// The body, read through a pointer for the parse: every read is after a check of `bytes.count`, so the hot loops
    /// skip the array's own.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The same bytes as the document keeps them, for names' texts.
    private let source: [UInt8]
    private let maxDepth: Int
    private var index = 0
    private var depth = 0
    /// The nodes so far, grown by doubling: appending and updating skip an array's uniqueness check. There are at most
    /// as many as the body has bytes.
    private var nodes: UnsafeMutablePointer<JSONNode>
    private var capacity: Int
    private var count = 0
    private var unescaped: [String] = []

    /// Parses a whole document.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONSyntaxError) -> JSONDocument {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONDocument in
            var parser = JSONParser(bytes: buffer, source: bytes, maxDepth: maxDepth)
            do throws(JSONSyntaxError) {
                parser.skipWhitespace()
                try parser.parseValue()
                parser.skipWhitespace()
                guard parser.index == bytes.count else { throw parser.error("unexpected data after the JSON value") }
            } catch {
                parser.nodes.deallocate()
                throw error
            }
            // The document takes the nodes over.
            return JSONDocument(bytes: bytes, nodes: UnsafeBufferPointer(start: parser.nodes, count: parser.count), unescaped: parser.unescaped)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, source: [UInt8], maxDepth: Int) {
        (self.bytes, self.source, self.maxDepth) = (bytes, source, maxDepth)
        capacity = bytes.count / 8 + 16
        nodes = .allocate(capacity: capacity)
    }

    private mutating func parseValue() throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error(bytes.isEmpty ? "the body is empty" : "unexpected end of the body") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        case UInt8(ascii: "t"): try expect("true"); append(.true)
        case UInt8(ascii: "f"): try expect("false"); append(.false)
        case UInt8(ascii: "n"): try expect("null"); append(.null)
        default: throw error("unexpected character \(describe(bytes[index]))")
        }
    }

    /// Appends a node (a container's count and end are filled in as it is read).
    @inline(__always)
    private mutating func append(_ kind: JSONNode.Kind, start: Int = 0, count length: Int = 0) {
        if count == capacity { grow() }
        (nodes + count).initialize(to: JSONNode(kind: kind, start: start, count: length, end: count + 1))
        count += 1
    }

    /// Doubles the room for nodes.
    @inline(never)
    private mutating func grow() {
        let grown = UnsafeMutablePointer<JSONNode>.allocate(capacity: 2 * capacity)
        grown.moveInitialize(from: nodes, count: count)
        nodes.deallocate()
        (nodes, capacity) = (grown, 2 * capacity)
    }

    private mutating func parseObject() throws(JSONSyntaxError) {
        let node = try enterContainer(.object)
        var names: Set<MemberName>?
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { return leaveContainer(node) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a quoted member name") }
            let keyStart = index
            let key = count
            try parseString()
            // A name whose bit is new to the object's filter repeats none of its first 16 names.
            let bit = nodes[key].kind == .string ? JSONNode.nameBit(length: nodes[key].count, first: nameByte(key)) : .max
            if (nodes[node].count >= 16 || nodes[node].names & bit != 0) && repeats(key, in: node, names: &names) {
                index = keyStart
                throw error("duplicate member name \"\(nodes[key].text(in: source, unescaped: unescaped))\"")
            }
            nodes[node].names |= bit
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after a member name") }
            index += 1
            skipWhitespace()
            try parseValue()
            nodes[node].count += 1
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            guard peek(UInt8(ascii: "}")) else { throw error("expected ',' or '}' in an object") }
            return leaveContainer(node)
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) {
        let node = try enterContainer(.array)
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { return leaveContainer(node) }
        while true {
            skipWhitespace()
            try parseValue()
            nodes[node].count += 1
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            guard peek(UInt8(ascii: "]")) else { throw error("expected ',' or ']' in an array") }
            return leaveContainer(node)
        }
    }

    /// Steps into an object or array at its opening byte; its node's count and end are filled in as it is read.
    @inline(__always)
    private mutating func enterContainer(_ kind: JSONNode.Kind) throws(JSONSyntaxError) -> Int {
        depth += 1
        guard depth <= maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
        index += 1
        append(kind)
        return count - 1
    }

    /// Steps over the closing byte of the container at `node`.
    private mutating func leaveContainer(_ node: Int) {
        index += 1
        depth -= 1
        nodes[node].end = count
    }

    /// The first byte of the unescaped name at node `key` (0 for an empty one).
    private func nameByte(_ key: Int) -> UInt8 {
        nodes[key].count > 0 ? bytes[nodes[key].start] : 0
    }

    /// Whether the key at node `key` repeats an earlier member name of the object at `object`. Few members are
    /// compared in place; from the 16th on a set of names is kept, so a huge object stays linear.
    private func repeats(_ key: Int, in object: Int, names: inout Set<MemberName>?) -> Bool {
        let count = nodes[object].count
        if count < 16 {
            let name = nodes[key]
            var member = object + 1
            for _ in 0..<count {
                let other = nodes[member]
                // Two unescaped names of different lengths differ: most pairs are told apart without their bytes.
                let mayMatch = other.count == name.count || other.kind == .escapedString || name.kind == .escapedString
                if mayMatch, other.hasSameText(as: name, in: source, unescaped: unescaped) { return true }
                member = nodes[member + 1].end
            }
            return false
        }
        if names == nil {
            var member = object + 1
            var set = Set<MemberName>(minimumCapacity: 32)
            for _ in 0..<count {
                set.insert(MemberName(nodes[member].text(in: source, unescaped: unescaped)))
                member = nodes[member + 1].end
            }
            names = set
        }
        return names!.insert(MemberName(nodes[key].text(in: source, unescaped: unescaped))).inserted == false
    }

    /// A member name in a set, equal to another only with the same Unicode scalars, as the scan compares them: two
    /// spellings Swift's `String` holds equal (canonically equivalent, `é` and `e` with U+0301) are two names.
    private struct MemberName: Hashable {
        let text: String

        init(_ text: String) { self.text = text }

        static func == (left: MemberName, right: MemberName) -> Bool {
            left.text.utf8.count == right.text.utf8.count && left.text.utf8.elementsEqual(right.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            // The bytes in one call where they are contiguous, as a parsed name's are.
            let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
        }
    }

    /// Parses a string at a `"`, resolving escapes; rejects raw control characters and lone surrogates.
    @inline(__always)
    private mutating func parseString() throws(JSONSyntaxError) {
        // Most strings (keys, ids, kinds) have no escape: one validated run of UTF-8, read in place later.
        let start = index + 1
        var end = start
        // Eight bytes at a time while eight remain, a word with no byte to stop at skipped whole.
        while end + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + end).loadUnaligned(as: UInt64.self))
            let stops = Self.stops(in: word)
            if stops != 0 {
                end += stops.trailingZeroBitCount >> 3
                break
            }
            end += 8
        }
        while end < bytes.count {
            let byte = bytes[end]
            // Printable ASCII but the quote and the backslash, in one comparison and two.
            if byte &- 0x20 < 0x5F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                end += 1
                continue
            }
            index = end
            if byte == UInt8(ascii: "\"") {
                index += 1
                return append(.string, start: start, count: end - start)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("a control character must be escaped in a string") }
            if byte >= 0x80 {
                try skipUTF8Sequence()
                end = index
                continue
            }
            end += 1
        }
        index = end
        unescaped.append(try parseEscapedString(from: start))
        append(.escapedString, start: unescaped.count - 1)
    }

    /// The high bit of each byte of `word` (eight string bytes, the first lowest) a string's fast scan stops at: the
    /// quote, the backslash, a control byte or any byte of a multi-byte sequence. Exact up to the first such byte.
    @inline(__always)
    private static func stops(in word: UInt64) -> UInt64 {
        word.bytes(equalTo: UInt8(ascii: "\"")) | word.bytes(equalTo: UInt8(ascii: "\\")) | word.bytes(below: 0x20) | word.bytesOutsideASCII
    }

    /// The rest of a string holding escapes, whose unescaped text began at `start`: UTF-8 gathered in one buffer, so
    /// the work is linear in the string's length however many escapes it holds.
    private mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(index - start + 16)
        var runStart = start
        func flushRun(_ end: Int) {
            utf8.append(contentsOf: bytes[runStart..<end])
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushRun(index)
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw error("a control character must be escaped in a string") }
            if byte == UInt8(ascii: "\\") {
                flushRun(index)
                utf8.append(contentsOf: try parseEscape().utf8)
                runStart = index
                continue
            }
            if byte >= 0x80 {
                try skipUTF8Sequence()
                continue
            }
            index += 1
        }
        throw error("unterminated string")
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error("unterminated escape") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("lone high surrogate \\u\(String(first, radix: 16))")
                }
                index += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw error("high surrogate not followed by a low one") }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("lone low surrogate \\u\(String(first, radix: 16))") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape \\\(describe(escaped))")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexValue(bytes[index]) else { throw error("invalid hex digit in \\u escape") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Checks one well-formed UTF-8 sequence (no overlongs, no surrogates) and steps over it.
    private mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[index]
        let (length, minimum): (Int, UInt32) = switch lead {
        case 0xC2...0xDF: (2, 0x80)
        case 0xE0...0xEF: (3, 0x800)
        case 0xF0...0xF4: (4, 0x10000)
        default: (0, 0)
        }
        guard length > 0, index + length <= bytes.count else { throw error("invalid UTF-8") }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { throw error("invalid UTF-8") }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { throw error("invalid UTF-8") }
        index += length
    }

    /// Parses a number's text per the JSON grammar.
    @inline(__always)
    private mutating func parseNumber() throws(JSONSyntaxError) {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number must not have leading zeros") }
        } else {
            skipDigits()
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        append(.number, start: start, count: index - start)
    }

    private mutating func expect(_ literal: StaticString) throws(JSONSyntaxError) {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { throw error("unexpected character \(describe(bytes[index]))") }
        for offset in 0..<length where bytes[index + offset] != literal.utf8Start[offset] {
            throw error("unexpected character \(describe(bytes[index]))")
        }
        index += length
    }

    private mutating func skipWhitespace() {
        var at = index
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x09, 0x0A, 0x0D: at += 1
            default: return index = at
            }
        }
        index = at
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// An error at the current byte, with its 1-based line and column.
    private func error(_ reason: String) -> JSONSyntaxError {
        let end = min(index, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<end where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return JSONSyntaxError(line: line, column: end - lineStart + 1, reason: reason)
    }
}
