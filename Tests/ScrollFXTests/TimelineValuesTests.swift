@testable import ScrollFX
import Testing

@Suite("every track of a timeline at one scroll state, as a player reads them")
struct TimelineValuesTests {
    let ramp: [[Double]] = [[0, 0], [100, 100]]

    func track(_ section: String, item: Int?, header: Bool = false, byOffset: Bool = false, _ keyframes: [[Double]]) -> Timeline.Track {
        Timeline.Track(section: section, item: item, layer: nil, property: "transform.opacity", keyframes: keyframes,
                       keyedByOffset: byOffset, header: header)
    }

    @Test("items and headers at the source's offset; shared by position, the track; by offset, its container's offset")
    func eachKindOfTrack() {
        let timeline = Timeline(source: nil, from: 0, to: 100, tracks: [
            track("list", item: 3, ramp), track("list", item: nil, header: true, [[0, 5], [10, 15]]),
            track("list", item: nil, [[-50, 1], [50, 0]]), track("list", item: nil, byOffset: true, [[0, 0], [200, 1]]),
            track("cards", item: nil, byOffset: true, [[0, 0], [300, 3]]),
        ])
        let values = timeline.values(at: 40, carouselOffsets: ["cards": 150])
        #expect(values[0] == .value(40))
        #expect(values[1] == .value(nil))
        #expect(values[2] == .byPosition(timeline.tracks[2]))
        #expect(values[2].value(atPosition: 0) == 0.5 && values[2].value(atPosition: 60) == nil)
        #expect(values[3] == .value(0.2))
        #expect(values[4] == .value(1.5))
        #expect(values[4].value(atPosition: 1e9) == 1.5)
        #expect(timeline.values(at: 40).last == .value(0.4), "a carousel left out reads the scene's offset")
        #expect(timeline.values(at: 120).first == .value(nil))
    }

    @Test("with a carousel as the source: its tracks at the offset, the scene's at sceneOffset or none")
    func carouselSource() {
        let timeline = Timeline(source: "cards", from: 0, to: 300, tracks: [
            track("cards", item: 2, ramp), track("cards", item: nil, byOffset: true, [[0, 0], [300, 30]]),
            track("list", item: nil, byOffset: true, [[0, 0], [200, 1]]),
        ])
        #expect(timeline.values(at: 30, carouselOffsets: ["cards": 0]) == [.value(30), .value(3), .value(nil)])
        #expect(timeline.values(at: 30, sceneOffset: 100) == [.value(30), .value(3), .value(0.5)])
    }

    @Test("a compiled timeline's values are its tracks' keyframe values at their own keyframe offsets")
    func compiledTimeline() throws {
        let scene = Scene(viewport: Viewport(width: 390, height: 844), offset: 0, sections: [
            Section(id: "bar", kind: .header, effects: [.grow], size: ItemSize(height: 300), collapse: Collapse(minHeight: 56)),
            Section(id: "cards", kind: .list, layers: [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.5))])],
                    itemSize: ItemSize(height: 200), count: 10),
        ])
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene), maxKeyframes: 100_000)
        #expect(!timeline.tracks.isEmpty)
        for (index, track) in timeline.tracks.enumerated() {
            for keyframe in track.keyframes where track.keyframes.filter({ $0[0] == keyframe[0] }).count == 1 {
                #expect(timeline.values(at: keyframe[0])[index] == .value(keyframe[1]))
            }
        }
    }

    @Test("a source named by a canonically equivalent spelling comes back as its section spells it")
    func sourceAsSpelled() throws {
        let (decomposed, composed) = ("cafe\u{301}", "caf\u{E9}")
        var shelf = Section(id: decomposed, kind: .carousel)
        (shelf.itemSize, shelf.count) = (ItemSize(width: 200, height: 100), 6)
        shelf.effects = [.map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(0, 1), Keyframe(400, 0.4)]))]
        let scene = Scene(viewport: Viewport(width: 390, height: 600), offset: 0, sections: [shelf])
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, source: composed, tracks: .shared), maxKeyframes: 10_000)
        #expect(timeline.source.map { Array($0.unicodeScalars) } == Array(decomposed.unicodeScalars))
        // So a player reads the carousel's offset tracks at the source's offset, as it must.
        let index = try #require(timeline.tracks.firstIndex { $0.keyedByOffset })
        #expect(abs((timeline.values(at: 400)[index].value(atPosition: 0) ?? .nan) - 0.4) < 1e-9)
    }
}
