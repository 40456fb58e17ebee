@testable import StrictJSON
import Testing

/// An object's members laid out again in another order, as RFC 8785's canonical JSON sorts them.
@Suite("members reordered in place")
struct ReorderMembersTests {
    /// Where each member of `{"b":1,"a":[2,3],"c":{"x":4}}` begins, written to `writer` after `[0,{`.
    static func write(to writer: inout JSONWriter) -> [Int] {
        writer.raw("[0,{")
        var starts: [Int] = []
        for (index, member) in [#""b":1"#, #""a":[2,3]"#, #""c":{"x":4}"#].enumerated() {
            if index > 0 { writer.raw(",") }
            starts.append(writer.count)
            writer.text(member)
        }
        return starts
    }

    @Test("members move whole, commas between them, what was written before them stays")
    func reordered() {
        var writer = JSONWriter(capacity: 8)
        var starts = Self.write(to: &writer)
        writer.reorderMembers(startingAt: starts, order: [1, 0, 2])
        writer.raw("}]")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"[0,{"a":[2,3],"b":1,"c":{"x":4}}]"#)
        writer.removeAll()
        starts = Self.write(to: &writer)
        writer.reorderMembers(startingAt: starts, order: [2, 1, 0])
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"[0,{"c":{"x":4},"a":[2,3],"b":1"#)
    }

    @Test("the order they were written in, one member or none: nothing moves")
    func unchanged() {
        var writer = JSONWriter(capacity: 8)
        let starts = Self.write(to: &writer)
        writer.reorderMembers(startingAt: starts, order: [0, 1, 2])
        writer.reorderMembers(startingAt: [starts[2]], order: [0])
        writer.reorderMembers(startingAt: [], order: [])
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"[0,{"b":1,"a":[2,3],"c":{"x":4}"#)
    }
}
