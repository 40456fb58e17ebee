@testable import ScrollFXServer
import ScrollFX
import Testing

/// A parsed document as a tree, to state what the parser read.
private indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value at `node` of `document`.
    init(_ document: JSONDocument, node: Int = 0) {
        let value = document.nodes[node]
        switch value.kind {
        case .null: self = .null
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .number: self = .number(document.text(at: node))
        case .string, .escapedString: self = .string(document.text(at: node))
        case .array:
            var elements: [JSONValue] = []
            var element = node + 1
            for _ in 0..<value.count {
                elements.append(JSONValue(document, node: element))
                element = document.nodes[element].end
            }
            self = .array(elements)
        case .object:
            var members: [String: JSONValue] = [:]
            for key in document.keys(of: node) {
                members[document.text(at: key)] = JSONValue(document, node: key + 1)
            }
            self = .object(members)
        }
        #expect(value.end > node && value.end <= document.nodes.count)
    }
}

@Suite("strict JSON reader")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        JSONValue(try JSONParser.parse(Array(text.utf8)))
    }

    @Test("parses every kind of value")
    func values() throws {
        let value = try parse(#" {"a": [1, -2.5e3, true, false, null, "x\n\u00e9\ud83d\ude00"], "b": {}} "#)
        #expect(value == .object([
            "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x\né😀")]),
            "b": .object([:]),
        ]))
        // Strings without escapes take a fast path; an escape after unescaped text keeps that text.
        #expect(try parse(#"["é😀 plain", "ab\"cd", "é\tz", "\u0041é"]"#)
            == .array([.string("é😀 plain"), .string("ab\"cd"), .string("é\tz"), .string("Aé")]))
        #expect(try parse(#"[[1, [2, {"a": [3]}], 4], {"b": {"c": null}, "d": 5}, 6]"#) == .array([
            .array([.number("1"), .array([.number("2"), .object(["a": .array([.number("3")])])]), .number("4")]),
            .object(["b": .object(["c": .null]), "d": .number("5")]), .number("6"),
        ]))
    }

    @Test("finds members by name, escaped or not, and keeps huge objects linear")
    func members() throws {
        let document = try JSONParser.parse(Array(#"{"a": 1, "b\u0063": [2], "d": {"e": 3}}"#.utf8))
        #expect(document.member("a", of: 0).map(document.text(at:)) == "1")
        #expect(document.member("bc", of: 0).map { document.nodes[$0].kind } == .array)
        #expect(document.member("e", of: 0) == nil)
        #expect(document.member("d", of: 0).flatMap { document.member("e", of: $0) }.map(document.text(at:)) == "3")
        // Paths are worked out from the root: names (unescaped) and positions; any node gives an answer.
        let array = try #require(document.member("bc", of: 0))
        #expect(document.codingPath(to: array + 1).map { $0.intValue.map(String.init) ?? $0.stringValue } == ["bc", "0"])
        #expect(document.codingPath(to: 1).count == 1)
        #expect(document.codingPath(to: document.nodes.count - 1).map(\.stringValue) == ["d", "e"])
        let names = (0..<20_000).map { "\"k\($0)\": \($0)" }
        let huge = try JSONParser.parse(Array("{\(names.joined(separator: ","))}".utf8))
        #expect(huge.nodes[0].count == 20_000)
        #expect(huge.member("k19999", of: 0).map(huge.text(at:)) == "19999")
        #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(Array("{\(names.joined(separator: ",")), \"k777\": 1}".utf8))
        }
    }

    @Test("refuses what JSON does not allow", arguments: [
        "", "   ", "{", "[1,]", #"{"a":1,}"#, "NaN", "Infinity", "-", "01", "1.", ".5", "1e", "+1",
        #"{"a" 1}"#, "{'a': 1}", "[1] [2]", #"{"a":1} x"#, "tru", "nul", #""\x""#, "\"tab\there\"", #"// c"#,
    ])
    func rejects(text: String) {
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
    }

    @Test("refuses duplicate member names and lone surrogates (I-JSON)", arguments: [
        #"{"a": 1, "a": 2}"#, #"{"a": 1, "\u0061": 2}"#, #"{"\u0061": 1, "b": 2, "a": 3}"#, #""\ud800""#, #""\udc00x""#, #""\ud800\u0041""#,
    ])
    func iJSON(text: String) {
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
    }

    @Test("refuses invalid UTF-8")
    func invalidUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xC0, 0xAF, 0x22]) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }
    }

    @Test("reports the line and column of the offending byte")
    func position() {
        #expect(throws: JSONSyntaxError(line: 3, column: 10, reason: "expected ',' or '}' in an object")) {
            try parse("{\n  \"a\": 1,\n  \"b\": 2 \"c\": 3}")
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 1, reason: "the body is empty")) { try parse("") }
    }

    @Test("refuses nesting deeper than the limit")
    func depth() throws {
        _ = try JSONParser.parse(Array((String(repeating: "[", count: 64) + String(repeating: "]", count: 64)).utf8))
        #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(Array((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8))
        }
    }
}

