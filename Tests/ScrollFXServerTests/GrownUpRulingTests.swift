import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import Testing

/// The four places issue 36 found, as a front-end sends them (docs/contract.md#coverfloweffect, #collapse,
/// "Where is it?").
@Suite("issue 36's rulings through HTTP")
struct GrownUpRulingTests {
    /// The JSON answer of a POST that must succeed.
    private func answer(_ router: Router, _ path: String, _ body: String) throws -> [String: Any] {
        let response = router.respond(to: post(path, body))
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    /// The first item of the first section of a frame answer.
    private func firstItem(_ frame: [String: Any]) throws -> [String: Any] {
        let sections = try #require(frame["sections"] as? [[String: Any]])
        return try #require((sections.first?["items"] as? [[String: Any]])?.first)
    }

    /// `translate.y` of an element of an answer.
    private func translateY(_ element: [String: Any]) -> Double {
        ((element["transform"] as? [String: Any])?["translate"] as? [String: Any])?["y"].flatMap { ($0 as? NSNumber)?.doubleValue } ?? .nan
    }

    @Test("a layer turned 80° past the viewport's right edge, its horizon inside the viewport: clip null")
    func horizon() throws {
        let frame = try answer(Router(), "/v1/frame", #"""
            {"viewport":{"width":400,"height":600},"sections":[{"id":"c","kind":"carousel","count":4,"offset":0,"clip":false,
             "itemSize":{"width":200,"height":100},"spacing":20,"layers":[{"id":"L","frame":{"x":250,"y":0,"width":800,"height":100},
             "effects":[{"type":"coverflow","angle":80,"depth":0}]}]}]}
            """#)
        let layer = try #require((try firstItem(frame)["layers"] as? [[String: Any]])?.first)
        #expect(layer["clip"] is NSNull)
    }

    @Test("collapse-mode parallax is 0 in over-scroll: the issue's header at −40 and the collapsing-header preset at −30")
    func overscroll() throws {
        let header = try firstItem(answer(Router(), "/v1/frame", #"""
            {"viewport":{"width":390,"height":844},"offset":-40,"sections":[{"id":"h","kind":"header","size":{"height":300},
             "collapse":{"minHeight":100},"effects":[{"type":"grow"}],"layers":[{"id":"art","effects":[{"type":"parallax","rate":0.5}]}]}]}
            """#))
        #expect(translateY(try #require((header["layers"] as? [[String: Any]])?.first)) == 0)
        let preset = try firstItem(answer(try routerWithPresets(), "/v1/frame", #"""
            {"viewport":{"width":390,"height":844},"offset":-30,"sections":[{"id":"h","kind":"header","size":{"height":300},
             "collapse":{"minHeight":88},"preset":"collapsing-header"}]}
            """#))
        let art = try #require((preset["layers"] as? [[String: Any]])?.first { $0["id"] as? String == "art" })
        #expect(translateY(art) == 0)
    }

    @Test("a collapsing header's own parallax reads its pinned frame: 0 at offset 100")
    func ownParallax() throws {
        let header = try firstItem(answer(Router(), "/v1/frame", #"""
            {"viewport":{"width":390,"height":844},"offset":100,"sections":[{"id":"h","kind":"header","size":{"height":300},
             "collapse":{"minHeight":100},"effects":[{"type":"parallax","rate":0.5}]},{"id":"l","kind":"list","count":20,"itemSize":{"height":100}}]}
            """#))
        #expect(translateY(header) == 0)
    }

    @Test("locate's fraction measures the viewport less its insets, as align does: [[-100, 600]]")
    func locateArea() throws {
        let located = try answer(Router(), "/v1/locate", #"""
            {"scene":{"viewport":{"width":390,"height":800},"contentInset":{"top":60,"bottom":40},
             "sections":[{"id":"l","kind":"list","count":20,"itemSize":{"height":100},"spacing":10}]},"section":"l","item":5,"fraction":0.5}
            """#)
        #expect((located["ranges"] as? [[Double]]) == [[-100, 600]])
    }
}
