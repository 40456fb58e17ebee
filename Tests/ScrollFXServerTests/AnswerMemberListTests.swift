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

    mutating func name(_ name: StaticString) { self.name(text: name.description) }

    mutating func name(text name: String) {
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

/// Ids are written into answers as JSON strings that clients parse: escaped per byte, whatever the characters around.
@Suite("ids in answers")
struct AnswerIDTests {
    /// Each joiner (U+0600, which joins the next character into one Character; a combining mark; ZWJ) before, after
    /// and inside markup and quote characters.
    static var ids: [String] {
        var ids: [String] = []
        for joiner in ["\u{0600}", "\u{0301}", "\u{200D}"] {
            for mark in ["<", ">", "&", "\"", "'"] {
                let inside: String = "a" + joiner + mark + "b" + mark + joiner
                ids += [joiner + mark, mark + joiner, inside]
            }
        }
        return ids
    }

    /// Every string member named `id`, `section` or `layer` (or inside a `layer` array) of a parsed answer.
    private static func strings(in value: Any, into found: inout [String]) {
        if let object = value as? [String: Any] {
            for (name, member) in object {
                if ["id", "section", "layer"].contains(name), let text = member as? String { found.append(text) }
                if name == "layer", let path = member as? [String] { found += path }
                strings(in: member, into: &found)
            }
        } else if let array = value as? [Any] {
            for element in array { strings(in: element, into: &found) }
        }
    }

    @Test("ids with U+0600, a combining mark or ZWJ beside < > & \" ' come back scalar for scalar from frames and timelines")
    func joinedCharacters() throws {
        let ids = Self.ids
        let scene: [String: Any] = [
            "viewport": ["width": 390, "height": 2000],
            "sections": (0..<3).map { section in
                [
                    "id": ids[section], "kind": "list", "itemSize": ["height": 20],
                    "items": ids.map { ["id": $0] },
                    "layers": [["id": ids[section + 3], "effects": [["type": "parallax", "rate": 0.2]]]],
                ] as [String: Any]
            },
        ]
        let service = SceneService(presets: SceneService.shippedPresets)
        let frame = try service.frame(body: Array(try JSONSerialization.data(withJSONObject: scene)))
        let timeline = try service.timeline(body: Array(try JSONSerialization.data(withJSONObject: ["scene": scene])))
        for (name, bytes, reference) in [("frame", JSONValueWriter.json(frame), JSONCoding.encodeWithFoundation(frame)),
                                         ("timeline", JSONValueWriter.json(timeline), JSONCoding.encodeWithFoundation(timeline))] {
            let written = try #require(bytes)
            #expect(written == reference, "\(name)")
            var found: [String] = []
            Self.strings(in: try JSONSerialization.jsonObject(with: Data(written)), into: &found)
            let scalars = Set(found.map { Array($0.unicodeScalars) })
            for id in ids[0..<6] { #expect(scalars.contains(Array(id.unicodeScalars)), "\(name): \(id.debugDescription)") }
            if name == "frame" { for id in ids { #expect(scalars.contains(Array(id.unicodeScalars)), "\(id.debugDescription)") } }
            #expect(found.allSatisfy { text in ids.contains { Array($0.unicodeScalars) == Array(text.unicodeScalars) } }, "\(name)")
        }
    }
}
