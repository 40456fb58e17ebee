import Crypto
import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import TestSupport
import Testing

/// The documents the service serves carry a Content-Security-Policy that admits exactly their own inline parts, and
/// still work under it in Chromium, WebKit and Firefox, with no violation reported.
@Suite("Content-Security-Policy of the playground, timeline pages and previews", .serialized)
struct ContentSecurityPolicyTests {
    /// `'sha256-…'` of `text`, computed here independently of the policy's own scanner.
    static func hash(_ text: String) -> String { "'sha256-\(Data(SHA256.hash(data: Array(text.utf8))).base64EncodedString())'" }

    @Test("the playground's inline scripts and styles are found as a browser finds them; script sources and JSON data blocks need no hash")
    func inlineParts() {
        let page = #"<style id="a">b{}</style><script src="/x.js"></script><script type="application/json">{"<":1}</script>"#
            + "<script type=\"module\">\nrun()</script><stylex><scripts>"
        let bytes = Array(page.utf8)
        #expect(ContentSecurityPolicy.inline("script", in: bytes) == ["\nrun()"] && ContentSecurityPolicy.inline("style", in: bytes) == ["b{}"])
        let policy = ContentSecurityPolicy.policy(scripts: ["\nrun()"], styles: ["b{}"], fetches: false)
        #expect(policy == "default-src 'none'; script-src \(Self.hash("\nrun()")); style-src \(Self.hash("b{}")); "
                + "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        #expect(ContentSecurityPolicy.policy(fetches: false).hasPrefix("default-src 'none'; script-src 'none'; style-src 'none'"))
    }

    @Test("a timeline page's policy names the writer's own script and styles, in its header and in its meta element, and nothing an id slipped in")
    func pageFromWriter() throws {
        let page = HTMLDocument(text: "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<script>evil()</script>",
                                scripts: ["\nplay()"], styles: ["\nb{}"])
        let (text, policy) = ContentSecurityPolicy.page(page)
        #expect(policy == "default-src 'none'; script-src \(Self.hash("\nplay()")); style-src \(Self.hash("\nb{}")); style-src-attr 'unsafe-inline'; "
                + "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        #expect(!policy.contains(Self.hash("evil()")))
        let meta = policy.replacing("; frame-ancestors 'none'", with: "")
        #expect(text == "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"\(meta)\">\n<script>evil()</script>")
    }

    @Test("the playground: its own origin, its script and style by hash, never framed; no 'unsafe-inline'")
    func playground() throws {
        let answer = Router(playground: true).respond(to: HTTPRequest(method: "GET", path: "/"))
        let policy = try #require(answer.headers["Content-Security-Policy"])
        let page = String(decoding: answer.body, as: UTF8.self)
        let script = try #require(page.firstRange(of: "<script>").flatMap { open in page[open.upperBound...].firstRange(of: "</script>").map { page[open.upperBound..<$0.lowerBound] } })
        #expect(policy.contains("script-src 'self' \(Self.hash(String(script)))"))
        #expect(policy.contains("default-src 'self'") && policy.contains("frame-ancestors 'none'") && !policy.contains("unsafe"))
    }

    @Test("the playground works under its policy: every preset, live and compiled, with no violation", arguments: Engine.allCases)
    func playgroundInBrowsers(_ engine: Engine) async throws {
        let service = SceneService(presets: SceneService.shippedPresets)
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: Router(service: service, playground: true))
        let expression = """
            (async () => {
              await window.ready;
              const seen = {};
              for (const name of playground.presets) {
                await playground.select(name);
                for (const mode of ['live', 'compiled']) {
                  await playground.setMode(mode);
                  await playground.settled();
                  const root = mode === 'live' ? '#stage' : '#compiledRoot';
                  const items = [...document.querySelectorAll(`${root} [data-sfx-item]`)];
                  seen[`${name}/${mode}`] = {items: items.length, indexed: items.filter(item => item.style.getPropertyValue('--sfx-index') !== '').length};
                }
              }
              return {seen, legend: getComputedStyle(document.querySelector('.swatch')).backgroundColor, sheets: document.adoptedStyleSheets.length};
            })()
            """
        let value = try await Browsers.evaluateUnderPolicy(engine, page: "http://127.0.0.1:\(server.port)/", expression: expression, timeoutSeconds: 180)
        await server.stop(gracePeriod: .zero)
        let result = try #require(value as? [String: Any])
        let seen = try #require(result["seen"] as? [String: [String: Int]])
        #expect(seen.count == 2 * service.presets.count, "\(engine): \(seen.keys.sorted())")
        for (step, counts) in seen {
            #expect(counts["items", default: 0] > 0, "\(engine) \(step): no items")
            // The compiled page's items keep their index, set through the CSSOM.
            if step.hasSuffix("compiled") { #expect(counts["indexed"] == counts["items"], "\(engine) \(step): \(counts)") }
        }
        #expect(result["legend"] as? String == "rgb(223, 229, 238)" && result["sheets"] as? Int == 3, "\(engine): \(result)")
    }

