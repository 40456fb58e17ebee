import EdgeCases
import Foundation
@testable import StrictJSON
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

    @Test("integers are read from their bytes as from their text: 2.0 and 1e3 name integers, 2.5 and out-of-range numbers none")
    func integers() throws {
        let texts = ["0", "-0", "7", "-7", "2.0", "1e3", "2.5", "-0.5", "127", "128", "-128", "-129", "255", "256",
                     "999999999999999", "9999999999999999", "9223372036854775807", "9223372036854775808", "1.0000000000000001"]
        let document = try JSONParser.parse(Array("[\(texts.joined(separator: ","))]".utf8))
        document.withView { view in
            for (index, text) in texts.enumerated() {
                // What the text names, read by the standard library.
                func expected<T: FixedWidthInteger>(_: T.Type) -> T? {
                    if let exact = T(text) { return exact }
                    guard let number = Double(text), number.rounded() == number else { return nil }
                    return T(exactly: number)
                }
                #expect(view.integer(Int.self, at: index + 1) == expected(Int.self), "\(text) as Int")
                #expect(view.integer(Int8.self, at: index + 1) == expected(Int8.self), "\(text) as Int8")
                #expect(view.integer(UInt8.self, at: index + 1) == expected(UInt8.self), "\(text) as UInt8")
            }
        }
    }

    @Test("a string of a million escapes, mixed with raw UTF-8, reads whole (gathered once, not rebuilt per escape)")
    func longEscapedStrings() throws {
        // Each unit: an escaped newline, a raw é, an escaped é, an escaped surrogate pair and a plain letter.
        let unit = #"\né\u00e9\ud83d\ude00z"#
        let count = 200_000
        let value = try parse("[\"" + String(repeating: unit, count: count) + "\"]")
        #expect(value == .array([.string(String(repeating: "\néé😀z", count: count))]))
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

    @Test("strings end, escape and refuse where Foundation's reader does, whatever surrounds each piece")
    func stringsByWords() throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SplitMix64(seed: seed)
        // Pieces that end a plain run (quote, backslash escapes, raw controls, multi-byte UTF-8) among plain ASCII.
        let pieces = ["a", "Z", " ", "0", "/", "~", "\\\"", "\\\\", "\\n", "\\u00e9", "\u{01}", "\u{1F}", "\t", "é", "€", "😀", "\u{7F}"]
        for _ in 0..<4_000 {
            let body = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = "[\"" + body + "\", " + String(Int.random(in: 0...9, using: &generator)) + "]"
            let reference = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
            let ours = try? JSONParser.parse(Array(text.utf8))
            #expect((ours == nil) == (reference == nil), "seed \(seed): \(text.debugDescription)")
            if let ours, let expected = reference?.first as? String {
                #expect(ours.text(at: 1) == expected, "seed \(seed): \(text.debugDescription)")
            }
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

    @Test("a repeated name is refused in objects of any size, however names share their length and first byte")
    func repeatsBySize() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SplitMix64(seed: seed)
        // Few lengths and first bytes, so names often share the parser's filter bit without being equal.
        let names = ["a", "b", "ab", "ac", "ba", "abc", "abd", #"\u0061b"#, "x1", "x2", "x3", "y1", "y2", "yz", "zz", "q"]
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...24, using: &generator)
            // Distinct (unescaped) names, often beyond the 16 the parser compares in place, with a repeat now and then.
            var chosen = (0..<count).map { "n\($0)" + (names.randomElement(using: &generator)!) }
            let repeats = count > 0 && Bool.random(using: &generator)
            if repeats { chosen.insert(chosen.randomElement(using: &generator)!, at: Int.random(in: 0...count, using: &generator)) }
            let text = "{" + chosen.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
            let parsed = (try? JSONParser.parse(Array(text.utf8))) != nil
            #expect(parsed == !repeats, "seed \(seed): \(text)")
        }
        // Equal texts spelled differently (an escape) are a repeat too, before and after the 16th member.
        for position in [1, 15, 16, 17, 30] {
            let others = (0..<position).map { "\"m\($0)\": 0" }
            let text = "{\"ab\": 1, " + others.joined(separator: ", ") + ", \"\\u0061b\": 2}"
            #expect((try? JSONParser.parse(Array(text.utf8))) == nil, "\(position)")
        }
        // Names with different scalars are two names, however Swift's `String` compares them (é as one scalar and as
        // e with U+0301; the Kelvin sign and K), written or escaped, before and after the 16th member.
        let equivalent = [("\u{E9}", "e\u{301}"), (#"\u00e9"#, #"e\u0301"#), ("\u{212A}", "K"), (#"\u212a"#, "K")]
        for position in [1, 15, 16, 17, 30] {
            for (first, second) in equivalent {
                let others = (0..<position).map { "\"m\($0)\": 0" }
                let text = "{\"\(first)\": 1, " + others.joined(separator: ", ") + ", \"\(second)\": 2}"
                let document = try? JSONParser.parse(Array(text.utf8))
                #expect(document?.nodes[0].count == position + 2, "\(position): \(text)")
            }
        }
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
