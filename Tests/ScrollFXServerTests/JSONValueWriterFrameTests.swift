import Foundation
import MicroHTTP
@testable import ScrollFX
@testable import ScrollFXServer
import StrictJSON
import TestSupport
import Testing

/// The bytes Foundation's `JSONEncoder` gives, the reference.
private func foundation(_ value: some Encodable) -> [UInt8]? { JSONCoding.encodeWithFoundation(value) }

/// A frame is written from its member lists; the server's writer must write what `JSONEncoder` writes of them.
@Suite("frames written directly")
struct JSONValueWriterFrameTests {
    /// A card whose cover layer has no id and leaves a gap: a layer and a warning without a layer id.
    private static let anonymousCover = #"{"viewport": {"width": 390, "height": 150}, "offset": 120, "sections": [{"id": "cards", "kind": "list", "count": 2, "itemSize": {"height": 260}, "layers": [{"cover": true, "effects": [{"type": "parallax", "rate": 0.175}]}]}]}"#

    /// A rubber-band scene pulled past its start: a frame with `displayedOffset`.
    private static let rubberBand = #"{"viewport": {"width": 390, "height": 844}, "offset": -100, "overscroll": {"model": "rubberBand"}, "sections": [{"id": "hero", "kind": "header", "size": {"height": 300}, "effects": [{"type": "grow"}]}]}"#

    /// A looping carousel swiped past its start: items with `virtualIndex`.
    private static let looping = #"{"viewport": {"width": 400, "height": 844}, "sections": [{"id": "loop", "kind": "carousel", "loop": true, "offset": -100, "itemSize": {"width": 250, "height": 360}, "spacing": 16, "count": 8}]}"#

