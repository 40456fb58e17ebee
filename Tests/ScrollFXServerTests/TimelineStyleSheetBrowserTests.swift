import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import TestSupport
import Testing

/// The CSS of `POST /v1/timeline` in real browsers: a page built from the scene's skeleton plus the exported sheet,
/// scrolled in Chromium and WebKit, must put every item and layer where `/v1/frame` says; in Firefox, which has no
/// scroll-driven animations by default, the sheet must show the scene as it is at its own offset.
@Suite("timeline CSS in Chromium, WebKit and Firefox")
struct TimelineStyleSheetBrowserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// A golden fixture's name, `bench:` and a benchmark scene's file name, or a scene's JSON.
        var fixture: String
        var source: String?
        var offsets: [Double]
        /// Carousels the page swipes to these offsets before it scrolls (the sheet is the unswiped scene's).
        var swipe: [String: Double] = [:]
        /// The timeline's `from` and `to`, which a looping source needs.
        var range: [Double]? = nil
        var testDescription: String {
            (fixture.hasPrefix("{") ? "inline scene" : "\(fixture), source \(source ?? "scene")") + (swipe.isEmpty ? "" : ", swiped \(swipe)")
        }

        /// The request body of the scene.
        func scene() throws -> Data {
            if fixture.hasPrefix("{") { return Data(fixture.utf8) }
            guard fixture.hasPrefix("bench:") else { return try Fixtures.request(fixture) }
            return try Data(contentsOf: Fixtures.folder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Benchmarks/Scenes/" + fixture.dropFirst("bench:".count)))
        }
    }

    /// A screen that does not scroll (content 8 + 200 + 12 + (16 + 3 × 100 + 2 × 12 + 16) + 30 = 606 < 800): its timeline has no
    /// keyframes, and its sheet places every element where it rests.
    static let still = #"""
        {"viewport": {"width": 400, "height": 800}, "contentInset": {"top": 8, "bottom": 30}, "spacing": 12,
         "sections": [{"id": "hero", "kind": "header", "size": {"height": 200},
                       "layers": [{"id": "art", "effects": [{"type": "parallax", "rate": 0.4}]}]},
                      {"id": "cards", "kind": "list", "count": 3, "itemSize": {"height": 100}, "spacing": 12, "padding": 16,
                       "effects": [{"type": "distance", "radius": 300, "opacity": 0.5, "scale": 0.1}]}]}
        """#

    /// A carousel between a header and a list, the carousel driving: everything around it is placed as it rests.
    static let carouselBetween = #"""
        {"viewport": {"width": 390, "height": 844}, "offset": 0,
         "sections": [{"id": "intro", "kind": "header", "size": {"height": 160}, "layers": [{"id": "art", "effects": [{"type": "parallax", "rate": 0.3}]}]},
                      {"id": "featured", "kind": "carousel", "itemSize": {"width": 250, "height": 360}, "count": 6,
                       "layers": [{"id": "image", "overscan": {"x": 1.25, "y": 1}, "effects": [{"type": "carousel", "strength": 0.7}]}]},
                      {"id": "cards", "kind": "list", "count": 8, "itemSize": {"height": 140}, "spacing": 12, "padding": 16,
                       "layers": [{"id": "background", "effects": [{"type": "parallax", "rate": 0.175}]}]}]}
        """#

    /// Effects that read the offset itself: the carousel's items fade as it is swiped, the cards' badges slide as the
    /// scene scrolls. Each is one scroll() rule for every item; the carousel and the cards' parallax stay view() rules.
    static let offsetDriven = #"""
        {"viewport": {"width": 390, "height": 844},
         "sections": [{"id": "featured", "kind": "carousel", "itemSize": {"width": 250, "height": 300}, "count": 6,
                       "effects": [{"type": "map", "input": "offset", "output": "opacity", "keyframes": [[0, 1], [500, 0.4]]}],
                       "layers": [{"id": "image", "overscan": {"x": 1.25, "y": 1}, "effects": [{"type": "carousel", "strength": 0.7}]}]},
                      {"id": "cards", "kind": "list", "count": 40, "itemSize": {"height": 200}, "spacing": 12, "padding": 16,
                       "layers": [{"id": "background", "effects": [{"type": "parallax", "rate": 0.2}]},
                                  {"id": "badge", "effects": [{"type": "map", "input": "offset", "output": "translateX",
                                                               "keyframes": [[0, 0], [3000, 120]]}]}]}]}
        """#

    /// A coverflow carousel (items 200 wide, stride 216, padded by 95 to centre them: maxOffset 1,512) whose art
    /// slides inside each cover, between a header and a list; its perspective is nearer than the default.
    static let coverflow = #"""
        {"viewport": {"width": 390, "height": 844},
         "sections": [{"id": "intro", "kind": "header", "size": {"height": 120}},
                      {"id": "covers", "kind": "carousel", "itemSize": {"width": 200, "height": 280}, "count": 8, "perspective": 400,
                       "effects": [{"type": "coverflow", "spacing": 40}],
                       "layers": [{"id": "art", "overscan": {"x": 1.2, "y": 1}, "effects": [{"type": "carousel", "strength": 0.5}]}]},
                      {"id": "cards", "kind": "list", "count": 12, "itemSize": {"height": 160}, "spacing": 12, "padding": 16}]}
        """#

    /// A looping carousel of 5 items 250 wide (stride 266, padded by 75) whose images slide, at offset −100, between a
    /// header and a list.
    static let looping = #"""
        {"viewport": {"width": 400, "height": 844},
         "sections": [{"id": "intro", "kind": "header", "size": {"height": 120}},
                      {"id": "loop", "kind": "carousel", "loop": true, "offset": -100, "itemSize": {"width": 250, "height": 300}, "count": 5,
                       "layers": [{"id": "image", "overscan": {"x": 1.25, "y": 1}, "effects": [{"type": "carousel", "strength": 0.7}]}]},
                      {"id": "cards", "kind": "list", "count": 12, "itemSize": {"height": 160}, "spacing": 12, "padding": 16}]}
        """#

    /// A collapsing header (300 → 56 points) whose art moves with the collapse and whose title fades with it, above cards
    /// that scroll beneath it.
    static let collapsing = #"""
        {"viewport": {"width": 390, "height": 844},
         "sections": [{"id": "bar", "kind": "header", "size": {"height": 300}, "collapse": {"minHeight": 56},
                       "layers": [{"id": "art", "effects": [{"type": "parallax", "rate": 0.5}]},
                                  {"id": "title", "effects": [{"type": "map", "input": "collapse", "output": "opacity",
                                                               "keyframes": [[0, 1], [1, 0]]}]}]},
                      {"id": "cards", "kind": "list", "count": 12, "itemSize": {"height": 200}, "spacing": 12, "padding": 16}]}
        """#

    /// A header pinned but never shorter (minHeight is its height), with nothing that changes: it has no track at all.
    static let pinnedStill = #"""
        {"viewport": {"width": 390, "height": 844},
         "sections": [{"id": "bar", "kind": "header", "size": {"height": 120}, "collapse": {"minHeight": 120}},
                      {"id": "cards", "kind": "list", "count": 12, "itemSize": {"height": 200}, "spacing": 12}]}
        """#

    /// Letter headers over four sections (a grid among them), under a start inset of 20: A sticks from the start and is
    /// pushed out from offset 246 (S + L − h − i₀ − t = 20 + 276 − 30 − 20) to 296, while B arrives; C sticks 10 below
    /// the inset from 682 to 930 and fades with the offset; A's glyph slides with its header's displayed frame.
    static let sectioned = #"""
        {"viewport": {"width": 390, "height": 600}, "contentInset": {"top": 20, "bottom": 10},
         "sections": [{"id": "a", "kind": "list", "count": 4, "itemSize": {"height": 60}, "spacing": 2,
                       "header": {"id": "A", "size": {"height": 30}, "layers": [{"id": "glyph", "effects": [{"type": "parallax", "rate": 0.3}]}]}},
                      {"id": "b", "kind": "list", "count": 6, "itemSize": {"height": 60}, "spacing": 2, "padding": 8,
                       "header": {"id": "B", "size": {"height": 30}}},
                      {"id": "c", "kind": "grid", "columns": 3, "count": 9, "itemSize": {"height": 80}, "spacing": 4,
                       "header": {"id": "C", "size": {"height": 40}, "top": 10,
                                  "effects": [{"type": "map", "input": "offset", "output": "opacity", "keyframes": [[0, 1], [1500, 0.5]]}]}},
                      {"id": "d", "kind": "list", "count": 20, "itemSize": {"height": 60}, "spacing": 2, "header": {"id": "D", "size": {"height": 30}}}]}
        """#

    /// A strip of tabs (a carousel) pinned under a collapsing header, `top` its minHeight: it sticks from offset 184
    /// (240 − 56), when the header is fully collapsed, and stays; the feed's cards scroll beneath both.
    static let pinnedTabs = #"""
        {"viewport": {"width": 390, "height": 700},
         "sections": [{"id": "hero", "kind": "header", "size": {"height": 240}, "collapse": {"minHeight": 56},
                       "layers": [{"id": "art", "effects": [{"type": "parallax", "rate": 0.5}]}]},
                      {"id": "tabs", "kind": "carousel", "itemSize": {"width": 96, "height": 44}, "count": 8, "spacing": 4, "sticky": {"top": 56}},
                      {"id": "feed", "kind": "list", "count": 30, "itemSize": {"height": 120}, "spacing": 8, "padding": 12,
                       "layers": [{"id": "photo", "effects": [{"type": "parallax", "rate": 0.2}]}]}]}
        """#

    /// A box pinned 480 below the top, displaced at rest (it is laid out at 100), pushed out by the content's end over
    /// the last 30 points (from C − 150 − 480 = 1382 to maxOffset 1412); a list with a pinned section, whose items move with it.
    static let pinnedToTheEnd = #"""
        {"viewport": {"width": 390, "height": 600},
         "sections": [{"id": "list", "kind": "list", "count": 20, "itemSize": {"height": 100}, "spacing": 6, "padding": 10},
                      {"id": "badge", "kind": "box", "frame": {"x": 20, "y": 100, "width": 120, "height": 150}, "sticky": {"top": 480},
                       "layers": [{"id": "dot", "effects": [{"type": "parallax", "rate": 0.5}]}]},
                      {"id": "more", "kind": "list", "count": 3, "itemSize": {"height": 40}, "sticky": {"top": 0}}]}
        """#

    /// A horizontal right-to-left scene: pinned tabs and headers stick at its right-hand edge, 12 inside the leading
    /// inset; a's header is pushed out from 636 (132 + 556 − 40 − 12) to 676.
    static let sectionedRightToLeft = #"""
        {"viewport": {"width": 600, "height": 300}, "axis": "horizontal", "layoutDirection": "rtl", "contentInset": {"leading": 12},
         "sections": [{"id": "tabs", "kind": "list", "count": 2, "itemSize": {"width": 60, "height": 40}, "sticky": {}},
                      {"id": "a", "kind": "list", "count": 5, "itemSize": {"width": 100}, "spacing": 4, "header": {"size": {"width": 40}}},
                      {"id": "b", "kind": "list", "count": 8, "itemSize": {"width": 100}, "spacing": 4,
                       "header": {"size": {"width": 40}, "layers": [{"id": "mark", "effects": [{"type": "parallax", "rate": 0.4}]}]}}]}
        """#

    /// Cards eased as they enter (opacity ease-out over `entry`; scale ease-in-out from entry to 30 % of contain, 40
    /// inside the bottom edge), a staircase in x over offsets 0…600 (steps(4, jump-both): 9.6 at 0, jumps at 150, 300, 450, 600),
    /// and a badge turning on its centre with an overshooting curve inward and a parallax beside it.
    static let eased = #"""
        {"viewport": {"width": 390, "height": 700},
         "sections": [{"id": "cards", "kind": "list", "count": 10, "itemSize": {"height": 220}, "spacing": 12, "padding": 16,
                       "effects": [{"type": "map", "input": "progress", "output": "opacity", "keyframes": [[0, 0.2], [1, 1]], "easing": "ease-out", "range": "entry"},
                                   {"type": "map", "input": "progress", "output": "scale", "keyframes": [[0, 0.85], [1, 1]], "easing": "ease-in-out",
                                    "range": {"start": ["entry", 0], "end": ["contain", 0.3]}, "inset": {"start": 0, "end": 40}},
                                   {"type": "map", "input": "offset", "output": "translateX", "keyframes": [[0, 0], [600, 48]], "easing": "steps(4, jump-both)"}],
                       "layers": [{"id": "badge", "frame": {"x": 20, "y": 20, "width": 60, "height": 60},
                                   "effects": [{"type": "map", "input": "center", "output": "rotation",
                                                "keyframes": [[-300, -10], [0, 0, "cubic-bezier(0.3, 1.6, 0.7, 1)"], [300, 10]]},
                                               {"type": "parallax", "rate": 0.2}]}]}]}
        """#

    /// A carousel whose cards fade out with ease-in-out away from its centre and scale up with ease-out as they enter
    /// along it, over an image layer's carousel parallax, above cards fading in with ease-out as they enter the screen:
    /// every card plays its maps on its own view timeline, so a swipe moves the carousel's as a scroll moves the list's.
    static let easedCarousel = #"""
        {"viewport": {"width": 390, "height": 700},
         "sections": [{"id": "shelf", "kind": "carousel", "itemSize": {"width": 240, "height": 300}, "count": 7,
                       "effects": [{"type": "map", "input": "progress", "output": "opacity", "keyframes": [[0, 0.3], [0.5, 1], [1, 0.3]], "easing": "ease-in-out"},
                                   {"type": "map", "input": "progress", "output": "scale", "keyframes": [[0, 0.8], [1, 1]], "easing": "ease-out", "range": "entry"}],
                       "layers": [{"id": "image", "overscan": {"x": 1.25, "y": 1}, "effects": [{"type": "carousel", "strength": 0.7}]}]},
                      {"id": "cards", "kind": "list", "count": 10, "itemSize": {"height": 200}, "spacing": 12,
                       "effects": [{"type": "map", "input": "progress", "output": "opacity", "keyframes": [[0, 0.2], [1, 1]], "easing": "ease-out", "range": "entry"}]}]}
        """#

    static let cases = [
        // A header, a carousel driven by the scene, parallax cards with nested layers, a glow grid (non-linear).
        Case(fixture: "explore-screen", source: nil, offsets: [0, 137, 420, 1234, 2999, 5000, 6086]),
        Case(fixture: "carousel-featured", source: "featured", offsets: [0, 95, 266, 400, 777, 1064]),
        Case(fixture: "carousel-rtl-leading", source: "shelf", offsets: [0, 33, 70, 150, 226]),
        Case(fixture: "horizontal-list", source: nil, offsets: [0, 50, 250, 404]),
        Case(fixture: "list-parallax-cards", source: nil, offsets: [0, 90, 333, 584]),
        Case(fixture: still, source: nil, offsets: [0]),
        Case(fixture: carouselBetween, source: "featured", offsets: [0, 120, 266, 700, 1330]),
        // The shared bench's typical screen, its carousel swiped to three positions: carousel items animate by view().
        Case(fixture: "bench:typical-scene.json", source: nil, offsets: [0, 150, 400, 800, 1300], swipe: ["featured": 0]),
        Case(fixture: "bench:typical-scene.json", source: nil, offsets: [0, 150, 400, 800, 1300], swipe: ["featured": 650]),
        Case(fixture: "bench:typical-scene.json", source: nil, offsets: [0, 150, 400, 800, 1300], swipe: ["featured": 1862]),
        Case(fixture: offsetDriven, source: nil, offsets: [0, 300, 1100, 2500, 4000], swipe: ["featured": 0]),
        Case(fixture: offsetDriven, source: nil, offsets: [0, 300, 1100, 2500, 4000], swipe: ["featured": 400]),
        Case(fixture: offsetDriven, source: "featured", offsets: [0, 120, 400, 900, 1330]),
        Case(fixture: collapsing, source: nil, offsets: [0, 60, 122, 244, 600, 1500]),
        Case(fixture: pinnedStill, source: nil, offsets: [0, 300, 1000, 1620]),
        Case(fixture: coverflow, source: "covers", offsets: [0, 108, 250, 777, 1512]),
        Case(fixture: coverflow, source: nil, offsets: [0, 200, 500, 900, 1400], swipe: ["covers": 325]),
        // Copies −4 to 9 of a looping carousel of 5, swiped both ways past its seam; then the scene scrolled with it.
        Case(fixture: looping, source: "loop", offsets: [-700, -266, -13, 0, 410, 1333, 1900], range: [-800, 2000]),
        Case(fixture: looping, source: nil, offsets: [0, 150, 400, 900]),
        // Headers before, while and after they stick and while pushed out; a pinned carousel; a pinned box reaching the end.
        Case(fixture: sectioned, source: nil, offsets: [0, 120, 260, 400, 700, 950, 1678]),
        Case(fixture: pinnedTabs, source: nil, offsets: [0, 100, 184, 300, 1500, 3440]),
        Case(fixture: pinnedTabs, source: "tabs", offsets: [0, 150, 412]),
        Case(fixture: pinnedToTheEnd, source: nil, offsets: [0, 300, 1000, 1382, 1400, 1412]),
        Case(fixture: sectionedRightToLeft, source: nil, offsets: [0, 200, 530, 640, 800]),
        // Eased maps on ranges and insets, a staircase (between its jumps), a curve on a layer.
        Case(fixture: eased, source: nil, offsets: [0, 77, 149, 151, 310, 505, 900, 1500]),
        // Eased maps of progress on view timelines: carousel cards swiped (inline), list cards scrolled (block).
        Case(fixture: easedCarousel, source: nil, offsets: [0, 150, 333, 900, 1708], swipe: ["shelf": 0]),
        Case(fixture: easedCarousel, source: nil, offsets: [0, 150, 333, 900, 1708], swipe: ["shelf": 310]),
        // 10⁷ cards, of which the page renders only the dozen around offset 2,000,000, placed by --sfx-index.
        Case(fixture: "bench:huge-list-scene.json", source: nil, offsets: [2_000_000, 2_000_050, 2_000_133, 2_000_300, 2_000_500]),
    ]

    @Test("layers sit where /v1/frame puts them, within 0.5 px", arguments: [Engine.chromium, .webkit], cases)
    func matchesFrames(_ engine: Engine, _ test: Case) async throws {
        try await compare(test, in: engine)
    }

    @Test("without scroll-driven animations (Firefox) every element sits as it is at the scene's offset", arguments: cases)
    func restsAtTheScenesOffset(_ test: Case) async throws {
        // The sheet of the scene at one of the case's offsets, swiped as the case says, measured there.
        var resting = test
        resting.offsets = [test.offsets[test.offsets.count / 2]]
        try await compare(resting, in: .firefox, restingThere: true)
    }

    /// A scene whose ids try to break out of every context of a page: the style element, a script, an attribute,
    /// a comment, CSS and JSON strings.
    static let hostile = #"""
        {"viewport": {"width": 390, "height": 700}, "offset": 240,
         "sections": [{"id": "</style><script>window.sfxRan = 1</script>", "kind": "header", "size": {"height": 220},
                       "items": [{"id": "\"><img src=x onerror=\"window.sfxRan = 2\">"}],
                       "layers": [{"id": "<!--", "effects": [{"type": "parallax", "rate": 0.4}]}]},
                      {"id": "c & 'q' </script>", "kind": "carousel", "count": 6, "offset": 180, "itemSize": {"width": 220, "height": 150},
                       "layers": [{"id": "\"];alert(1)//", "overscan": {"x": 1.25, "y": 1}, "effects": [{"type": "carousel", "strength": 0.7}]}]},
                      {"id": "cards", "kind": "list", "preset": "parallax-cards", "count": 30, "itemSize": {"height": 200}, "spacing": 16, "padding": 16,
                       "cornerRadius": 20}]}
        """#

    @Test("the page POST /v1/timeline answers for text/html runs nothing an id says, and sits where /v1/frame says as it scrolls",
          arguments: Engine.allCases, [hostile, "bench:typical-scene.json", "bench:huge-list-scene.json@2000000"])
    func servedPage(_ engine: Engine, _ fixture: String) async throws {
        let router = try routerWithPresets()
        // `name@offset`: the scene at that offset (10⁷ cards, two million points down: the page renders those in view).
        let parts = fixture.split(separator: "@").map(String.init)
        let test = Case(fixture: parts[0], source: nil, offsets: [])
        var scene = try #require(try JSONSerialization.jsonObject(with: test.scene()) as? [String: Any])
        if parts.count > 1 { scene["offset"] = Double(parts[1]) }
        let html = try Self.post(router, "/v1/timeline", ["scene": scene], accept: "text/html")
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-page-\(UUID().uuidString).html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        // Where the page starts, the scene's offset (within its range), each carousel at its own; then further down, which
        // the sheet plays in Chromium and WebKit and the page's timeline player in Firefox.
        let rest = scene["offset"] as? Double ?? 0
        let offsets = [rest, rest + 150, rest + 400]
        let frames = try offsets.map { offset in
            try JSONDecoder().decode(Frame.self, from: Data(Self.post(router, "/v1/frame", Self.scene(scene, source: nil, at: offset)).utf8))
        }
        let carousels = frames[0].sections.filter { $0.kind == .carousel }
        let setup: [String: Any] = [
            "source": NSNull(), "offsets": offsets, "scene": rest,
            "carousels": Dictionary(uniqueKeysWithValues: carousels.map { ($0.id, $0.offset) }),
            "lower": Dictionary(uniqueKeysWithValues: carousels.map { ($0.id, 0.0) }),
        ]
        let expression = "(async () => { \(Self.measureScript); return {ran: window.sfxRan ?? null, "
            + "snapshots: await window.measure(\(Self.json(setup)))}; })()"
        let measured = try #require(try await Browsers.evaluate(engine, page: page, expression: expression) as? [String: Any])
        #expect(measured["ran"] is NSNull, "an id ran script: \(measured["ran"] ?? "")")
        let snapshots = try #require(measured["snapshots"] as? [[String: Any]])
        let perspectives = Self.perspectives(scene)
        var compared = 0
        for (frame, snapshot) in zip(frames, snapshots) {
            compared += Self.compareBoxes(try #require(snapshot["boxes"] as? [String: [Double]]), frame, perspectives: perspectives)
        }
        #expect(snapshots.count == frames.count && compared >= frames.count * 4)
    }

    @Test("the page POST /v1/timeline answers for text/html sits where /v1/frame says at every offset scrolled to (and swiped to)",
          arguments: Engine.allCases, cases)
    func servedPages(_ engine: Engine, _ test: Case) async throws {
        try await compare(test, in: engine, served: true)
    }

    /// Builds the case's page and compares it, at each of its offsets reached by scrolling, with `/v1/frame`. With
    /// `restingThere`, the sheet is made for the scene at the case's (one) offset, its carousels swiped as the case says;
    /// with `served`, the page is the one the service answers for `Accept: text/html`, not the documented skeleton built here.
    private func compare(_ test: Case, in engine: Engine, restingThere: Bool = false, served: Bool = false) async throws {
        let router = try routerWithPresets()
        var scene = try #require(try JSONSerialization.jsonObject(with: test.scene()) as? [String: Any])
        // A page scrolls only within [0, maxOffset]; the fixture's scene offset may lie beyond.
        if test.source != nil { scene["offset"] = 0 }
        if restingThere {
            scene = Self.scene(Self.swiped(scene, test.swipe), source: test.source, at: test.offsets[0])
        }
        var timeline: [String: Any] = ["scene": scene]
        timeline["source"] = test.source
        if let range = test.range { (timeline["from"], timeline["to"]) = (range[0], range[1]) }
        let css = try Self.post(router, "/v1/timeline", timeline, accept: served ? "text/html" : "text/css")
        let swiped = Self.swiped(scene, test.swipe)
        let frames = try test.offsets.map { offset in
            try JSONDecoder().decode(Frame.self, from: Data(Self.post(router, "/v1/frame", Self.scene(swiped, source: test.source, at: offset)).utf8))
        }
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-css-\(UUID().uuidString).html")
        try (served ? css : Self.page(css: css, frames: frames)).write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }

        // A looping carousel's scroller starts at the range's `from` as the source, at its own offset otherwise.
        let looping = Set((scene["sections"] as? [[String: Any]] ?? []).filter { $0["loop"] as? Bool == true }.compactMap { $0["id"] as? String })
        let carousels = frames[0].sections.filter { $0.kind == .carousel }
        let setup: [String: Any] = [
            "source": test.source ?? NSNull(), "offsets": test.offsets,
            "scene": scene["offset"] ?? 0,
            "carousels": Dictionary(uniqueKeysWithValues: carousels.map { ($0.id, $0.offset) }),
            "lower": Dictionary(uniqueKeysWithValues: carousels.map { section in
                (section.id, !looping.contains(section.id) ? 0 : section.id == test.source ? test.range?[0] ?? 0 : section.offset)
            }),
        ]
        // Every carousel is drawn from its centre (elements not turned in 3-D sit on its plane, where that changes nothing).
        let perspectives = Self.perspectives(scene)
        // The served page has no measuring script of its own: the expression brings it.
        let measured = try await Browsers.evaluate(engine, page: page, expression: served
            ? "(async () => { \(Self.measureScript); return window.measure(\(Self.json(setup))); })()" : "window.measure(\(Self.json(setup)))")
        let snapshots = try #require(measured as? [[String: Any]])
        #expect(snapshots.count == frames.count)
        var compared = 0
        for ((frame, snapshot), requested) in zip(zip(frames, snapshots), test.offsets) {
            let offset = try #require(snapshot["offset"] as? Double)
            #expect(abs(offset - requested) < 0.5, "the page scrolled to \(offset), not \(requested)")
            let boxes = try #require(snapshot["boxes"] as? [String: [Double]])
            // A carousel's sheet animates that carousel and places everything else as it is.
            // Each item's corners as drawn: its quad, through its carousel's perspective.
            // Only the page built here marks its items' corners.
            for (key, expected) in served ? [:] : Self.expectedCorners(frame, perspectives: perspectives) {
                guard let actual = boxes[key] else {
                    Issue.record("\(key) is listed at offset \(frame.offset) but not on the page")
                    continue
                }
                let worst = zip(actual, expected).map { abs($0 - $1) }.max() ?? 0
                #expect(worst <= 0.5, "\(key) at \(frame.offset): page \(actual), frame \(expected)")
            }
            compared += Self.compareBoxes(boxes, frame, perspectives: perspectives)
        }
        #expect(compared >= frames.count * 2)
    }

    /// Every carousel's perspective, by id: its elements are drawn from its centre.
    static func perspectives(_ scene: [String: Any]) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: (scene["sections"] as? [[String: Any]] ?? []).compactMap { section in
            section["kind"] as? String == "carousel" ? (section["id"] as? String ?? "", section["perspective"] as? Double ?? 500) : nil
        })
    }

    /// Expects each element the frame lists on the page, its box within 0.5 px and its opacity within 1/255 of the
    /// frame's; answers how many it compared.
    static func compareBoxes(_ boxes: [String: [Double]], _ frame: Frame, perspectives: [String: Double]) -> Int {
        var compared = 0
        for (key, expected) in expectedBoxes(frame, perspectives: perspectives) {
            guard let actual = boxes[key] else {
                Issue.record("\(key) is listed at offset \(frame.offset) but not on the page")
                continue
            }
            compared += 1
            let worst = zip(actual.prefix(4), expected.prefix(4)).map { abs($0 - $1) }.max() ?? 0
            #expect(worst <= 0.5, "\(key) at \(frame.offset): page \(actual), frame \(expected)")
            #expect(abs(actual[4] - expected[4]) <= 1 / 255, "\(key) opacity at \(frame.offset): page \(actual[4]), frame \(expected[4])")
        }
        return compared
    }

    /// The scene with the carousels `swipe` names at the offsets it gives.
    static func swiped(_ scene: [String: Any], _ swipe: [String: Double]) -> [String: Any] {
        var swiped = scene
        swiped["sections"] = (scene["sections"] as? [[String: Any]] ?? []).map { section in
            var section = section
            if let id = section["id"] as? String, let offset = swipe[id] { section["offset"] = offset }
            return section
        }
        return swiped
    }

    /// The scene with its own offset (or its carousel's, for a carousel source) set to `offset`.
    static func scene(_ scene: [String: Any], source: String?, at offset: Double) -> [String: Any] {
        var scene = scene
        guard let source else {
            scene["offset"] = offset
            return scene
        }
        scene["sections"] = (scene["sections"] as? [[String: Any]] ?? []).map { section in
            var section = section
            if section["id"] as? String == source { section["offset"] = offset }
            return section
        }
        return scene
    }

    /// Each listed item's and layer's on-screen bounding box and own opacity, keyed as the page keys them.
    /// Elements turned in 3-D are seen through their carousel's `perspective` (`perspectives`, by section id), from
    /// its centre.
    static func expectedBoxes(_ frame: Frame, perspectives: [String: Double] = [:]) -> [String: [Double]] {
        var boxes: [String: [Double]] = [:]
        for section in frame.sections {
            let eye = perspectives[section.id].map { ((x: section.frame.x + section.frame.width / 2, y: section.frame.y + section.frame.height / 2), $0) }
            func visit(_ layers: [Frame.Layer], parent: Matrix, key: [String]) {
                for (position, layer) in layers.enumerated() {
                    let layerKey = key + [layer.id ?? "#\(position)"]
                    let matrix = parent.then(Matrix(translation: layer.frame.x, layer.frame.y)).then(Matrix(layer.transform))
                    boxes[json(layerKey)] = matrix.box(width: layer.frame.width, height: layer.frame.height, perspective: eye)
                        + [layer.transform.opacity]
                    visit(layer.layers, parent: matrix, key: layerKey)
                }
            }
            // A header is keyed by its section and `#header`.
            let header = (section.header ?? nil).map { ([section.id, "#header"], $0.element) }
            for (key, item) in section.items.map({ ([section.id, $0.virtualIndex.map(String.init) ?? $0.id ?? String($0.index)], $0) }) + [header].compactMap({ $0 }) {
                let matrix = Matrix(translation: item.frame.x, item.frame.y).then(Matrix(item.transform))
                boxes[json(key)] = matrix.box(width: item.frame.width, height: item.frame.height, perspective: eye) + [item.transform.opacity]
                visit(item.layers, parent: matrix, key: key)
            }
        }
        return boxes
    }

    /// Each listed item's four corners on screen, keyed as the page keys its corner markers.
    static func expectedCorners(_ frame: Frame, perspectives: [String: Double]) -> [String: [Double]] {
        var corners: [String: [Double]] = [:]
        for section in frame.sections {
            let eye = perspectives[section.id].map { ((x: section.frame.x + section.frame.width / 2, y: section.frame.y + section.frame.height / 2), $0) }
            for item in section.items {
                let key = json([section.id, item.virtualIndex.map(String.init) ?? item.id ?? String(item.index)])
                let matrix = Matrix(translation: item.frame.x, item.frame.y).then(Matrix(item.transform))
                for (index, point) in [(0.0, 0.0), (item.frame.width, 0), (item.frame.width, item.frame.height), (0, item.frame.height)].enumerated() {
                    let seen = matrix.then(Matrix(translation: point.0, point.1)).box(width: 0, height: 0, perspective: eye)
                    corners[key + "@\(index)"] = [seen[0], seen[1]]
                }
            }
        }
        return corners
    }

    /// The skeleton of every item listed in any of `frames`, the sheet, and the script that scrolls and measures.
    static func page(css: String, frames: [Frame]) -> String {
        var html = "<!doctype html><html><head><meta charset=\"utf-8\"><style>body { margin: 0 }\n"
            + "[data-sfx-item], [data-sfx-layer] { background: rgb(0 0 255 / 0.1) }\n\(css)</style></head><body>"
            + "<div data-sfx-scene><div data-sfx-content>"
        for section in frames[0].sections {
            // A pinned section sticks inside an element of its own; a header is its section's first child.
            html += (section.stuck != nil || section.hidden != nil ? "<div data-sfx-pin=\"\(escaped(section.id))\">" : "")
                + "<div data-sfx-section=\"\(escaped(section.id))\">" + (section.kind == .carousel ? "<div data-sfx-content>" : "")
            if section.header != nil {
                let listed = frames.lazy.compactMap { $0.sections.first { $0.id == section.id }?.header ?? nil }.first
                html += "<div data-sfx-header=\"\">" + Self.layers(listed?.element.layers ?? []) + "</div>"
            }
            var seen = Set<Int>()
            // A looping carousel's copies are keyed by their virtual index.
            for item in frames.flatMap({ $0.sections.first { $0.id == section.id }?.items ?? [] })
                .sorted(by: { ($0.virtualIndex ?? $0.index) < ($1.virtualIndex ?? $1.index) })
            where seen.insert(item.virtualIndex ?? item.index).inserted {
                // Items animated by view() are placed by their index: one with an id says it in --sfx-index.
                let key = item.virtualIndex.map(String.init) ?? item.id ?? String(item.index)
                html += "<div data-sfx-item=\"\(escaped(key))\" style=\"--sfx-index: \(item.virtualIndex ?? item.index)\">"
                    + Self.layers(item.layers) + Self.cornerMarkers + "</div>"
            }
            html += (section.kind == .carousel ? "</div>" : "") + "</div>" + (section.stuck != nil || section.hidden != nil ? "</div>" : "")
        }
        return html + "</div></div><script>\(measureScript)</script></body></html>"
    }

    /// Four points at an item's corners, clockwise from its top-left: where the page draws them is the item's quad.
    static let cornerMarkers = [("0", "0"), ("100%", "0"), ("100%", "100%"), ("0", "100%")].enumerated().map { index, corner in
        "<i data-corner=\"\(index)\" style=\"position: absolute; left: \(corner.0); top: \(corner.1); width: 0; height: 0\"></i>"
    }.joined()

    private static func layers(_ layers: [Frame.Layer]) -> String {
        layers.enumerated().map { position, layer in
            "<div data-sfx-layer=\"\(escaped(layer.id ?? "#\(position)"))\">" + Self.layers(layer.layers) + "</div>"
        }.joined()
    }

    /// Scrolls the source to each offset, waits two frames for the scroll timelines, and reads every box.
    static let measureScript = """
        const frame = () => new Promise(resolve => requestAnimationFrame(() => resolve()));
        const scrollTo = (scroller, horizontal, offset) => {
          const rtl = getComputedStyle(scroller).direction === 'rtl';
          if (horizontal) scroller.scrollLeft = rtl ? -offset : offset; else scroller.scrollTop = offset;
          return () => horizontal ? (rtl ? -scroller.scrollLeft : scroller.scrollLeft) : scroller.scrollTop;
        };
        const key = element => {
          const path = [];
          for (let node = element; node && !node.hasAttribute('data-sfx-scene'); node = node.parentElement) {
            const part = node.getAttribute('data-sfx-layer') ?? node.getAttribute('data-sfx-item')
              ?? (node.hasAttribute('data-sfx-header') ? '#header' : node.getAttribute('data-sfx-section'));
            if (part !== null) path.unshift(part);
          }
          return JSON.stringify(path);
        };
        window.measure = async ({source, offsets, scene, carousels, lower}) => {
          const sceneElement = document.querySelector('[data-sfx-scene]');
          const sceneHorizontal = getComputedStyle(sceneElement).overflowX === 'auto';
          scrollTo(sceneElement, sceneHorizontal, scene);
          for (const [id, offset] of Object.entries(carousels)) {
            scrollTo(document.querySelector(`[data-sfx-section="${CSS.escape(id)}"]`), true, offset - lower[id]);
          }
          const scroller = source === null ? sceneElement : document.querySelector(`[data-sfx-section="${CSS.escape(source)}"]`);
          const shift = source === null ? 0 : lower[source];
          const snapshots = [];
          for (const offset of offsets) {
            const scrolled = scrollTo(scroller, source !== null || sceneHorizontal, offset - shift);
            const current = () => scrolled() + shift;
            await frame(); await frame();
            const boxes = {};
            for (const element of document.querySelectorAll('[data-sfx-item], [data-sfx-header], [data-sfx-layer]')) {
              const box = element.getBoundingClientRect();
              boxes[key(element)] = [box.x, box.y, box.width, box.height, Number(getComputedStyle(element).opacity)];
            }
            for (const element of document.querySelectorAll('[data-corner]')) {
              const box = element.getBoundingClientRect();
              boxes[key(element.parentElement) + '@' + element.dataset.corner] = [box.x, box.y];
            }
            snapshots.push({offset: current(), boxes});
          }
          return snapshots;
        };
        """

    /// The 200 answer of `router` to a `POST` of `body` to `path`, as text.
    static func post(_ router: Router, _ path: String, _ body: [String: Any], accept: String = "application/json") throws -> String {
        let request = HTTPRequest(method: "POST", path: path, headers: ["Content-Type": "application/json", "Accept": accept],
                                  body: Array(try JSONSerialization.data(withJSONObject: body)))
        let response = router.respond(to: request)
        let text = String(decoding: response.body, as: UTF8.self)
        try #require(response.status == 200, "\(path): \(text)")
        return text
    }

    static func json(_ value: Any) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes])) ?? Data(), as: UTF8.self)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }
}

/// A 3-D affine matrix as the 16 numbers of CSS `matrix3d()`, column by column; made from CSS `matrix()`'s six
/// numbers [a, b, c, d, e, f] for a 2-D one.
struct Matrix {
    var m: [Double]

    init(_ m: [Double]) {
        self.m = m.count == 16 ? m : [m[0], m[1], 0, 0, m[2], m[3], 0, 0, 0, 0, 1, 0, m[4], m[5], 0, 1]
    }

    init(translation x: Double, _ y: Double) { self.init([1, 0, 0, 1, x, y]) }

    /// An element's own transform: its `matrix3d` when it is turned in 3-D, else its `matrix`.
    init(_ transform: Frame.Transform) { self.init(transform.matrix3d ?? transform.matrix) }

    /// This transform applied after `inner`: a point goes through `inner` first.
    func then(_ inner: Matrix) -> Matrix {
        var product = [Double](repeating: 0, count: 16)
        for column in 0..<4 {
            for row in 0..<4 {
                product[column * 4 + row] = (0..<4).reduce(0) { $0 + m[$1 * 4 + row] * inner.m[column * 4 + $1] }
            }
        }
        return Matrix(product)
    }

    /// The bounding box [x, y, width, height] of the rectangle (0, 0, width, height) transformed, and seen through
    /// `perspective` (CSS `perspective: distance` with `perspective-origin` at `origin`) when there is one.
    func box(width: Double, height: Double, perspective: (origin: (x: Double, y: Double), distance: Double)? = nil) -> [Double] {
        let corners = [(0.0, 0.0), (width, 0), (0, height), (width, height)].map { x, y in
            let (px, py, pz) = (m[0] * x + m[4] * y + m[12], m[1] * x + m[5] * y + m[13], m[2] * x + m[6] * y + m[14])
            guard let perspective else { return (px, py) }
            let scale = perspective.distance / (perspective.distance - pz)
            return (perspective.origin.x + (px - perspective.origin.x) * scale, perspective.origin.y + (py - perspective.origin.y) * scale)
        }
        let (xs, ys) = (corners.map(\.0), corners.map(\.1))
        return [xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!]
    }
}
