import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import TestSupport
import Testing

/// The playground at `GET /`: served only when switched on, and in headless Chromium against a live server,
/// every preset scrolled in both drive modes puts its layers on the pixel rows `/v1/frame` predicts.
@Suite("the playground page", .serialized)
struct PlaygroundPageTests {
    /// What to look at for a preset: one item (and optionally one of its layers) painted magenta,
    /// scanned down a column (vertical scrolling) or along a row (a carousel).
    struct Look: Sendable {
        var section: String
        var item: String
        var layer: String?
        var offsets: [Double]
        var alongRow = false

        /// `#header`: the section's header.
        var selector: String {
            #"[data-sfx-section="\#(section)"] "# + (item == "#header" ? "> [data-sfx-header]" : #"[data-sfx-item="\#(item)"]"#)
                + (layer.map { #" > [data-sfx-layer="\#($0)"]"# } ?? "")
        }
    }

    /// One look per built-in preset (a new preset needs one here).
    static let looks: [String: Look] = [
        "parallax-cards": Look(section: "cards", item: "1", layer: "background", offsets: [0, 250]),
        "hero-header": Look(section: "header", item: "0", layer: "art", offsets: [0, 120]),
        "stretchy-header": Look(section: "header", item: "0", offsets: [0, 120]),
        "collapsing-header": Look(section: "header", item: "0", layer: "art", offsets: [0, 120, 600]),
        "table-view-header": Look(section: "header", item: "0", offsets: [0, 120]),
        "visual-effect-header": Look(section: "header", item: "0", offsets: [0, 120]),
        "glow-grid": Look(section: "grid", item: "4", offsets: [0, 200]),
        "parallax-carousel": Look(section: "featured", item: "1", layer: "image", offsets: [0, 300], alongRow: true),
        "looping-carousel": Look(section: "featured", item: "-2", layer: "image", offsets: [-600, -400], alongRow: true),
        "coverflow": Look(section: "featured", item: "1", layer: "art", offsets: [0, 300], alongRow: true),
        // B's header where it lies (352 down), then stuck at the top (B's slot, 222 long, pushes it out from 546).
        "sectioned-list": Look(section: "B", item: "#header", offsets: [0, 500]),
        // The tab bar under the collapsing header, then stuck under it from 184 on.
        "pinned-tabs": Look(section: "tabs", item: "0", offsets: [0, 600]),
        // The tabs under the toolbar, then (the toolbar gone) at the top.
        "quick-return-toolbar": Look(section: "tabs", item: "0", offsets: [0, 600]),
        // Cards wholly in view, revealed and untransformed; then the first scaled and faded half way out.
        "reveal-on-entry": Look(section: "cards", item: "1", offsets: [0, 200]),
        "scroll-transition": Look(section: "cards", item: "1", offsets: [0, 150]),
    ]

    @Test("GET / serves the page only when the playground is on")
    func switchedByConfiguration() {
        let on = Router(playground: true).respond(to: HTTPRequest(method: "GET", path: "/", headers: [:], body: []))
        #expect(on.status == 200)
        #expect(on.headers["Content-Type"] == "text/html; charset=utf-8")
        let page = String(decoding: on.body, as: UTF8.self)
        #expect(page.hasPrefix("<!doctype html>") && page.contains("/v1/timeline"))
        // Self-contained: nothing is loaded from elsewhere.
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("<script src") && !page.contains("<link"))
        #expect(Router().respond(to: HTTPRequest(method: "GET", path: "/", headers: [:], body: [])).status == 404)
    }

    @Test("compiled mode links its page by GET: the held scene's timeline page, byte for byte what POST /v1/timeline writes")
    func shareLink() async throws {
        try await checkShareLink("await playground.select('looping-carousel');", source: "featured")
    }

    @Test("a carousel id with U+0600, a combining mark, ZWJ and < > & \" ' reaches the link's query whole, scalar by scalar")
    func shareLinkOfHostileID() async throws {
        let hostile = "\u{600}<b>\u{301}&\"'\u{200D}x"
        let source = String(decoding: try JSONEncoder().encode(hostile), as: UTF8.self)
        // The carousel renamed in the editor, and chosen as the source as its menu would.
        try await checkShareLink("""
            await playground.select('looping-carousel');
            const editor = document.getElementById('editor'), menu = document.getElementById('source');
            const scene = JSON.parse(editor.value);
            scene.sections.find(s => s.kind === 'carousel').id = \(source);
            editor.value = JSON.stringify(scene);
            menu.append(Object.assign(document.createElement('option'), { value: \(source) }));
            menu.value = \(source);
            menu.dispatchEvent(new Event('change'));
            """, source: hostile)
    }

