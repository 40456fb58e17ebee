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

    /// The document's storage, lent for the read (``read(_:from:)``): the cursors count no references.
    let view: JSONView
    /// The value, as an index into the document's nodes.
    let node: Int

    /// Reads `type` from the whole of `document`; nil where this reader gives up.
    static func read<Value: WireValue>(_ type: Value.Type, from document: JSONDocument) -> Value? {
        document.withView { view in try? Value.read(from: JSONValueReader(view: view, node: 0)) }
    }

    private var kind: JSONNode.Kind { view.nodes[node].kind }

    var isNull: Bool { if case .null = kind { true } else { false } }

    // A value of another kind gives up before the document's readers would build an error.

    func double() throws(Unread) -> Double {
        guard case .number = kind, let value = view.double(at: node) else { throw Unread() }
        return value
    }

    func integer() throws(Unread) -> Int {
        guard case .number = kind, let value = view.integer(Int.self, at: node) else { throw Unread() }
        return value
    }

    func bool() throws(Unread) -> Bool {
        switch kind {
        case .true: return true
        case .false: return false
        default: throw Unread()
        }
    }

    func string() throws(Unread) -> String {
        switch kind {
        case .string, .escapedString: return view.text(at: node)
        default: throw Unread()
        }
    }

    func object<Value>(_ read: (inout JSONMembers) throws(Unread) -> Value) throws(Unread) -> Value {
        guard case .object = kind else { throw Unread() }
        var members = JSONMembers(view: view, object: node)
        let value = try read(&members)
        guard members.unread == 0 else { throw Unread() }
        return value
    }

    func elements<Element>(_ read: (JSONValueReader) throws(Unread) -> Element) throws(Unread) -> [Element] {
        let array = view.nodes[node]
        guard case .array = array.kind else { throw Unread() }
        var elements: [Element] = []
        elements.reserveCapacity(array.count)
        var child = node + 1
        for _ in 0..<array.count {
            elements.append(try read(JSONValueReader(view: view, node: child)))
            child = view.nodes[child].end
        }
        return elements
    }

    func entries<Entry>(atMost limit: Int, _ read: (String, JSONValueReader) throws(Unread) -> Entry) throws(Unread) -> [Entry] {
        guard case .object = kind, view.nodes[node].count <= limit else { throw Unread() }
        var (entries, key) = ([Entry](), node + 1)
        for _ in 0..<view.nodes[node].count {
            entries.append(try read(view.text(at: key), JSONValueReader(view: view, node: key + 1)))
            key = view.nodes[key + 1].end
        }
        return entries
    }

    func invalid(_ reason: @autoclosure () -> String) -> Unread { Unread() }
}

/// The members of one object of a ``JSONDocument``, found by name where they lie: no name becomes a `String`.
struct JSONMembers: MemberReader {
    private let view: JSONView
    private let object: Int
    /// How many members the object has.
    private let count: Int
    /// The members not yet read: with duplicate names refused by the parser, 0 means every member was read.
    private(set) var unread: Int
    /// Where the next search starts (a key node) and its position among the members: members mostly come in the
    /// order their type reads them, so a search mostly ends at its first key.
    private var key: Int
    private var position = 0

    init(view: JSONView, object: Int) {
        self.view = view
        self.object = object
        count = view.nodes[object].count
        unread = count
        key = object + 1
    }

    /// The value node of member `name`, nil when there is none.
    private mutating func find(_ name: StaticString) -> Int? {
        guard unread > 0 else { return nil }
        return name.withUTF8Buffer { utf8 in find(utf8) }
    }

    /// The value node of the member whose name's UTF-8 is `name`.
    private mutating func find(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        let length = name.count
        let first = length > 0 ? name[0] : 0
        // The parser's filter of the object's names tells most absent ones without a search.
        guard view.nodes[object].names & JSONNode.nameBit(length: length, first: first) != 0 else { return nil }
        for _ in 0..<count {
            let here = key
            position += 1
            if position == count { (key, position) = (object + 1, 0) } else { key = view.nodes[here + 1].end }
            let candidate = view.nodes[here]
            if case .string = candidate.kind {
                // Compared in place, length and first byte first.
                guard candidate.count == length, length == 0 || view.bytes[candidate.start] == first else { continue }
                var offset = 1
                while offset < length, view.bytes[candidate.start + offset] == name[offset] { offset += 1 }
                guard offset >= length else { continue }
            } else {
                guard view.isString(at: here, equalTo: name) else { continue }
            }
            unread -= 1
            return here + 1
        }
        return nil
    }

    mutating func require<Value: WireValue>(_ name: StaticString, as type: Value.Type) throws(JSONValueReader.Unread) -> Value {
        guard let node = find(name) else { throw JSONValueReader.Unread() }
        return try Value.read(from: JSONValueReader(view: view, node: node))
    }

    mutating func read<Value: WireValue>(_ name: StaticString, into value: inout Value) throws(JSONValueReader.Unread) {
        guard let node = find(name) else { return }
        if case .null = view.nodes[node].kind {
            if let null = Value.ofNull { value = null }
            return
        }
        value = try Value.read(from: JSONValueReader(view: view, node: node))
    }

    mutating func read<Value: WireValue>(_ name: StaticString, into value: inout Value?) throws(JSONValueReader.Unread) {
        guard let node = find(name) else { return value = nil }
        if case .null = view.nodes[node].kind { return value = Value.ofNull }
        value = try Value.read(from: JSONValueReader(view: view, node: node))
    }

    func invalid(_ name: StaticString, _ reason: @autoclosure () -> String) -> JSONValueReader.Unread { JSONValueReader.Unread() }
}
