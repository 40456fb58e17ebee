import ScrollFX
import StrictJSON

/// One value of a parsed ``JSONDocument`` read as the engine's wire types describe it (``ValueReader``): the fast
/// path of request bodies, beside `Decodable`, which follows the same field lists and stays the reference.
///
/// It gives up (``Unread``) on anything it is not sure of, a refusal above all, and ``JSONCoding`` then decodes the
/// same document with `Decodable`, which names the error and its pointer. So refusals are `Decodable`'s by
/// construction; this reader only has to accept what `Decodable` accepts, the same way (FoundationAgreementTests
/// hold it to that on random documents). An object with a member no field list reads gives up too.
struct JSONValueReader: ValueReader {
    /// The fast path gave up: let `Decodable` decide.
    struct Unread: Error {}

    let document: JSONDocument
    /// The value, as an index into `document.nodes`.
    let node: Int

    var isNull: Bool { document.nodes[node].kind == .null }

    // A value of another kind gives up before the document's readers would build an error.

    func double() throws(Unread) -> Double {
        guard document.nodes[node].kind == .number, let value = try? document.double(at: node) else { throw Unread() }
        return value
    }

    func integer() throws(Unread) -> Int {
        guard document.nodes[node].kind == .number, let value = try? document.integer(Int.self, at: node) else { throw Unread() }
        return value
    }

    func bool() throws(Unread) -> Bool {
        switch document.nodes[node].kind {
        case .true: return true
        case .false: return false
        default: throw Unread()
        }
    }

    func string() throws(Unread) -> String {
        let kind = document.nodes[node].kind
        guard kind == .string || kind == .escapedString else { throw Unread() }
        return document.text(at: node)
    }

    func object<Value>(_ read: (inout JSONMembers) throws(Unread) -> Value) throws(Unread) -> Value {
        guard document.nodes[node].kind == .object else { throw Unread() }
        var members = JSONMembers(document: document, object: node)
        let value = try read(&members)
        guard members.unread == 0 else { throw Unread() }
        return value
    }

    func elements<Element>(_ read: (JSONValueReader) throws(Unread) -> Element) throws(Unread) -> [Element] {
        let array = document.nodes[node]
        guard array.kind == .array else { throw Unread() }
        var elements: [Element] = []
        elements.reserveCapacity(array.count)
        var child = node + 1
        for _ in 0..<array.count {
            elements.append(try read(JSONValueReader(document: document, node: child)))
            child = document.nodes[child].end
        }
        return elements
    }

    func invalid(_ reason: @autoclosure () -> String) -> Unread { Unread() }
}

/// The members of one object of a ``JSONDocument``, found by name where they lie: no name becomes a `String`.
struct JSONMembers: MemberReader {
    let document: JSONDocument
    let object: Int
    /// The document's, held here so that a search retains nothing.
    private let nodes: [JSONNode], bytes: [UInt8]
    /// How many members the object has.
    private let count: Int
    /// The members not yet read: with duplicate names refused by the parser, 0 means every member was read.
    private(set) var unread: Int
    /// Where the next search starts (a key node) and its position among the members: members mostly come in the
    /// order their type reads them, so a search mostly ends at its first key.
    private var key: Int
    private var position = 0
    /// One bit per member name's (length, first byte), so most names that are absent are told without a search.
    private let names: UInt64

    init(document: JSONDocument, object: Int) {
        self.document = document
        self.object = object
        (nodes, bytes) = (document.nodes, document.bytes)
        count = nodes[object].count
        unread = count
        key = object + 1
        var names: UInt64 = 0
        var key = object + 1
        for _ in 0..<count {
            let name = nodes[key]
            // An escaped name's bytes are not its text: every name may then be present.
            if case .string = name.kind {
                names |= Self.bit(length: name.count, first: name.count > 0 ? bytes[name.start] : 0)
            } else {
                names = .max
            }
            key = nodes[key + 1].end
        }
        self.names = names
    }

    private static func bit(length: Int, first: UInt8) -> UInt64 {
        1 &<< ((UInt64(truncatingIfNeeded: length) &* 31 &+ UInt64(truncatingIfNeeded: first)) & 63)
    }

    /// The value node of member `name`, nil when there is none.
    private mutating func find(_ name: String) -> Int? {
        guard unread > 0 else { return nil }
        let utf8 = name.utf8.span
        let length = utf8.count
        let first = length > 0 ? utf8[0] : 0
        guard names & Self.bit(length: length, first: first) != 0 else { return nil }
        for _ in 0..<count {
            let here = key
            position += 1
            if position == count { (key, position) = (object + 1, 0) } else { key = nodes[here + 1].end }
            let candidate = nodes[here]
            if case .string = candidate.kind {
                // Compared in place, length and first byte first.
                guard candidate.count == length, length == 0 || bytes[candidate.start] == first else { continue }
                let text = bytes.span.extracting(candidate.start..<(candidate.start + length))
                var same = true
                for index in 1..<max(1, length) where text[index] != utf8[index] {
                    same = false
                    break
                }
                guard same else { continue }
            } else {
                guard document.isString(at: here, equalTo: name) else { continue }
            }
            unread -= 1
            return here + 1
        }
        return nil
    }

    mutating func require<Value: WireValue>(_ name: String, as type: Value.Type) throws(JSONValueReader.Unread) -> Value {
        guard let node = find(name) else { throw JSONValueReader.Unread() }
        return try Value.read(from: JSONValueReader(document: document, node: node))
    }

    mutating func read<Value: WireValue>(_ name: String, into value: inout Value) throws(JSONValueReader.Unread) {
        guard let node = find(name), document.nodes[node].kind != .null else { return }
        value = try Value.read(from: JSONValueReader(document: document, node: node))
    }

    mutating func read<Value: WireValue>(_ name: String, into value: inout Value?) throws(JSONValueReader.Unread) {
        guard let node = find(name), document.nodes[node].kind != .null else { return value = nil }
        value = try Value.read(from: JSONValueReader(document: document, node: node))
    }

    func invalid(_ name: String, _ reason: @autoclosure () -> String) -> JSONValueReader.Unread { JSONValueReader.Unread() }
}
