import Foundation
import ScrollFX
import Testing

/// The field lists (`WireObject.read`) driven by a reader of our own, as an app would write one: over the tree
/// `JSONSerialization` gives. It must read what `Decodable` reads, and may hold every member to being read.
@Suite("wire values read by any reader")
struct WireValueTests {
    /// Why the tree reader stopped.
    struct Refusal: Error, Equatable {
        var reason: String
    }

    /// A value of `JSONSerialization`'s tree.
    struct TreeReader: ValueReader {
        let value: Any

        var isNull: Bool { value is NSNull }
        func double() throws(Refusal) -> Double { try cast() }
        func integer() throws(Refusal) -> Int { try cast() }
        func bool() throws(Refusal) -> Bool { try cast() }
        func string() throws(Refusal) -> String { try cast() }

        private func cast<T>() throws(Refusal) -> T {
            guard let value = value as? T else { throw Refusal(reason: "not a \(T.self): \(value)") }
            return value
        }

        func object<Value>(_ read: (inout TreeMembers) throws(Refusal) -> Value) throws(Refusal) -> Value {
            var members = TreeMembers(members: try cast())
            let value = try read(&members)
            guard members.members.isEmpty else { throw Refusal(reason: "not read: \(members.members.keys.sorted())") }
            return value
        }

        func elements<Element>(_ read: (TreeReader) throws(Refusal) -> Element) throws(Refusal) -> [Element] {
            var elements: [Element] = []
            for element in try cast() as [Any] { elements.append(try read(TreeReader(value: element))) }
            return elements
        }

        func entries<Entry>(atMost limit: Int, _ read: (String, TreeReader) throws(Refusal) -> Entry) throws(Refusal) -> [Entry] {
            var entries: [Entry] = []
            let members: [String: Any] = try cast()
            guard members.count <= limit else { throw Refusal(reason: "more than \(limit) members") }
            for (name, value) in members { entries.append(try read(name, TreeReader(value: value))) }
            return entries
        }

        func invalid(_ reason: @autoclosure () -> String) -> Refusal { Refusal(reason: reason()) }
    }

    /// An object's members not yet read.
    struct TreeMembers: MemberReader {
        var members: [String: Any]

        mutating func require<Value: WireValue>(_ name: StaticString, as type: Value.Type) throws(Refusal) -> Value {
            guard let value = members.removeValue(forKey: name.description) else { throw Refusal(reason: "missing \(name)") }
            return try Value.read(from: TreeReader(value: value))
        }

        mutating func read<Value: WireValue>(_ name: StaticString, into value: inout Value) throws(Refusal) {
            guard let member = members.removeValue(forKey: name.description), !(member is NSNull) else { return }
            value = try Value.read(from: TreeReader(value: member))
        }

        mutating func read<Value: WireValue>(_ name: StaticString, into value: inout Value?) throws(Refusal) {
            let member = members.removeValue(forKey: name.description)
            value = try member.flatMap { member throws(Refusal) in member is NSNull ? nil : try Value.read(from: TreeReader(value: member)) }
        }

        func invalid(_ name: StaticString, _ reason: @autoclosure () -> String) -> Refusal { Refusal(reason: "\(name): \(reason())") }
    }

    private func read<T: WireValue>(_ type: T.Type, _ json: String) throws -> Result<T, Refusal> {
        let tree = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
        do throws(Refusal) { return .success(try T.read(from: TreeReader(value: tree))) } catch { return .failure(error) }
    }

