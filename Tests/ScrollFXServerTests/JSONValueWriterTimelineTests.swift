import Foundation
@testable import ScrollFX
@testable import ScrollFXServer
import StrictJSON
import TestSupport
import Testing

/// A timeline is written from its member lists; the server's writer must write what `JSONEncoder` writes of them.
@Suite("timelines written directly")
struct JSONValueWriterTimelineTests {
    /// The timeline `service` answers for `scene` with `options` (`tracks`, `source`, `held`, `exposures`).
    private static func timeline(_ service: SceneService, _ scene: Data, _ options: [String: Any]) throws -> Timeline {
        var request = options
        request["scene"] = try JSONSerialization.jsonObject(with: scene)
        if options["source"] != nil, var object = request["scene"] as? [String: Any] {
            object["offset"] = 0
            request["scene"] = object
        }
        return try service.timeline(body: Array(try JSONSerialization.data(withJSONObject: request)))
    }

    /// Every golden scene's timeline, per item and shared, and the player's cases.
    static func timelines(_ service: SceneService) throws -> [(String, Timeline)] {
        var timelines: [(String, Timeline)] = []
        for name in Fixtures.cases {
            for tracks in ["perItem", "shared"] {
                timelines.append(("\(name) \(tracks)", try Self.timeline(service, try Fixtures.request(name), ["tracks": tracks, "held": true])))
            }
        }
        for test in PlayerCaseTests.cases {
            let scene = test.fixture.hasPrefix("{") ? Data(test.fixture.utf8) : try Fixtures.request(test.fixture)
            var options: [String: Any] = ["tracks": test.tracks, "held": test.held]
            options["source"] = test.source
            timelines.append((test.name, try Self.timeline(service, scene, options)))
        }
        return timelines
    }

    @Test("every golden scene's timeline, per item and shared, and the player's cases are written byte for byte as JSONEncoder writes them")
    func answers() throws {
        let timelines = try Self.timelines(SceneService(presets: SceneService.shippedPresets))
        for (name, timeline) in timelines {
            #expect(JSONValueWriter.json(timeline) == JSONCoding.encodeWithFoundation(timeline), "\(name)")
            #expect(JSONValueWriter.writing(handedOver: timeline).json.bytes == JSONCoding.encodeWithFoundation(timeline), "\(name)")
        }
        #expect(timelines.contains { !$0.1.exposures.isEmpty }, "some timeline has exposures")
        #expect(timelines.contains { $0.1.tracks.contains { !$0.easings.isEmpty } }, "some timeline has eased keyframes")
        #expect(timelines.contains { $0.1.tracks.contains(where: \.keyedByOffset) }, "some track is keyed by offset")
        #expect(timelines.contains { $0.1.source != nil })
    }

    @Test("every optional field both present and absent, and numbers at the edges, are written as JSONEncoder writes them")
    func everyField() throws {
        let gap = Timeline.Gap(item: 3, edge: "top", from: -0.0, to: 1e15, amount: 1e-300)
        let tracks = [
            Timeline.Track(section: "a\"b", item: 7, layer: ["art", "#0"], property: "transform.translate.y",
                           keyframes: [[0, 1], [9_007_199_254_740_992, -2.5], [0.1, 1e-7]]),
            Timeline.Track(section: "c", item: nil, layer: nil, property: "opacity", keyframes: [], keyedByOffset: true),
            Timeline.Track(section: "c", item: nil, layer: [], property: "frame.x", keyframes: [[-1e21, 5e-324]]),
        ]
        let exposures = [
            Timeline.Exposure(section: "s", layer: ["cover"], gaps: [gap], overscan: Point(x: 0, y: 12.25)),
            Timeline.Exposure(section: "s/2", layer: ["#1"], gaps: [], overscan: nil),
        ]
        for timeline in [Timeline(source: nil, from: 0, to: 100, tracks: tracks, exposures: exposures),
                         Timeline(source: "featured", from: -40.5, to: 1e15, tracks: [], exposures: [])] {
            let written = try #require(JSONValueWriter.json(timeline))
            #expect(written == JSONCoding.encodeWithFoundation(timeline), "\(String(decoding: written, as: UTF8.self))")
        }
    }

    @Test("a timeline holding a number JSON cannot carry is not written, as JSONEncoder refuses it")
    func notANumber() {
        let timeline = Timeline(source: nil, from: 0, to: .infinity, tracks: [])
        #expect(JSONValueWriter.json(timeline) == nil && JSONCoding.encodeWithFoundation(timeline) == nil)
    }
}
