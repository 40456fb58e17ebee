import MicroHTTP
@testable import ScrollFXServer
import Testing

@Suite("CORS: which origins' pages may call the API")
struct CORSPolicyTests {
    let router = Router(access: AccessControl(cors: CORSPolicy(origins: ["https://app.example.org", "https://*.example.com"], maxAgeSeconds: 300)))

    private func request(_ method: String, _ path: String, origin: String?, _ extra: [(String, String)] = []) -> HTTPRequest {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        if let origin { headers.add(name: "Origin", value: origin) }
        for (name, value) in extra { headers.add(name: name, value: value) }
        return HTTPRequest(method: method, path: path, headers: headers, body: method == "POST" ? Array(exampleScene.utf8) : [])
    }

    @Test("exact origins, subdomain wildcards and an explicit * match; nothing else does", arguments: [
        ("https://app.example.org", true), ("HTTPS://APP.EXAMPLE.ORG", true), ("https://a.example.com", true),
        ("https://a.b.example.com", true), ("https://example.com", false), ("http://a.example.com", false),
        ("https://a.example.com:8443", false), ("https://evil-example.com", false), ("https://a.example.com.evil.net", false),
        ("https://app.example.org.evil.net", false), ("null", false), ("", false),
    ])
    func matching(origin: String, allowed: Bool) {
        let policy = CORSPolicy(origins: ["https://app.example.org", "https://*.example.com"])
        #expect(policy.allows(origin) == allowed)
        #expect(CORSPolicy(origins: ["*"]).allows(origin))
        #expect(!CORSPolicy(origins: []).allows(origin))
    }

    @Test("configured origins must be origins: scheme://host[:port], a scheme://*.domain wildcard, or *", arguments: [
        ("https://a.example.com", true), ("http://127.0.0.1:8080", true), ("https://*.example.com", true),
        ("https://[::1]:3000", true), ("example.com", false), ("https://a.example.com/path", false), ("https://*", false),
    ])
    func patterns(text: String, valid: Bool) {
        #expect(CORSPolicy.isOriginPattern(text) == valid)
    }

    @Test("a preflight from an allowed origin: 204 with the origin, methods, headers, max age and Vary")
    func preflightAllowed() {
        let response = router.respond(to: request("OPTIONS", "/v1/frame", origin: "https://shop.example.com", [
            ("Access-Control-Request-Method", "POST"), ("Access-Control-Request-Headers", "content-type, authorization"),
        ]))
        #expect(response.status == 204)
        #expect(response.headers["Access-Control-Allow-Origin"] == "https://shop.example.com")
        #expect(response.headers["Access-Control-Allow-Methods"] == "POST, OPTIONS")
        #expect(response.headers["Access-Control-Allow-Headers"] == "Accept, Authorization, Content-Type, traceparent, tracestate")
        #expect(response.headers["Access-Control-Max-Age"] == "300")
        #expect(response.headers["Vary"]?.contains("Origin") == true)
        #expect(response.headers.values(for: "Vary").count == 1)
    }

    @Test("a preflight's requested headers are never echoed: 5,000 bytes, markup and ESC get the fixed list")
    func preflightNoEcho() {
        let hostile = String(repeating: "x-a", count: 1_600) + "<script>\u{1B}[2J"
        let response = router.respond(to: request("OPTIONS", "/v1/frame", origin: "https://shop.example.com", [
            ("Access-Control-Request-Method", "POST"), ("Access-Control-Request-Headers", hostile),
        ]))
        #expect(response.headers["Access-Control-Allow-Headers"] == CORSPolicy.allowedRequestHeaders)
        #expect(!response.headers.values(for: "Access-Control-Allow-Headers").contains { $0.contains("script") })
    }

    @Test("a preflight from another origin gets no CORS field, so the browser refuses")
    func preflightRefused() {
        let response = router.respond(to: request("OPTIONS", "/v1/frame", origin: "https://evil.net", [("Access-Control-Request-Method", "POST")]))
        #expect(response.status == 204)
        #expect(response.headers["Access-Control-Allow-Origin"] == nil && response.headers["Access-Control-Allow-Methods"] == nil)
        #expect(response.headers["Vary"]?.contains("Origin") == true)
    }

    @Test("answers to an allowed origin carry its CORS fields, errors included; others carry Vary only")
    func simpleRequests() {
        let ok = router.respond(to: request("POST", "/v1/frame", origin: "https://app.example.org"))
        #expect(ok.status == 200)
        #expect(ok.headers["Access-Control-Allow-Origin"] == "https://app.example.org")
        #expect(ok.headers["Access-Control-Expose-Headers"]?.contains("X-Request-Id") == true)
        #expect(ok.headers["Vary"] == "Origin")
        var bad = request("POST", "/v1/frame", origin: "https://app.example.org")
        bad.body = Array("{}".utf8)
        let problem = router.respond(to: bad)
        #expect(problem.status == 422 && problem.headers["Access-Control-Allow-Origin"] == "https://app.example.org")
        let notFound = router.respond(to: request("GET", "/nowhere", origin: "https://app.example.org"))
        #expect(notFound.status == 404 && notFound.headers["Access-Control-Allow-Origin"] == "https://app.example.org")
        let other = router.respond(to: request("POST", "/v1/frame", origin: "https://evil.net"))
        #expect(other.status == 200 && other.headers["Access-Control-Allow-Origin"] == nil && other.headers["Vary"] == "Origin")
        let noOrigin = router.respond(to: request("POST", "/v1/frame", origin: nil))
        #expect(noOrigin.headers["Access-Control-Allow-Origin"] == nil)
    }

    @Test("without an allow-list nothing changes: no CORS field, no Vary")
    func disabled() {
        let response = Router().respond(to: request("POST", "/v1/frame", origin: "https://app.example.org"))
        #expect(response.headers["Access-Control-Allow-Origin"] == nil && response.headers["Vary"] == nil)
        let preflight = Router().respond(to: request("OPTIONS", "/v1/frame", origin: "https://a.example.com", [("Access-Control-Request-Method", "POST")]))
        #expect(preflight.status == 204 && preflight.headers["Access-Control-Allow-Origin"] == nil)
    }
}
