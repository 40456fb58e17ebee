@testable import ScrollFXServer
import ScrollFX
import Testing

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
