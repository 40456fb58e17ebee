/// One value of a ``JSONDocument``, read without `Codable`: the fast path beside `Decodable`, which stays the reference.
///
/// A reading gives up (throws ``Unread``) on anything it is not sure of, a refusal above all; the caller then
/// decodes the same document with `Decodable`, which either names the error (with its pointer) or, where the fast
/// path was only cautious, gives the value. Scalars convert as ``JSONDocumentDecoder`` converts them.
package struct JSONCursor {
    /// The fast path gave up: let `Decodable` decide.
    package struct Unread: Error {
        package init() {}
    }

    package let document: JSONDocument
    /// The value, as an index into `document.nodes`.
    package let node: Int

    package init(document: JSONDocument, node: Int) {
        self.document = document
        self.node = node
    }

    /// Whether the value is `null` (which `decodeIfPresent` reads as absent).
    package var isNull: Bool { document.nodes[node].kind == .null }

    // A value of another kind gives up before the document's readers would build an error.

    package func double() throws(Unread) -> Double {
        guard document.nodes[node].kind == .number, let value = try? document.double(at: node) else { throw Unread() }
        return value
    }

    package func integer() throws(Unread) -> Int {
        guard document.nodes[node].kind == .number, let value = try? document.integer(Int.self, at: node) else { throw Unread() }
        return value
    }

    package func bool() throws(Unread) -> Bool {
        switch document.nodes[node].kind {
        case .true: return true
        case .false: return false
        default: throw Unread()
        }
    }

    package func string() throws(Unread) -> String {
        let kind = document.nodes[node].kind
        guard kind == .string || kind == .escapedString else { throw Unread() }
        return document.text(at: node)
    }

    /// The object's members in document order, as (name, value).
    package func members() throws(Unread) -> Members {
        guard document.nodes[node].kind == .object else { throw Unread() }
        return Members(document: document, key: node + 1, remaining: document.nodes[node].count)
    }

    /// The value of member `name` of this object, nil when there is none or this is not an object.
    package func member(_ name: String) -> JSONCursor? {
        guard document.nodes[node].kind == .object, let value = document.member(name, of: node) else { return nil }
        return JSONCursor(document: document, node: value)
    }

    /// An object's members, in document order.
    package struct Members: Sequence, IteratorProtocol {
        let document: JSONDocument
        /// The next member's key node.
        var key: Int
        var remaining: Int

        package mutating func next() -> (name: String, value: JSONCursor)? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let key = self.key
            self.key = document.nodes[key + 1].end
            return (document.text(at: key), JSONCursor(document: document, node: key + 1))
        }
    }
}