    /// A coverflow carousel whose cover layers turn on their own too: transforms with `rotateY`, `translateZ` and
    /// `matrix3d`, and gaps judged on projected quads.
    private static let coverflow = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "covers", "kind": "carousel", "offset": 108, "count": 6, "itemSize": {"width": 200, "height": 280}, "effects": [{"type": "coverflow"}], "layers": [{"id": "art", "cover": true, "effects": [{"type": "coverflow", "angle": 20}]}]}]}"#

    /// Sticky headers and pinned boxes: headers listed and visible, listed in the prefetch only, pushed out, not listed;
    /// one without an id or a clip; a header's cover gap; pinned boxes stuck and not.
    private static let sticky = #"""
    {"viewport": {"width": 390, "height": 300}, "offset": 600, "prefetch": 300, "sections": [
     {"id": "a", "kind": "list", "itemSize": {"height": 100}, "count": 5, "header": {"id": "A", "size": {"height": 40}, "clip": false}},
     {"id": "b", "kind": "list", "itemSize": {"height": 100}, "count": 5,
      "header": {"size": {"height": 40}, "layers": [{"id": "bg", "cover": true, "frame": {"x": 0, "y": 0, "width": 100, "height": 40}}]}},
     {"id": "c", "kind": "grid", "columns": 2, "itemSize": {"height": 100}, "count": 20, "header": {"id": "C", "size": {"height": 40}}},
     {"id": "d", "kind": "list", "itemSize": {"height": 100}, "count": 5, "header": {"size": {"height": 40}}},
     {"id": "p1", "kind": "box", "frame": {"x": 0, "y": 700, "width": 50, "height": 50}, "sticky": {}},
     {"id": "p2", "kind": "box", "frame": {"x": 0, "y": 100, "width": 50, "height": 50}, "sticky": {"top": 8}}]}
    """#

    /// A bar that hides and returns, shown by 6 points after a frame that hid it: a section with `hidden`.
    private static let reveal = #"{"viewport": {"width": 390, "height": 700}, "offset": 550, "previous": {"offset": 600, "hidden": {"bar": 56}}, "sections": [{"id": "bar", "kind": "header", "size": {"height": 56}, "reveal": {}}, {"id": "tabs", "kind": "header", "size": {"height": 48}, "sticky": {"top": 56, "follow": "bar"}}, {"id": "rows", "kind": "list", "itemSize": {"height": 100}, "count": 30}]}"#

    /// The frames of every golden scene, of ``anonymousCover``, ``rubberBand``, ``looping``, ``coverflow``, ``sticky``
    /// and ``reveal``.
    static func frames(_ service: SceneService) throws -> [(name: String, frame: Frame)] {
        try Fixtures.cases.map { ($0, try service.frame(body: Array(try Fixtures.request($0)))) }
            + [("anonymous cover", try service.frame(body: Array(anonymousCover.utf8))),
               ("rubber band", try service.frame(body: Array(rubberBand.utf8))),
               ("looping", try service.frame(body: Array(looping.utf8))),
               ("coverflow", try service.frame(body: Array(coverflow.utf8))),
               ("sticky", try service.frame(body: Array(sticky.utf8))),
               ("reveal", try service.frame(body: Array(reveal.utf8)))]
    }

    @Test("every golden frame, an anonymous cover layer, a rubber band and the typical scene at 200 offsets are written byte for byte as JSONEncoder writes them")
    func frames() throws {
        let presets = SceneService.shippedPresets
        let service = SceneService(presets: presets)
        let golden = try Self.frames(service)
        for (name, frame) in golden {
            #expect(JSONValueWriter.json(frame) == foundation(frame), "\(name)")
            // Handed over (here a copy whose arrays are shared, so listing them in place copies them first): the same bytes.
            #expect(JSONValueWriter.writing(handedOver: frame).json.bytes == foundation(frame), "\(name)")
        }
        #expect(golden.count >= 9)
        let scene = try Data(contentsOf: Fixtures.folder.appending(path: "../../Benchmarks/Scenes/typical-scene.json"))
        var request = try #require(try JSONSerialization.jsonObject(with: scene) as? [String: Any])
        request["offsets"] = (0..<200).map { Double($0) * 13.7 - 300 }
        let frames = try service.frames(body: Array(try JSONSerialization.data(withJSONObject: request)))
        #expect(JSONValueWriter.json(frames) == foundation(frames))
        #expect(JSONValueWriter.writing(handedOver: try service.frames(body: Array(try JSONSerialization.data(withJSONObject: request)))).json.bytes
                == foundation(frames))
    }

    @Test("those frames hold every field of every frame type, each optional one both present and absent")
    func everyFieldIsChecked() throws {
        // Walks a value's stored properties by reflection: "Type.field" for each, with ": nil" or ": set" for optionals.
        func fields(of value: Any, into seen: inout Set<String>) {
            let mirror = Mirror(reflecting: value)
            let type = String(describing: mirror.subjectType)
            for child in mirror.children {
                guard let label = child.label, mirror.displayStyle == .struct else {
                    fields(of: child.value, into: &seen)
                    continue
                }
                let field = Mirror(reflecting: child.value)
                if field.displayStyle == .optional {
                    seen.insert("\(type).\(label): " + (field.children.isEmpty ? "nil" : "set"))
                    if let wrapped = field.children.first { fields(of: wrapped.value, into: &seen) }
                } else {
                    seen.insert("\(type).\(label)")
                    fields(of: child.value, into: &seen)
                }
            }
        }
        let presets = SceneService.shippedPresets
        let service = SceneService(presets: presets)
        var seen: Set<String> = []
        for (_, frame) in try Self.frames(service) { fields(of: frame, into: &seen) }
        let optionals = Set(seen.filter { $0.hasSuffix(": nil") || $0.hasSuffix(": set") }.map { $0.split(separator: ":")[0] })
        for field in optionals.sorted() {
            #expect(seen.contains("\(field): nil") && seen.contains("\(field): set"), "\(field) is never \(seen.contains("\(field): nil") ? "set" : "nil")")
        }
        for type in ["Frame", "Section", "Item", "Header", "Layer", "Warning", "Transform", "ClipRect", "VisibleRange"] {
            #expect(seen.contains { $0.hasPrefix(type + ".") }, "no \(type) in the golden frames")
        }
    }

    @Test("each number of a transform at the edges (−0, neighbours of 0.5 and 1, 5e-324) is written as JSONEncoder writes it")
    func transformNumbers() throws {
        // The numbers of a translation about the centre, one at a time replaced by a neighbour.
        let plain: [String: String] = ["ax": "0.5", "ay": "0.5", "blur": "0", "a": "1", "b": "0", "c": "0", "d": "1", "e": "-90",
                                       "f": "0", "opacity": "1", "rotation": "0", "sx": "1", "sy": "1", "tx": "0", "ty": "-90"]
        func transform(_ numbers: [String: String], depth: Bool = false) throws -> Frame.Transform {
            let n = numbers
            let turned = depth ? #","rotateY":20,"translateZ":0,"matrix3d":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]"# : ""
            let json = #"{"anchor":{"x":\#(n["ax"]!),"y":\#(n["ay"]!)},"blur":\#(n["blur"]!),"matrix":[\#(n["a"]!),\#(n["b"]!),\#(n["c"]!),\#(n["d"]!),\#(n["e"]!),\#(n["f"]!)],"opacity":\#(n["opacity"]!),"rotation":\#(n["rotation"]!),"scale":{"x":\#(n["sx"]!),"y":\#(n["sy"]!)},"translate":{"x":\#(n["tx"]!),"y":\#(n["ty"]!)}\#(turned)}"#
            return try JSONDecoder().decode(Frame.Transform.self, from: Data(json.utf8))
        }
        var all: [Frame.Transform] = []
        for (key, _) in plain.sorted(by: { $0.key < $1.key }) {
            for value in ["-0.0", "0", "0.5", "1", "0.49999999999999994", "1.0000000000000002", "5e-324", "119.35897435897435"] {
                var numbers = plain
                numbers[key] = value
                let varied = try transform(numbers)
                #expect(JSONValueWriter.json(varied) == foundation(varied), "\(key) = \(value)")
                all.append(varied)
            }
        }
        let (moved, turned) = (try transform(plain), try transform(plain, depth: true))
        #expect(JSONValueWriter.json(moved) == foundation(moved))
        #expect(JSONValueWriter.json(turned) == foundation(turned))
        // In one answer: the members a flat one keeps are written again for the next flat one, and only for those.
        all += [turned, moved]
        #expect(all.filter(\.isTranslationAboutCentre).count > 10 && all.contains { !$0.isTranslationAboutCentre })
        #expect(JSONValueWriter.json(all) == foundation(all))
    }

    @Test("the /v1/frame answer uses the writer and stays what JSONEncoder would send")
    func response() throws {
        let frame = try SceneService().frame(body: Array(exampleScene.utf8))
        let response = Router().respond(to: post("/v1/frame", exampleScene))
        #expect(response.status == 200)
        #expect(response.body == foundation(frame))
    }
}
