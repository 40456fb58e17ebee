import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import Testing

/// Bars that hide and return through HTTP: the contract's 422s with their pointers, the state threaded through
/// `/v1/frames`, settled by `/v1/snap`, described by `/v1/timeline`, and the held scene's query parameters.
@Suite("bars that hide and return over HTTP")
struct RevealRequestTests {
    /// A 56-point toolbar that hides and returns (members `reveal` holds), tabs following it, and 40 rows; the scene's
    /// extra top-level members after it.
    static func scene(reveal: String = "{}", follow: String = #""toolbar""#, extra: String = "") -> String {
        #"""
        {"viewport": {"width": 390, "height": 844}\#(extra), "sections": [
          {"id": "toolbar", "kind": "header", "size": {"height": 56}, "reveal": \#(reveal)},
          {"id": "tabs", "kind": "header", "size": {"height": 48}, "sticky": {"top": 56, "follow": \#(follow)}},
          {"id": "rows", "kind": "list", "itemSize": {"height": 100}, "count": 40}]}
        """#
    }

    let router = Router(service: SceneService(presets: SceneService.shippedPresets))

    private func pointer(_ body: String, path: String = "/v1/frame") throws -> String? {
        let response = router.respond(to: post(path, body))
        guard response.status == 422 else { return "status \(response.status)" }
        return try problem(in: response).pointer
    }

    private func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test("each malformed bar, follower or previous frame is 422 at the pointer the contract names")
    func pointers() throws {
        let list = #"{"id": "rows", "kind": "list", "itemSize": {"height": 100}, "count": 4"#
        let cases: [(String, String)] = [
            (Self.scene(reveal: "true"), "/sections/0/reveal"),
            (Self.scene(reveal: #"{"mode": "exitUntilCollapsed"}"#), "/sections/0/reveal/mode"),
            (Self.scene(reveal: #"{"threshold": 1.5}"#), "/sections/0/reveal/threshold"),
            (Self.scene(reveal: #"{"threshold": -0.1}"#), "/sections/0/reveal/threshold"),
            (Self.scene(reveal: #"{"threshold": "half"}"#), "/sections/0/reveal/threshold"),
            (#"{"viewport": {"width": 390, "height": 844}, "sections": [\#(list), "reveal": {}}]}"#, "/sections/0/reveal"),
            (#"{"viewport": {"width": 390, "height": 844}, "sections": [\#(list)}, {"id": "h", "kind": "header", "size": {"height": 5}, "reveal": {}}]}"#,
             "/sections/1/reveal"),
            (#"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "h", "kind": "header", "size": {"height": 50}, "collapse": {"minHeight": 10}, "reveal": {}}]}"#,
             "/sections/0/reveal"),
            (#"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "h", "kind": "header", "size": {"height": 50}, "sticky": {}, "reveal": {}}]}"#,
             "/sections/0/reveal"),
            (Self.scene(follow: "3"), "/sections/1/sticky/follow"),
            (Self.scene(follow: #""rows""#), "/sections/1/sticky/follow"),
            (Self.scene(follow: #""Toolbar""#), "/sections/1/sticky/follow"),
            (Self.scene(extra: #", "previous": 600"#), "/previous"),
            (Self.scene(extra: #", "previous": {}"#), "/previous/offset"),
            (Self.scene(extra: #", "previous": {"offset": 1e16}"#), "/previous/offset"),
            (Self.scene(extra: #", "previous": {"offset": "600"}"#), "/previous/offset"),
            (Self.scene(extra: #", "previous": {"offset": 600, "hidden": 56}"#), "/previous/hidden"),
            (Self.scene(extra: #", "previous": {"offset": 600, "hidden": {"toolbar": -1}}"#), "/previous/hidden/toolbar"),
            (Self.scene(extra: #", "previous": {"offset": 600, "hidden": {"toolbar": "56"}}"#), "/previous/hidden/toolbar"),
            (Self.scene(extra: #", "previous": {"offset": 600, "hidden": {"toolbar": null}}"#), "/previous/hidden/toolbar"),
            (Self.scene(extra: #", "previous": {"offset": 600, "hidden": {"tabs": 5}}"#), "/previous/hidden/tabs"),
            (Self.scene(extra: #", "previous": {"offset": 600, "hidden": {"a/b~c": 5}}"#), "/previous/hidden/a~1b~0c"),
            // More entries than a scene can have bars for are refused before any is read.
            (Self.scene(extra: #", "previous": {"offset": 600, "hidden": {\#((0..<17).map { #""k\#($0)": 0"# }.joined(separator: ", "))}}"#),
             "/previous/hidden"),
            // A tilde a combining mark follows is still a tilde.
            (Self.scene(extra: #", "previous": {"offset": 600, "hidden": {"~\u0301/": 5}}"#), "/previous/hidden/~0\u{301}~1"),
        ]
        for (body, expected) in cases {
            #expect(try pointer(body) == expected, "\(body)")
        }
        // Two spellings of the bar's id are two JSON names but one id: the amount is given twice, said at the second
        // in UTF-8 order (é as one scalar).
        let spellings = Self.scene(extra: #", "previous": {"offset": 600, "hidden": {"caf\u00e9": 5, "cafe\u0301": 6}}"#)
            .replacingOccurrences(of: #""toolbar""#, with: #""caf\u00e9""#)
        #expect(try pointer(spellings) == "/previous/hidden/caf\u{E9}")
        // Each spelling reads its own value, by the fast reader and by Decodable (which an unknown member hands it
        // to): the bad one, first in UTF-8 order, is named by its own bytes.
        for extra in ["", #", "unknown": 0"#] {
            let bad = Self.scene(extra: #", "previous": {"offset": 600, "hidden": {"caf\u00e9": 5, "cafe\u0301": "x"}}\#(extra)"#)
                .replacingOccurrences(of: #""toolbar""#, with: #""caf\u00e9""#)
            #expect(try pointer(bad).map { Array($0.utf8) } == Array("/previous/hidden/cafe\u{301}".utf8), "\(extra)")
        }
        // In a snap the scene is a member: the same errors under /scene.
        #expect(try pointer(#"{"scene": \#(Self.scene(extra: #", "previous": {"offset": 1}"#).replacingOccurrences(of: #""follow": "toolbar""#, with: #""follow": "x""#))}"#,
                            path: "/v1/snap") == "/scene/sections/1/sticky/follow")
    }

    @Test("a hidden object of 130,000 keys with a bad member after it is refused at /previous/hidden, by both readers")
    func manyKeys() throws {
        // 130,000 keys (1 MiB): the fast reader gives up at `spacing`, and the reader that names the error starts over.
        let keys = (0..<130_000).map { #""k\#($0)": 0"# }.joined(separator: ",")
        let body = #"{"viewport": {"width": 390, "height": 844}, "previous": {"offset": 0, "hidden": {\#(keys)}}, "spacing": "x", "sections": []}"#
        let response = router.respond(to: post("/v1/frame", body))
        #expect(response.status == 422 && (try? problem(in: response).pointer) == "/previous/hidden")
    }

    @Test("null is the field's absence, and a scene without a bar answers as before: no hidden, no reveal")
    func absence() throws {
        let plain = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "rows", "kind": "list", "itemSize": {"height": 100}, "count": 40}]}"#
        let nulls = #"{"viewport": {"width": 390, "height": 844}, "previous": null, "sections": [{"id": "rows", "kind": "list", "itemSize": {"height": 100}, "count": 40, "reveal": null, "sticky": null}]}"#
        let a = router.respond(to: post("/v1/frame", plain)), b = router.respond(to: post("/v1/frame", nulls))
        #expect(a.status == 200 && a.body == b.body && !String(decoding: a.body, as: UTF8.self).contains("hidden"))
        let timeline = router.respond(to: post("/v1/timeline", #"{"scene": \#(plain)}"#))
        #expect(timeline.status == 200 && !String(decoding: timeline.body, as: UTF8.self).contains("reveal"))
        // A previous frame of a scene without a bar changes nothing.
        let previous = router.respond(to: post("/v1/frame", plain.replacingOccurrences(of: #""sections""#, with: #""previous": {"offset": 9}, "sections""#)))
        #expect(previous.body == a.body)
    }

    @Test("/v1/frames threads the state: down 600, back 50, back to the top, down again; frame 0 after the request's previous")
    func framesThread() throws {
        let body = Self.scene(extra: #", "offsets": [0, 600, 550, 0, 300], "previous": {"offset": 10, "hidden": {"toolbar": 10}}"#)
        let frames = try #require(try json(router.respond(to: post("/v1/frames", body)))["frames"] as? [[String: Any]])
        let hidden = frames.map { (($0["sections"] as? [[String: Any]])?[0]["hidden"] as? Double) }
        #expect(hidden == [0, 56, 6, 0, 56])
        let tabs = frames.map { ((($0["sections"] as? [[String: Any]])?[1]["frame"] as? [String: Double])?["y"]) }
        #expect(tabs == [56, 0, 50, 56, 0])
        // The preview draws the same frames, the state threaded the same way; the bar is raised above the content.
        let preview = try SceneService().preview(body: Array(body.utf8))
        #expect(preview.frames.map { $0.sections[0].hidden } == [0, 56, 6, 0, 56] && preview.raised.contains("toolbar"))
        #expect(router.respond(to: post("/v1/preview", body)).status == 200)
    }

    @Test("/v1/snap settles the bar by its threshold; a carousel's fling has no hidden")
    func snapSettles() throws {
        let after = { (offset: Double, hidden: Double, velocity: Double) throws -> [String: Any] in
            let scene = Self.scene(extra: #", "offset": \#(offset), "previous": {"offset": 600, "hidden": {"toolbar": \#(hidden)}}"#)
            return try self.json(self.router.respond(to: post("/v1/snap", #"{"scene": \#(scene), "velocity": \#(velocity)}"#)))
        }
        // At rest at 580 after 600 hidden: s = 36, 36 / 56 ≥ 0.5: hidden. At 590 after 600 shown (0): s = 0: shown.
        #expect(try after(580, 56, 0)["hidden"] as? [String: Double] == ["toolbar": 56])
        #expect(try after(590, 0, 0)["hidden"] as? [String: Double] == ["toolbar": 0])
        // A fling back by −100 points a second rests near 530: s = 0.
        let back = try after(580, 56, -100)
        #expect((back["offset"] as? Double ?? 0) < 544 && back["hidden"] as? [String: Double] == ["toolbar": 0])
    }

    @Test("the timeline's reveal describes the bar and its followers; its tracks are the forward path's")
    func timelineReveal() throws {
        let scene = Self.scene(reveal: #"{"threshold": 0.25}"#, extra: #", "contentInset": {"top": 20}"#)
        let timeline = try json(router.respond(to: post("/v1/timeline", #"{"scene": \#(scene)}"#)))
        let reveal = try #require(timeline["reveal"] as? [[String: Any]])
        #expect(reveal.count == 1 && reveal[0]["section"] as? String == "toolbar" && reveal[0]["length"] as? Double == 56)
        #expect(reveal[0]["inset"] as? Double == 20 && reveal[0]["threshold"] as? Double == 0.25 && reveal[0]["follow"] as? [String] == ["tabs"])
        let tracks = try #require(timeline["tracks"] as? [[String: Any]])
        let bar = try #require(tracks.first { $0["section"] as? String == "toolbar" && $0["property"] as? String == "frame.y" })
        // i₀ − min(h, o): 20 at 0, −36 from 56 on.
        let keyframes = try #require(bar["keyframes"] as? [[Double]])
        #expect(keyframes.first == [0, 20] && keyframes.contains([56, -36]) && keyframes.last?[1] == -36)
    }

    @Test("a held scene takes previous.offset and previous.hidden.<bar id>; its id leaves previous out")
    func heldQuery() throws {
        let plain = Self.scene()
        let withPrevious = Self.scene(extra: #", "previous": {"offset": 600, "hidden": {"toolbar": 56}}"#)
        // Held first with a frame before, the scene keeps none: its id is the plain scene's, its frame the one at rest.
        let id = try #require(try json(router.respond(to: post("/v1/scenes", withPrevious)))["id"] as? String)
        #expect(try json(router.respond(to: post("/v1/scenes", plain)))["id"] as? String == id)
        let get = { (endpoint: String, query: [(String, String?)]) in
            self.router.respond(to: HeldSceneHandlersTests.get("/v1/scenes/\(id)/\(endpoint)", query))
        }
        let atRest = router.respond(to: post("/v1/frame", Self.scene(extra: #", "offset": 550"#)))
        #expect(get("frame", [("offset", "550")]).body == atRest.body && String(decoding: atRest.body, as: UTF8.self).contains(#""hidden":56"#))
        let byID = get("frame", [("offset", "550"), ("previous.offset", "600"), ("previous.hidden.toolbar", "56")])
        let posted = router.respond(to: post("/v1/frame", Self.scene(extra: #", "offset": 550, "previous": {"offset": 600, "hidden": {"toolbar": 56}}"#)))
        #expect(byID.status == 200 && byID.body == posted.body)
        let frames = get("frames", [("offsets", "550"), ("previous.offset", "600")])
        let framesPosted = router.respond(to: post("/v1/frames", Self.scene(extra: #", "offsets": [550], "previous": {"offset": 600}"#)))
        #expect(frames.status == 200 && frames.body == framesPosted.body)
        let snap = get("snap", [("offset", "580"), ("previous.offset", "600"), ("previous.hidden.toolbar", "56")])
        #expect(try json(snap)["hidden"] as? [String: Double] == ["toolbar": 56])
        #expect(get("preview", [("offsets", "0,600"), ("previous.offset", "10")]).status == 200)
        // Errors point where the POST body's member would be.
        let refusals: [(String, [(String, String?)], String)] = [
            ("frame", [("previous.hidden.toolbar", "5")], "/previous/offset"),
            ("frame", [("previous.offset", "x")], "/previous/offset"),
            ("frame", [("previous.offset", "1"), ("previous.hidden.tabs", "5")], "/previous/hidden/tabs"),
            ("frame", [("previous.offset", "1"), ("previous.hidden.toolbar", "-5")], "/previous/hidden/toolbar"),
            ("frame", [("previous.offset", "1"), ("previous.hidden.a/b", "5")], "/previous/hidden/a~1b"),
            ("frame", [("previous.other", "1")], "/previous.other"),
            ("frame", [("previous.offset", "1")] + (0..<17).map { ("previous.hidden.k\($0)", "0") }, "/previous/hidden"),
            ("snap", [("previous.offset", "1e16")], "/scene/previous/offset"),
            ("snap", [("previous.offset", "1"), ("previous.hidden.x", "1")], "/scene/previous/hidden/x"),
            ("timeline", [("previous.offset", "1")], "/previous.offset"),
            ("locate", [("section", "rows"), ("item", "3"), ("previous.offset", "1")], "/previous.offset"),
        ]
        for (endpoint, query, expected) in refusals {
            let response = get(endpoint, query)
            #expect(response.status == 422 && (try? problem(in: response).pointer) == expected, "\(endpoint) \(query)")
        }
    }
}
