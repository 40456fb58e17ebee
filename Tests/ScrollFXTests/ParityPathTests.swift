import Foundation
@testable import ScrollFX
import TestSupport
import Testing

/// `Timeline.values(at:after:maxOffset:)` along the parity fixtures' scripted paths (scenes with a bar that hides and
/// returns), as the client's `valuesAt` is held in `Tests/Clients/parity.test.mjs`: the state kept from frame to frame
/// is the frames' `hidden`, and the bar and its followers stand where `/v1/frames` of the path puts them; after the
/// fling, where the snap settles them.
@Suite("the engine's player along the parity fixtures' scripted paths")
struct ParityPathTests {
    struct Fixture: Decodable {
        struct Path: Decodable {
            var offsets: [Double]
            var timeline: Timeline
            var frames: [Frame]
            var fling: Fling
        }

        struct Fling: Decodable {
            var snap: SnapResult
            var frame: Frame
        }

        var path: Path?
    }

    /// The fixtures with a path, by name.
    static let paths: [String: Fixture.Path] = {
        let folder = Fixtures.folder.appendingPathComponent("parity")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Dictionary(uniqueKeysWithValues: names.filter { $0.hasSuffix(".json") }.compactMap { name in
            let data = try? Data(contentsOf: folder.appendingPathComponent(name))
            return (data.flatMap { try? JSONDecoder().decode(Fixture.self, from: $0) }?.path).map { (String(name.dropLast(5)), $0) }
        })
    }()

    @Test("at least two fixtures script a path with a bar")
    func pathsExist() {
        #expect(Self.paths.count >= 2)
    }

    @Test("down, back a little, to the top, down again and a fling that settles, as /v1/frames of the path puts them",
          arguments: paths.keys.sorted())
    func path(_ name: String) throws {
        let path = try #require(Self.paths[name])
        let bar = try #require(path.timeline.reveal?.first)
        let moved = Set([bar.section] + bar.follow)
        let maxOffset = path.frames[0].maxOffset
        var compared = 0
        func check(_ frame: Frame, _ played: Timeline.PlayedFrame, at offset: Double) {
            #expect(played.previous.hidden?.amount(for: bar.section) == frame.sections[0].hidden, "hidden at \(offset)")
            for (track, value) in zip(path.timeline.tracks, played.values) where moved.contains(track.section) {
                guard let section = frame.sections.first(where: { $0.id == track.section }), let item = section.items.first(where: { $0.index == track.item }),
                      let element = elements(of: item).first(where: { $0.path == (track.layer ?? []) }),
                      let index = ElementProperties.names.firstIndex(of: track.property) else { continue }
                let expected = ElementProperties.values(frame: element.frame, transform: element.transform)[index]
                let read = value.value(atPosition: 0) ?? .nan
                #expect(isWithinTolerance(track.property, error: abs(read - expected), frame: element.frame, transform: element.transform, tolerance: 0.25),
                        "\(track.section) \(track.layer ?? []) \(track.property) at \(offset): \(read), the frame \(expected)")
                compared += 1
            }
        }
        var previous: PreviousFrame?
        for (offset, frame) in zip(path.offsets, path.frames) {
            let played = path.timeline.values(at: offset, after: previous, maxOffset: maxOffset)
            check(frame, played, at: offset)
            previous = played.previous
        }
        // The fling rests where the snap says, the bar settled as it says.
        let rest = PreviousFrame(offset: path.fling.snap.offset, hidden: path.fling.snap.hidden)
        check(path.fling.frame, path.timeline.values(at: rest.offset, after: rest, maxOffset: maxOffset), at: rest.offset)
        #expect(compared >= path.offsets.count * 2)
    }
}
