/// Reading one value of a document as a Swift scalar, strictly: a `Double` must be finite
/// (`1e400` is refused), an integer integral and in range (`2.5` is refused for an `Int`).
extension JSONDocument {
    package func bool(at node: Int) throws -> Bool {
        switch nodes[node].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, node)
        }
    }

    package func string(at node: Int) throws -> String {
        guard nodes[node].kind == .string || nodes[node].kind == .escapedString else { throw mismatch(String.self, node) }
        return text(at: node)
    }

    package func double(at node: Int) throws -> Double {
        guard nodes[node].kind == .number else { throw mismatch(Double.self, node) }
        if let number = fastDouble(at: node) { return number }
        let text = text(at: node)
        guard let number = Double(text), number.isFinite else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(to: node), debugDescription: "\(text) is not a finite number"))
        }
        return number
    }

    package func integer<T: FixedWidthInteger>(_ type: T.Type, at node: Int) throws -> T {
        guard nodes[node].kind == .number else { throw mismatch(type, node) }
        let text = text(at: node)
        if let exact = T(text) { return exact }
        // 2.0 and 1e3 name integers too; 2.5 and out-of-range values do not.
        if let number = Double(text), number.rounded() == number, let converted = T(exactly: number) { return converted }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath(to: node), debugDescription: "\(text) is not an integer in \(T.min)...\(T.max)"))
    }

    /// The error for a value of the wrong kind.
    package func mismatch(_ type: Any.Type, _ node: Int) -> DecodingError {
        let expected: String = switch type {
        case is Bool.Type: "a boolean"
        case is String.Type: "a string"
        case is Double.Type, is Float.Type: "a number"
        case is any FixedWidthInteger.Type: "an integer"
        case is [Any].Type: "an array"
        default: "an object"
        }
        return DecodingError.typeMismatch(type, .init(codingPath: codingPath(to: node), debugDescription: "expected \(expected), found \(nodes[node].kindName)"))
    }

    /// Numbers of at most 15 significant digits and no exponent (most of a scene's) are an exact integer
    /// divided by an exact power of ten, which IEEE division rounds correctly; nil for the others.
    private func fastDouble(at node: Int) -> Double? {
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
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }
}

/// 10⁰ … 10¹⁵, each exact in a double.
private let powersOfTen: [Double] = (0...15).map { exponent in
    (0..<exponent).reduce(1.0) { product, _ in product * 10 }
}
