import Logging
import MicroHTTP
import Prometheus
@testable import ScrollFXServer
import TestSupport
import Testing

@Suite("API keys on /v1/*")
struct APIKeysTests {
    static let key = "sfx_live_4f9a2c7e1b"

    private func frameRequest(authorization: String?) -> HTTPRequest {
        var request = post("/v1/frame", exampleScene)
        if let authorization { request.headers.add(name: "Authorization", value: authorization) }
        return request
    }

    @Test("digests: SHA-256 of the key's bytes, read back from 64 hex digits")
    func digests() {
        // printf %s abc | sha256sum
        let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        #expect(APIKeys.hex(APIKeys.digest("abc")) == abc)
        #expect(APIKeys.digest(hex: abc.uppercased()) == APIKeys.digest("abc"))
        #expect(APIKeys.digest(hex: String(abc.dropLast())) == nil && APIKeys.digest(hex: String(abc.dropLast()) + "g") == nil)
    }

    @Test("no keys configured: /v1/* is open")
    func open() {
        #expect(Router().respond(to: frameRequest(authorization: nil)).status == 200)
    }

    @Test("keys configured: 401 with WWW-Authenticate without or with a wrong key, 200 with a right one")
    func required() throws {
        let router = Router(access: AccessControl(keys: APIKeys(keys: [Self.key, "second key"])))
        let missing = router.respond(to: frameRequest(authorization: nil))
        #expect(missing.status == 401)
        #expect(missing.headers["Content-Type"] == "application/problem+json")
        #expect(missing.headers["WWW-Authenticate"] == #"Bearer realm="scrollfx""#)
        for wrong in ["Bearer \(Self.key)x", "Bearer ", "Basic \(Self.key)", Self.key, "Bearer sfx_live_4f9a2c7e1"] {
            let refused = router.respond(to: frameRequest(authorization: wrong))
            #expect(refused.status == 401, "\(wrong)")
        }
        #expect(router.respond(to: frameRequest(authorization: "Bearer sfx_live_4f9a2c7e1bx")).headers["WWW-Authenticate"]?.contains("invalid_token") == true)
        #expect(router.respond(to: frameRequest(authorization: "Bearer \(Self.key)")).status == 200)
        #expect(router.respond(to: frameRequest(authorization: "bearer second key")).status == 200)
        // Only digests are kept: the same keys given as digests behave the same.
        let byDigest = Router(access: AccessControl(keys: APIKeys(digests: [APIKeys.digest(Self.key)])))
        #expect(byDigest.respond(to: frameRequest(authorization: "Bearer \(Self.key)")).status == 200)
    }

    @Test("decided at the head: a wrong key is refused there as problem+json (logged once); a right one takes its token there, not again")
    func atTheHead() throws {
        let log = CapturedLog()
        let limiter = RateLimiter(rate: 0.001, burst: 3)
        let router = Router(logger: Logger(label: "test") { _ in log }, access: AccessControl(keys: APIKeys(keys: [Self.key]), limiter: limiter))
        var head = frameRequest(authorization: "Bearer wrong")
        head.body = []
        guard case .refused(let refusal) = router.admit(head) else { Issue.record("a wrong key was admitted"); return }
        #expect(refusal.status == 401 && refusal.headers["Content-Type"] == "application/problem+json")
        #expect(refusal.headers["X-Content-Type-Options"] == "nosniff" && refusal.headers["X-Request-Id"] != nil)
        #expect(log.all.count == 1)

        head.headers["Authorization"] = "Bearer \(Self.key)"
        guard case .admitted(let fields, let client) = router.admit(head) else { Issue.record("the right key was refused"); return }
        // Its body takes its key's share of the transport's body buffers.
        #expect(fields["RateLimit-Remaining"] == "2" && client == "key 0")
        var request = frameRequest(authorization: "Bearer \(Self.key)")
        request.admission = fields
        for _ in 0..<3 {
            // Admitted at its head, the request is answered with the head's fields and takes no further token.
            let answer = router.respond(to: request)
            #expect(answer.status == 200 && answer.headers["RateLimit-Remaining"] == "2")
        }
        // A request built by hand is admitted by the router itself: two tokens were left.
        request.admission = nil
        #expect(router.respond(to: request).headers["RateLimit-Remaining"] == "1")
        #expect(log.all.count == 5)
    }

    @Test("health, readiness, the OpenAPI document, the playground and preflights need no key")
    func openEndpoints() {
        let router = Router(playground: true, access: AccessControl(cors: CORSPolicy(origins: ["*"]), keys: APIKeys(keys: [Self.key])))
        for path in ["/healthz", "/readyz", "/openapi.json", "/"] {
            #expect(router.respond(to: HTTPRequest(method: "GET", path: path)).status == 200, "\(path)")
        }
        let preflight = HTTPRequest(method: "OPTIONS", path: "/v1/frame", headers: [
            "Origin": "https://a.example.com", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization",
        ])
        #expect(router.respond(to: preflight).status == 204)
    }

    @Test("with keys on, the API port's /metrics needs one too; without keys it is open; turned off, it is not there")
    func metricsNeedAKey() {
        let exposition = ServiceMetrics(registry: PrometheusCollectorRegistry(), readiness: Readiness())
        let metrics = HTTPRequest(method: "GET", path: "/metrics")
        var authorized = metrics
        authorized.headers.add(name: "Authorization", value: "Bearer \(Self.key)")
        let router = Router(exposition: exposition, access: AccessControl(cors: CORSPolicy(origins: ["*"]), keys: APIKeys(keys: [Self.key])))
        #expect(router.respond(to: metrics).status == 401)
        #expect(router.respond(to: authorized).status == 200)
        #expect(Router(exposition: exposition).respond(to: metrics).status == 200)
        #expect(Router(exposition: nil).respond(to: metrics).status == 404)
    }

    @Test("paths are matched once decoded: /%6detrics is /metrics, and needs the key over a live socket too")
    func decodedOnce() async throws {
        let exposition = ServiceMetrics(registry: PrometheusCollectorRegistry(), readiness: Readiness())
        let router = Router(exposition: exposition, access: AccessControl(keys: APIKeys(keys: [Self.key])))
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: router)
        for path in ["/metrics", "/%6detrics", "/%6Detrics"] {
            #expect(try RawHTTPConnection(port: server.port).request("GET", path).status == 401, "\(path)")
            #expect(try RawHTTPConnection(port: server.port).request("GET", path, headers: [("Authorization", "Bearer \(Self.key)")]).status == 200)
        }
        // Decoded once: %256d is the path "/%6detrics", which no route has.
        #expect(try RawHTTPConnection(port: server.port).request("GET", "/%256detrics", headers: [("Authorization", "Bearer \(Self.key)")]).status == 404)
        await server.stop(gracePeriod: .zero)
    }

    @Test("the key never reaches the log, right or wrong")
    func neverLogged() {
        let log = CapturedLog()
        let router = Router(logger: Logger(label: "test") { _ in log }, access: AccessControl(keys: APIKeys(keys: [Self.key])))
        _ = router.respond(to: frameRequest(authorization: "Bearer \(Self.key)"))
        _ = router.respond(to: frameRequest(authorization: "Bearer \(Self.key)-wrong"))
        _ = router.respond(to: frameRequest(authorization: nil))
        #expect(log.all.count == 3)
        for line in log.all {
            #expect(!"\(line.message) \(line.metadata)".contains("sfx_live"))
        }
    }
}