@Suite("decoding Codable models from a JSON document")
struct JSONDocumentDecoderTests {
    struct Model: Decodable, Equatable {
        var count: Int
        var ratio: Double
        var name: String?
        var list: [Int]
    }

    private func pointer(_ text: String) -> String? {
        do {
            _ = try JSONCoding.decode(Model.self, from: Array(text.utf8))
            return nil
        } catch {
            #expect(error.status == 422)
            return error.pointer
        }
    }

    @Test("decodes integers written as 2, 2.0 or 2e0, and optional fields")
    func decodes() throws {
        let model = try JSONCoding.decode(Model.self, from: Array(#"{"count": 2e0, "ratio": 1e-400, "list": [1, 2.0]}"#.utf8))
        #expect(model == Model(count: 2, ratio: 0, name: nil, list: [1, 2]))
    }

    @Test("reads every number exactly as the standard library's parser does")
    func numbers() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 11) % bound
        }
        for _ in 0..<20_000 {
            var text = String(next(1 << 53) >> next(53))
            let point = Int(next(UInt64(text.count)))
            if point > 0 { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
            if next(2) == 0 { text = "-" + text }
            if next(8) == 0 { text += "e\(Int(next(80)) - 40)" }
            let decoded = try JSONCoding.decode(Double.self, from: Array(text.utf8))
            #expect(decoded.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }

    @Test("points at the field that breaks the model")
    func pointers() {
        #expect(pointer(#"{"ratio": 1, "list": []}"#) == "/count")
        #expect(pointer(#"{"count": 2.5, "ratio": 1, "list": []}"#) == "/count")
        #expect(pointer(#"{"count": 1e30, "ratio": 1, "list": []}"#) == "/count")
        #expect(pointer(#"{"count": 1, "ratio": 1e400, "list": []}"#) == "/ratio")
        #expect(pointer(#"{"count": 1, "ratio": "1", "list": []}"#) == "/ratio")
        #expect(pointer(#"{"count": 1, "ratio": 1, "list": [1, true]}"#) == "/list/1")
        #expect(pointer(#"{"count": 1, "ratio": 1, "name": 5, "list": []}"#) == "/name")
        #expect(pointer(#"[]"#) == "")
    }

    @Test("points deep into a scene, through arrays, escaped names and every value kind")
    func deepPointers() {
        func pointer(_ layer: String) -> String? {
            let body = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "a", "kind": "list", "count": 1},"#
                + #" {"id": "b", "kind": "list", "count": 2, "layers": [{"id": "x"}, "# + layer + "]}]}"
            do {
                _ = try JSONCoding.decode(Scene.self, from: Array(body.utf8))
                return nil
            } catch {
                return error.pointer
            }
        }
        #expect(pointer(#"{"effects": [{"type": "parallax", "rate": "fast"}]}"#) == "/sections/1/layers/1/effects/0/rate")
        #expect(pointer(#"{"effects": [{"type": "grow"}, {"type": "parallax", "r\u0061te": "x"}]}"#) == "/sections/1/layers/1/effects/1/rate")
        #expect(pointer(#"{"layers": [{"layers": [{"cover": 1}]}]}"#) == "/sections/1/layers/1/layers/0/layers/0/cover")
        #expect(pointer(#"{"anchor": {"x": 0.5}}"#) == "/sections/1/layers/1/anchor/y")
        #expect(pointer(#"{"effects": {}}"#) == "/sections/1/layers/1/effects")
        #expect(pointer(#"{"id": "y"}"#) == nil)
    }

    @Test("malformed bodies are 400 with the position in the detail")
    func malformed() {
        do {
            _ = try JSONCoding.decode(Model.self, from: Array("{\"count\": NaN}".utf8))
            Issue.record("expected a problem")
        } catch {
            #expect(error.status == 400)
            #expect(error.detail.contains("line 1, column 11"))
        }
    }
}
