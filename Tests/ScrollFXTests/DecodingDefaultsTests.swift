import Foundation
@testable import ScrollFX
import Testing

/// Each wire type states its defaults once, in its memberwise initialiser: what a request leaves out decodes to it.
@Suite("decoding defaults")
struct DecodingDefaultsTests {
    private func decoded<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    private let viewport = #"{"width": 390, "height": 844}"#
    private var scene: String { #"{"viewport": "# + viewport + #", "sections": []}"# }

    @Test("a request that leaves every optional field out decodes to the initialiser's defaults")
    func leftOutFieldsTakeTheInitialisersDefaults() throws {
        let plain = Scene(viewport: Viewport(width: 390, height: 844), sections: [])
        #expect(try decoded(Scene.self, scene) == plain)
        #expect(try decoded(Viewport.self, viewport) == Viewport(width: 390, height: 844))
        #expect(try decoded(Section.self, #"{"id": "s", "kind": "list"}"#) == Section(id: "s", kind: .list))
        #expect(try decoded(Layer.self, "{}") == Layer())
        #expect(try decoded(Insets.self, "{}") == Insets())
        #expect(try decoded(Effect.self, #"{"type": "distance"}"#) == .distance(DistanceEffect()))
        #expect(try decoded(Effect.self, #"{"type": "parallax", "rate": 0.5}"#) == .parallax(ParallaxEffect(rate: 0.5)))
        #expect(try decoded(Effect.self, #"{"type": "stretch"}"#) == .stretch(StretchEffect()))
        #expect(try decoded(Effect.self, #"{"type": "map", "input": "offset", "output": "blur", "keyframes": [[0, 0], [1, 1]]}"#)
            == .map(MapEffect(input: .offset, output: .blur, keyframes: [Keyframe(0, 0), Keyframe(1, 1)])))
        #expect(try decoded(SnapRequest.self, #"{"scene": "# + scene + "}") == SnapRequest(scene: plain))
        #expect(try decoded(TimelineRequest.self, #"{"scene": "# + scene + "}") == TimelineRequest(scene: plain))
        let shared = try decoded(TimelineRequest.self, #"{"scene": "# + scene + #", "tracks": "shared"}"#)
        #expect(shared == TimelineRequest(scene: plain, tracks: .shared) && !shared.exposures)
    }

    @Test("null is the same as leaving a field out; a value given is kept")
    func nullAndGivenValues() throws {
        #expect(try decoded(Layer.self, #"{"cover": null, "anchor": null}"#) == Layer())
        #expect(try decoded(Layer.self, #"{"cover": true}"#) == Layer(cover: true))
        #expect(try decoded(Section.self, #"{"id": "s", "kind": "grid", "clip": false, "snap": "none"}"#)
            == Section(id: "s", kind: .grid, clip: false, snap: .none))
    }
}