    /// 100,000 rows 10 high, the page started at offset 50,000: the player renders the rows around row 5,000.
    static let longList = #"""
        {"viewport": {"width": 390, "height": 844}, "offset": 50000,
         "sections": [{"id": "rows", "kind": "list", "count": 100000, "itemSize": {"height": 10},
                       "layers": [{"id": "grain", "effects": [{"type": "parallax", "rate": 0.5}]}]}]}
        """#

    @Test("a timeline page works under its policy: the player's module runs, its sheets and the items' indexes apply", arguments: Engine.allCases)
    func timelinePageInBrowsers(_ engine: Engine) async throws {
        let request = HTTPRequest(method: "POST", path: "/v1/timeline", headers: ["Content-Type": "application/json", "Accept": "text/html"],
                                  body: Array(#"{"scene": \#(Self.longList)}"#.utf8))
        let response = try routerWithPresets().respond(to: request)
        try #require(response.status == 200)
        let policy = try #require(response.headers["Content-Security-Policy"])
        #expect(policy.hasPrefix("default-src 'none'; script-src 'sha256-") && policy.contains("style-src-attr 'unsafe-inline'"))
        // The page's meta element states the same policy (but frame-ancestors, which a meta element cannot set); the
        // browser applies both.
        let meta = "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy.replacing("; frame-ancestors 'none'", with: ""))\">\n"
        #expect(String(decoding: response.body, as: UTF8.self).firstRange(of: meta) != nil)
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-csp-\(UUID().uuidString).html")
        try Data(response.body).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        let expression = """
            (async () => {
              await new Promise(resolve => setTimeout(resolve, 200));
              const scene = document.querySelector('[data-sfx-scene]');
              const indices = [...document.querySelectorAll('[data-sfx-item]')].map(item => Number(item.style.getPropertyValue('--sfx-index')));
              return {offset: scene.scrollTop, rendered: indices.includes(5000), margin: getComputedStyle(document.body).marginTop};
            })()
            """
        let measured = try #require(try await Browsers.evaluateUnderPolicy(engine, page: page.path, policy: policy, expression: expression) as? [String: Any])
        // start() scrolled to the scene's offset and rendered the rows there: the module ran, the indexes applied.
        #expect(abs((measured["offset"] as? Double ?? 0) - 50_000) < 0.5, "\(engine): \(measured)")
        #expect(measured["rendered"] as? Bool == true, "\(engine): \(measured)")
        #expect(measured["margin"] as? String == "0px", "\(engine): the page's own sheet applies")
    }

    @Test("a preview's policy admits its one style element and nothing else")
    func preview() throws {
        let scene = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "l", "kind": "list", "count": 3, "itemSize": {"height": 100}}]}"#
        let response = Router().respond(to: HTTPRequest(method: "POST", path: "/v1/preview", headers: ["Content-Type": "application/json"],
                                                        body: Array(scene.utf8)))
        try #require(response.status == 200)
        let svg = String(decoding: response.body, as: UTF8.self)
        let style = try #require(svg.firstRange(of: "<style>").flatMap { open in svg[open.upperBound...].firstRange(of: "</style>").map { svg[open.upperBound..<$0.lowerBound] } })
        #expect(response.headers["Content-Security-Policy"] == "default-src 'none'; script-src 'none'; style-src \(Self.hash(String(style))); "
                + "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
    }
}
