/// A parsed JSON document: its bytes and a flat index of its values, in document order.
///
/// Each value is one ``JSONNode``; an object's members follow it as key, value, key, value…,
/// an array's elements follow it, and every node knows where its subtree ends. Decoding reads
/// straight from the bytes: no tree of strings, dictionaries and boxed values is built first.
public final class JSONDocument: @unchecked Sendable {
    public let bytes: [UInt8]
    /// The nodes, in memory the document owns (the parser's, handed over without a copy) and never changes.
    public let nodes: UnsafeBufferPointer<JSONNode>
    /// The text of the strings that hold escapes (the others are read from `bytes`).
    public let unescaped: [String]

    /// A document owning `nodes`, which it deallocates.
    init(bytes: [UInt8], nodes: UnsafeBufferPointer<JSONNode>, unescaped: [String]) {
        self.bytes = bytes
        self.nodes = nodes
        self.unescaped = unescaped
    }

    deinit {
        nodes.deallocate()
    }

    /// The index of the value of member `key` of the object at `node`, nil when there is none.
    public func member(_ key: String, of node: Int) -> Int? {
        var index = node + 1
        for _ in 0..<nodes[node].count {
            if isString(at: index, equalTo: key) { return index + 1 }
            index = nodes[index + 1].end
        }
        return nil
    }

    /// The indices of the keys of the object at `node`.
    public func keys(of node: Int) -> [Int] {
        var keys: [Int] = []
        var index = node + 1
        for _ in 0..<nodes[node].count {
            keys.append(index)
            index = nodes[index + 1].end
        }
        return keys
    }

    /// The coding path of the value at `target`: the member names and array positions leading to it.
    /// Worked out from the root when an error needs it, so decoding carries no path along.
    public func codingPath(to target: Int) -> [any CodingKey] {
        var path: [any CodingKey] = []
        var node = 0
        descending: while node != target, nodes[node].kind == .array || nodes[node].kind == .object {
            let container = nodes[node]
            var child = node + 1
            for position in 0..<container.count {
                let value = container.kind == .object ? child + 1 : child
                if target < nodes[value].end {
                    path.append(container.kind == .object ? PathKey(name: text(at: child)) : PathKey(index: position))
                    node = value
                    continue descending
                }
                child = nodes[value].end
            }
            break
        }
        return path
    }

    /// The text of the string or number at `node`.
    public func text(at node: Int) -> String {
        nodes[node].text(in: bytes, unescaped: unescaped)
    }

    /// Whether the string at `node` holds the Unicode scalars of `text` (as the parser tells names apart), compared
    /// without building a string.
    public func isString(at node: Int, equalTo text: String) -> Bool {
        let string = nodes[node]
        if string.kind == .escapedString { return unescaped[string.start].utf8.elementsEqual(text.utf8) }
        let utf8 = text.utf8
        return utf8.count == string.count && utf8.elementsEqual(bytes[string.start..<(string.start + string.count)])
    }
}

/// One value of a ``JSONDocument``.
public struct JSONNode: Sendable {
    public enum Kind: UInt8, Sendable {
        case null, `true`, `false`, number, string, escapedString, array, object
    }

    public var kind: Kind
    /// A number's or string's first byte (after the quote); an escaped string's index in `unescaped`; an object's
    /// ``names``.
    public var start: Int
    /// A number's or string's length in bytes; an array's elements; an object's members.
    public var count: Int
    /// The index of the first node after this value's subtree.
    public var end: Int

    /// An object's filter of its member names: the union of their ``nameBit(length:first:)``s (all bits once a name
    /// holds an escape), so a name whose bit is clear is not among them.
    @inlinable
    public var names: UInt64 {
        @inline(__always)
        get { UInt64(truncatingIfNeeded: start) }
        set { start = Int(truncatingIfNeeded: newValue) }
    }

    /// A member name's bit in an object's ``names``, from its length and first byte (0 when empty).
    @_transparent
    public static func nameBit(length: Int, first: UInt8) -> UInt64 {
        1 &<< ((UInt64(truncatingIfNeeded: length) &* 31 &+ UInt64(truncatingIfNeeded: first)) & 63)
    }

    /// The text of a string (or a number) node of the document made of `bytes` and `unescaped`.
    public func text(in bytes: [UInt8], unescaped: [String]) -> String {
        if kind == .escapedString { return unescaped[start] }
        return String(decoding: bytes[start..<(start + count)], as: UTF8.self)
    }

    /// Whether two string nodes of one document hold the same Unicode scalars (as JSON compares member names, not
    /// by Swift's canonical equivalence), compared in place when neither has escapes.
    public func hasSameText(as other: JSONNode, in bytes: [UInt8], unescaped: [String]) -> Bool {
        guard kind == .string, other.kind == .string else {
            return text(in: bytes, unescaped: unescaped).utf8.elementsEqual(other.text(in: bytes, unescaped: unescaped).utf8)
        }
        guard count == other.count else { return false }
        for offset in 0..<count where bytes[start + offset] != bytes[other.start + offset] { return false }
        return true
    }

    /// How the value is named in error messages.
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .true, .false: "a boolean"
        case .number: "a number"
        case .string, .escapedString: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A member name or array position in a coding path.
public struct PathKey: CodingKey {
    public let stringValue: String
    public let intValue: Int?
    public init(name: String) { (stringValue, intValue) = (name, nil) }
    public init(index: Int) { (stringValue, intValue) = (String(index), index) }
    public init?(stringValue: String) { self.init(name: stringValue) }
    public init?(intValue: Int) { self.init(index: intValue) }
}

/// Why a body is not JSON, and where: 1-based line and column of the offending byte.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var reason: String

    public var description: String { "\(reason) at line \(line), column \(column)" }
}
