@testable import ScrollFX

/// A value as its writing side lists it: a JSON tree built by a ``ValueWriter``, for tests that spell it again.
enum WireTree: Equatable {
    /// A member of an object.
    struct Member: Equatable {
        var name: String
        var value: WireTree
    }

    case null
    case number(Double)
    case bool(Bool)
    case string(String)
    case array([WireTree])
    case object([Member])

    /// The tree `value` writes, scroll state left out as in the canonical form.
    static func of(_ value: some WireWritable) -> WireTree {
        var writer = Builder()
        value.write(to: &writer)
        return writer.stack[0].values[0]
    }

    /// The member `name` of an object.
    subscript(name: String) -> WireTree? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.name == name }?.value
    }

    /// Builds a tree: one open container per level, its values and, in an object, its names.
    struct Builder: ValueWriter {
        var stack: [(values: [WireTree], names: [String])] = [([], [])]
        let writesScrollState = false

        mutating func null() { stack[stack.count - 1].values.append(.null) }
        mutating func double(_ value: Double) { stack[stack.count - 1].values.append(.number(value)) }
        mutating func integer(_ value: Int) { stack[stack.count - 1].values.append(.number(Double(value))) }
        mutating func bool(_ value: Bool) { stack[stack.count - 1].values.append(.bool(value)) }
        mutating func string(_ value: String) { stack[stack.count - 1].values.append(.string(value)) }
        mutating func name(_ name: StaticString) { stack[stack.count - 1].names.append(name.description) }
        mutating func name(text: String) { stack[stack.count - 1].names.append(text) }

        mutating func object(_ write: (inout Builder) -> Void) {
            stack.append(([], []))
            write(&self)
            let (values, names) = stack.removeLast()
            stack[stack.count - 1].values.append(.object(zip(names, values).map { Member(name: $0.0, value: $0.1) }))
        }

        mutating func array(_ write: (inout Builder) -> Void) {
            stack.append(([], []))
            write(&self)
            let elements = stack.removeLast().values
            stack[stack.count - 1].values.append(.array(elements))
        }
    }
}