    /// Runs `setup` in the playground in Chromium, switches to compiled mode and checks its link: a `GET` of the held
    /// scene's timeline page, from the carousel `source`, answering what `POST /v1/timeline` does.
    private func checkShareLink(_ setup: String, source: String) async throws {
        let router = Router(service: SceneService(presets: SceneService.shippedPresets), playground: true)
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: router)
        let values = try await Chromium.steps(page: URL(string: "http://127.0.0.1:\(server.port)/")!, expressions: [
            "(async () => { await window.ready; \(setup) await playground.setMode('compiled'); return playground.shareLink; })()",
        ], timeoutSeconds: 120)
        await server.stop(gracePeriod: .zero)
        let link = try #require(values.first as? String)
        let url = try #require(URLComponents(string: link))
        let query = (url.queryItems ?? []).map { QueryArgument($0.name, $0.value) }
        #expect(url.path.hasPrefix("/v1/scenes/") && url.path.hasSuffix("/timeline") && query.map(\.name) == ["source", "from", "to"], "\(link)")
        #expect(query.first?.value?.unicodeScalars.elementsEqual(source.unicodeScalars) == true, "\(link)")
        let page = router.respond(to: HTTPRequest(method: "GET", path: url.path, query: query, headers: ["Accept": "text/html"]))
        let scene = router.respond(to: HTTPRequest(method: "GET", path: String(url.path.dropLast("/timeline".count))))
        let members = try query.map { argument in
            let value = argument.name == "source" ? String(decoding: try JSONEncoder().encode(argument.value ?? ""), as: UTF8.self) : argument.value ?? ""
            return #""\#(argument.name)": \#(value)"#
        }
        var posted = post("/v1/timeline", "{" + (members + [#""scene": "# + String(decoding: scene.body, as: UTF8.self)]).joined(separator: ", ") + "}")
        posted.headers["Accept"] = "text/html"
        let expected = router.respond(to: posted)
        #expect(page.status == 200 && expected.status == 200 && page.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(page.body == expected.body)
    }

    @Test("the scrubber drives a path: down 600 then back 50 shows 6 points of the toolbar hidden, live and compiled")
    func scrubbedPath() async throws {
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2),
                                    responder: Router(service: SceneService(presets: SceneService.shippedPresets), playground: true))
        let frame = "await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));"
        let values = try await Chromium.steps(page: URL(string: "http://127.0.0.1:\(server.port)/")!, expressions: [
            """
            (async () => { await window.ready; await playground.setMode('live'); await playground.select('quick-return-toolbar');
              await playground.scrollTo(600); await playground.scrollTo(550); return document.getElementById('status').textContent; })()
            """,
            """
            (async () => { await playground.setMode('compiled'); await playground.scrollTo(600); \(frame) await playground.scrollTo(550); \(frame)
              return getComputedStyle(document.querySelector('#compiledRoot [data-sfx-scene] > [data-sfx-content]')).getPropertyValue('--sfx-hidden-0'); })()
            """,
        ], timeoutSeconds: 120)
        await server.stop(gracePeriod: .zero)
        #expect((values.first as? String)?.contains("offset 550.0, bar hidden 6.0") == true, "\(values)")
        #expect((values.last as? String)?.trimmingCharacters(in: .whitespaces) == "6px", "\(values)")
    }

    @Test("every preset, live and compiled, scrolled to two offsets: edges on the predicted pixel ± 2")
    func presetsInChromium() async throws {
        let service = SceneService(presets: SceneService.shippedPresets)
        #expect(Set(service.presets.keys) == Set(Self.looks.keys), "every preset needs a look")
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2),
                                    responder: Router(service: service, playground: true))

