import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import Testing

/// The eased presets through HTTP, by hand: a 100-point card in an 800-point viewport (entry [0, 100] and exit
/// [800, 900] in u = 800 − e).
@Suite("the eased presets")
struct EasedPresetTests {
    private func card(_ preset: String, at edge: Double) throws -> Frame.Item {
        let body = #"{"viewport": {"width": 390, "height": 800}, "offset": \#(max(0, -edge)), "contentInset": {"top": \#(max(0, edge))}, "#
            + #""sections": [{"id": "c", "kind": "list", "count": 1, "itemSize": {"height": 100}, "preset": "\#(preset)"}]}"#
        let response = try routerWithPresets().respond(to: post("/v1/frame", body))
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try #require(try JSONDecoder().decode(Frame.self, from: Data(response.body)).sections[0].items.first)
    }

    @Test("scroll-transition: halfway in and halfway out at 0.5 opacity and 0.875 scale (ease-in-out's middle), whole between")
    func scrollTransition() throws {
        for edge in [750.0, -50] {
            let card = try card("scroll-transition", at: edge)
            #expect(abs(card.transform.opacity - 0.5) <= 1e-12 && abs(card.transform.scale.x - 0.875) <= 1e-12, "at \(edge)")
        }
        let whole = try card("scroll-transition", at: 300)
        #expect(whole.transform.opacity == 1 && whole.transform.scale == Point(x: 1, y: 1))
        // A quarter in: ease-in-out(0.25) = 0.1291 of the way.
        let quarter = try card("scroll-transition", at: 775)
        #expect(abs(quarter.transform.opacity - Easing.easeInOut(0.25)) <= 1e-12 && abs(Easing.easeInOut(0.25) - 0.1291) < 1e-4)
    }

    @Test("reveal-on-entry: halfway in, ease-out's middle (0.6847) of the fade and of the 40-point rise; revealed after")
    func revealOnEntry() throws {
        let half = try card("reveal-on-entry", at: 750)
        #expect(abs(half.transform.opacity - 0.6847) < 1e-4 && abs(half.transform.translate.y - 40 * (1 - 0.6847)) < 4e-3)
        let entered = try card("reveal-on-entry", at: 200)
        #expect(entered.transform.opacity == 1 && entered.transform.translate.y == 0)
        // A point in (1 % of its entry), it has barely begun: ease-out(0.01) = 0.0169.
        let begun = try card("reveal-on-entry", at: 799)
        #expect(begun.transform.opacity > 0 && begun.transform.opacity < 0.05 && begun.transform.translate.y > 38)
    }
}
