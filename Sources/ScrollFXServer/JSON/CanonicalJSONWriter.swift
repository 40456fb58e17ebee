import ScrollFX
import StrictJSON

/// Writes a value as RFC 8785 canonical JSON (the JSON Canonicalization Scheme): no whitespace, numbers in
/// ECMAScript's form, strings with only `"`, `\` and the C0 controls escaped, and each object's members sorted by
/// name, once they are written, by ``JSONWriter/reorderMembers(startingAt:order:)``. Scroll state is left out.
///
/// Members are sorted by their names' UTF-16 code units, as RFC 8785 says (the types' names are ASCII; ids may not be).
final class CanonicalJSONWriter: ValueWriter {
    /// An object or array being written.
    private struct Container {
        /// How many values it holds so far.
        var count = 0
        /// An object's members so far: each name and where the member begins; nil for an array.
        var members: [(name: String, start: Int)]?
    }

    private var json = JSONWriter()
    private var open: [Container] = []

    let writesScrollState = false

    /// The canonical JSON of `value`.
    static func bytes(of value: some WireWritable) -> [UInt8] {
        var writer = CanonicalJSONWriter()
        value.write(to: &writer)
        return writer.json.bytes
    }

    func null() { separate(); json.raw("null") }
    func double(_ value: Double) { separate(); json.ecmaScriptNumber(value) }
    func integer(_ value: Int) { separate(); json.ecmaScriptNumber(Double(value)) }
    func bool(_ value: Bool) { separate(); if value { json.raw("true") } else { json.raw("false") } }
    func string(_ value: String) { separate(); json.string(value) }

    func object(_ write: (inout CanonicalJSONWriter) -> Void) {
        separate()
        json.raw("{")
        open.append(Container(members: []))
        var writer = self
        write(&writer)
        let members = open.removeLast().members ?? []
        let order = members.indices.sorted { Self.precedes(members[$0].name, members[$1].name) }
        json.reorderMembers(startingAt: members.map(\.start), order: order)
        json.raw("}")
    }

    func array(_ write: (inout CanonicalJSONWriter) -> Void) {
        separate()
        json.raw("[")
        open.append(Container())
        var writer = self
        write(&writer)
        open.removeLast()
        json.raw("]")
    }

    func name(_ name: StaticString) { self.name(text: name.description) }

    func name(text name: String) {
        guard let last = open.indices.last else { return }
        if open[last].count > 0 { json.raw(",") }
        open[last].members?.append((name, json.count))
        json.string(name)
        json.raw(":")
    }

    /// Before a value: the comma between two elements of an array (a member's comma comes with its name).
    private func separate() {
        guard let last = open.indices.last else { return }
        if open[last].members == nil, open[last].count > 0 { json.raw(",") }
        open[last].count += 1
    }

    /// Whether member name `a` sorts before `b`, by UTF-16 code units.
    private static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }
}
