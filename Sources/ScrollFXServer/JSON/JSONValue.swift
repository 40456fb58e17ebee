/// A parsed JSON document: the tree ``JSONValueDecoder`` decodes Codable models from.
indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number, kept as its text so integers and doubles convert exactly.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// How the value is named in error messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Why a body is not JSON, and where: 1-based line and column of the offending byte.
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var reason: String

    var description: String { "\(reason) at line \(line), column \(column)" }
}
