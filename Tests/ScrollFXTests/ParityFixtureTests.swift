import Foundation
@testable import ScrollFX
import TestSupport
import Testing

/// `Timeline.values(at:)` held to the parity fixtures (`Tests/Fixtures/parity`, written by `scripts/parity-fixtures`)
/// as the client's `valuesAt` is in `Tests/Clients`: every listed element within the timeline's tolerance of the
/// fixture's `/v1/frame`, and every value equal to the client's on the same inputs, to 1e-9.
@Suite("the engine's player against the parity fixtures and the client's player")
struct ParityFixtureTests {
    struct Fixture: CustomTestStringConvertible, @unchecked Sendable {
        var name: String
        var request: [String: Any]
        var offsets: [Double]
        var timelines: [(kind: String, timeline: Timeline)]
        var frames: [[String: Any]]
        var testDescription: String { name }

        /// The source's offset, each carousel's own offset and the scene's, at `offset` (as `parity.mjs` plays them).
        func state(at offset: Double) -> (carousels: [String: Double], scene: Double) {
            let scene = request["scene"] as? [String: Any] ?? [:]
            let source = request["source"] as? String
            var carousels: [String: Double] = [:]
            for case let section as [String: Any] in scene["sections"] as? [Any] ?? []
            where section["kind"] as? String == "carousel" && section["id"] as? String != source {
                carousels[section["id"] as? String ?? ""] = section["offset"] as? Double ?? 0
            }
            return (carousels, source == nil ? offset : scene["offset"] as? Double ?? 0)
        }

        /// The axis a section's items move along in their container: a carousel's is x, else the scene's.
        func axis(of section: String) -> String {
            let scene = request["scene"] as? [String: Any] ?? [:]
            let spec = (scene["sections"] as? [[String: Any]] ?? []).first { $0["id"] as? String == section }
            return spec?["kind"] as? String == "carousel" || scene["axis"] as? String == "horizontal" ? "x" : "y"
        }
    }

    /// The numbers a player reads, by `JSONDecoder`: `JSONSerialization` reads some numbers a few units in the last
    /// place away (`-14.742014742015442`), which moves a keyframe off the key the client probes it at.
    struct Numbers: Decodable {
        struct Answer: Decodable {
            var timeline: Timeline?
            init(from decoder: any Decoder) throws {
                let isTimeline = try decoder.container(keyedBy: Key.self).contains(Key("tracks"))
                timeline = isTimeline ? try Timeline(from: decoder) : nil
            }
        }
        var offsets: [Double]
        var timelines: [String: Answer]
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let fixtures: [Fixture] = {
        let folder = Fixtures.folder.appendingPathComponent("parity")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let numbers = try? JSONDecoder().decode(Numbers.self, from: data) else { return nil }
            let timelines = numbers.timelines.keys.sorted().compactMap { kind in numbers.timelines[kind]?.timeline.map { (kind, $0) } }
            return Fixture(name: String(name.dropLast(5)), request: json["request"] as? [String: Any] ?? [:],
                           offsets: numbers.offsets, timelines: timelines, frames: json["frames"] as? [[String: Any]] ?? [])
        }
    }()

