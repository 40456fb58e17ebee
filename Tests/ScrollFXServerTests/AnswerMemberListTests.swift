import Foundation
@testable import ScrollFX
@testable import ScrollFXServer
import Testing

/// Records the member names of every object written, to tell whether each object's come in byte order.
private struct NameOrder: ValueWriter {
    /// The names so far of each open object or array (an array's stay empty).
    var open: [[String]] = []
    /// Each pair of names out of order, as "earlier > later".
    var misordered: [String] = []
    let writesScrollState = true

    mutating func null() {}
    mutating func double(_ value: Double) {}
    mutating func integer(_ value: Int) {}
    mutating func bool(_ value: Bool) {}
    mutating func string(_ value: String) {}

    mutating func name(_ name: StaticString) {
        let name = name.description
        if let last = open[open.count - 1].last, !Array(last.utf8).lexicographicallyPrecedes(Array(name.utf8)) {
            misordered.append("\(last) > \(name)")
        }
        open[open.count - 1].append(name)
    }

    mutating func object(_ write: (inout NameOrder) -> Void) {
        open.append([])
        write(&self)
        open.removeLast()
    }

    mutating func array(_ write: (inout NameOrder) -> Void) {
        open.append([])
        write(&self)
        open.removeLast()
    }

    /// The names out of order in `value`.
    static func misordered(in value: some WireWritable) -> [String] {
        var writer = NameOrder()
        value.write(to: &writer)
        return writer.misordered
    }
}

/// Every answer is listed once (``WireRecord``): the server's writer, `Encodable` and `Decodable` all follow that list.
@Suite("answers listed once")
struct AnswerMemberListTests {
    /// Snap answers with every optional member both present and absent.
    static let snaps = [
        SnapResult(target: nil, from: -40, projected: 12.5, offset: 0, index: nil, section: nil, virtualIndex: nil, duration: 0.25),
        SnapResult(target: "loop", from: 100, projected: 912.75, offset: 800, index: 3, section: "loop", virtualIndex: -5, duration: 1),
    ]

    /// Locate answers of both kinds.
    static let locates = [LocateResult(offset: -12.5, clamped: 0), LocateResult(ranges: [[0, 10.25], [-1e15, 5e-324]]), LocateResult(ranges: [])]

    @Test("every answer's members are listed in the byte order of their names, the order sorted-key JSON writes")
    func byteOrder() throws {
        let service = SceneService(presets: SceneService.shippedPresets)
        for (name, frame) in try JSONValueWriterFrameTests.frames(service) {
            #expect(NameOrder.misordered(in: frame).isEmpty, "\(name): \(NameOrder.misordered(in: frame))")
        }
        for (name, timeline) in try JSONValueWriterTimelineTests.timelines(service) {
            #expect(NameOrder.misordered(in: timeline).isEmpty, "\(name): \(NameOrder.misordered(in: timeline))")
        }
        for snap in Self.snaps { #expect(NameOrder.misordered(in: snap).isEmpty) }
        for locate in Self.locates { #expect(NameOrder.misordered(in: locate).isEmpty) }
    }

    @Test("snap and locate answers are written byte for byte as JSONEncoder writes them")
    func snapAndLocate() {
        for snap in Self.snaps { #expect(JSONValueWriter.json(snap) == JSONCoding.encodeWithFoundation(snap)) }
        for locate in Self.locates { #expect(JSONValueWriter.json(locate) == JSONCoding.encodeWithFoundation(locate)) }
    }

    @Test("every answer reads back from its JSON as the value written, a header that is not listed (null) included")
    func readBack() throws {
        let service = SceneService(presets: SceneService.shippedPresets)
        let decoder = JSONDecoder()
        let frames = try JSONValueWriterFrameTests.frames(service)
        #expect(frames.contains { $0.frame.sections.contains { $0.header == .some(nil) } }, "some header is not listed")
        for (name, frame) in frames {
            #expect(try decoder.decode(Frame.self, from: Data(try #require(JSONValueWriter.json(frame)))) == frame, "\(name)")
        }
        for (name, timeline) in try JSONValueWriterTimelineTests.timelines(service) {
            #expect(try decoder.decode(Timeline.self, from: Data(try #require(JSONValueWriter.json(timeline)))) == timeline, "\(name)")
        }
        for snap in Self.snaps { #expect(try decoder.decode(SnapResult.self, from: Data(try #require(JSONValueWriter.json(snap)))) == snap) }
        for locate in Self.locates {
            #expect(try decoder.decode(LocateResult.self, from: Data(try #require(JSONValueWriter.json(locate)))) == locate)
        }
    }
}
