import MicroHTTP
import Prometheus

/// What `GET /metrics` on the admin listener reports, in the Prometheus text format.
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
    private let sample: @Sendable () -> (requests: Int, connections: Int)
    private let readiness: Readiness

    /// Metrics of `registry` (which ``RequestMetrics`` may share) that read the API listener's load through `sample` when scraped.
    public init(registry: PrometheusCollectorRegistry, readiness: Readiness, sample: @escaping @Sendable () -> (requests: Int, connections: Int)) {
        self.registry = registry
        self.readiness = readiness
        self.sample = sample
        activeRequests = registry.makeGauge(name: "http_server_active_requests", help: "Requests of the API listener being answered.")
        connections = registry.makeGauge(name: "scrollfx_http_connections", help: "Open connections of the API listener, idle ones included.")
        ready = registry.makeGauge(name: "scrollfx_ready", help: "1 while the instance accepts work, 0 while it drains.")
        residentMemory = registry.makeGauge(name: "process_resident_memory_bytes", help: "Resident memory size in bytes.")
        cpuSeconds = registry.makeGauge(name: "process_cpu_seconds_total", help: "User and system CPU time spent, in seconds.")
        openDescriptors = registry.makeGauge(name: "process_open_fds", help: "Open file descriptors.")
    }

    /// The `GET /metrics` answer.
    func respond() -> HTTPResponse {
        let (requests, open) = sample()
        activeRequests.set(Double(requests))
        connections.set(Double(open))
        ready.set(readiness.isReady ? 1.0 : 0.0)
        let process = ProcessStatistics.current()
        residentMemory.set(Double(process.residentBytes))
        cpuSeconds.set(process.cpuSeconds)
        openDescriptors.set(Double(process.openDescriptors))
        return HTTPResponse(status: 200, headers: ["Content-Type": Self.contentType], body: registry.emitToBuffer())
    }
}
