import MicroHTTP
import Prometheus
@testable import ScrollFXServer
import Testing

@Suite("request metrics")
struct RequestMetricsTests {
    @Test("requests are counted by method, route template and status with OpenTelemetry names; refusals by reason")
    func httpMetrics() {
        let registry = PrometheusCollectorRegistry()
        let router = Router(metrics: RequestMetrics(registry: registry))
        _ = router.respond(to: post("/v1/frame", exampleScene))
        _ = router.respond(to: post("/v1/frame", exampleScene))
        _ = router.respond(to: HTTPRequest(method: "GET", path: "/nowhere"))
        _ = router.respond(to: HTTPRequest(method: "BREW", path: "/v1/frame"))
        _ = router.reject(HTTPRequest(method: "POST", path: "/v1/frame"), because: .bodyTooLarge(limit: 1))
        let text = registry.emitToString()
        let ok = #"{http_request_method="POST",http_route="/v1/frame",http_response_status_code="200"}"#
        #expect(text.contains("http_server_request_duration_seconds_count\(ok) 2"))
        #expect(text.contains(#"http_server_request_duration_seconds_bucket{http_request_method="POST",http_route="/v1/frame",http_response_status_code="200",le="10.0"} 2"#))
        #expect(text.contains(#"http_server_request_body_size_bytes_sum{http_request_method="POST",http_route="/v1/frame"} \#(2 * exampleScene.utf8.count)"#))
        #expect(text.contains(#"http_server_request_duration_seconds_count{http_request_method="GET",http_route="",http_response_status_code="404"} 1"#))
        #expect(text.contains(#"http_request_method="_OTHER""#))
        #expect(text.contains(#"scrollfx_rejected_requests_total{reason="not_found"} 1"#))
        #expect(text.contains(#"scrollfx_rejected_requests_total{reason="body_too_large"} 1"#))
        #expect(text.contains(#"scrollfx_rejected_requests_total{reason="not_implemented"} 1"#))
        #expect(!text.contains(#"reason="other""#))
    }
}
