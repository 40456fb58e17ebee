import Foundation
import PropertyBased
@testable import ScrollFX
@testable import ScrollFXServer
import Testing
import TestSupport

/// A scene's canonical form and id (`Scene+Canonical`, the server's `CanonicalScene`), over generated scenes: here
/// because the generators live here.
@Suite("canonical scenes and their ids", .shrinking(false))
struct CanonicalSceneTests {
    /// The id of a request body's scene, as `POST /v1/scenes` finds it.
    static func canonical(_ json: String) throws -> CanonicalScene {
        let scene = try JSONCoding.decode(Scene.self, from: Array(json.utf8))
        return CanonicalScene(validated: try scene.validated(presets: SceneService.shippedPresets))
    }

    @Test("a small scene's canonical form: members sorted, defaults written, offset gone; its id is its SHA-256")
    func handExample() throws {
        let scene = try Self.canonical(#"""
            {"sections": [{"kind": "list", "id": "cards", "count": 3, "itemSize": {"height": 100.0}}],
             "viewport": {"height": 844, "width": 390}, "offset": 120}
            """#)
        // Written out by hand from the contract's defaults, members in code-unit order.
        #expect(String(decoding: scene.bytes, as: UTF8.self) == #"{"axis":"vertical","contentInset":{"bottom":0,"leading":0,"top":0,"trailing":0},"#
            + #""layoutDirection":"ltr","overscroll":{"coefficient":0.55,"model":"none"},"prefetch":0,"reduceMotion":false,"#
            + #""sections":[{"alignment":"center","clip":true,"cornerRadius":0,"count":3,"effects":[],"id":"cards","#
            + #""itemSize":{"height":100},"kind":"list","layers":[],"loop":false,"offset":0,"#
            + #""padding":{"bottom":0,"leading":0,"top":0,"trailing":0},"perspective":500,"snap":"viewAligned","spacing":0}],"#
            + #""snap":"none","spacing":0,"viewport":{"height":844,"width":390,"x":0,"y":0}}"#)
        // Python's hashlib.sha256 of those bytes.
        #expect(scene.id == "52c323bb724c54eee451343e6ec08027f106a8ff0c5f205a4157bff94476f7f6")
        #expect(scene.scene.offset == 0)
    }

    @Test("numbers in ECMAScript's form, a carousel's spacing written in, a progress map's absent range left out, presets resolved")
    func writtenDefaults() throws {
        let scene = try Self.canonical(#"""
            {"viewport": {"width": 1e2, "height": 0.0000001}, "sections": [
              {"id": "c", "kind": "carousel", "itemSize": {"width": 50, "height": 12.5e13}, "count": 2, "preset": "parallax-carousel"},
              {"id": "l", "kind": "list", "count": 1, "itemSize": {"height": 10},
               "effects": [{"type": "map", "input": "progress", "output": "opacity", "keyframes": [[0, 0], [1, -0.0, "EASE-IN"]]}]}]}
            """#)
        let text = String(decoding: scene.bytes, as: UTF8.self)
        #expect(text.contains(#""viewport":{"height":1e-7,"width":100,"x":0,"y":0}"#))
        #expect(text.contains(#""itemSize":{"height":125000000000000,"width":50}"#))
        #expect(text.contains(#""spacing":16"#) && !text.contains("preset"))
        #expect(text.contains(#""keyframes":[[0,0],[1,0,"ease-in"]]"#))
        // `cover` 0 to 1 reads otherwise than no range for elements shorter than 1e-9 points: absent stays absent.
        #expect(!text.contains(#""inset""#) && !text.contains(#""range""#))
        let preset = try #require(SceneService.shippedPresets["parallax-carousel"])
        #expect(scene.scene.sections[0].effects == (preset.effects ?? []) && scene.scene.sections[0].layers == (preset.layers ?? []))
    }

    @Test("2,000 spellings of generated scenes (member order, whitespace, 1 or 1.0 or 10e-1, defaults left out, null for absent, an offset) have one id")
    func spellingsShareOneID() async {
        let seed = SeededGenerator(for: "scene spellings").seed
        await checkProperty(count: 200, input: zip(ScenePlan.generator, Gen.bool(0.5), Gen.int(in: 0...Int.max))) { plan, pinned, draw in
            let scene = try (pinned ? plan.stickyScene : plan.scene).validated()
            let canonical = CanonicalScene(validated: scene)
            // The canonical form reads back as itself, and the scene held is the one it spells.
            #expect(try Self.canonical(String(decoding: canonical.bytes, as: UTF8.self)).bytes == canonical.bytes)
            var spelling = SceneSpelling(random: SeededGenerator(seed: seed ^ UInt64(draw)))
            for _ in 0..<10 {
                let text = spelling.spell(WireTree.of(canonical.scene))
                #expect(try Self.canonical(text).id == canonical.id, "\(text)")
            }
        }
    }

    @Test("ids with U+0600, a combining mark, ZWJ and < > & \" ' \\ in every id position: canonical JSON that parses back to them and keeps its id")
    func idsInCanonicalJSON() throws {
        let hostile = ["\u{600}<a>", "\u{301}&\"'", "x\u{200D}\\</script>", "\u{2028}\u{1F600}"]
        let json = try JSONSerialization.data(withJSONObject: [
            "viewport": ["width": 390, "height": 844],
            "sections": hostile.enumerated().map { index, id in
                ["id": id, "kind": "list", "itemSize": ["height": 100], "items": [["id": id]],
                 "header": ["id": id, "size": ["height": 20]], "layers": [["id": id]]] as [String: Any]
            },
        ])
        let canonical = try Self.canonical(String(decoding: json, as: UTF8.self))
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(canonical.bytes)) as? [String: Any])
        let sections = try #require(parsed["sections"] as? [[String: Any]])
        #expect(sections.map { $0["id"] as? String } == hostile)
        #expect(sections.map { (($0["layers"] as? [[String: Any]])?.first?["id"]) as? String } == hostile)
        #expect(sections.map { (($0["items"] as? [[String: Any]])?.first?["id"]) as? String } == hostile)
        #expect(sections.map { (($0["header"] as? [String: Any])?["id"]) as? String } == hostile)
        #expect(try Self.canonical(String(decoding: canonical.bytes, as: UTF8.self)).id == canonical.id)
    }

    @Test("-0 and 0 are one scene, and the scene held is the one the canonical bytes spell, whichever was sent")
    func negativeZero() throws {
        let scene = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "a", "kind": "list", "count": 1, "itemSize": {"height": 100}, "cornerRadius": -0}]}"#
        let negative = try Self.canonical(scene), positive = try Self.canonical(scene.replacingOccurrences(of: "-0", with: "0"))
        #expect(negative.id == positive.id && negative.scene == positive.scene)
        #expect(negative.scene.sections[0].cornerRadius.sign == .plus)
    }

    @Test("the canonical scene answers as the scene does: frames at five offsets and its whole timeline")
    func canonicalAnswersAlike() async {
        await checkProperty(count: 100, input: zip(ScenePlan.generator, Gen.bool(0.5))) { plan, pinned in
            let scene = try (pinned ? plan.stickyScene : plan.scene).validated()
            var canonical = CanonicalScene(validated: scene).scene
            for offset in [scene.offset, -40, 0, 333.25, 2_000] {
                var original = scene
                (original.offset, canonical.offset) = (offset, offset)
                #expect(FrameBuilder(scene: canonical).build() == FrameBuilder(scene: original).build())
            }
            guard !scene.sections.contains(where: \.loops) else { return }
            let request = TimelineRequest(scene: scene, tolerance: 1)
            var canonicalRequest = request
            canonicalRequest.scene = canonical
            #expect(try TimelineCompiler(scene: canonical).compile(canonicalRequest, maxKeyframes: 200_000)
                == TimelineCompiler(scene: scene).compile(request, maxKeyframes: 200_000))
        }
    }

    @Test("a scene that differs in one number of its canonical form has another id")
    func changedNumberChangesID() async {
        await checkProperty(count: 200, input: zip(ScenePlan.generator, Gen.int(in: 0...Int.max))) { plan, draw in
            let canonical = CanonicalScene(validated: try plan.scene.validated())
            let tree = WireTree.of(canonical.scene)
            var numbers = 0
            _ = Self.changing(tree, number: -1, seen: &numbers)
            let index = draw % numbers
            numbers = 0
            var spelling = SceneSpelling(random: SeededGenerator(seed: UInt64(draw)))
            let text = spelling.spell(Self.changing(tree, number: index, seen: &numbers))
            // A change may make the scene invalid (a count of 0 items is fine, a negative size is not): then nothing is held.
            guard let other = try? Self.canonical(text) else { return }
            #expect(other.id != canonical.id, "number \(index) of \(numbers)")
        }
    }

    /// `tree` with its `number`-th number (depth first) grown by 1; `seen` counts the numbers passed.
    static func changing(_ tree: WireTree, number: Int, seen: inout Int) -> WireTree {
        switch tree {
        case .number(let value):
            defer { seen += 1 }
            return seen == number ? .number(value + 1) : tree
        case .array(let elements): return .array(elements.map { changing($0, number: number, seen: &seen) })
        case .object(let members): return .object(members.map { .init(name: $0.name, value: changing($0.value, number: number, seen: &seen)) })
        default: return tree
        }
    }
}
