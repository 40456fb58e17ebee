import MicroHTTP
import Prometheus
@testable import ScrollFXServer
import Testing

@Suite("request metrics")
struct RequestMetricsTests {
    @Test("requests are counted by method, route template and status with OpenTelemetry names; refusals by reason")
    func httpMetrics() {
        let registry = PrometheusCollectorRegistry()
        let metrics = RequestMetrics(registry: registry)
        let router = Router(metrics: metrics)
        _ = router.respond(to: post("/v1/frame", exampleScene))
        _ = router.respond(to: post("/v1/frame", exampleScene))
        _ = router.respond(to: HTTPRequest(method: "GET", path: "/nowhere"))
        _ = router.respond(to: HTTPRequest(method: "BREW", path: "/v1/frame"))
        _ = router.reject(HTTPRequest(method: "POST", path: "/v1/frame"), because: .bodyTooLarge(limit: 1))
        metrics.flush()
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

    @Test("requests recorded by several workers at once, in batches and part batches, are all counted once flushed")
    func workersShards() async {
        let registry = PrometheusCollectorRegistry()
        let metrics = RequestMetrics(registry: registry, workers: 2)
        // Five threads over two workers' shards and the shared one: full batches recorded on the way, the rest at the flush.
        let perThread = RequestMetrics.batch * 3 + 17
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<5 {
                group.addTask {
                    for index in 0..<perThread {
                        metrics.record(method: "GET", route: index % 2 == 0 ? "/healthz" : nil, status: index % 2 == 0 ? 200 : 404,
                                       duration: .microseconds(10), requestBytes: 3, responseBytes: 5, worker: thread < 4 ? thread : nil)
                    }
                }
            }
        }
        metrics.flush()
        let text = registry.emitToString()
        let ok = 5 * ((perThread + 1) / 2), missing = 5 * (perThread / 2)
        #expect(text.contains(#"http_server_request_duration_seconds_count{http_request_method="GET",http_route="/healthz",http_response_status_code="200"} \#(ok)"#))
        #expect(text.contains(#"http_server_request_duration_seconds_count{http_request_method="GET",http_route="",http_response_status_code="404"} \#(missing)"#))
        #expect(text.contains(#"http_server_response_body_size_bytes_sum{http_request_method="GET",http_route="/healthz"} \#(5 * ok)"#))
        #expect(text.contains(#"scrollfx_rejected_requests_total{reason="not_found"} \#(missing)"#))
        // A second flush records nothing twice.
        metrics.flush()
        #expect(registry.emitToString() == text)
    }
}
