import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import Testing

/// The JSON answer of a POST that must succeed.
private func answer(_ router: Router, _ path: String, _ body: String) throws -> [String: Any] {
    let response = router.respond(to: post(path, body))
    #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
    return try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
}

/// A number of a JSON answer.
private func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

/// The examples of issue 17 as a front-end sends them, through every endpoint they reach.
@Suite("contract rulings through HTTP: /v1/frame, /v1/frames, /v1/snap and /v1/timeline agree")
struct ContractRulingHTTPTests {
    let router = Router()

    /// Viewport 400×800, one item 100 high, its cover layer at y 150…250: uncovered at the top by 100, not 150.
    private let offItem = #"{"viewport": {"width": 400, "height": 800}, "sections": [{"id": "l", "kind": "list", "count": 1, "itemSize": {"height": 100}, "layers": [{"id": "art", "cover": true, "frame": {"x": 0, "y": 150, "width": 400, "height": 100}}]}]}"#

    @Test("a gap amount is capped at the parent's length in frames, in every frame of /v1/frames, and in exposures")
    func cappedGaps() throws {
        let expected: [String: Any] = ["code": "gap", "section": "l", "item": 0, "layer": "art", "edge": "top", "amount": 100]
        let frame = try answer(router, "/v1/frame", offItem)
        #expect((frame["warnings"] as? [NSDictionary]) == [expected as NSDictionary])
        let frames = try answer(router, "/v1/frames", String(offItem.dropLast()) + #", "offsets": [0, 50]}"#)
        for frame in try #require(frames["frames"] as? [[String: Any]]) {
            #expect((frame["warnings"] as? [NSDictionary]) == [expected as NSDictionary])
        }
        let timeline = try answer(router, "/v1/timeline", #"{"scene": "# + offItem + #", "from": 0, "to": 100}"#)
        let exposure = try #require((timeline["exposures"] as? [[String: Any]])?.first)
        let gap = try #require((exposure["gaps"] as? [[String: Any]])?.first)
        #expect(gap["edge"] as? String == "top" && number(gap["amount"]) == 100)
    }

    /// Viewport 400×800, a bottom inset of 30, a box at y 900…1000: content 1030, maxOffset 230.
    private let boxBelow = #"{"viewport": {"width": 400, "height": 800}, "contentInset": {"bottom": 30}, "sections": [{"id": "b", "kind": "box", "frame": {"x": 0, "y": 900, "width": 400, "height": 100}}]}"#

    @Test("the end inset comes after a box: contentSize.height 1030 and maxOffset 230 everywhere")
    func endInset() throws {
        let frame = try answer(router, "/v1/frame", boxBelow)
        #expect(number((frame["contentSize"] as? [String: Any])?["height"]) == 1030 && number(frame["maxOffset"]) == 230)
        let frames = try answer(router, "/v1/frames", String(boxBelow.dropLast()) + #", "offsets": [0, 230]}"#)
        #expect((frames["frames"] as? [[String: Any]])?.map { number($0["maxOffset"]) } == [230, 230])
        let snap = try answer(router, "/v1/snap", #"{"scene": "# + boxBelow + #", "velocity": 5000}"#)
        #expect(number(snap["offset"]) == 230)
        // The box is listed over offsets 100…230 (its top meets the viewport's bottom at 100): its frame.y runs 800 → 670.
        let timeline = try answer(router, "/v1/timeline", #"{"scene": "# + boxBelow + #"}"#)
        #expect(number(timeline["to"]) == 230)
        let frameY = try #require((timeline["tracks"] as? [[String: Any]])?.first { $0["property"] as? String == "frame.y" })
        #expect((frameY["keyframes"] as? [[Double]]) == [[100, 800], [230, 670]])
    }

    @Test("scene snapping keeps the start inset visible: from 0 to offset 0, from 250 to 200 (index 2)")
    func snapToInset() throws {
        let scene = #"{"viewport": {"width": 400, "height": 800}, "contentInset": {"top": 40}, "snap": "viewAligned", "sections": [{"id": "l", "kind": "list", "count": 20, "itemSize": {"height": 100}}]}"#
        for (from, offset, index) in [(0.0, 0.0, 0), (250, 200, 2)] {
            let body = #"{"scene": "# + String(scene.dropLast()) + #", "offset": \#(from)}, "velocity": 0}"#
            let snap = try answer(router, "/v1/snap", body)
            #expect(number(snap["offset"]) == offset && snap["index"] as? Int == index && snap["section"] as? String == "l")
        }
    }

    @Test("the issue's timeline keeps the rotation's breakpoint at 55 next to a curved width")
    func breakpointKept() throws {
        let body = #"{"scene":{"viewport":{"width":400,"height":800},"sections":[{"id":"l","kind":"list","itemSize":{"width":200,"height":200},"count":1,"effects":[{"type":"map","input":"distance","output":"width","keyframes":[[0,0],[800,40]]},{"type":"map","input":"offset","output":"rotation","keyframes":[[55,0],[300,90]]}]}]},"from":0,"to":500}"#
        let timeline = try answer(router, "/v1/timeline", body)
        let rotation = try #require((timeline["tracks"] as? [[String: Any]])?.first { $0["property"] as? String == "transform.rotation" })
        let keyframes = try #require(rotation["keyframes"] as? [[Double]])
        // 0 up to 55, then 90 · (offset − 55) / 245, to 90 · 145 / 245 = 53.265306… where the item leaves at 200.
        #expect(keyframes.count == 3)
        for (keyframe, expected) in zip(keyframes, [[0, 0], [55, 0], [200, 90 * 145 / 245.0]]) {
            #expect(abs(keyframe[0] - expected[0]) < 1e-9 && abs(keyframe[1] - expected[1]) < 1e-9, "\(keyframes)")
        }
    }
}
