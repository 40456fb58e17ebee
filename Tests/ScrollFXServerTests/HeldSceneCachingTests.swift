import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import Testing

/// Tags, 304s, kept answers and the query's 422s of answers about held scenes.
@Suite("caching and queries of scenes by reference")
struct HeldSceneCachingTests {
    let router: Router
    let held = HeldScenes()
    let id: String

    init() throws {
        router = Router(service: SceneService(presets: SceneService.shippedPresets), held: held)
        let response = router.respond(to: post("/v1/scenes", HeldSceneHandlersTests.scene))
        id = try #require(JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String])["id"] ?? ""
    }

    func get(_ path: String, _ query: [(String, String?)] = [], _ headers: HTTPHeaders = [:]) -> HTTPResponse {
        router.respond(to: HeldSceneHandlersTests.get("/v1/scenes/\(id)" + path, query, headers: headers))
    }

    @Test("If-None-Match holding the tag, in any list shape, answers 304 with the tag and no body; anything else answers")
    func conditional() {
        let answer = get("/frame", [("offset", "10")])
        let tag = answer.headers["ETag"] ?? ""
        for field in [tag, "W/" + tag, "\"x\", " + tag, "\"x\",\t W/\(tag) ", " * ", "\"a\",\(tag),\"b\"", "\(tag),,"] {
            let revalidated = get("/frame", [("offset", "10")], ["If-None-Match": field])
            #expect(revalidated.status == 304 && revalidated.body.isEmpty, "\(field)")
            #expect(revalidated.headers["ETag"] == tag && revalidated.headers["Cache-Control"] == "public, max-age=86400")
        }
        for field in ["\"x\"", "", tag.dropLast() + "", "W/", "\(tag) junk", "\"a\"b", "**", tag.uppercased()] {
            #expect(get("/frame", [("offset", "10")], ["If-None-Match": field]).status == 200, "\(field)")
        }
        // Empty list elements are allowed (RFC 9110 §5.6.1). Another query, representation or endpoint is another tag; the same is the same.
        let tags = [get("/frame", [("offset", "10.0")]), get("/frame", [("offset", "11")]), get("/frames", [("offsets", "10")]),
                    get("/timeline", [], ["Accept": "text/css"]), get("/timeline")].map { $0.headers["ETag"] }
        #expect(Set(tags + [tag]).count == 6 && get("/frame", [("offset", "10")]).headers["ETag"] == tag)
        // `*` holds a current answer only: a query that is 422 is 422, whatever the precondition.
        #expect(get("/frame", [("offset", "abc")], ["If-None-Match": "*"]).status == 422)
        #expect(get("/frame", [("offset", "10")], ["If-None-Match": "*"]).status == 304)
        #expect(get("/frame", [("offset", "10")], ["If-None-Match": ", ,\(tag)"]).status == 304)
        // A canonical scene's tag is its id; `*` holds only a held scene.
        #expect(get("", [], ["If-None-Match": "\"\(id)\""]).status == 304)
        let other = HeldSceneHandlersTests.get("/v1/scenes/\(String(repeating: "1", count: 64))/frame", headers: ["If-None-Match": "*"])
        #expect(router.respond(to: other).status == 404)
    }

    @Test("a timeline or preview is compiled once and then kept; HEAD answers GET's head")
    func keptAnswers() {
        let first = get("/timeline", [("tolerance", "0.5")], ["Accept": "text/html"])
        #expect(held.usage.answers.count == 1)
        let again = get("/timeline", [("tolerance", "0.5")], ["Accept": "text/html"])
        #expect(again.body == first.body && held.usage.answers.count == 1 && first.headers["Vary"] == "Accept")
        _ = get("/preview", [("offsets", "0,300")])
        #expect(held.usage.answers.count == 2 && held.usage.answers.bytes > first.body.count)
        let head = router.respond(to: HTTPRequest(method: "HEAD", path: "/v1/scenes/\(id)/frame", query: [QueryArgument("offset", "3")]))
        #expect(head.status == 200 && head.headers["ETag"] == get("/frame", [("offset", "3")]).headers["ETag"])
    }

    @Test("a kept answer is found by its whole request, never by its tag alone, which two queries could share")
    func keptByRequest() throws {
        let query = [("tolerance", "0.5")]
        let tag = try #require(get("/timeline", query).headers["ETag"])
        let answer = get("/timeline", query).body
        // Another store, where a request that shares the tag (a hash a client could aim at) left its answer under it.
        let other = HeldScenes()
        let router = Router(service: SceneService(presets: SceneService.shippedPresets), held: other)
        _ = router.respond(to: post("/v1/scenes", HeldSceneHandlersTests.scene))
        other.keep(HTTPResponse(status: 200, body: Array("another query's answer".utf8)), for: tag)
        let response = router.respond(to: HeldSceneHandlersTests.get("/v1/scenes/\(id)/timeline", query))
        #expect(response.body == answer && response.headers["ETag"] == tag)
        // Keys tell apart what runs together: split points, an absent value from an empty one or a dash, lengths in names.
        let queries: [[(String, String?)]] = [[("a", "bc")], [("ab", "c")], [("a", nil)], [("a", "")], [("a", "-")], [("1:a", nil)],
                                              [("a", nil), ("1:a", nil)], [("a", "1:a")], []]
        let keys = queries.map { EntityTag.answerKey(id: "x", endpoint: "timeline", query: $0.map { QueryArgument($0.0, $0.1) }, representation: "r") }
        #expect(Set(keys).count == queries.count)
    }

