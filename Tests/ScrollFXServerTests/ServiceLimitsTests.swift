import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import Testing

import Foundation

@Suite("service limits: refused before the work, or stopped at the deadline")
struct ServiceLimitsTests {
    /// A list of a billion rows: only what the window lists is ever visited.
    let billionRows = #"{"viewport": {"width": 390, "height": 844}, "prefetch": PREFETCH, "sections": [{"id": "rows", "kind": "list", "count": 1000000000, "itemSize": {"height": 10}}]}"#

    // No clock: listing a billion rows would outlast the time limit by hours, so passing at all shows none was listed.
    @Test("a prefetch that would list a billion rows is 422 at /prefetch, before any is listed", .timeLimit(.minutes(1)))
    func hugePrefetch() throws {
        let router = Router()
        let response = router.respond(to: post("/v1/frame", billionRows.replacingOccurrences(of: "PREFETCH", with: "1e12")))
        #expect(response.status == 422)
        let details = try problem(in: response)
        #expect(details.pointer == "/prefetch")
        #expect(details.detail.contains("1000000000 items"))
        #expect(router.respond(to: post("/v1/frame", billionRows.replacingOccurrences(of: "PREFETCH", with: "1000"))).status == 200)
    }

    @Test("frames are capped by the items listed over all offsets together")
    func listedOverOffsets() throws {
        let router = Router(service: SceneService(limits: ServiceLimits(maxListedItems: 2_000)))
        // 10 pt rows in an 844 pt viewport: about 85 listed per offset, so 2 offsets fit under 2,000 and 30 do not.
        let scene = billionRows.replacingOccurrences(of: "PREFETCH", with: "0").dropLast()
        let offsets = (0..<30).map { "\($0 * 10)" }.joined(separator: ",")
        let few = router.respond(to: post("/v1/frames", scene + #", "offsets": [0, 10]}"#))
        #expect(few.status == 200)
        let many = router.respond(to: post("/v1/frames", scene + #", "offsets": ["# + offsets + "]}"))
        #expect(many.status == 422)
        #expect(try problem(in: many).pointer == "/viewport")
    }

    /// A list of `count` cards 1 pt high (all visible in the 844 pt viewport) of `layers` anonymous layers each.
    static func layered(count: Int, layers: Int) -> String {
        let layers = Array(repeating: "{}", count: layers).joined(separator: ",")
        return #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "cards", "kind": "list", "count": "#
            + "\(count), \"itemSize\": {\"height\": 1}, \"layers\": [\(layers)]}]}"
    }

    @Test("layers count: 800 visible items of 1,000 layers are 422 naming limits.maxListedElements, as frame, frames and preview",
          arguments: ["/v1/frame", "/v1/frames", "/v1/preview"])
    func elementsAreCounted(path: String) throws {
        let router = Router()
        let scene = Self.layered(count: 800, layers: 1_000)
        let body = path == "/v1/frame" ? scene : String(scene.dropLast()) + #", "offsets": [0]}"#
        let response = router.respond(to: post(path, body))
        #expect(response.status == 422)
        let details = try problem(in: response)
        #expect(details.pointer == "/viewport")
        #expect(details.detail.contains("at least 800802 elements") && details.detail.contains("limits.maxListedElements"))
    }

    @Test("the element bound is exact at the limit and sums over offsets: 10 items of 2 layers, their section and frame fit 32, not 31; twice over 64")
    func elementsAtTheLimit() throws {
        let scene = Self.layered(count: 10, layers: 2)
        #expect(Router(service: SceneService(limits: ServiceLimits(maxListedElements: 32))).respond(to: post("/v1/frame", scene)).status == 200)
        #expect(Router(service: SceneService(limits: ServiceLimits(maxListedElements: 31))).respond(to: post("/v1/frame", scene)).status == 422)
        let twice = String(scene.dropLast()) + #", "offsets": [0, 0]}"#
        #expect(Router(service: SceneService(limits: ServiceLimits(maxListedElements: 64))).respond(to: post("/v1/frames", twice)).status == 200)
        #expect(Router(service: SceneService(limits: ServiceLimits(maxListedElements: 63))).respond(to: post("/v1/frames", twice)).status == 422)
        // Nested layers count at every depth: one layer holding two is three.
        let nested = scene.replacingOccurrences(of: #"[{},{}]"#, with: #"[{"layers": [{}, {}]}]"#)
        #expect(Router(service: SceneService(limits: ServiceLimits(maxListedElements: 42))).respond(to: post("/v1/frame", nested)).status == 200)
        #expect(Router(service: SceneService(limits: ServiceLimits(maxListedElements: 41))).respond(to: post("/v1/frame", nested)).status == 422)
    }

    /// `sections` empty lists (no item listed anywhere), asked for at `offsets` offsets.
    static func emptySections(_ sections: Int, offsets: Int) -> String {
        let list = (0..<sections).map { #"{"id": "s\#($0)", "kind": "list", "count": 0, "itemSize": {"height": 10}}"# }
        return #"{"viewport": {"width": 390, "height": 844}, "sections": [\#(list.joined(separator: ","))], "offsets": [\#(Array(repeating: "0", count: offsets).joined(separator: ","))]}"#
    }

    @Test("sections count in every frame: 1,000 empty sections at 1,000 offsets (42 KB) are 422 before the work, counted only past the limit; 24 at 10 fit a limit of 250")
    func sectionsAreCounted() throws {
        let many = Router().respond(to: post("/v1/frames", Self.emptySections(1_000, offsets: 1_000)))
        #expect(many.status == 422)
        let details = try problem(in: many)
        #expect(details.pointer == "/viewport" && details.detail.contains("at least 25025 elements") && details.detail.contains("limits.maxListedElements"))
        // Each frame holds itself and its 24 sections: 25 × 10 = 250, a limit of 250 exactly; a 25th section passes it.
        let limited = Router(service: SceneService(limits: ServiceLimits(maxListedElements: 250)))
        #expect(limited.respond(to: post("/v1/frames", Self.emptySections(24, offsets: 10))).status == 200)
        #expect(limited.respond(to: post("/v1/frames", Self.emptySections(25, offsets: 10))).status == 422)
    }

    @Test("an answer longer than limits.maxResponseBytes is 422 naming the limit, whatever its type; a short one passes",
          arguments: [("/v1/frame", "application/json"), ("/v1/frames", "application/json"), ("/v1/preview", "image/svg+xml"),
                      ("/v1/timeline", "application/json"), ("/v1/timeline", "text/css"), ("/v1/timeline", "text/html")])
    func answerBytes(path: String, accept: String) throws {
        // 2,000 rows 1 pt high, each with a parallax layer: the scene scrolls, so the timeline has tracks.
        let scene = Self.layered(count: 2_000, layers: 1).replacingOccurrences(of: "[{}]", with: #"[{"effects": [{"type": "parallax", "rate": 0.5}]}]"#)
        let body = switch path {
        case "/v1/timeline": #"{"scene": "# + scene + "}"
        case "/v1/frame": scene
        default: String(scene.dropLast()) + #", "offsets": [0, 50]}"#
        }
        func answer(_ maxBytes: Int) -> HTTPResponse {
            var request = post(path, body)
            request.headers["Accept"] = accept
            return Router(service: SceneService(limits: ServiceLimits(maxResponseBytes: maxBytes))).respond(to: request)
        }
        let whole = answer(.max)
        try #require(whole.status == 200)
        // One byte short of the answer is refused; exactly its length passes.
        let refused = answer(whole.body.count - 1)
        #expect(refused.status == 422)
        #expect(try problem(in: refused).detail.contains("more than \(whole.body.count - 1) bytes (limits.maxResponseBytes)"))
        #expect(answer(whole.body.count).status == 200)
    }

    @Test("work past the compute deadline is 503 with its own problem type, Retry-After and the request id", arguments: ["/v1/timeline", "/v1/frames"])
    func deadline(path: String) throws {
        let router = Router(service: SceneService(limits: ServiceLimits(computeDeadline: .zero)))
        let scene = billionRows.replacingOccurrences(of: "PREFETCH", with: "0")
        let body = path == "/v1/frames" ? String(scene.dropLast()) + #", "offsets": [0, 1]}"# : #"{"scene": "# + scene + #", "from": 0, "to": 1000}"#
        let response = router.respond(to: post(path, body))
        #expect(response.status == 503)
        let details = try problem(in: response)
        #expect(details.type == "urn:scrollfx:problem:compute-deadline")
        #expect(details.requestId == response.headers["X-Request-Id"])
        #expect(response.headers["Retry-After"] == "1")
        #expect(Router().respond(to: post(path, body)).status == 200)
    }

    @Test("the JSON nesting limit is the configured one")
    func depth() throws {
        let router = Router(service: SceneService(limits: ServiceLimits(maxJSONDepth: 3)))
        let response = router.respond(to: post("/v1/frame", #"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "a", "kind": "list", "itemSize": {"height": 1}}]}"#))
        #expect(response.status == 400)
        #expect(try problem(in: response).detail.contains("nesting deeper than 3 levels"))
    }
}
