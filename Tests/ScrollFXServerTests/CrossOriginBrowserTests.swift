import Foundation
import Logging
import MicroHTTP
@testable import ScrollFXServer
import Synchronization
import TestSupport
import Testing

/// A page served from one origin calls ScrollFX on another, in headless Chromium: preflight, key and
/// rate limit as a real browser sees them, and a server that does not list the origin stays unreadable.
@Suite("cross-origin calls from a real browser")
struct CrossOriginBrowserTests {
    @Test("a page on an allowed origin reads frames, 401s and 429s; another server keeps it out")
    func pageOnAnotherOrigin() async throws {
        // The page's server comes first: its origin goes into ScrollFX's allow-list.
        let ports = Mutex<(allowing: Int, refusing: Int)>((0, 0))
        let page = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: Router(routes: [
            ("GET", "/", { _ in
                let (allowing, refusing) = ports.withLock { $0 }
                return HTTPResponse(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"],
                                    body: Array(Self.page(allowing: allowing, refusing: refusing).utf8))
            }),
        ], logger: Logger(label: "page")))
        let origin = "http://127.0.0.1:\(page.port)"
        let allowing = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: Router(access: AccessControl(
            cors: CORSPolicy(origins: ["https://app.example.org", origin]), keys: APIKeys(keys: ["browser-key"]),
            limiter: RateLimiter(rate: 0.01, burst: 3)
        )))
        let refusing = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: Router(access: AccessControl(
            cors: CORSPolicy(origins: ["https://app.example.org"])
        )))
        ports.withLock { $0 = (allowing.port, refusing.port) }

        let results = try #require(try await Chromium.evaluate(page: URL(string: origin + "/")!, expression: "window.run()") as? [String: Any])
        let ok = try #require(results["ok"] as? [String: Any])
        #expect(ok["status"] as? Int == 200)
        #expect((ok["items"] as? Int ?? 0) > 0)
        #expect((ok["requestId"] as? String)?.isEmpty == false)
        #expect(ok["remaining"] as? String == "2")
        let wrongKey = try #require(results["wrongKey"] as? [String: Any])
        #expect(wrongKey["status"] as? Int == 401 && wrongKey["title"] as? String == "Unauthorized")
        #expect((wrongKey["authenticate"] as? String)?.hasPrefix("Bearer") == true)
        let flood = try #require(results["flood"] as? [[String: Any]])
        #expect(flood.map { $0["status"] as? Int } == [200, 200, 429])
        #expect(flood.last?["retryAfter"] as? String != nil)
        let refused = try #require(results["refused"] as? [String: Any])
        #expect(refused["status"] == nil && (refused["error"] as? String)?.contains("TypeError") == true)

        for server in [page, allowing, refusing] { await server.stop(gracePeriod: .zero) }
    }

    /// The page: `window.run()` calls the two ScrollFX servers and reports what its script could read.
    static func page(allowing: Int, refusing: Int) -> String {
        """
        <!doctype html><meta charset="utf-8"><title>another origin</title><script>
        const scene = \(exampleScene);
        async function call(port, key) {
          try {
            const headers = { "Content-Type": "application/json" };
            if (key) headers.Authorization = `Bearer ${key}`;
            const response = await fetch(`http://127.0.0.1:${port}/v1/frame`, { method: "POST", headers, body: JSON.stringify(scene) });
            const body = await response.json();
            return { status: response.status, title: body.title, items: body.sections?.[0]?.items?.length,
                     requestId: response.headers.get("X-Request-Id"), remaining: response.headers.get("RateLimit-Remaining"),
                     retryAfter: response.headers.get("Retry-After"), authenticate: response.headers.get("WWW-Authenticate") };
          } catch (error) {
            return { error: String(error) };
          }
        }
        window.run = async () => ({
          ok: await call(\(allowing), "browser-key"),
          wrongKey: await call(\(allowing), "not-the-key"),
          flood: [await call(\(allowing), "browser-key"), await call(\(allowing), "browser-key"), await call(\(allowing), "browser-key")],
          refused: await call(\(refusing), null),
        });
        </script>
        """
    }
}
