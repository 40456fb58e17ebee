// Frame computation on the shared benchmark scenes (Benchmarks/Scenes, copied unchanged from shared/bench).
//
// small-list and huge-list are the same screen with 10 and 10,000,000 cards:
// only visible items are computed, so their frame times must match (≤ 1.1×).
// Run: SCROLLFX_BENCHMARKS=1 swift package benchmark
import Benchmark
import Foundation
import ScrollFX
import ScrollFXServer

/// `Benchmarks/Scenes` in the repository.
private let benchFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

/// A builder for the shared scene `name`, decoded and validated the way the service does it.
private func builder(for name: String) -> FrameBuilder {
    let body = try! Data(contentsOf: benchFolder.appendingPathComponent(name))
    return FrameBuilder(scene: try! SceneService().scene(body: Array(body)))
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        maxDuration: .seconds(3)
    )
    for scene in ["small-list-scene.json", "huge-list-scene.json", "typical-scene.json"] {
        let prepared = builder(for: scene)
        Benchmark("frame \(scene.dropLast("-scene.json".count))", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(prepared.build())
            }
        }
    }
}
