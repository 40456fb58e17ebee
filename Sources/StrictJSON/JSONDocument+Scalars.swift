/// Reading one value of a document as a Swift scalar, strictly: a `Double` must be finite
/// (`1e400` is refused), an integer integral and in range (`2.5` is refused for an `Int`).
extension JSONDocument {
    public func bool(at node: Int) throws -> Bool {
        switch nodes[node].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, node)
        }
    }

    public func string(at node: Int) throws -> String {
        guard nodes[node].kind == .string || nodes[node].kind == .escapedString else { throw mismatch(String.self, node) }
        return text(at: node)
    }

    public func double(at node: Int) throws -> Double {
        guard nodes[node].kind == .number else { throw mismatch(Double.self, node) }
        guard let number = withView({ $0.double(at: node) }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(to: node), debugDescription: "\(text(at: node)) is not a finite number"))
        }
        return number
    }

    public func integer<T: FixedWidthInteger>(_ type: T.Type, at node: Int) throws -> T {
        guard nodes[node].kind == .number else { throw mismatch(type, node) }
        guard let integer = withView({ $0.integer(type, at: node) }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(to: node), debugDescription: "\(text(at: node)) is not an integer in \(T.min)...\(T.max)"))
        }
        return integer
    }

    /// The error for a value of the wrong kind.
    public func mismatch(_ type: Any.Type, _ node: Int) -> DecodingError {
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
}
