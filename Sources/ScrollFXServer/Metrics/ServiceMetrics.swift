import MicroHTTP
import Prometheus
import Synchronization

/// What `GET /metrics` (on both listeners) reports, in the Prometheus text format.
///
/// Gauges are read when scraped: the listeners' requests and connections,
/// readiness, and the process's memory, CPU time and descriptors from `/proc`.
public final class ServiceMetrics: Sendable {
    /// The content type Prometheus (3 included) accepts for the text format.
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    private let registry: PrometheusCollectorRegistry
    private let activeRequests: Gauge
    private let connections: Gauge
    private let ready: Gauge
    private let residentMemory: Gauge
    private let cpuSeconds: Gauge
    private let openDescriptors: Gauge
    private let sample = Mutex<@Sendable () -> (requests: Int, connections: Int)>({ (0, 0) })
    private let readiness: Readiness
    private let requests: RequestMetrics?

    /// Metrics of `registry`, which ``RequestMetrics`` and ``EngineMetrics`` may share; `requests`, when given, is
    /// flushed before each scrape so that it shows every request answered so far.
    public init(registry: PrometheusCollectorRegistry, readiness: Readiness, requests: RequestMetrics? = nil) {
        self.registry = registry
        self.readiness = readiness
        self.requests = requests
        activeRequests = Self.gauge("http_server_active_requests", "Requests of the API listener being answered.", in: registry)
        connections = Self.gauge("scrollfx_http_connections", "Open connections of the API listener, idle ones included.", in: registry)
        ready = Self.gauge("scrollfx_ready", "1 while the instance accepts work, 0 while it drains.", in: registry)
        residentMemory = Self.gauge("process_resident_memory_bytes", "Resident memory size in bytes.", in: registry)
        cpuSeconds = Self.gauge("process_cpu_seconds_total", "User and system CPU time spent, in seconds.", in: registry)
        openDescriptors = Self.gauge("process_open_fds", "Open file descriptors.", in: registry)
    }

    /// A gauge named `name` in full (no unit suffix added), with its help line.
    private static func gauge(_ name: String, _ help: String, in registry: PrometheusCollectorRegistry) -> Gauge {
        registry.makeGauge(descriptor: MetricNameDescriptor(metricName: name, unitName: "", helpText: help))
    }

    /// Reads the API listener's requests and connections through `sample` when scraped (zeros until then).
    public func observe(_ sample: @escaping @Sendable () -> (requests: Int, connections: Int)) {
        self.sample.withLock { $0 = sample }
    }

    /// The `GET /metrics` answer.
    func respond() -> HTTPResponse {
        let (requests, open) = sample.withLock { $0 }()
        activeRequests.set(Double(requests))
        connections.set(Double(open))
        ready.set(readiness.isReady ? 1.0 : 0.0)
        let process = ProcessStatistics.current()
        residentMemory.set(Double(process.residentBytes))
        cpuSeconds.set(process.cpuSeconds)
        openDescriptors.set(Double(process.openDescriptors))
        self.requests?.flush()
        return HTTPResponse(status: 200, headers: ["Content-Type": Self.contentType], body: registry.emitToBuffer())
    }
}
