import Foundation
import TestSupport
import Testing

@Suite("scrollfx preview: a scene on standard input, its frames as SVG on standard output", .serialized)
struct PreviewCommandTests {
    @Test("draws a filmstrip of the requested offsets")
    func filmstrip() async throws {
        let scene = #"{"viewport": {"width": 100, "height": 200}, "offsets": [0, 50],"#
            + #" "sections": [{"id": "cards", "kind": "list", "itemSize": {"height": 80}, "count": 5}]}"#
        let run = try await runCommand("preview", Data(scene.utf8))
        #expect(run.status == 0, "\(String(decoding: run.error, as: UTF8.self))")
        let svg = String(decoding: run.output, as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(#"<g class="frame" data-offset="0""#))
        #expect(svg.contains(#"<g class="frame" data-offset="50""#))
        #expect(svg.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"))
    }

    @Test("a bad scene writes its problem to standard error and exits 65")
    func badScene() async throws {
        let run = try await runCommand("preview", Data(#"{"viewport": {"width": 10, "height": 10}, "sections": [], "offsets": []}"#.utf8))
        #expect(run.status == 65)
        #expect(run.output.isEmpty)
        let problem = try #require(try JSONSerialization.jsonObject(with: run.error) as? [String: Any])
        #expect(problem["status"] as? Int == 422)
        #expect(problem["pointer"] as? String == "/offsets")
    }
}