    @Test("there are at least 30 fixtures, each read with its timelines")
    func fixturesRead() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.folder.appendingPathComponent("parity").path)
        #expect(Self.fixtures.count >= 30 && Self.fixtures.count == files.filter { $0.hasSuffix(".json") }.count)
        #expect(Self.fixtures.allSatisfy { !$0.timelines.isEmpty && $0.frames.count == $0.offsets.count })
    }

    @Test("every listed element is within the timeline's tolerance of /v1/frame at the fixture's offsets", arguments: fixtures)
    func withinTolerance(_ fixture: Fixture) {
        let tolerance = fixture.request["tolerance"] as? Double ?? 0.25
        var compared = 0
        for (kind, timeline) in fixture.timelines {
            for (k, offset) in fixture.offsets.enumerated() {
                let state = fixture.state(at: offset)
                let values = timeline.values(at: offset, carouselOffsets: state.carousels, sceneOffset: state.scene)
                for (track, value) in zip(timeline.tracks, values) {
                    for (entry, key, read) in FrameEntries.reads(of: track, value, in: fixture.frames[k], axis: fixture.axis(of: track.section), offset: offset)
                    where !FrameEntries.nearJump(track, key) {
                        let expected = FrameEntries.number(entry, track.property)
                        #expect(read.map { FrameEntries.isWithin($0, of: entry, track.property, tolerance: tolerance) } == true,
                                "\(fixture.name) \(kind) \(track.section)/\(track.item ?? -1)/\(track.layer ?? []) \(track.property) at \(offset): \(read ?? .nan), the frame \(expected)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 0 || fixture.timelines.allSatisfy { $0.timeline.tracks.isEmpty })
    }

    @Test("every value is the client's valuesAt and trackValue on the same inputs, to 1e-9")
    func sameAsTheClient() async throws {
        let script = Fixtures.folder.deletingLastPathComponent().appendingPathComponent("Clients/values-at.mjs").path
        let outcome = try await ChildProcess.run("/usr/bin/env", ["node", script], timeLimit: .seconds(120))
        try #require(outcome.status == 0, "\(String(decoding: outcome.error, as: UTF8.self))")
        let answers = try JSONDecoder().decode([String: ClientAnswer].self, from: outcome.output)
        var compared = 0
        for fixture in Self.fixtures {
            for (kind, timeline) in fixture.timelines {
                let answer = try #require(answers["\(fixture.name) \(kind)"], "\(fixture.name) \(kind)")
                for (track, probes) in zip(timeline.tracks, answer.tracks) {
                    for probe in probes { compared += Self.compare(track.value(at: probe.key), probe.value, "\(fixture.name) \(track.property)") }
                }
                for state in answer.states {
                    let values = timeline.values(at: state.offset, carouselOffsets: state.carouselOffsets, sceneOffset: state.sceneOffset)
                    #expect(values.count == state.values.count)
                    for (value, client) in zip(values, state.values) {
                        switch (value, client) {
                        case (.byPosition, .probes(let probes)):
                            for probe in probes { compared += Self.compare(value.value(atPosition: probe.key), probe.value, fixture.name) }
                        case (.value(let number), .number(let read)):
                            compared += Self.compare(number, read, fixture.name)
                        default:
                            Issue.record("\(fixture.name): the engine \(value), the client \(client)")
                        }
                    }
                }
            }
        }
        #expect(compared > 10_000)
    }

    /// What `Tests/Clients/values-at.mjs` prints for one timeline.
    struct ClientAnswer: Decodable {
        struct Probe: Decodable {
            var key: Double
            var value: Double?
            init(from decoder: any Decoder) throws {
                var pair = try decoder.unkeyedContainer()
                key = try pair.decode(Double.self)
                value = try pair.decodeNil() ? nil : try pair.decode(Double.self)
            }
        }
        enum Value: Decodable {
            case number(Double?)
            case probes([Probe])
            init(from decoder: any Decoder) throws {
                let single = try decoder.singleValueContainer()
                self = if single.decodeNil() { .number(nil) } else if let number = try? single.decode(Double.self) { .number(number) }
                    else { .probes(try single.decode([Probe].self)) }
            }
        }
        struct State: Decodable {
            var offset: Double
            var carouselOffsets: [String: Double]
            var sceneOffset: Double?
            var values: [Value]
        }
        var tracks: [[Probe]]
        var states: [State]
    }

    /// 1 after checking that the engine's value and the client's agree to 1e-9 (or both have none).
    private static func compare(_ engine: Double?, _ client: Double?, _ what: String) -> Int {
        if let engine, let client {
            #expect(abs(engine - client) <= 1e-9 * max(1, abs(client)), "\(what): \(engine), the client \(client)")
        } else {
            #expect(engine == nil && client == nil, "\(what): the engine \(String(describing: engine)), the client \(String(describing: client))")
        }
        return 1
    }
}
