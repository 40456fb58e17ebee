@testable import ScrollFXServer
import Testing

@Suite("strict JSON reader")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
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
    }

    @Test("refuses what JSON does not allow", arguments: [
        "", "   ", "{", "[1,]", #"{"a":1,}"#, "NaN", "Infinity", "-", "01", "1.", ".5", "1e", "+1",
        #"{"a" 1}"#, "{'a': 1}", "[1] [2]", #"{"a":1} x"#, "tru", "nul", #""\x""#, "\"tab\there\"", #"// c"#,
    ])
    func rejects(text: String) {
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
    }

    @Test("refuses duplicate member names and lone surrogates (I-JSON)", arguments: [
        #"{"a": 1, "a": 2}"#, #""\ud800""#, #""\udc00x""#, #""\ud800\u0041""#,
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

@Suite("decoding Codable models from the JSON tree")
struct JSONValueDecoderTests {
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