    @Test("If-None-Match on two field lines is one list: a tag on the second line answers 304")
    func noneMatchLines() throws {
        let tag = try #require(get("/frame", [("offset", "10")]).headers["ETag"])
        var headers: HTTPHeaders = ["If-None-Match": "\"other\""]
        headers.add(name: "if-none-match", value: tag)
        #expect(get("/frame", [("offset", "10")], headers).status == 304)
        #expect(get("", [], headers.adding("If-None-Match", "\"\(id)\"")).status == 304)
    }

    @Test("a bad value, an unknown parameter or one given twice is 422 at the pointer its member has in the POST body")
    func queryPointers() throws {
        let cases: [(String, [(String, String?)], String)] = [
            ("/frame", [("offset", "abc")], "/offset"), ("/frame", [("offset", "01")], "/offset"), ("/frame", [("offset", "+1")], "/offset"),
            ("/frame", [("offset", ".5")], "/offset"), ("/frame", [("offset", "1.")], "/offset"), ("/frame", [("offset", "1e400")], "/offset"),
            ("/frame", [("offset", nil)], "/offset"), ("/frame", [("offset", "1"), ("offset", "1")], "/offset"),
            ("/frame", [("offset", "2e15")], "/offset"), ("/frame", [("offset.strip", "x")], "/sections/1/offset"),
            ("/frame", [("offset.nope/a~b", "1")], "/offset.nope~1a~0b"), ("/frame", [("offsets", "1")], "/offsets"),
            ("/frames", [("offsets", "0,,1")], "/offsets/1"), ("/frames", [], "/offsets"), ("/frames", [("offset", "1")], "/offset"),
            ("/timeline", [("tolerance", "0")], "/tolerance"), ("/timeline", [("tracks", "some")], "/tracks"),
            ("/timeline", [("held", "yes")], "/held"), ("/timeline", [("source", "cards")], "/source"),
            ("/snap", [("offset", "x")], "/scene/offset"), ("/snap", [("velocity", "1e16")], "/velocity"),
            ("/snap", [("deceleration", "slow")], "/deceleration"), ("/locate", [("item", "1")], "/section"),
            ("/locate", [("section", "cards"), ("item", "1.5")], "/item"), ("/locate", [("section", "cards")], "/item"),
            ("/preview", [("legend", "true")], "/legend"), ("/frames", [("a/b~c", "1")], "/a~1b~0c"),
        ]
        for (path, query, pointer) in cases {
            let response = get(path, query)
            #expect(try response.status == 422 && problem(in: response).pointer == pointer, "\(path) \(query)")
            #expect(response.headers["Cache-Control"] == "no-store")
        }
        #expect(get("/frame", [("offset", "-0.5e+2")]).status == 200)
        // RFC 8259's number grammar, part by part.
        for text in ["0", "-0", "7", "0e0", "1E5", "1.5e-3", "0.25", "-12.5E+1", "10"] {
            #expect(get("/frame", [("offset", text)]).status == 200, "\(text)")
        }
        for text in ["", "-", "--1", "-+1", "1e", "1e+", "1e+-1", "-01", "00", "1.e5", ".e5", "e5", "1.5.5", "1e5e5", "0x1", " 1", "1 ",
                     "1-", "Infinity", "NaN", "\u{661}", "\u{FF11}", "1\u{301}"] {
            #expect(get("/frame", [("offset", text)]).status == 422, "\(text)")
        }
    }

    @Test("offset.<id> finds a section whose id starts with a combining mark, and many of them cost one lookup each")
    func sectionOffsets() throws {
        let sections = (0..<2_000).map { #"{"id": "c\#($0)", "kind": "carousel", "itemSize": {"width": 100, "height": 50}, "count": 3}"# }
        let scene = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "́", "kind": "carousel", "itemSize": {"width": 100, "height": 50}, "count": 30}, "#
            + sections.joined(separator: ", ") + "]}"
        let id = try #require(JSONSerialization.jsonObject(with: Data(router.respond(to: post("/v1/scenes", scene)).body)) as? [String: String])["id"] ?? ""
        let marked = router.respond(to: HeldSceneHandlersTests.get("/v1/scenes/\(id)/frame", [("offset.\u{301}", "150")]))
        #expect(marked.status == 200 && String(decoding: marked.body, as: UTF8.self).contains(#""offset":150"#))
        let start = ContinuousClock.now
        let many = router.respond(to: HeldSceneHandlersTests.get("/v1/scenes/\(id)/frame", (0..<300).map { ("offset.c\($0)", "1") }))
        print("300 section offsets over 2,001 sections: \(ContinuousClock.now - start) (debug build)")
        #expect(many.status == 200)
    }
}

private extension HTTPHeaders {
    /// These fields and one more.
    func adding(_ name: String, _ value: String) -> HTTPHeaders {
        var headers = self
        headers.add(name: name, value: value)
        return headers
    }
}
