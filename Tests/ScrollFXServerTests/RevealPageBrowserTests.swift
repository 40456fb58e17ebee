import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import TestSupport
import Testing

/// A bar that hides and returns on the page and in the sheet, in real browsers: the page's player keeps the bar's
/// hidden amount along the path the user scrolled, the sheet alone plays the forward path.
@Suite("a bar that hides and returns in Chromium, WebKit and Firefox")
struct RevealPageBrowserTests {
    /// A 56-point toolbar whose title fades as it hides, tabs under it that follow it, and cards with parallax layers.
    static let scene = #"""
        {"viewport": {"width": 390, "height": 700}, "contentInset": {"top": 10}, "sections": [
          {"id": "toolbar", "kind": "header", "size": {"height": 56}, "reveal": {},
           "layers": [{"id": "title", "frame": {"x": 16, "y": 12, "width": 200, "height": 32},
                       "effects": [{"type": "map", "input": "reveal", "output": "opacity", "keyframes": [[0, 1], [1, 0.2]]}]}]},
          {"id": "tabs", "kind": "header", "size": {"height": 48}, "sticky": {"top": 56, "follow": "toolbar"}},
          {"id": "cards", "kind": "list", "count": 30, "itemSize": {"height": 160}, "spacing": 12, "padding": 16,
           "layers": [{"id": "art", "effects": [{"type": "parallax", "rate": 0.2}]}]}]}
        """#

    /// The scripted path from the page's start at 0: down 600, back 50, back to the top, down again.
    static let path: [Double] = [0, 600, 550, 0, 300]

    let router = Router(service: SceneService(presets: SceneService.shippedPresets))

    private func post(_ path: String, _ body: [String: Any], accept: String = "application/json") throws -> String {
        try TimelineStyleSheetBrowserTests.post(router, path, body, accept: accept)
    }

    /// The page (or the documented skeleton with the sheet alone) scrolled along `offsets` in `engine`: each snapshot's
    /// boxes, keyed as ``TimelineStyleSheetBrowserTests/expectedBoxes(_:perspectives:)`` keys them.
    private func measure(_ engine: Engine, html: String, offsets: [Double], served: Bool) async throws -> [[String: Any]] {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-reveal-\(UUID().uuidString).html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        let setup: [String: Any] = ["source": NSNull(), "offsets": offsets, "scene": 0, "carousels": [String: Double](), "lower": [String: Double]()]
        let call = "window.measure(\(TimelineStyleSheetBrowserTests.json(setup)))"
        let expression = served ? "(async () => { \(TimelineStyleSheetBrowserTests.measureScript); return \(call); })()" : call
        return try #require(try await Browsers.evaluate(engine, page: page, expression: expression) as? [[String: Any]])
    }

    @Test("the served page, scrolled down 600, back 50, back to the top and down again, puts the bar, its title and the tabs where /v1/frames of that path puts them, within 0.5 px",
          arguments: Engine.allCases)
    func scriptedPath(_ engine: Engine) async throws {
        let scene = try #require(try JSONSerialization.jsonObject(with: Data(Self.scene.utf8)) as? [String: Any])
        let html = try post("/v1/timeline", ["scene": scene], accept: "text/html")
        var request = scene
        request["offsets"] = Self.path
        let frames = try JSONDecoder().decode(FramesResponse.self, from: Data(post("/v1/frames", request).utf8)).frames
        // The path is the contract's: hidden 0, 56, 6, 0, 56; the tabs at 66 − s.
        #expect(frames.map { $0.sections[0].hidden } == [0, 56, 6, 0, 56])
        #expect(frames.map { $0.sections[1].frame.y } == [66, 10, 60, 66, 10])
        let snapshots = try await measure(engine, html: html, offsets: Self.path, served: true)
        #expect(snapshots.count == frames.count)
        var (bars, compared) = (0, 0)
        for (frame, snapshot) in zip(frames, snapshots) {
            let boxes = try #require(snapshot["boxes"] as? [String: [Double]])
            compared += TimelineStyleSheetBrowserTests.compareBoxes(boxes, frame, perspectives: [:])
            if frame.sections[0].items.contains(where: { $0.index == 0 }), boxes[#"["toolbar","0"]"#] != nil { bars += 1 }
        }
        // The bar is listed, and so compared, in every frame (the start inset of 10 keeps its last 10 points in view
        // when it is hidden), as are the tabs and cards.
        #expect(bars == frames.count && compared >= frames.count * 3)
    }

    @Test("the text/css sheet alone plays the forward path: scrolled down the bar is gone, the tabs at the top",
          arguments: [Engine.chromium, .webkit])
    func sheetForwardPath(_ engine: Engine) async throws {
        let scene = try #require(try JSONSerialization.jsonObject(with: Data(Self.scene.utf8)) as? [String: Any])
        let css = try post("/v1/timeline", ["scene": scene], accept: "text/css")
        #expect(css.contains("--sfx-hidden-0") && css.contains("scroll-state(scrolled: block-start)"))
        let offsets: [Double] = [0, 30, 300]
        let frames = try offsets.map { offset in
            var at = scene
            at["offset"] = offset
            return try JSONDecoder().decode(Frame.self, from: Data(post("/v1/frame", at).utf8))
        }
        let snapshots = try await measure(engine, html: TimelineStyleSheetBrowserTests.page(css: css, frames: frames), offsets: offsets, served: false)
        #expect(snapshots.count == frames.count)
        for (frame, snapshot) in zip(frames, snapshots) {
            let boxes = try #require(snapshot["boxes"] as? [String: [Double]])
            #expect(TimelineStyleSheetBrowserTests.compareBoxes(boxes, frame, perspectives: [:]) >= 2)
        }
    }

    @Test("where the browser knows the last scroll direction (Chromium), the sheet alone brings the whole bar back on a scroll back")
    func sheetReturn() async throws {
        let scene = try #require(try JSONSerialization.jsonObject(with: Data(Self.scene.utf8)) as? [String: Any])
        let css = try post("/v1/timeline", ["scene": scene], accept: "text/css")
        var frames: [Frame] = []
        for offset in [0.0, 550] {
            var at = scene
            at["offset"] = offset
            frames.append(try JSONDecoder().decode(Frame.self, from: Data(post("/v1/frame", at).utf8)))
        }
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-reveal-\(UUID().uuidString).html")
        try TimelineStyleSheetBrowserTests.page(css: css, frames: frames).write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        // Down 600, then back 50 as a user scrolls, by a relative scroll (an assigned scrollTop sets no direction).
        let setup: [String: Any] = ["source": NSNull(), "offsets": [550], "scene": 0, "carousels": [String: Double](), "lower": [String: Double]()]
        let expression = "(async () => { const frame = () => new Promise(resolve => requestAnimationFrame(() => resolve())); "
            + "const scene = document.querySelector('[data-sfx-scene]'); scene.scrollTop = 600; await frame(); await frame(); "
            + "scene.scrollBy(0, -50); await frame(); await frame(); "
            + "return window.measure(\(TimelineStyleSheetBrowserTests.json(setup))); })()"
        let snapshots = try #require(try await Browsers.evaluate(.chromium, page: page, expression: expression) as? [[String: Any]])
        let boxes = try #require(snapshots.first?["boxes"] as? [String: [Double]])
        // The bar whole again at the start inset (s = 0, where the contract's path has s = 6), the tabs under it.
        #expect(boxes[#"["toolbar","0"]"#]?[1] == 10 && boxes[#"["tabs","0"]"#]?[1] == 66, "\(boxes)")
    }
}
