import Foundation
import MicroHTTP
@testable import ScrollFXServer
import TestSupport
import Testing

/// How the served page renders a section too long to write out: around what is in view, never more than the player's
/// cap, however small its items.
@Suite("the timeline page renders long sections around the view")
struct TimelinePageRenderTests {
    /// 10⁷ rows a hundredth of a point high: a viewport's length either side of the view would be 253,200 items.
    static let dust = #"""
        {"viewport": {"width": 390, "height": 844}, "offset": 50000,
         "sections": [{"id": "dust", "kind": "list", "count": 10000000, "itemSize": {"height": 0.01},
                       "layers": [{"id": "grain", "effects": [{"type": "parallax", "rate": 0.5}]}]}]}
        """#

    /// What `expression` measures, in `engine`, on the served page of the timeline request `body`, 200 ms after it
    /// has loaded.
    static func measure(_ body: String, in engine: Engine, _ expression: String) async throws -> [String: Double] {
        let request = HTTPRequest(method: "POST", path: "/v1/timeline", headers: ["Content-Type": "application/json", "Accept": "text/html"],
                                  body: Array(body.utf8))
        // The page's rendering is measured, not the compile's time: a deadline a debug build beside the browser tests
        // cannot reach (the 2 s default once ran out here).
        var limits = ServiceLimits()
        limits.computeDeadline = .seconds(300)
        let response = Router(service: SceneService(limits: limits, presets: SceneService.shippedPresets)).respond(to: request)
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-render-\(UUID().uuidString).html")
        try Data(response.body).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        let waited = "(async () => { await new Promise(resolve => setTimeout(resolve, 200)); return \(expression); })()"
        return try #require(try await Browsers.evaluate(engine, page: page, expression: waited) as? [String: Double])
    }

    /// The count, first and last `--sfx-index` of the page's items, and its scroller's offset.
    static let items = """
        ((indices, scene) => ({offset: scene.scrollTop, count: indices.length, first: Math.min(...indices), last: Math.max(...indices)}))(
          [...document.querySelectorAll('[data-sfx-item]')].map(item => Number(item.style.getPropertyValue('--sfx-index'))),
          document.querySelector('[data-sfx-scene]'))
        """

    @Test("sub-pixel items: at most 2,000 rendered, starting with the first in view", arguments: [Engine.chromium, .firefox])
    func capped(_ engine: Engine) async throws {
        let measured = try await Self.measure(#"{"scene": \#(Self.dust)}"#, in: engine, Self.items)
        #expect(abs((measured["offset"] ?? 0) - 50_000) < 0.5)
        // Offset 50,000 shows rows from 5,000,000 on (each 0.01 high); the cap keeps 2,000 of them.
        #expect(measured["count"] == 2_000)
        #expect(abs((measured["first"] ?? 0) - 5_000_000) <= 1 && measured["last"] == (measured["first"] ?? 0) + 1_999)
    }

    /// A grid of 100,000 columns (a 140-byte scene): one row holds 50 times the cap.
    static let wide = #"""
        {"viewport": {"width": 390, "height": 844},
         "sections": [{"id": "wide", "kind": "grid", "columns": 100000, "count": 100000000, "itemSize": {"height": 10}}]}
        """#

    @Test("a grid of 100,000 columns: the page creates at most 2,000 items, the first row's first", arguments: Engine.allCases)
    func wideGrid(_ engine: Engine) async throws {
        let measured = try await Self.measure(#"{"scene": \#(Self.wide)}"#, in: engine, Self.items)
        #expect(measured["count"] == 2_000 && measured["first"] == 0 && measured["last"] == 1_999, "\(engine): \(measured)")
    }

    /// A grid of 3,000 columns whose items hold 2,000 layers each (a 30 KB scene).
    static var layered: String {
        let layers = Array(repeating: "{}", count: 2_000).joined(separator: ",")
        return #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "deep", "kind": "grid", "columns": 3000, "count": 100000, "#
            + #""itemSize": {"height": 10}, "layers": [\#(layers)]}]}"#
    }

    @Test("items of 2,000 layers: the page creates at most 20,000 elements, 9 items of 2,001", arguments: Engine.allCases)
    func layeredGrid(_ engine: Engine) async throws {
        let measured = try await Self.measure(#"{"scene": \#(Self.layered), "from": 0, "to": 1}"#, in: engine, """
            ({items: document.querySelectorAll('[data-sfx-item]').length, layers: document.querySelectorAll('[data-sfx-layer]').length})
            """)
        #expect(measured["items"] == 9 && measured["layers"] == 18_000, "\(engine): \(measured)")
    }
}
