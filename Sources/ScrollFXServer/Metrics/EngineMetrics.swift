import Metrics
import Prometheus
import ScrollFX

/// What the engine computed, through swift-metrics into a Prometheus registry.
///
/// `scrollfx_frame_compute_duration_seconds` (one observation per frame built, `/v1/frames` included),
/// `scrollfx_items_computed_total` (items listed in those frames), `scrollfx_timeline_compile_duration_seconds`
/// and `scrollfx_timeline_keyframes` (keyframes per compiled timeline, JSON or CSS). Decoding, validation and
/// encoding are not counted: the HTTP request duration covers them.
public final class EngineMetrics: Sendable {
    private let frameDuration: CoreMetrics.Timer
    private let items: CoreMetrics.Counter
    private let timelineDuration: CoreMetrics.Timer
    private let keyframes: CoreMetrics.Recorder

    /// Metrics registered in `registry`.
    public init(registry: PrometheusCollectorRegistry) {
        var factory = PrometheusMetricsFactory(registry: registry)
        // A typical frame takes microseconds, a timeline milliseconds.
        factory.durationHistogramBuckets = [
            "scrollfx_frame_compute_duration_seconds": [1e-6, 5e-6, 1e-5, 2.5e-5, 5e-5, 1e-4, 2.5e-4, 1e-3, 1e-2, 0.1, 1],
            "scrollfx_timeline_compile_duration_seconds": [1e-4, 5e-4, 1e-3, 2.5e-3, 5e-3, 1e-2, 2.5e-2, 0.1, 0.5, 1, 2.5],
        ].mapValues { $0.map { Duration.seconds($0) } }
        factory.valueHistogramBuckets = ["scrollfx_timeline_keyframes": [10, 100, 1_000, 10_000, 100_000]]
        frameDuration = CoreMetrics.Timer(label: "scrollfx_frame_compute_duration_seconds", preferredDisplayUnit: .seconds, factory: factory)
        items = CoreMetrics.Counter(label: "scrollfx_items_computed_total", factory: factory)
        timelineDuration = CoreMetrics.Timer(label: "scrollfx_timeline_compile_duration_seconds", preferredDisplayUnit: .seconds, factory: factory)
        keyframes = CoreMetrics.Recorder(label: "scrollfx_timeline_keyframes", aggregate: true, factory: factory)
    }

    /// Records one built frame and the time building it took.
    func record(_ frame: Frame, took duration: Duration) {
        frameDuration.record(duration: duration)
        items.increment(by: frame.sections.reduce(0) { $0 + $1.items.count })
    }

    /// Records one compiled timeline and the time compiling it took.
    func record(_ timeline: Timeline, took duration: Duration) {
        timelineDuration.record(duration: duration)
        keyframes.record(timeline.tracks.reduce(0) { $0 + $1.keyframes.count })
    }
}
