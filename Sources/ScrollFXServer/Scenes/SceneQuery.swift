import MicroHTTP
import ScrollFX

/// The query parameters of a `GET` under `/v1/scenes/{id}`: each is the member of the `POST` body it stands for,
/// written as JSON text (numbers, `true`, `false`) or, for strings and ids, as it is. A bad value, an unknown
/// parameter or one given twice is refused with 422 at the pointer its member would have in the `POST` body.
struct SceneQuery {
    private var arguments: [String: String?] = [:]
    /// The names given, in the query's order: the first bad one is the one reported, every time.
    private(set) var names: [String] = []

    /// The arguments of `query`, each of a name in `known` (or, for a name `known` lists ending in `.`, one that starts
    /// with it); `pointer` names a parameter's member in the `POST` body.
    init(_ query: [QueryArgument], known: [String], pointer: (String) -> String) throws(Problem) {
        for argument in query {
            let name = argument.name
            // Compared as UTF-8: a name's text after the `.` may start with a combining mark.
            guard known.contains(where: { $0 == name || $0.hasSuffix(".") && name.utf8.starts(with: $0.utf8) && name.utf8.count > $0.utf8.count }) else {
                let names = known.map { $0.hasSuffix(".") ? $0 + "<section id>" : $0 }.joined(separator: ", ")
                throw Problem.invalidRequest("unknown query parameter \"\(name)\"; this endpoint takes \(names)", pointer: pointer(name))
            }
            guard arguments.updateValue(argument.value, forKey: name) == nil else {
                throw Problem.invalidRequest("query parameter \"\(name)\" is given more than once", pointer: pointer(name))
            }
            names.append(name)
        }
    }

    /// The text of parameter `name`, nil when it is not given; 422 at `pointer` when it has no value.
    func text(_ name: String, at pointer: String) throws(Problem) -> String? {
        guard let argument = arguments[name] else { return nil }
        guard let value = argument else { throw Problem.invalidRequest("query parameter \"\(name)\" has no value", pointer: pointer) }
        return value
    }

    /// Parameter `name` as a JSON number.
    func number(_ name: String, at pointer: String) throws(Problem) -> Double? {
        try text(name, at: pointer).map { text throws(Problem) in try Self.number(text, at: pointer) }
    }

    /// Parameter `name` as a JSON number that is an integer.
    func integer(_ name: String, at pointer: String) throws(Problem) -> Int? {
        guard let number = try number(name, at: pointer) else { return nil }
        guard let integer = Int(exactly: number) else { throw Problem.invalidRequest("must be an integer", pointer: pointer) }
        return integer
    }

    /// Parameter `name` as `true` or `false`.
    func bool(_ name: String, at pointer: String) throws(Problem) -> Bool? {
        switch try text(name, at: pointer) {
        case nil: return nil
        case "true": return true
        case "false": return false
        default: throw Problem.invalidRequest("must be true or false", pointer: pointer)
        }
    }

    /// Parameter `name` as one of an enumeration's raw values.
    func value<Value: RawRepresentable & CaseIterable>(_ name: String, as type: Value.Type, at pointer: String) throws(Problem) -> Value?
    where Value.RawValue == String {
        guard let text = try text(name, at: pointer) else { return nil }
        guard let value = Value(rawValue: text) else {
            throw Problem.invalidRequest("unknown value \"\(text)\"; expected one of: \(Value.allCases.map(\.rawValue).joined(separator: ", "))", pointer: pointer)
        }
        return value
    }

    /// Parameter `name` as numbers separated by commas (`0,120,240`); element k's error is at `pointer/k`.
    func numbers(_ name: String, at pointer: String) throws(Problem) -> [Double]? {
        guard let text = try text(name, at: pointer) else { return nil }
        var numbers: [Double] = []
        for (index, part) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            numbers.append(try Self.number(String(part), at: "\(pointer)/\(index)"))
        }
        return numbers
    }

    /// `text` read as a JSON number (RFC 8259's grammar), finite.
    static func number(_ text: String, at pointer: String) throws(Problem) -> Double {
        guard isJSONNumber(text.utf8), let value = Double(text), value.isFinite else {
            throw Problem.invalidRequest("\"\(text)\" is not a JSON number", pointer: pointer)
        }
        return value
    }

    /// Whether `bytes` spell a JSON number: `-`?, `0` or digits not starting with 0, `.digits`?, `e[+-]digits`?; read
    /// byte by byte through the grammar's parts.
    private static func isJSONNumber(_ bytes: String.UTF8View) -> Bool {
        enum Part { case start, sign, zero, integer, point, fraction, exponentMark, exponentSign, exponent }
        var part = Part.start
        for byte in bytes {
            let digit = byte &- UInt8(ascii: "0") < 10
            let (point, mark) = (byte == UInt8(ascii: "."), byte | 0x20 == UInt8(ascii: "e"))
            switch part {
            case .start where byte == UInt8(ascii: "-"): part = .sign
            case .start where digit, .sign where digit: part = byte == UInt8(ascii: "0") ? .zero : .integer
            case .integer where digit, .fraction where digit: break
            case .zero where point, .integer where point: part = .point
            case .point where digit: part = .fraction
            case .zero where mark, .integer where mark, .fraction where mark: part = .exponentMark
            case .exponentMark where byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"): part = .exponentSign
            case .exponentMark where digit, .exponentSign where digit, .exponent where digit: part = .exponent
            default: return false
            }
        }
        return part == .zero || part == .integer || part == .fraction || part == .exponent
    }
}
