import Metrics
import MicroHTTP
import Prometheus
import Synchronization

/// The OpenTelemetry HTTP server metrics of one listener, through swift-metrics into a Prometheus registry.
///
/// `http_server_request_duration_seconds` (histogram, OpenTelemetry's advised buckets) and the request and
/// response body sizes, by `http_request_method` (unknown methods as `_OTHER`), `http_route` (the route
/// template, empty when none matched) and `http_response_status_code`; `scrollfx_rejected_requests_total`
/// by `reason` for every 4xx and 5xx, and for connections the transport closed unanswered (``refused(_:)``).
/// Metric objects are made once per label set and reused.
public final class RequestMetrics: Sendable {
    private struct Key: Hashable {
        var method: String
        var route: String
        var status: Int
    }

    private struct Instruments {
        var duration: CoreMetrics.Timer
        var requestSize: CoreMetrics.Recorder
        var responseSize: CoreMetrics.Recorder
        var rejected: CoreMetrics.Counter?
    }

    private let factory: PrometheusMetricsFactory
    private let instruments = Mutex<[Key: Instruments]>([:])

    /// Metrics registered in `registry`.
    public init(registry: PrometheusCollectorRegistry) {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10]
            .map { Duration.seconds($0) }
        factory.defaultValueHistogramBuckets = [100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]
        self.factory = factory
    }

    /// Records one answered request.
    func record(method: String, route: String?, status: Int, duration: Duration, requestBytes: Int, responseBytes: Int) {
        let key = Key(method: RouteTable.reported(method), route: route ?? "", status: status)
        let recorded = instruments.withLock { cache in
            if let existing = cache[key] { return existing }
            let made = make(key)
            cache[key] = made
            return made
        }
        recorded.duration.record(duration: duration)
        recorded.requestSize.record(requestBytes)
        recorded.responseSize.record(responseBytes)
        recorded.rejected?.increment()
    }

    /// Records a connection the transport closed without an answer, by why (a rare event: the counter is looked up).
    public func refused(_ refusal: HTTPRefusal) {
        CoreMetrics.Counter(label: "scrollfx_rejected_requests_total", dimensions: [("reason", refusal.rawValue)], factory: factory).increment()
    }

    private func make(_ key: Key) -> Instruments {
        let labels = [("http_request_method", key.method), ("http_route", key.route), ("http_response_status_code", "\(key.status)")]
        let sizeLabels = Array(labels.prefix(2))
        return Instruments(
            duration: CoreMetrics.Timer(label: "http_server_request_duration_seconds", dimensions: labels, preferredDisplayUnit: .seconds, factory: factory),
            requestSize: CoreMetrics.Recorder(label: "http_server_request_body_size_bytes", dimensions: sizeLabels, aggregate: true, factory: factory),
            responseSize: CoreMetrics.Recorder(label: "http_server_response_body_size_bytes", dimensions: sizeLabels, aggregate: true, factory: factory),
            rejected: key.status >= 400
                ? CoreMetrics.Counter(label: "scrollfx_rejected_requests_total", dimensions: [("reason", Self.reason(key.status))], factory: factory) : nil
        )
    }

    /// Why a request was refused, by its status.
    static func reason(_ status: Int) -> String {
        switch status {
        case 400: "malformed"
        case 404: "not_found"
        case 405: "method_not_allowed"
        case 406: "not_acceptable"
        case 413: "body_too_large"
        case 415: "unsupported_media_type"
        case 422: "invalid_request"
        case 501: "not_implemented"
        case 503: "unavailable"
        case 500...: "server_error"
        default: "other"
        }
    }
}
