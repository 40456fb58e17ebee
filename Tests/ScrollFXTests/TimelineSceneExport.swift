import Foundation
import PropertyBased
@testable import ScrollFX
import Testing

/// Writes generated timeline requests for `scripts/bench-timelines`, which times them against the release build.
@Suite("generated timeline requests for the compile-time benchmark")
struct TimelineSceneExport {
    /// Where to write (one JSON object a line: the shape, then the request), set by the benchmark only.
    private static let path = ProcessInfo.processInfo.environment["SCROLLFX_TIMELINE_SCENES"]

    /// A scene's shape, one line: the viewport, its features, and per section its kind, items, layers and effects.
    static func shape(_ scene: Scene) -> String {
        let flags = [scene.axis == .horizontal ? "horizontal" : nil, scene.layoutDirection == .rtl ? "rtl" : nil,
                     scene.overscroll.model == .rubberBand ? "rubber band" : nil, scene.reduceMotion ? "reduceMotion" : nil].compactMap { $0 }
        let sections = scene.sections.map { section in
            let layers = ElementProperties.layers(section.layers ?? [])
            let effects = (section.effects ?? []).count + layers.reduce(0) { $0 + $1.layer.effects.count }
            let extras = [section.header != nil ? "header" : nil, section.sticky != nil ? "pinned" : nil,
                          section.collapse != nil ? "collapse" : nil, section.loops ? "loop" : nil].compactMap { $0 }
            return "\(section.kind) \(section.itemCount) items \(layers.count) layers \(effects) effects"
                + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")")
        }
        return "\(scene.viewport.width)×\(scene.viewport.height) " + (flags.isEmpty ? "" : flags.joined(separator: " ") + " ")
            + sections.joined(separator: "; ")
    }

    @Test("writes the whole-range timelines of generated scenes, plain and pinned, at tolerances 0.05 to 5",
          .enabled(if: path != nil))
    func export() throws {
        let count = ProcessInfo.processInfo.environment["SCROLLFX_TIMELINE_SCENE_COUNT"].flatMap { Int($0) } ?? 1000
        var random = Xoshiro(seed: (56, 2026, 11, 28))
        let tolerances = [0.05, 0.1, 0.25, 0.5, 1, 2, 5]
        var lines: [String] = []
        let encoder = JSONEncoder()
        for index in 0..<count {
            let plan = ScenePlan.generator.run(using: &random)
            let scene = index.isMultiple(of: 2) ? plan.scene : plan.stickyScene
            try scene.validate()
            let request = TimelineRequest(scene: scene, tolerance: tolerances[index % tolerances.count])
            let line = ["shape": Self.shape(scene), "request": String(decoding: try encoder.encode(request), as: UTF8.self)]
            lines.append(String(decoding: try encoder.encode(line), as: UTF8.self))
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: try #require(Self.path)))
    }
}