        var steps: [String] = []
        for (preset, look) in Self.looks.sorted(by: { $0.key < $1.key }) {
            for mode in ["live", "compiled"] {
                for offset in look.offsets { steps.append(Self.step(preset: preset, mode: mode, offset: offset, look: look)) }
            }
        }
        // If the browser fails, the server stops as it goes out of scope.
        let page = URL(string: "http://127.0.0.1:\(server.port)/")!
        var values = try await Chromium.steps(page: page, expressions: steps, timeoutSeconds: 240)
        #expect(values.count == steps.count)
        // A browser starved by a busy machine may paint a scroll-driven animation frames late: a step whose edges miss is
        // measured once more, in a fresh browser, and judged by that (the first miss is printed).
        let missed = try values.indices.filter { try Self.edges(of: values[$0], service: service).misses }
        if !missed.isEmpty {
            print("presets in Chromium: measuring again \(missed.count) step(s) whose edges missed: "
                  + (try missed.map { try Self.edges(of: values[$0], service: service).label }.joined(separator: "; ")))
            let again = try await Chromium.steps(page: page, expressions: missed.map { steps[$0] }, timeoutSeconds: 240)
            for (index, value) in zip(missed, again) { values[index] = value }
        }
        await server.stop(gracePeriod: .zero)
        var checked = 0
        for value in values {
            let edges = try Self.edges(of: value, service: service)
            guard let expected = edges.expected else {
                #expect(edges.magenta.isEmpty, "\(edges.label): nothing should show, found \(edges.magenta.count) magenta pixels")
                continue
            }
            let (first, last) = (edges.first, edges.last)
            // The phone is scaled to fit the window, so edges fall inside pixels, where clips are snapped to whole ones.
            #expect(abs(first - expected.lowerBound) <= 2, "\(edges.label): starts at \(first), /v1/frame says \(expected.lowerBound)")
            #expect(abs(last - expected.upperBound) <= 2, "\(edges.label): ends at \(last), /v1/frame says \(expected.upperBound)")
            checked += 1
        }
        #expect(checked >= steps.count - 2)
    }

    /// One step's magenta pixels along its scanned line (and the span they cover), where `/v1/frame` puts the element
    /// (nil: nowhere), and whether they miss it by more than 2 pixels.
    static func edges(of value: Any, service: SceneService) throws
        -> (label: String, magenta: [Int], first: Double, last: Double, expected: ClosedRange<Double>?, misses: Bool) {
        let step = try #require(value as? [String: Any])
        let preset = try #require(step["preset"] as? String), look = try #require(Self.looks[preset])
        let label = "\(preset), \(step["mode"] ?? ""), offset \(step["offset"] ?? "")"
        let expected = try Self.expectedSpan(step, look: look, service: service)
        let line = try #require((step["pixels"] as? [String: [[Int]]])?.values.first, "\(label): no pixels")
        let magenta = line.indices.filter { index in
            let (r, g, b) = (line[index][0], line[index][1], line[index][2])
            return r > 140 && b > 140 && g < 120 && abs(r - b) < 60
        }
        let (first, last) = (Double(magenta.first ?? -100), Double((magenta.last ?? -100) + 1))
        guard let expected else { return (label, magenta, first, last, nil, !magenta.isEmpty) }
        return (label, magenta, first, last, expected, abs(first - expected.lowerBound) > 2 || abs(last - expected.upperBound) > 2)
    }

    @Test("at 1024 × 700 and 1440 × 900: the whole phone in the window, the legend, no preset with a warning, the compiled carousel swiping")
    func fitsTheWindow() async throws {
        let service = SceneService(presets: SceneService.shippedPresets)
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: Router(service: service, playground: true))
        let shots = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-playground-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: shots) }
        let presets = service.presets.keys.sorted()
        var steps: [String] = []
        for (width, height) in [(1024, 700), (1440, 900)] {
            steps.append("({window: [\(width), \(height)]})")
            for preset in presets {
                // The phone's frame, scanned through its centre both ways; a screenshot of each page to look at.
                steps.append("""
                    (async () => {
                      await window.ready;
                      await playground.setMode('live'); await playground.select('\(preset)'); await playground.settled();
                      await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                      const frame = document.getElementById('phoneFrame').getBoundingClientRect();
                      return {size: [innerWidth, innerHeight], preset: '\(preset)', frame: [frame.x, frame.y, frame.width, frame.height],
                              legend: document.querySelectorAll('#legend li').length,
                              css: document.getElementById('cssView').textContent.includes('scroll-timeline'),
                              warnings: [...document.querySelectorAll('#warnings li')].map(li => li.textContent),
                              columns: [Math.round(frame.x + frame.width / 2)], rows: [Math.round(frame.y + frame.height / 2)],
                              screenshot: '\(shots.path)/\(width)-\(preset).png'};
                    })()
                    """)
            }
            steps += Self.swipeSteps
        }
        let page = URL(string: "http://127.0.0.1:\(server.port)/")!
        let values = try await Chromium.steps(page: page, expressions: steps, timeoutSeconds: 240)
        // Swiped 300 points, the second card moves 300 × scale pixels to the left. A browser starved by a busy machine
        // may miss a swipe: one that did is measured once more, in a fresh browser, and judged by that (the miss printed).
        var swipes = values.compactMap { $0 as? [String: Any] }.filter { $0["swiped"] != nil }
        if !Self.swipeMoved(swipes) {
            print("compiled carousel: swiping again in a fresh browser after \(swipes)")
            swipes = try await Chromium.steps(page: page, expressions: ["({window: [1440, 900]})"] + Self.swipeSteps, timeoutSeconds: 120)
                .compactMap { $0 as? [String: Any] }.filter { $0["swiped"] != nil }
        }
        await server.stop(gracePeriod: .zero)
        #expect(swipes.count >= 2 && Self.swipeMoved(swipes), "compiled carousel: \(swipes)")
        var pages = 0
        for value in values.compactMap({ $0 as? [String: Any] }) {
            if value["swiped"] != nil { continue }
            guard let preset = value["preset"] as? String, let size = value["size"] as? [Double] else { continue }
            let label = "\(preset) at \(size)"
            let frame = try #require(value["frame"] as? [Double])
            #expect(frame[0] >= 0 && frame[1] >= 0 && frame[0] + frame[2] <= size[0] && frame[1] + frame[3] <= size[1], "\(label): phone \(frame)")
            // By pixels: the frame's dark border ends inside the window, page background after it, down and across.
            let pixels = try #require(value["pixels"] as? [String: [[Int]]])
            for (name, line) in pixels {
                // The frame's border is 10 dark pixels wide: runs of 8 or more dark pixels are borders (or the page's header).
                var runs: [ClosedRange<Int>] = []
                for index in line.indices where line[index].allSatisfy({ $0 < 60 }) {
                    if let last = runs.last, last.upperBound == index - 1 { runs[runs.count - 1] = last.lowerBound...index } else { runs.append(index...index) }
                }
                let borders = runs.filter { $0.count >= 8 }
                let last = try #require(borders.last, "\(label): no frame in \(name)")
                #expect(last.upperBound < line.count - 1 && line[last.upperBound + 1].allSatisfy { $0 > 200 },
                        "\(label): the phone runs out of the window along \(name)")
                if name.hasPrefix("y"), let first = borders.first {
                    #expect(first.lowerBound > 0 && line[first.lowerBound - 1].allSatisfy { $0 > 200 }, "\(label): the phone starts outside the window")
                }
            }
            #expect((value["legend"] as? Int ?? 0) >= 3, "\(label): no legend")
            #expect(value["css"] as? Bool == true, "\(label): no timeline CSS beside the page")
            #expect((value["warnings"] as? [String] ?? ["?"]).isEmpty, "\(label): \(value["warnings"] ?? "")")
            pages += 1
        }
        #expect(pages == 2 * presets.count)
    }

    /// The parallax carousel in compiled mode, swiped to 0 and then to 300: where its second card is, and the scale.
    static let swipeSteps = [0, 300].map { offset in
        """
        (async () => {
          if (playground.mode !== 'compiled' || playground.scene.sections[1]?.preset !== 'parallax-carousel') {
            await playground.select('parallax-carousel'); await playground.setMode('compiled');
          }
          await playground.scrollTo(\(offset));
          const item = document.querySelector('#compiledRoot [data-sfx-section="featured"] [data-sfx-item="1"]').getBoundingClientRect();
          return {swiped: \(offset), x: item.x, scale: playground.scale};
        })()
        """
    }

    /// Whether every swipe to 300 moved the second card 300 × scale pixels left of where the swipe to 0 before it left it.
    static func swipeMoved(_ swipes: [[String: Any]]) -> Bool {
        zip(swipes, swipes.dropFirst()).allSatisfy { start, end in
            guard start["swiped"] as? Double == 0, end["swiped"] as? Double == 300 else { return true }
            let (x0, x1, scale) = (start["x"] as? Double ?? .nan, end["x"] as? Double ?? .nan, start["scale"] as? Double ?? .nan)
            return abs(x0 - x1 - 300 * scale) < 2
        }
    }

    @Test("Copy as curl gives a command that, run in a shell, answers what /v1/frame answers for the phone")
    func copyAsCurl() async throws {
        let service = SceneService(presets: SceneService.shippedPresets)
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: Router(service: service, playground: true))
        let value = try await Chromium.evaluate(page: URL(string: "http://127.0.0.1:\(server.port)/")!, expression: """
            (async () => {
              await window.ready; await playground.select('hero-header'); await playground.scrollTo(120);
              return {curl: playground.curl(), scene: playground.scene};
            })()
            """) as? [String: Any]
        let command = try #require(value?["curl"] as? String)
        #expect(command.hasPrefix("curl -sS -X POST http://127.0.0.1:\(server.port)/v1/frame"))
        let outcome = try await ChildProcess.run("/bin/sh", ["-c", command], timeLimit: .seconds(30))
        await server.stop(gracePeriod: .zero)
        #expect(outcome.status == 0)
        // The phone was scrolled to 120: the command asks for the frame there.
        var scene = try #require(value?["scene"] as? [String: Any])
        scene["offset"] = 120
        let expected = try service.frame(body: Array(try JSONSerialization.data(withJSONObject: scene)))
        #expect(try JSONDecoder().decode(Frame.self, from: Data(outcome.output)) == expected)
    }

    @Test("the timing picker eases every map of a preset's scene, sets progress maps' range and draws the curve")
    func timingPicker() async throws {
        let service = SceneService(presets: SceneService.shippedPresets)
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: Router(service: service, playground: true))
        let value = try await Chromium.evaluate(page: URL(string: "http://127.0.0.1:\(server.port)/")!, expression: """
            (async () => {
              await window.ready; await playground.select('reveal-on-entry'); await playground.settled();
              const before = playground.curve;
              await playground.setTiming('steps(4, jump-end)', 'contain'); await playground.scrollTo(300); await playground.settled();
              const items = [...document.querySelectorAll('#stage [data-sfx-item]')].map(item => Number(getComputedStyle(item).opacity));
              return {before, after: playground.curve, scene: playground.scene, items, status: document.getElementById('status').textContent};
            })()
            """) as? [String: Any]
        await server.stop(gracePeriod: .zero)
        #expect((value?["before"] as? [String: Any])?["text"] as? String == "ease-out")
        let after = try #require(value?["after"] as? [String: Any])
        #expect(after["text"] as? String == "steps(4, jump-end)" && (after["path"] as? String)?.hasPrefix("M") == true)
        let scene = try #require(value?["scene"] as? [String: Any])
        let maps = ((scene["sections"] as? [[String: Any]])?.first?["effects"] as? [[String: Any]]) ?? []
        #expect(maps.count == 2 && maps.allSatisfy { $0["easing"] as? String == "steps(4, jump-end)" && $0["range"] as? String == "contain" })
        // The phone shows the stepped opacities /v1/frame answers for that scene at 300: only quarters.
        var scrolled = scene
        scrolled["offset"] = 300
        let frame = try service.frame(body: Array(try JSONSerialization.data(withJSONObject: scrolled)))
        let levels = Set(frame.sections[0].items.map(\.transform.opacity))
        #expect(levels.isSubset(of: [0, 0.25, 0.5, 0.75, 1]) && levels.count > 1)
        let shown = value?["items"] as? [Double] ?? []
        #expect(!shown.isEmpty && shown.allSatisfy { [0, 0.25, 0.5, 0.75, 1].contains($0) }, "\(shown)")
    }

    @Test("against a server with API keys the page asks for one, then works with it")
    func withAPIKey() async throws {
        let router = Router(service: SceneService(presets: SceneService.shippedPresets), playground: true,
                            access: AccessControl(keys: APIKeys(keys: ["play-key"])))
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: router)
        let result = try await Chromium.evaluate(page: URL(string: "http://127.0.0.1:\(server.port)/")!, expression: """
            (async () => {
              await window.ready;
              const before = document.getElementById('status').textContent;
              const key = document.getElementById('key');
              key.value = 'play-key';
              key.dispatchEvent(new Event('change'));
              for (let tries = 0; tries < 100 && !document.querySelector('#stage [data-sfx-item]'); tries++) {
                await new Promise(resolve => setTimeout(resolve, 50));
              }
              return {before, presets: playground.presets.length, items: document.querySelectorAll('#stage [data-sfx-item]').length};
            })()
            """) as? [String: Any]
        await server.stop(gracePeriod: .zero)
        #expect((result?["before"] as? String)?.contains("401") == true)
        #expect((result?["presets"] as? Int ?? 0) >= 7)
        #expect((result?["items"] as? Int ?? 0) > 0)
    }

    /// The page script of one step: the preset and mode (switched only when they change), the highlight, the scroll.
    static func step(preset: String, mode: String, offset: Double, look: Look) -> String {
        let selector = look.selector.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        return """
            (async () => {
              await window.ready;
              if (window.testCase !== '\(preset)/\(mode)') {
                await playground.select('\(preset)'); await playground.setMode('\(mode)'); window.testCase = '\(preset)/\(mode)';
              }
              playground.highlight('\(selector)');
              await playground.scrollTo(\(offset));
              const viewport = playground.viewport();
              const element = [...document.querySelectorAll('#phone \(selector)')].find(e => e.getClientRects().length);
              const box = element ? element.getBoundingClientRect() : null;
              const clamp = (value, low, length) => Math.round(Math.min(Math.max(value, low + 2), low + length - 2));
              const scan = \(look.alongRow)
                ? {rows: [clamp(box ? box.y + box.height / 2 : 0, viewport.y, viewport.height)]}
                : {columns: [clamp(box ? box.x + box.width / 2 : 0, viewport.x, viewport.width)]};
              return {preset: '\(preset)', mode: '\(mode)', offset: \(offset), viewport, scale: playground.scale, scene: playground.scene,
                      source: playground.source, line: (scan.rows ?? scan.columns)[0], ...scan};
            })()
            """
    }

    /// Where along the scanned line `/v1/frame` puts the painted element, in window pixels (nil if nowhere):
    /// its box after every transform, cut by its item's clip and by the viewport.
    static func expectedSpan(_ step: [String: Any], look: Look, service: SceneService) throws -> ClosedRange<Double>? {
        let scene = try #require(step["scene"] as? [String: Any])
        let offset = try #require(step["offset"] as? Double)
        let viewport = try #require(step["viewport"] as? [String: Double])
        let line = try #require(step["line"] as? Double)
        let request = TimelineStyleSheetBrowserTests.scene(scene, source: step["source"] as? String, at: offset)
        let frame = try service.frame(body: Array(try JSONSerialization.data(withJSONObject: request)))
        let section = try #require(frame.sections.first { $0.id == look.section })
        let item = look.item == "#header" ? (section.header ?? nil)?.element
            : section.items.first { ($0.virtualIndex.map(String.init) ?? $0.id ?? String($0.index)) == look.item }
        guard let item else { return nil }
        // The phone is scaled to fit the window: a point of the scene takes `scale` pixels, depth included.
        let scale = try #require(step["scale"] as? Double)
        let origin = Matrix([scale, 0, 0, 0, 0, scale, 0, 0, 0, 0, scale, 0, viewport["x"]!, viewport["y"]!, 0, 1])
        let itemMatrix = origin.then(Matrix(translation: item.frame.x, item.frame.y)).then(Matrix(item.transform))
        // A carousel turning its items in 3-D is seen from its centre (in window pixels), `perspective` in front of it.
        let spec = (scene["sections"] as? [[String: Any]])?.first { $0["id"] as? String == look.section }
        let eye = item.transform.matrix3d == nil ? nil : (origin: (x: viewport["x"]! + scale * (section.frame.x + section.frame.width / 2),
                                                                   y: viewport["y"]! + scale * (section.frame.y + section.frame.height / 2)),
                                                          distance: scale * (spec?["perspective"] as? Double ?? 500))
        var boxes = [[viewport["x"]!, viewport["y"]!, viewport["width"]!, viewport["height"]!]]
        if let layerID = look.layer {
            let layer = try #require(item.layers.first { $0.id == layerID })
            boxes.append(itemMatrix.then(Matrix(translation: layer.frame.x, layer.frame.y)).then(Matrix(layer.transform))
                .box(width: layer.frame.width, height: layer.frame.height, perspective: eye))
            if let clip = item.clip {
                boxes.append(itemMatrix.then(Matrix(translation: clip.x, clip.y)).box(width: clip.width, height: clip.height, perspective: eye))
            }
        } else {
            boxes.append(itemMatrix.box(width: item.frame.width, height: item.frame.height, perspective: eye))
        }
        // [along, across]: the scanned axis and the other one.
        let (along, across) = look.alongRow ? (0, 1) : (1, 0)
        guard boxes.allSatisfy({ $0[across] <= line && line <= $0[across] + $0[across + 2] }) else { return nil }
        let start = boxes.map { $0[along] }.max()!
        let end = boxes.map { $0[along] + $0[along + 2] }.min()!
        return end - start >= 1 ? start...end : nil
    }
}