    @Test("a scene and a request read by the tree reader are the ones Decodable reads")
    func agreesWithDecodable() throws {
        let scene = #"""
        {"viewport": {"width": 390, "height": 844, "x": 3}, "offset": 12, "contentInset": 8, "layoutDirection": "rtl",
         "overscroll": {"model": "rubberBand"},
         "sections": [{"id": "hero", "kind": "header", "size": {"height": 300}, "collapse": {"minHeight": 56},
                       "layers": [{"id": "art", "anchor": {"x": 0, "y": 1}, "effects": [{"type": "parallax", "rate": 0.4, "range": [null, 300]}]}]},
                      {"id": "cards", "kind": "carousel", "itemSize": {"width": 250, "height": 360}, "count": 8, "padding": {"top": 2},
                       "effects": [{"type": "coverflow", "angle": 30}, {"type": "map", "input": "progress", "output": "opacity", "keyframes": [[0, 0], [1, 1]]}]}]}
        """#
        #expect(try read(Scene.self, scene).get() == JSONDecoder().decode(Scene.self, from: Data(scene.utf8)))
        let snap = #"{"scene": \#(scene), "velocity": 2, "limit": "one"}"#
        #expect(try read(SnapRequest.self, snap).get() == JSONDecoder().decode(SnapRequest.self, from: Data(snap.utf8)))
    }

    @Test("what a field list does not read, a strict reader sees; the field list's own refusals come through it")
    func refusals() throws {
        #expect(try read(Viewport.self, #"{"width": 1, "height": 2, "depth": 3}"#) == .failure(Refusal(reason: "not read: [\"depth\"]")))
        #expect(try read(Collapse.self, "{}") == .failure(Refusal(reason: "missing minHeight")))
        #expect(try read(Effect.self, #"{"type": "spin"}"#)
            == .failure(Refusal(reason: "type: unknown effect type \"spin\"; expected one of: parallax, carousel, stretch, grow, distance, map, coverflow")))
        #expect(try read(Keyframe.self, #"[1, 2, "ease", 4]"#) == .failure(Refusal(reason: "a keyframe is an array [input, output] or [input, output, \"easing\"]")))
        guard case .failure(let wobble) = try read(Keyframe.self, #"[1, 2, "wobble"]"#) else { throw Refusal(reason: "read a wobble") }
        #expect(wobble.reason.hasPrefix("\"wobble\" is not an easing"))
        #expect(try read(Keyframe.self, #"[1, 2, "Ease-In"]"#).get() == Keyframe(1, 2, .easeIn))
        #expect(try read(ViewRange.self, #"{"name": "exit", "end": ["contain", 0.5]}"#).get()
            == ViewRange(start: .init(.exit, 0), end: .init(.contain, 0.5)))
        #expect(try read(Axis.self, #""diagonal""#) == .failure(Refusal(reason: "unknown value \"diagonal\"")))
        #expect(try read(Insets.self, "4").get() == Insets(all: 4))
    }

    @Test("values of several shapes decode as their one reading reads them, and encode to JSON that reads back equal")
    func shapesReadOnce() throws {
        func agree<T: WireValue & Encodable & Equatable>(_ type: T.Type, _ spellings: [String]) throws {
            for json in spellings {
                let decoded = try JSONDecoder().decode(T.self, from: Data(json.utf8))
                #expect(try read(T.self, json).get() == decoded, "\(json)")
                #expect(try JSONDecoder().decode(T.self, from: JSONEncoder().encode(decoded)) == decoded, "\(json)")
            }
        }
        try agree(Insets.self, ["4", #"{"top": 1, "trailing": 2.5}"#, "{}"])
        try agree(ViewInset.self, ["-3", #"{"start": 1}"#])
        try agree(ViewRange.self, [#""exit""#, #"{"name": "exit", "end": ["contain", 0.5]}"#, #"{"start": 0.25}"#])
        try agree(Keyframe.self, ["[1, 2]", #"[1, 2, "ease-in"]"#, #"[0, 1, "steps(3, jump-none)"]"#])
        try agree(InputRange.self, ["[null, 3]", "[-1, null]", "[2, 5]"])
        try agree(Easing.self, [#""linear""#, #""cubic-bezier(0.1, 0.7, 1, 0.1)""#, #""step-end""#])
        // A wrong-length array is refused as a wrong shape, where it stands, before any of its elements is.
        let keyframe = "a keyframe is an array [input, output] or [input, output, \"easing\"]"
        let range = "a range is an array of two entries [lower, upper], each a number or null"
        for (type, json, shape) in [(Keyframe.self as any Decodable.Type, "[1, 2, 3, 4]", keyframe), (Keyframe.self, #"["a"]"#, keyframe),
                                    (InputRange.self, "[1]", range), (InputRange.self, #"[1, 2, "x"]"#, range)] {
            let error = #expect(throws: DecodingError.self, "\(json)") { _ = try JSONDecoder().decode(type, from: Data(json.utf8)) }
            guard case .dataCorrupted(let context) = error else {
                Issue.record("\(json): \(String(describing: error))")
                continue
            }
            #expect(context.debugDescription == shape && context.codingPath.isEmpty, "\(json)")
        }
        // An array of the right length is refused at its element.
        let element = #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(Keyframe.self, from: Data(#"[1, "a"]"#.utf8)) }
        guard case .typeMismatch(_, let context) = element else { throw Refusal(reason: "not a type mismatch") }
        #expect(context.codingPath.map(\.intValue) == [1])
    }
}
