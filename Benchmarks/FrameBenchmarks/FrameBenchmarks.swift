// The engine and its JSON on the shared benchmark scenes (Benchmarks/Scenes, copied unchanged from shared/bench).
//
// small-list and huge-list are the same screen with 10 and 10,000,000 cards:
// only visible items are computed, so their frame times must match (≤ 1.1×).
// Run: SCROLLFX_BENCHMARKS=1 swift package --allow-writing-to-package-directory benchmark --target FrameBenchmarks
import Benchmark
import Foundation
import ScrollFX
import ScrollFXServer

/// `Benchmarks/Scenes` in the repository.
private let benchFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

/// The request body of the shared scene `name`.
private func body(_ name: String) -> [UInt8] {
    Array(try! Data(contentsOf: benchFolder.appendingPathComponent(name)))
}

/// The shared scene `name`, decoded and validated the way the service does it.
private func scene(_ name: String) -> Scene {
    try! SceneService().scene(body: body(name))
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        maxDuration: .seconds(3)
    )
    for name in ["small-list-scene.json", "huge-list-scene.json", "typical-scene.json"] {
        let prepared = FrameBuilder(scene: scene(name))
        Benchmark("frame \(name.dropLast("-scene.json".count))", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(prepared.build())
            }
        }
    }

    // The typical scene's JSON, each way on its own: what the HTTP path adds to the engine.
    let typicalBody = body("typical-scene.json")
    Benchmark("decode typical scene (parse, decode, validate)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! SceneService().scene(body: typicalBody))
        }
    }
    let typicalFrame = FrameBuilder(scene: scene("typical-scene.json")).build()
    Benchmark("encode typical frame (direct writer)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(JSONCoding.encode(typicalFrame))
        }
    }
    Benchmark("encode typical frame (Foundation JSONEncoder, reference)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(JSONCoding.encodeWithFoundation(typicalFrame))
        }
    }

    // A timeline of the typical scene over its whole scroll range.
    let typical = scene("typical-scene.json")
    let compiler = TimelineCompiler(scene: typical)
    let sheets = StyleSheetCompiler(compiler)
    Benchmark("timeline typical scene, whole range, shared tracks", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! compiler.compile(TimelineRequest(scene: typical, tracks: .shared), maxKeyframes: 200_000))
        }
    }
    Benchmark("timeline typical scene, whole range", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! compiler.compile(TimelineRequest(scene: typical), maxKeyframes: 200_000))
        }
    }
    Benchmark("timeline typical scene, whole range, as CSS", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! sheets.styleSheet(TimelineRequest(scene: typical), maxKeyframes: 200_000))
        }
    }

    // Shared tracks cost the same for 10 cards and 10,000,000: compiled once per section, keyed by position.
    for name in ["small-list-scene.json", "huge-list-scene.json"] {
        let list = scene(name)
        let listCompiler = TimelineCompiler(scene: list)
        Benchmark("timeline \(name.dropLast("-scene.json".count)), whole range, shared tracks", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! listCompiler.compile(TimelineRequest(scene: list, tracks: .shared), maxKeyframes: 200_000))
            }
        }
        Benchmark("timeline \(name.dropLast("-scene.json".count)), whole range, as CSS", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! StyleSheetCompiler(listCompiler).styleSheet(TimelineRequest(scene: list), maxKeyframes: 200_000))
            }
        }
    }
}
