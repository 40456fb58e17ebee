import Foundation
import MicroHTTP
import Prometheus
import ScrollFX
@testable import ScrollFXServer
import Testing

@Suite("engine metrics")
struct EngineMetricsTests {
    @Test("frames are timed one by one and their listed items counted; timelines are timed and their keyframes counted")
    func engineMetrics() throws {
        let registry = PrometheusCollectorRegistry()
        let router = Router(service: SceneService(metrics: EngineMetrics(registry: registry)))
        let frame = try JSONCoding.decode(FrameSummary.self, from: router.respond(to: post("/v1/frame", exampleScene)).body)
        let framesBody = "{" + #""offsets": [0, 100, 250], "# + exampleScene.dropFirst()
        let frames = try JSONCoding.decode(FramesSummary.self, from: router.respond(to: post("/v1/frames", String(framesBody))).body)
        let timelineBody = #"{"scene": \#(exampleScene)}"#
        let timeline = try JSONCoding.decode(TimelineSummary.self, from: router.respond(to: post("/v1/timeline", timelineBody)).body)
        var css = post("/v1/timeline", timelineBody)
        css.headers.add(name: "Accept", value: "text/css")
        #expect(router.respond(to: css).status == 200)
        // Refused requests compute nothing.
        #expect(router.respond(to: post("/v1/frame", "{}")).status == 422)

        let items = frame.itemCount + frames.frames.reduce(0) { $0 + $1.itemCount }
        // A sheet is made from its own timeline (shared tracks where items animate by view()).
        let scene = try JSONDecoder().decode(Scene.self, from: Data(exampleScene.utf8))
        let sheet = try StyleSheetCompiler(scene: scene).timeline(TimelineRequest(scene: scene), maxKeyframes: 200_000)
        let keyframes = timeline.tracks.reduce(0) { $0 + $1.keyframes.count }
        let sheetKeyframes = sheet.tracks.reduce(0) { $0 + $1.keyframes.count }
        #expect(items > 0 && keyframes > 0)
        let text = registry.emitToString()
        #expect(text.contains("scrollfx_frame_compute_duration_seconds_count 4\n"))
        #expect(text.contains("scrollfx_frame_compute_duration_seconds_bucket{le=\"1.0\"} 4\n"))
        #expect(text.contains("scrollfx_items_computed_total \(items)\n"))
        #expect(text.contains("scrollfx_timeline_compile_duration_seconds_count 2\n"))
        #expect(text.contains("scrollfx_timeline_keyframes_sum \(Double(keyframes + sheetKeyframes))\n"))
        #expect(text.contains("scrollfx_timeline_keyframes_count 2\n"))
    }
}

/// Just enough of a frame answer to count its items.
private struct FrameSummary: Decodable {
    struct Section: Decodable { var items: [Item] }
    struct Item: Decodable {}
    var sections: [Section]
    var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}

private struct FramesSummary: Decodable { var frames: [FrameSummary] }

private struct TimelineSummary: Decodable {
    struct Track: Decodable { var keyframes: [[Double]] }
    var tracks: [Track]
}
