import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import Testing

@Suite("POST /v1/timeline, without a socket")
struct TimelineRouteTests {
    let router = Router()

    @Test("POST /v1/timeline answers exact keyframes for the contract's parallax cards, and refuses bad ranges and sources")
    func timelineRoute() throws {
        let body = #"{"scene": "# + exampleScene + #", "from": 0, "to": 600}"#
        let response = router.respond(to: post("/v1/timeline", body))
        #expect(response.status == 200)
        let timeline = try JSONDecoder().decode(Timeline.self, from: Data(response.body))
        #expect(timeline.from == 0 && timeline.to == 600 && timeline.source == nil)
        // Card 0 starts at 16: its frame.y runs 16 → −244 until it leaves at offset 276; its background moves 0.175 of that.
        let frameY = try #require(timeline.tracks.first { $0.item == 0 && $0.layer == nil && $0.property == "frame.y" })
        #expect(frameY.keyframes == [[0, 16], [276, -260]])
        let background = try #require(timeline.tracks.first { $0.item == 0 && $0.layer == ["background"] && $0.property == "transform.translate.y" })
        #expect(background.keyframes.count == 2 && abs(background.keyframes[1][1] - -45.5) < 1e-9)

        let backwards = router.respond(to: post("/v1/timeline", #"{"scene": "# + exampleScene + #", "from": 10, "to": 10}"#))
        #expect(try problem(in: backwards).pointer == "/to")
        // The tolerance's floor is 1e-3 points (docs/contract.md#timelinerequest).
        for tolerance in ["0", "1e-300", "0.000999"] {
            let refused = router.respond(to: post("/v1/timeline", #"{"scene": "# + exampleScene + #", "to": 10, "tolerance": "# + tolerance + "}"))
            #expect(try refused.status == 422 && problem(in: refused).pointer == "/tolerance", "tolerance \(tolerance)")
        }
        let floor = router.respond(to: post("/v1/timeline", #"{"scene": "# + exampleScene + #", "to": 10, "tolerance": 0.001}"#))
        #expect(floor.status == 200)
        let source = router.respond(to: post("/v1/timeline", #"{"scene": "# + exampleScene + #", "source": "destinations"}"#))
        #expect(try problem(in: source).pointer == "/source")
        let scene = router.respond(to: post("/v1/timeline", #"{"scene": {"viewport": {"width": 1, "height": 0}, "sections": []}}"#))
        #expect(try problem(in: scene).pointer == "/scene/viewport/height")
    }

    @Test("POST /v1/timeline with exposures false answers the same tracks and no exposures; a bad flag is a 422")
    func timelineWithoutExposures() throws {
        // The contract's parallax cards with their background as a cover layer: its parallax leaves the card's top uncovered.
        let covered = exampleScene.replacingOccurrences(of: #""id": "background","#, with: #""id": "background", "cover": true,"#)
        let body = #"{"scene": "# + covered + #", "from": 0, "to": 600"#
        let full = try JSONDecoder().decode(Timeline.self, from: Data(router.respond(to: post("/v1/timeline", body + "}")).body))
        let lean = try JSONDecoder().decode(Timeline.self, from: Data(router.respond(to: post("/v1/timeline", body + #", "exposures": false}"#)).body))
        #expect(!full.exposures.isEmpty && lean.exposures.isEmpty && lean.tracks == full.tracks)
        let bad = router.respond(to: post("/v1/timeline", body + #", "exposures": "no"}"#))
        #expect(bad.status == 422)
        #expect(try problem(in: bad).pointer == "/exposures")
    }

    @Test("a scene that cannot scroll answers 200 with no keyframes when `to` is not given, 422 when it is")
    func timelineOfAStillScene() throws {
        // Three 100-high items in an 800-high viewport: maxOffset 0.
        let still = #"{"viewport": {"width": 400, "height": 800}, "sections": [{"id": "l", "kind": "list", "count": 3, "itemSize": {"height": 100}}]}"#
        let response = router.respond(to: post("/v1/timeline", #"{"scene": "# + still + "}"))
        #expect(response.status == 200)
        let timeline = try JSONDecoder().decode(Timeline.self, from: Data(response.body))
        #expect(timeline.from == 0 && timeline.to == 0 && timeline.tracks.isEmpty && timeline.exposures.isEmpty)
        let css = router.respond(to: HTTPRequest(method: "POST", path: "/v1/timeline",
                                                 headers: ["Content-Type": "application/json", "Accept": "text/css"],
                                                 body: Array((#"{"scene": "# + still + "}").utf8)))
        // Every item is placed where it rests, by its index (item 2 at top 200), and nothing is animated.
        let sheet = String(decoding: css.body, as: UTF8.self)
        #expect(css.status == 200 && sheet.contains("[data-sfx-layer] {\n  position: absolute;"))
        #expect(sheet.contains("top: calc(0px + var(--sfx-index) * 100px);") && !sheet.contains("@keyframes"))
        let explicit = router.respond(to: post("/v1/timeline", #"{"scene": "# + still + #", "to": 0}"#))
        #expect(explicit.status == 422)
        #expect(try problem(in: explicit).pointer == "/to")
        // Pulled past its start, a still scene still moves: a range below 0 is a timeline as any other.
        let pulled = try JSONDecoder().decode(Timeline.self, from: Data(router.respond(to: post("/v1/timeline", #"{"scene": "# + still + #", "from": -50}"#)).body))
        #expect(pulled.from == -50 && pulled.to == 0 && !pulled.tracks.isEmpty)
    }

    @Test("POST /v1/timeline with shared tracks writes \"item\": \"*\" and keys them by position, for any count")
    func sharedTracksThroughHTTP() throws {
        // The contract's parallax cards, 10⁹ of them: listed at positions −260 … 844, the background moves 0.175 of the position.
        let many = exampleScene.replacingOccurrences(of: #""count": 5"#, with: #""count": 1000000000"#)
        let response = router.respond(to: post("/v1/timeline", #"{"scene": "# + many + #", "tracks": "shared"}"#))
        #expect(response.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let tracks = try #require(json["tracks"] as? [[String: Any]])
        #expect(tracks.count == 2 && tracks.allSatisfy { $0["item"] as? String == "*" })
        let background = try #require(tracks.first { ($0["layer"] as? [String]) == ["background"] })
        #expect((background["keyframes"] as? [[Double]]) == [[-260, -45.5], [844, 147.7]])
        let refused = router.respond(to: post("/v1/timeline", #"{"scene": "# + many + #", "tracks": "shared", "exposures": true}"#))
        #expect(refused.status == 422)
        #expect(try problem(in: refused).pointer == "/exposures")
    }

    @Test("a timeline that would list too many items is refused before it is computed")
    func timelineCap() throws {
        let huge = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "l", "kind": "list", "count": 1000000000, "itemSize": {"height": 10}}]}"#
        let response = router.respond(to: post("/v1/timeline", #"{"scene": "# + huge + #"}"#))
        #expect(response.status == 422)
        #expect(try problem(in: response).pointer == "/to")
    }
}
