import Foundation
import MicroHTTP
import ScrollFXServer
import TestSupport
import Testing

/// The contract's worked examples (docs/contract.md#parallaxeffect), as the fixtures `seed-*` name them, with the numbers the contract states.
/// The fixtures run through `scrollfx frame` too (FrameCommandTests), so these hold there as well.
private let seedExamples: [(fixture: String, pointer: String, expected: Double)] = [
    ("seed-parallax-cards", "/sections/0/items/1/frame/y", 100),
    ("seed-parallax-cards", "/sections/0/items/1/layers/0/transform/translate/y", 17.5),
    ("seed-parallax-cards", "/sections/0/items/1/layers/0/layers/0/transform/translate/y", 35),
    ("seed-hero-header-pulled", "/sections/0/items/0/frame/y", 40),
    ("seed-hero-header-pulled", "/sections/0/items/0/frame/height", 360),
    ("seed-hero-header-pulled", "/sections/0/items/0/transform/translate/y", -40),
    ("seed-hero-header-pulled", "/sections/0/items/0/layers/0/transform/translate/y", 18),
    ("seed-hero-header-scrolled", "/sections/0/items/0/frame/y", -100),
    ("seed-hero-header-scrolled", "/sections/0/items/0/frame/height", 320),
    ("seed-hero-header-scrolled", "/sections/0/items/0/transform/translate/y", 0),
    ("seed-hero-header-scrolled", "/sections/0/items/0/layers/0/transform/translate/y", -45),
    ("seed-carousel", "/sections/0/items/1/frame/x", 341),
    ("seed-carousel", "/sections/0/items/1/layers/0/transform/translate/x", -116.375),
    ("seed-visual-effect-header", "/sections/0/items/0/transform/translate/y", 30),
    ("seed-glow-grid", "/sections/0/items/0/transform/opacity", 0.8),
    ("seed-glow-grid", "/sections/0/items/0/transform/scale/x", 0.96),
    ("seed-glow-grid", "/sections/0/items/0/transform/scale/y", 0.96),
    ("seed-table-view-header-scrolled", "/sections/0/items/0/frame/y", -100),
    ("seed-table-view-header-scrolled", "/sections/0/items/0/transform/translate/y", 50),
    ("seed-table-view-header-pulled", "/sections/0/items/0/frame/y", 60),
    ("seed-table-view-header-pulled", "/sections/0/items/0/frame/height", 360),
    ("seed-table-view-header-pulled", "/sections/0/items/0/transform/translate/y", -60),
    ("seed-stretchable", "/sections/0/items/0/transform/scale/x", 1.2),
    ("seed-stretchable", "/sections/0/items/0/transform/scale/y", 1.2),
    ("seed-stretchable", "/sections/0/items/0/transform/anchor/x", 0.5),
    ("seed-stretchable", "/sections/0/items/0/transform/anchor/y", 1),
]

/// The value at an RFC 6901 pointer (no escapes needed here).
func value(at pointer: String, in document: Any) -> Any? {
    pointer.split(separator: "/").reduce(document as Any?) { node, token in
        if let array = node as? [Any], let index = Int(token) { return index < array.count ? array[index] : nil }
        return (node as? [String: Any])?[String(token)]
    }
}

@Suite("The contract's worked examples (docs/contract.md#parallaxeffect) through HTTP, with the built-in presets")
struct SeedExampleTests {
    @Test("each worked example comes back exact to 1e-9", arguments: seedExamples.map { "\($0.fixture) \($0.pointer) = \($0.expected)" })
    func example(_ description: String) throws {
        let example = try #require(seedExamples.first { "\($0.fixture) \($0.pointer) = \($0.expected)" == description })
        let request = HTTPRequest(method: "POST", path: "/v1/frame", headers: ["Content-Type": "application/json"],
                                  body: Array(try Fixtures.request(example.fixture)))
        let response = try routerWithPresets().respond(to: request)
        #expect(response.status == 200)
        let number = try #require(value(at: example.pointer, in: try JSONSerialization.jsonObject(with: Data(response.body))) as? NSNumber)
        #expect(abs(number.doubleValue - example.expected) <= 1e-9)
    }
}
