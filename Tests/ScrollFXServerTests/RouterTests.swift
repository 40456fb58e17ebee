import Logging
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import Testing

import Foundation

/// The request body of the contract's response example (docs/examples.md).
let exampleScene = #"""
{"viewport": {"width": 390, "height": 844}, "offset": 120,
 "sections": [{"id": "destinations", "kind": "list", "count": 5, "itemSize": {"height": 260},
   "spacing": 24, "padding": 16, "cornerRadius": 24,
   "layers": [{"id": "background", "effects": [{"type": "parallax", "rate": 0.175}],
               "layers": [{"id": "art", "effects": [{"type": "parallax", "rate": 0.35}]}]}]}]}
"""#

/// A POST of `body` as JSON.
func post(_ path: String, _ body: String, contentType: String = "application/json") -> HTTPRequest {
    HTTPRequest(method: "POST", path: path, headers: ["Content-Type": contentType], body: Array(body.utf8))
}

/// The problem+json body of `response`.
func problem(in response: HTTPResponse) throws -> Problem {
    #expect(response.headers["Content-Type"] == "application/problem+json")
    return try JSONDecoder().decode(Problem.self, from: Data(response.body))
}

/// The router with the built-in presets.
func routerWithPresets() throws -> Router {
    Router(service: SceneService(presets: SceneService.shippedPresets))
}

@Suite("router, without a socket")
struct RouterTests {
    let router = Router()

    @Test("a body only a POST route reads: any other request declaring one is answered at its head, with keys on or off; a POST route's is admitted")
    func bodiesOnlyWhereRead() throws {
        let key = "a-key-of-thirty-two-bytes-or-more-0123456789"
        for router in [Router(), Router(access: AccessControl(keys: APIKeys(keys: [key])))] {
            let heads = [("OPTIONS", "/v1/frame", 204), ("GET", "/v1/presets", 200),
                         ("POST", "/nowhere", 404), ("POST", "/healthz", 405)]
            for (method, path, status) in heads {
                let head = HTTPRequest(method: method, path: path, headers: ["Content-Length": "1048576", "Authorization": "Bearer \(key)"])
                guard case .refused(let answer) = router.admit(head) else { Issue.record("\(method) \(path) was admitted"); continue }
                #expect(answer.status == status, "\(method) \(path)")
            }
            let frame = HTTPRequest(method: "POST", path: "/v1/frame", headers: ["Content-Length": "100", "Authorization": "Bearer \(key)"])
            guard case .admitted = router.admit(frame) else { Issue.record("a frame was refused"); continue }
        }
    }

    @Test("GET /healthz answers {\"status\":\"ok\"}")
    func health() {
        let response = router.respond(to: HTTPRequest(method: "GET", path: "/healthz"))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"status":"ok"}"#)
    }

    @Test("POST /v1/frame answers the contract's example (docs/examples.md) exactly")
    func frameRoute() throws {
        let response = router.respond(to: post("/v1/frame", exampleScene))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json")
        let frame = try JSONDecoder().decode(Frame.self, from: Data(response.body))
        let layer = frame.sections[0].items[0].layers[0]
        #expect(frame.maxOffset == 584)
        #expect(frame.sections[0].visibleRange == Frame.VisibleRange(first: 0, last: 3))
        #expect(abs(layer.transform.translate.y - -18.2) < 1e-9)
        #expect(abs((layer.clip?.y ?? 0) - 122.2) < 1e-9 && abs((layer.clip?.height ?? 0) - 137.8) < 1e-9)
    }

    @Test("the answer spells null where nothing is listed and omits ids that were not given")
    func nullsAndOmissions() throws {
        let body = #"{"viewport":{"width":100,"height":100},"offset":5000,"sections":[{"id":"s","kind":"list","count":3,"itemSize":{"height":10}}]}"#
        let json = try #require(JSONSerialization.jsonObject(with: Data(router.respond(to: post("/v1/frame", body)).body)) as? [String: Any])
        let section = try #require((json["sections"] as? [[String: Any]])?.first)
        #expect(section["visibleRange"] is NSNull)
        #expect((section["items"] as? [Any])?.isEmpty == true)

        let visible = #"{"viewport":{"width":100,"height":100},"sections":[{"id":"s","kind":"list","clip":false,"count":1,"itemSize":{"height":10}}]}"#
        let listed = try #require(JSONSerialization.jsonObject(with: Data(router.respond(to: post("/v1/frame", visible)).body)) as? [String: Any])
        let item = try #require(((listed["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])?.first)
        #expect(item["id"] == nil)
        #expect(item["clip"] is NSNull)
    }

    @Test("an unknown path is 404 problem+json")
    func notFound() throws {
        let response = router.respond(to: HTTPRequest(method: "GET", path: "/v2/nothing"))
        #expect(response.status == 404)
        #expect(try problem(in: response).status == 404)
    }

    @Test("a wrong method is 405 with Allow", arguments: [("GET", "/v1/frame", "POST, OPTIONS"), ("DELETE", "/healthz", "GET, HEAD, OPTIONS")])
    func methodNotAllowed(method: String, path: String, allow: String) throws {
        let response = router.respond(to: HTTPRequest(method: method, path: path))
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == allow)
        #expect(try problem(in: response).status == 405)
    }

    @Test("a body that is not declared as JSON is 415", arguments: ["text/plain", "application/x-www-form-urlencoded", ""])
    func unsupportedMediaType(contentType: String) throws {
        let response = router.respond(to: post("/v1/frame", exampleScene, contentType: contentType))
        #expect(response.status == 415)
    }

    @Test("JSON with parameters and +json types are accepted", arguments: ["application/json; charset=utf-8", "Application/JSON", "application/scene+json"])
    func jsonMediaTypes(contentType: String) {
        #expect(router.respond(to: post("/v1/frame", exampleScene, contentType: contentType)).status == 200)
    }

    @Test("a body that is not JSON is 400", arguments: ["", "{", #"{"viewport": }"#, "[1, 2", #"{"a":1} trailing"#, #"{"offset": NaN}"#])
    func malformed(body: String) throws {
        let response = router.respond(to: post("/v1/frame", body))
        #expect(response.status == 400)
        #expect(try problem(in: response).pointer == nil)
    }

    @Test("JSON that breaks the contract is 422 with the field's pointer", arguments: [
        (#"{"sections": []}"#, "/viewport"),
        (#"{"viewport": {"width": 390}, "sections": []}"#, "/viewport/height"),
        (#"{"viewport": {"width": "wide", "height": 1}, "sections": []}"#, "/viewport/width"),
        (#"{"viewport": {"width": 0, "height": 1}, "sections": []}"#, "/viewport/width"),
        (#"[]"#, ""),
        (#"{"viewport": {"width": 1e400, "height": 1}, "sections": []}"#, "/viewport/width"),
        (#"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "a", "kind": "list", "count": 2.5}]}"#, "/sections/0/count"),
        (#"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "a", "kind": "spiral"}]}"#, "/sections/0/kind"),
        (#"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "a", "kind": "list", "effects": [{"type": "wobble"}]}]}"#, "/sections/0/effects/0/type"),
        (#"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "a", "kind": "list", "effects": [{"type": "parallax"}]}]}"#, "/sections/0/effects/0/rate"),
        (#"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "a", "kind": "list"}, {"id": "a", "kind": "list"}]}"#, "/sections/1/id"),
    ])
    func invalid(body: String, pointer: String) throws {
        let response = router.respond(to: post("/v1/frame", body))
        #expect(response.status == 422)
        let details = try problem(in: response)
        #expect(details.status == 422)
        #expect(details.pointer == pointer)
        #expect(!details.detail.isEmpty)
    }

    @Test("an oversized body gets a 413 problem")
    func oversized() throws {
        let response = router.reject(HTTPRequest(method: "POST", path: "/v1/frame"), because: .bodyTooLarge(limit: 1024))
        #expect(response.status == 413)
        #expect(try problem(in: response).detail.contains("1024"))
    }

    @Test("JSON pointers escape ~ and /")
    func pointerEscaping() {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
        }
        #expect(JSONCoding.pointer([Key(stringValue: "a/b"), Key(intValue: 3), Key(stringValue: "~c")]) == "/a~1b/3/~0c")
    }

    @Test("POST /v1/frames answers one frame per offset, in order")
    func frames() throws {
        let body = exampleScene.dropLast() + #", "offsets": [0, 120, -30]}"#
        let response = router.respond(to: post("/v1/frames", String(body)))
        #expect(response.status == 200)
        let answer = try JSONDecoder().decode(FramesResponse.self, from: Data(response.body))
        #expect(answer.frames.map(\.offset) == [0, 120, -30])
        #expect(answer.frames[1].sections[0].items[0].frame.y == -104)
        #expect(answer.frames[2].sections[0].items[0].frame.y == 46)
    }

    @Test("POST /v1/frames needs 1 to 1000 finite offsets", arguments: [
        (#""offsets": []"#, "/offsets"), (#""offsets": [1e400]"#, "/offsets/0"), (#""offset": 1"#, "/offsets"),
    ])
    func framesOffsets(fragment: String, pointer: String) throws {
        let body = #"{"viewport": {"width": 10, "height": 10}, "sections": [], "# + fragment + "}"
        let response = router.respond(to: post("/v1/frames", body))
        #expect(response.status == 422)
        #expect(try problem(in: response).pointer == pointer)
        let many = #"{"viewport": {"width": 10, "height": 10}, "sections": [], "offsets": ["# + Array(repeating: "1", count: 1001).joined(separator: ",") + "]}"
        #expect(try problem(in: router.respond(to: post("/v1/frames", many))).pointer == "/offsets")
        // 1,000 offsets, the most accepted, are answered.
        let most = #"{"viewport": {"width": 10, "height": 10}, "sections": [], "offsets": ["# + Array(repeating: "1", count: 1000).joined(separator: ",") + "]}"
        #expect(router.respond(to: post("/v1/frames", most)).status == 200)
    }

    @Test("GET /v1/presets lists one preset per seed effect and the contract's further presets")
    func presetsRoute() throws {
        let response = try routerWithPresets().respond(to: HTTPRequest(method: "GET", path: "/v1/presets"))
        #expect(response.status == 200)
        let answer = try JSONDecoder().decode([String: [String: Preset]].self, from: Data(response.body))
        #expect(answer["presets"]?.keys.sorted() == [
            "collapsing-header", "coverflow", "glow-grid", "hero-header", "looping-carousel", "parallax-cards", "parallax-carousel", "pinned-tabs",
            "quick-return-toolbar", "reveal-on-entry", "scroll-transition", "sectioned-list", "stretchy-header", "table-view-header", "visual-effect-header",
        ])
        // The sticky ones carry a header (both sides given: the scene's axis picks one) and a pin under a 56-point bar.
        #expect(answer["presets"]?["sectioned-list"]?.header?.size == ItemSize(width: 28, height: 28))
        #expect(answer["presets"]?["pinned-tabs"]?.sticky == Sticky(top: 56))
        #expect(answer["presets"]?["quick-return-toolbar"]?.reveal == Reveal(mode: .enterAlways, threshold: 0.5))
    }

    @Test("a section naming a preset gets the preset's effects and layers through HTTP")
    func presetThroughHTTP() throws {
        let body = #"{"viewport": {"width": 390, "height": 844}, "offset": -40, "sections": [{"id": "hero", "kind": "header", "size": {"height": 320}, "preset": "hero-header"}]}"#
        let response = try routerWithPresets().respond(to: post("/v1/frame", body))
        let item = try JSONDecoder().decode(Frame.self, from: Data(response.body)).sections[0].items[0]
        #expect(item.frame == Rect(x: 0, y: 40, width: 390, height: 360))
        #expect(item.transform.translate.y == -40 && item.layers[0].transform.translate.y == 18)
        let unknown = router.respond(to: post("/v1/frame", body))
        #expect(unknown.status == 422)
        #expect(try problem(in: unknown).pointer == "/sections/0/preset")
    }

    @Test("a presets file with an invalid preset is refused with its pointer", arguments: [
        (#"{"bad": {"effects": [{"type": "distance", "radius": -1}]}}"#, "/bad/effects/0/radius"),
        (#"{"bad": {"header": {"size": {}}}}"#, "/bad/header/size"),
        (#"{"bad": {"header": {"size": {"width": 20, "height": 0}}}}"#, "/bad/header/size/height"),
        (#"{"bad": {"header": {"id": "", "size": {"height": 20}}}}"#, "/bad/header/id"),
        (#"{"bad": {"header": {"size": {"height": 20}, "layers": [{"id": "a"}, {"id": "a"}]}}}"#, "/bad/header/layers/1/id"),
        (#"{"bad": {"sticky": {"top": 1e400}}}"#, "/bad/sticky/top"),
    ])
    func invalidPresets(_ json: String, _ pointer: String) {
        #expect {
            _ = try SceneService.presets(json: Array(json.utf8))
        } throws: { error in
            (error as? Problem)?.pointer == pointer
        }
    }

    @Test("POST /v1/snap answers where a carousel fling rests; scene errors point under /scene")
    func snapRoute() throws {
        let carousel = #"{"viewport": {"width": 400, "height": 844}, "sections": [{"id": "featured", "kind": "carousel", "itemSize": {"width": 250, "height": 360}, "spacing": 16, "count": 8}]}"#
        let response = router.respond(to: post("/v1/snap", #"{"scene": "# + carousel + #", "target": "featured", "velocity": 3000}"#))
        #expect(response.status == 200)
        let result = try JSONDecoder().decode(SnapResult.self, from: Data(response.body))
        #expect(result.index == 6 && result.offset == 6 * 266 && result.target == "featured")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(json["section"] is NSNull)

        let bad = router.respond(to: post("/v1/snap", #"{"scene": {"viewport": {"width": 400}, "sections": []}}"#))
        #expect(try problem(in: bad).pointer == "/scene/viewport/height")
        let invalid = router.respond(to: post("/v1/snap", #"{"scene": {"viewport": {"width": -4, "height": 1}, "sections": []}}"#))
        #expect(try problem(in: invalid).pointer == "/scene/viewport/width")
        let unknown = router.respond(to: post("/v1/snap", #"{"scene": "# + carousel + #", "deceleration": "slow"}"#))
        #expect(try problem(in: unknown).pointer == "/deceleration")
    }
}

/// A log handler that keeps every message, for asserting what the server logs.
final class CapturedLog: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(level: Logger.Level, message: String, metadata: Logger.Metadata, source: String)] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.withLock { entries.append((event.level, "\(event.message)", event.metadata ?? [:], event.source)) }
    }

    /// Everything logged so far.
    var all: [(level: Logger.Level, message: String, metadata: Logger.Metadata, source: String)] { lock.withLock { entries } }
}

@Suite("5xx answers")
struct ServerErrorTests {
    @Test("a 500 reaches the client as a generic problem with the request id; its own words go only to the log")
    func internalErrorIsSealed() throws {
        let log = CapturedLog()
        let failing = Problem(title: "Internal Server Error", status: 500, detail: "secret: /srv/state.db is locked").response()
        let router = Router(routes: [("GET", "/boom", { _ in failing })], logger: Logger(label: "test") { _ in log })
        let response = router.respond(to: HTTPRequest(method: "GET", path: "/boom"))
        #expect(response.status == 500)
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(!body.contains("secret"))
        let sent = try problem(in: response)
        let id = try #require(response.headers["X-Request-Id"])
        #expect(sent.requestId == id)
        let entry = try #require(log.all.first)
        #expect(entry.level == .error)
        #expect(entry.metadata["request.id"] == "\(id)")
        #expect("\(entry.metadata["detail"] ?? "")".contains("secret"))
    }

    @Test("request ids are 16 hex digits and differ from request to request")
    func requestIDs() {
        let ids = RequestIDs(start: .max)
        let first = ids.issue(), second = ids.issue()
        #expect(first == "ffffffffffffffff" && second == "0000000000000000")
        let counting = RequestIDs(start: 0x0123_4567_89AB_CDEF)
        #expect([counting.issue(), counting.issue()] == ["0123456789abcdef", "0123456789abcdf0"])
    }
}

@Suite("headers every answer carries")
struct AnswerHeaderTests {
    @Test("every answer, success, problem, page or transport refusal, carries X-Content-Type-Options: nosniff once")
    func noSniffing() throws {
        let router = try routerWithPresets()
        let requests = [
            post("/v1/frame", exampleScene), post("/v1/frame", "{"), post("/v1/frame", exampleScene, contentType: "text/plain"),
            HTTPRequest(method: "GET", path: "/"), HTTPRequest(method: "GET", path: "/openapi.json"), HTTPRequest(method: "GET", path: "/nowhere"),
            HTTPRequest(method: "DELETE", path: "/v1/frame"), HTTPRequest(method: "BREW", path: "/v1/frame"),
            HTTPRequest(method: "OPTIONS", path: "/v1/frame"), HTTPRequest(method: "GET", path: "/healthz"),
        ]
        var statuses: Set<Int> = []
        for request in requests {
            let response = router.respond(to: request)
            statuses.insert(response.status)
            #expect(response.headers.values(for: "X-Content-Type-Options") == ["nosniff"], "\(request.method) \(request.path)")
        }
        let refused = router.reject(HTTPRequest(method: "POST", path: "/v1/frame"), because: .bodyTooLarge(limit: 1))
        #expect(refused.headers.values(for: "X-Content-Type-Options") == ["nosniff"])
        #expect(statuses.isSuperset(of: [200, 400, 404, 405, 415, 501]))
    }
}
