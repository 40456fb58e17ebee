/// A ``JSONDocument``'s storage lent to a reader that must not count references (a cursor per value): its
/// nodes, bytes and unescaped strings, valid only inside ``JSONDocument/withView(_:)``.
///
/// Node indices come from the document (the parser's own), so reads through it are not bounds-checked again.
public struct JSONView {
    public let nodes: UnsafeBufferPointer<JSONNode>
    public let bytes: UnsafeBufferPointer<UInt8>
    public let unescaped: UnsafeBufferPointer<String>

    /// The text of the string or number at `node`.
    public func text(at node: Int) -> String {
        let value = nodes[node]
        if value.kind == .escapedString { return unescaped[value.start] }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[value.start..<(value.start + value.count)]), as: UTF8.self)
    }

    /// Whether the string at `node` reads the UTF-8 of `text`, compared in place.
    public func isString(at node: Int, equalTo text: UnsafeBufferPointer<UInt8>) -> Bool {
        let value = nodes[node]
        guard value.kind == .string else {
            var offset = 0
            for byte in unescaped[value.start].utf8 {
                guard offset < text.count, text[offset] == byte else { return false }
                offset += 1
            }
            return offset == text.count
        }
        guard value.count == text.count else { return false }
        for offset in 0..<value.count where bytes[value.start + offset] != text[offset] { return false }
        return true
    }

    /// The number at `node` as a finite double, nil when it is not one (`1e400`).
    public func double(at node: Int) -> Double? {
        if let number = fastDouble(at: node) { return number }
        guard let number = Double(text(at: node)), number.isFinite else { return nil }
        return number
    }

    /// The number at `node` as an integer of `type`, nil when it names none (`2.5`, or out of range); `2.0` and
    /// `1e3` name integers. (Inlinable, so that each caller's type is converted to without a generic call.)
    @inlinable
    public func integer<T: FixedWidthInteger>(_ type: T.Type, at node: Int) -> T? {
        // Most are a few digits, read exactly from their bytes, without making a string.
        if let number = fastDouble(at: node) { return number.rounded() == number ? T(exactly: number) : nil }
        let text = text(at: node)
        if let exact = T(text) { return exact }
        guard let number = Double(text), number.rounded() == number else { return nil }
        return T(exactly: number)
    }

    /// Numbers of at most 15 significant digits and no exponent (most of a scene's) are an exact integer
    /// divided by an exact power of ten, which IEEE division rounds correctly; nil for the others.
    @usableFromInline
    func fastDouble(at node: Int) -> Double? {
        var index = nodes[node].start
        let end = index + nodes[node].count
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
                if inFraction { fractionDigits += 1 }
                guard digits <= 15 else { return nil }
            } else {
                return nil
            }
            index += 1
        }
        let value = Double(mantissa) / Double(PowersOfTen.exact(fractionDigits))
        return negative ? -value : value
    }
}

extension JSONDocument {
    /// Calls `body` with the document's storage lent as a ``JSONView``, which must not outlive the call.
    public func withView<Result, Failure: Error>(_ body: (JSONView) throws(Failure) -> Result) throws(Failure) -> Result {
        try bytes.withUnsafeBufferPointer { (bytes) throws(Failure) -> Result in
            try unescaped.withUnsafeBufferPointer { (unescaped) throws(Failure) -> Result in
                try body(JSONView(nodes: nodes, bytes: bytes, unescaped: unescaped))
            }
        }
    }
}
