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
