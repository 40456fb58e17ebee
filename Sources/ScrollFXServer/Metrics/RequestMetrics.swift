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
///
/// Each worker thread keeps its own shard: the instruments it has used (made once per label set) and the
/// requests it has answered since they were last recorded, at most ``batch``. So the workers share no lock and
/// no reference count per request (each Prometheus histogram has its own lock, which a request per worker would
/// otherwise take three times); a shard records its batch when it is full, and ``flush()``, which `GET /metrics`
/// calls before it renders, records every shard's.
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

    /// One answered request, by the index of its instruments in its shard.
    private struct Observation {
        var instruments: Int
        var duration: Duration
        var requestBytes: Int
        var responseBytes: Int
    }

    /// A worker's instruments and what it has not yet recorded in them.
    private final class Shard: Sendable {
        struct State {
            var instruments: [Instruments] = []
            var index: [Key: Int] = [:]
            var pending: [Observation] = []

            /// Records every pending observation in its instruments.
            mutating func record() {
                for observation in pending {
                    let made = instruments[observation.instruments]
                    made.duration.record(duration: observation.duration)
                    made.requestSize.record(observation.requestBytes)
                    made.responseSize.record(observation.responseBytes)
                    made.rejected?.increment()
                }
                pending.removeAll(keepingCapacity: true)
            }
        }

        let state = Mutex(State())
    }

    /// How many requests a shard holds before it records them.
    static let batch = 256

    private let factory: PrometheusMetricsFactory
    /// The shared shard (requests no worker names) first, then one per worker.
    private let shards: [Shard]

    /// Metrics registered in `registry`, with shards for `workers` worker threads (those beyond share them by number).
    public init(registry: PrometheusCollectorRegistry, workers: Int = HTTPServerConfiguration.onlineCores) {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10]
            .map { Duration.seconds($0) }
        factory.defaultValueHistogramBuckets = [100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]
        self.factory = factory
        shards = (0...max(workers, 1)).map { _ in Shard() }
    }

    /// Records one answered request in the shard of `worker` (the shared one when nil); `method` as
    /// ``RouteTable/reported(_:)`` gives it.
    func record(method: String, route: String?, status: Int, duration: Duration, requestBytes: Int, responseBytes: Int, worker: Int?) {
        let key = Key(method: method, route: route ?? "", status: status)
        let shard = shards[worker.map { 1 + ($0 & Int.max) % (shards.count - 1) } ?? 0]
        shard.state.withLock { state in
            let instruments = state.index[key] ?? {
                state.instruments.append(make(key))
                state.index[key] = state.instruments.count - 1
                return state.instruments.count - 1
            }()
            if state.pending.isEmpty { state.pending.reserveCapacity(Self.batch) }
            state.pending.append(Observation(instruments: instruments, duration: duration, requestBytes: requestBytes, responseBytes: responseBytes))
            if state.pending.count >= Self.batch { state.record() }
        }
    }

    /// Records what every shard holds, so that the registry shows every request answered so far.
    public func flush() {
        for shard in shards { shard.state.withLock { $0.record() } }
    }

    /// Records a connection the transport closed without an answer, by why, or a body it refused room (whose 503 is
    /// counted by its status too), by which limit (rare events: the counter is looked up).
    public func refused(_ refusal: HTTPRefusal) {
        let (label, dimension) = refusal.isBufferRefusal ? ("scrollfx_body_buffer_refusals_total", "limit") : ("scrollfx_rejected_requests_total", "reason")
        CoreMetrics.Counter(label: label, dimensions: [(dimension, refusal.rawValue)], factory: factory).increment()
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
        case 411: "length_required"
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
