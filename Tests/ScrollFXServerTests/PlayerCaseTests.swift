import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import TestSupport
import Testing

/// The timelines the player's unit tests (`Tests/Player`, Node's test runner) play: for each case, the timeline the
/// service answers and its `/v1/frame` answers at a few offsets, recorded as `Tests/Player/cases/<name>.json`.
@Suite("the timeline player's recorded cases")
struct PlayerCaseTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// A golden fixture's name, or a scene's JSON.
        var fixture: String
        var source: String?
        var tracks: String
        var offsets: [Double]
        /// Whether the request asks for the tracks a player needs of what stays constant (`held`).
        var held = false
        var testDescription: String { name }
    }

    static let folder = Fixtures.folder.deletingLastPathComponent().appendingPathComponent("Player/cases")

    static let cases = [
        Case(name: "parallax-cards-per-item", fixture: "list-parallax-cards", tracks: "perItem", offsets: [0, 90, 333, 584]),
        Case(name: "parallax-cards-shared", fixture: "list-parallax-cards", tracks: "shared", offsets: [0, 90, 333, 584]),
        Case(name: "carousel-source", fixture: "carousel-featured", source: "featured", tracks: "perItem", offsets: [0, 95, 400, 1064]),
        Case(name: "glow-grid-shared", fixture: "grid-glow", tracks: "shared", offsets: [0, 120, 480]),
        Case(name: "hero-header-per-item", fixture: "header-hero-overscroll", tracks: "perItem", offsets: [0, 40, 150, 300]),
        // Shared tracks keyed by the offset (cards' badges by the scene's, a carousel's fading cards by its own), and
        // what stays constant where listed; a pinned collapsing header's position.
        Case(name: "offset-driven-shared-held", fixture: TimelineStyleSheetBrowserTests.offsetDriven, tracks: "shared",
             offsets: [0, 300, 1100, 2500, 4000], held: true),
        Case(name: "offset-driven-carousel-held", fixture: TimelineStyleSheetBrowserTests.offsetDriven, source: "featured",
             tracks: "perItem", offsets: [0, 120, 400, 900, 1330], held: true),
        Case(name: "collapsing-header-held", fixture: TimelineStyleSheetBrowserTests.collapsing, tracks: "shared",
             offsets: [0, 60, 244, 600, 1500], held: true),
        // Headers' own tracks ("item": null, "header": true) and a pinned carousel's items, before, while and after sticking.
        Case(name: "sectioned-list-held", fixture: TimelineStyleSheetBrowserTests.sectioned, tracks: "shared",
             offsets: [0, 120, 260, 700, 950, 1678], held: true),
        Case(name: "pinned-tabs-held", fixture: TimelineStyleSheetBrowserTests.pinnedTabs, tracks: "shared",
             offsets: [0, 100, 184, 300, 3440], held: true),
        // Eased maps on ranges, a staircase and an overshooting curve, read at 64 offsets (jumps at 150, 300, 450, 600).
        Case(name: "eased-cards-per-item", fixture: TimelineStyleSheetBrowserTests.eased, tracks: "perItem",
             offsets: (0..<64).map { Double($0) * 23.5 + 0.25 }),
    ]

    /// The easings the player's own evaluator is held to, with the service's values at 200 points over [−0.5, 1.5]
    /// (and at the ends and steps' edges), recorded as `Tests/Player/easings.json`.
    static let easings = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "cubic-bezier(0.3, 1.6, 0.7, 1)",
                          "cubic-bezier(0, 0.8, 1, 0.2)", "cubic-bezier(0.75, 0, 0.75, 0.9)", "steps(4, jump-end)",
                          "steps(4, jump-start)", "steps(3, jump-both)", "steps(5, jump-none)", "step-start", "step-end",
                          "steps(7, jump-end)"]

    @Test("the player's easings file is the service's Easing at 200 points each")
    func easingValues() throws {
        // Away from every staircase's jumps (multiples of 1/n for n up to 7), and exactly at the ends.
        let grid: [Double] = (0...200).map { -0.5 + Double($0) / 100 }
        func clearOfJumps(_ p: Double) -> Bool {
            (2...7).allSatisfy { (n: Int) in abs(p * Double(n) - (p * Double(n)).rounded()) > 1e-6 }
        }
        let points = grid.filter(clearOfJumps) + [0, 1]
        var actual: [String: Any] = [:]
        for text in Self.easings {
            let easing = try Easing(css: text, at: "/easing")
            #expect(easing.css == text)
            actual[text] = points.map { [$0, easing($0)] }
        }
        let file = Self.folder.deletingLastPathComponent().appendingPathComponent("easings.json")
        if ProcessInfo.processInfo.environment["SCROLLFX_RECORD_FIXTURES"] == "1" {
            try JSONSerialization.data(withJSONObject: actual, options: [.sortedKeys]).write(to: file)
            return
        }
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        #expect(Fixtures.agree(actual, expected) == nil)
    }

    @Test("each case is what the service answers now", arguments: cases)
    func recorded(_ test: Case) throws {
        let router = try routerWithPresets()
        let body = test.fixture.hasPrefix("{") ? Data(test.fixture.utf8) : try Fixtures.request(test.fixture)
        var scene = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        if test.source != nil { scene["offset"] = 0 }
        var request: [String: Any] = ["scene": scene, "tracks": test.tracks, "exposures": false, "held": test.held]
        request["source"] = test.source
        let timeline = try Self.post(router, "/v1/timeline", request)
        let frames = try test.offsets.map { offset in
            try Self.post(router, "/v1/frame", TimelineStyleSheetBrowserTests.scene(scene, source: test.source, at: offset))
        }
        let actual: [String: Any] = ["timeline": timeline, "frames": frames, "axis": scene["axis"] ?? "vertical", "held": test.held]
        let file = Self.folder.appendingPathComponent(test.name + ".json")
        if ProcessInfo.processInfo.environment["SCROLLFX_RECORD_FIXTURES"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: actual, options: [.sortedKeys, .withoutEscapingSlashes]).write(to: file)
            return
        }
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        let difference = Fixtures.agree(actual, expected)
        #expect(difference == nil, "\(test.name): \(difference ?? "") (record with SCROLLFX_RECORD_FIXTURES=1)")
    }

    private static func post(_ router: Router, _ path: String, _ body: [String: Any]) throws -> Any {
        let request = HTTPRequest(method: "POST", path: path, headers: ["Content-Type": "application/json"],
                                  body: Array(try JSONSerialization.data(withJSONObject: body)))
        let response = router.respond(to: request)
        try #require(response.status == 200, "\(path): \(String(decoding: response.body, as: UTF8.self))")
        return try JSONSerialization.jsonObject(with: Data(response.body))
    }
}
