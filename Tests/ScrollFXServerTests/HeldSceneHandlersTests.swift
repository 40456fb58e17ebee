import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import Testing

/// Scenes by reference through the router, without a socket: ids, holding, every `GET` against its `POST`, caching.
@Suite("scenes by reference")
struct HeldSceneHandlersTests {
    /// A list with layers and a header, and a carousel: every endpoint has something to answer.
    static let scene = #"""
        {"viewport": {"width": 390, "height": 844}, "offset": 120, "sections": [
          {"id": "cards", "kind": "list", "count": 8, "itemSize": {"height": 260}, "spacing": 24, "padding": 16,
           "header": {"size": {"height": 40}},
           "layers": [{"id": "background", "cover": true, "overscan": {"x": 1, "y": 1.3},
                       "effects": [{"type": "parallax", "rate": 0.175, "origin": "center"}]}]},
          {"id": "strip", "kind": "carousel", "itemSize": {"width": 200, "height": 120}, "count": 6, "offset": 40,
           "effects": [{"type": "coverflow"}]}]}
        """#

    let router = Router(service: SceneService(presets: SceneService.shippedPresets))

    /// A GET of `path` with `query` and `headers`.
    static func get(_ path: String, _ query: [(String, String?)] = [], headers: HTTPHeaders = [:]) -> HTTPRequest {
        HTTPRequest(method: "GET", path: path, query: query.map { QueryArgument($0.0, $0.1) }, headers: headers)
    }

    /// A `method` request to `path` with a JSON `body`, if any.
    static func send(_ method: String, _ path: String, body: String = "") -> HTTPRequest {
        HTTPRequest(method: method, path: path, headers: body.isEmpty ? [:] : ["Content-Type": "application/json"], body: Array(body.utf8))
    }

    /// The id of ``scene``, held.
    func held() throws -> String {
        let response = router.respond(to: post("/v1/scenes", Self.scene))
        return try #require(JSONSerialization.jsonObject(with: Data(response.body)) as? [String: String])["id"] ?? ""
    }

    @Test("POST holds a scene: 201, then 200; Location and id; GET answers the canonical bytes, whose SHA-256 is the id")
    func holding() throws {
        let first = router.respond(to: post("/v1/scenes", Self.scene))
        let id = try held()
        #expect(first.status == 201 && router.respond(to: post("/v1/scenes", Self.scene)).status == 200)
        #expect(first.headers["Location"] == "/v1/scenes/\(id)" && String(decoding: first.body, as: UTF8.self) == #"{"id":"\#(id)"}"#)
        let canonical = router.respond(to: Self.get("/v1/scenes/\(id)"))
        #expect(canonical.status == 200 && canonical.headers["Content-Type"] == "application/json")
        #expect(APIKeys.hex(APIKeys.digest(String(decoding: canonical.body, as: UTF8.self))) == id)
        #expect(canonical.headers["ETag"] == "\"\(id)\"" && canonical.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        // The canonical form is a spelling of the same scene.
        #expect(router.respond(to: post("/v1/scenes", String(decoding: canonical.body, as: UTF8.self))).body == first.body)
    }

    @Test("PUT holds a scene at its own id, 409 elsewhere; an id not held is 404 scene-not-held, a malformed one 404")
    func putAndMissing() throws {
        let id = try held()
        let other = String(repeating: "0", count: 64)
        let elsewhere = router.respond(to: Self.send("PUT", "/v1/scenes/\(other)", body: Self.scene))
        #expect(try elsewhere.status == 409 && problem(in: elsewhere).detail.contains(id))
        #expect(router.respond(to: Self.send("PUT", "/v1/scenes/\(id)", body: Self.scene)).status == 200)
        let missing = router.respond(to: Self.get("/v1/scenes/\(other)/frame"))
        #expect(try missing.status == 404 && problem(in: missing).type == "urn:scrollfx:problem:scene-not-held")
        #expect(missing.headers["Cache-Control"] == "no-store")
        let fresh = Router(service: SceneService(presets: SceneService.shippedPresets))
        #expect(fresh.respond(to: Self.get("/v1/scenes/\(id)")).status == 404)
        #expect(fresh.respond(to: Self.send("PUT", "/v1/scenes/\(id)", body: Self.scene)).status == 201)
        #expect(fresh.respond(to: Self.get("/v1/scenes/\(id)")).status == 200)
        for malformed in ["abc", String(repeating: "A", count: 64), id + "0", String(id.dropLast()) + "g"] {
            let response = router.respond(to: Self.get("/v1/scenes/\(malformed)/frame"))
            #expect(try response.status == 404 && problem(in: response).type == "about:blank", "\(malformed)")
        }
        // Each byte is read, at every place of each eight: the neighbours of 0-9 and a-f are not digits.
        for place in [0, 7, 8, 31, 56, 63] {
            for character in ["/", ":", "`", "g", "G", "@", "A", "F", " ", "\u{7F}", "\u{B0}"] {
                var digits = Array(repeating: "f", count: 64)
                digits[place] = character
                let response = router.respond(to: Self.get("/v1/scenes/\(digits.joined())/frame"))
                #expect(try response.status == 404 && problem(in: response).type == "about:blank", "\(place) \(character)")
            }
            for digit in ["0", "9", "a", "f"] {
                var digits = Array(repeating: "5", count: 64)
                digits[place] = digit
                let response = router.respond(to: Self.get("/v1/scenes/\(digits.joined())/frame"))
                #expect(try response.status == 404 && problem(in: response).type == "urn:scrollfx:problem:scene-not-held", "\(place) \(digit)")
            }
        }
        #expect(router.respond(to: post("/v1/scenes", #"{"viewport": {"width": -1, "height": 1}, "sections": []}"#)).status == 422)
        // A scene the store cannot hold at all, or whose canonical form could not be sent again, is refused, not 201.
        let small = Router(service: SceneService(), held: HeldScenes(holding: SceneHolding(maxSceneBytes: 2_000, maxCanonicalBytes: 700)))
        let refused = small.respond(to: post("/v1/scenes", Self.scene))
        #expect(try refused.status == 422 && problem(in: refused).detail.contains("limits.maxBodyBytes"))
        let tiny = Router(service: SceneService(), held: HeldScenes(holding: SceneHolding(maxSceneBytes: 2_000)))
        #expect(try problem(in: tiny.respond(to: post("/v1/scenes", Self.scene))).detail.contains("scenes.maxBytes"))
        #expect(router.respond(to: Self.send("DELETE", "/v1/scenes/\(id)")).status == 405)
        #expect(router.respond(to: post("/v1/scenes/\(id)/frame", Self.scene)).status == 405)
    }

    @Test("every GET answers byte for byte what its POST answers for the scene with those members")
    func getsEqualPosts() throws {
        let id = try held()
        let base = "/v1/scenes/\(id)"
        let scene = Self.scene.replacingOccurrences(of: #""offset": 120"#, with: #""offset": 300"#)
            .replacingOccurrences(of: #""offset": 40"#, with: #""offset": 150"#)
        let cases: [(String, [(String, String?)], String, String, String)] = [
            ("/frame", [("offset", "300"), ("offset.strip", "150")], "/v1/frame", scene, "application/json"),
            ("/frame", [], "/v1/frame", Self.scene.replacingOccurrences(of: #""offset": 120"#, with: #""offset": 0"#), "application/json"),
            ("/frames", [("offsets", "0,120,2.5e2")], "/v1/frames", #"{"offsets": [0, 120, 250], "# + Self.scene.dropFirst(), "application/json"),
            ("/timeline", [("from", "0"), ("to", "600"), ("tolerance", "0.5"), ("tracks", "shared"), ("held", "true")], "/v1/timeline",
             #"{"from": 0, "to": 600, "tolerance": 0.5, "tracks": "shared", "held": true, "scene": "# + Self.scene + "}", "application/json"),
            ("/timeline", [("to", "600")], "/v1/timeline", #"{"to": 600, "scene": "# + Self.scene + "}", "text/css"),
            ("/timeline", [("source", "strip")], "/v1/timeline", #"{"source": "strip", "scene": "# + Self.scene + "}", "text/html"),
            ("/snap", [("velocity", "-800"), ("offset", "300"), ("deceleration", "fast")], "/v1/snap",
             #"{"velocity": -800, "deceleration": "fast", "scene": "# + scene + "}", "application/json"),
            ("/locate", [("section", "cards"), ("item", "5"), ("align", "center"), ("offset", "300")], "/v1/locate",
             #"{"section": "cards", "item": 5, "align": "center", "scene": "# + scene + "}", "application/json"),
            ("/preview", [("offsets", "0,400")], "/v1/preview", #"{"offsets": [0, 400], "# + Self.scene.dropFirst(), "application/json"),
        ]
        for (path, query, endpoint, body, accept) in cases {
            // The POST of the held scene: offsets of the canonical scene are at rest unless given.
            var posted = post(endpoint, body.replacingOccurrences(of: #""offset": 120"#, with: #""offset": 0"#))
            posted.headers["Accept"] = accept
            let expected = router.respond(to: posted)
            let got = router.respond(to: Self.get(base + path, query, headers: ["Accept": accept]))
            #expect(expected.status == 200 && got.status == 200, "\(path) \(query)")
            #expect(got.body == expected.body, "\(path) \(query)")
            #expect(got.headers["Content-Type"] == expected.headers["Content-Type"], "\(path)")
            #expect(got.headers["Cache-Control"] == "public, max-age=86400" && got.headers["ETag"]?.hasPrefix("\"\(id)-") == true)
            #expect((got.headers["Vary"] == "Accept") == (path == "/timeline"))
        }
    }
}
