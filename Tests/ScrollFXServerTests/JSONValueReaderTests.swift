import Foundation
import ScrollFX
@testable import ScrollFXServer
import StrictJSON
import Testing

/// The request bodies' fast path (`JSONValueReader`) against `Decodable` on documents that set every field.
@Suite("request bodies read without Codable")
struct JSONValueReaderTests {
    /// A scene that sets every field of every type it holds, each to something other than its default, with `null`
    /// where a default is kept. A field added to the model belongs here too (`everyFieldIsSet` fails until it is),
    /// and then in its type's field list (`WireObject.read`), which both readers follow.
    static let everyField = #"""
    {"viewport": {"width": 390, "height": 844, "x": 3, "y": 20}, "axis": "horizontal", "offset": 120.5,
     "previous": {"offset": 100, "hidden": {"hero": 20.5}},
     "contentInset": {"top": 8, "leading": 4, "bottom": 12, "trailing": 6}, "spacing": 10, "layoutDirection": "rtl",
     "reduceMotion": true, "prefetch": 150, "snap": "paging",
     "overscroll": {"model": "rubberBand", "coefficient": 0.4},
     "sections": [
      {"id": "hero", "kind": "header", "preset": "hero-header", "cornerRadius": 4, "clip": false, "size": {"height": 300},
       "collapse": {"minHeight": 56}, "reveal": {"mode": "enterAlways", "threshold": 0.25},
       "effects": [{"type": "grow"}, {"type": "stretch", "axis": "vertical", "uniform": true}],
       "layers": [{"id": "art", "frame": {"x": 1, "y": 2, "width": 300, "height": 200}, "overscan": {"x": 1.2, "y": 1.5},
                   "anchor": {"x": 0, "y": 1}, "cover": true,
                   "effects": [{"type": "parallax", "rate": 0.4, "axis": "vertical", "space": "global", "origin": "center",
                                "range": [null, 300]}],
                   "layers": [{"id": "glow", "effects": [{"type": "distance", "radius": 300, "opacity": 0.5, "scale": 0.1,
                                                          "blur": 4, "space": "section"},
                                                         {"type": "parallax", "rate": 0.2, "range": [-50, null]}]}]}]},
      {"id": "cards", "kind": "carousel", "itemSize": {"width": 250, "height": 360}, "spacing": 12,
       "padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}, "alignment": "leading", "offset": 40, "loop": true,
       "snap": "none", "perspective": 420, "count": 8,
       "effects": [{"type": "carousel", "strength": 0.7}, {"type": "coverflow", "angle": 30, "depth": 80, "spacing": 12}]},
      {"id": "list", "kind": "list", "itemSize": {"height": 100}, "padding": 16, "columns": null,
       "items": [{"id": "a", "size": {"width": null, "height": 120}}, {"id": null}, {}],
       "effects": [{"type": "map", "input": "progress", "axis": "vertical", "space": "section", "output": "opacity",
                    "keyframes": [[0, 0], [0.5, 1, "steps(3, jump-both)"], [1, 0]], "extrapolate": "extend", "easing": "ease-out",
                    "range": {"start": ["entry", 0.25], "end": ["exit", 0.75]}, "inset": {"start": 4, "end": 8}},
                   {"type": "map", "input": "collapse", "output": "blur", "keyframes": [[0, 0], [1, 2]]}]},
      {"id": "grid", "kind": "grid", "columns": 3, "itemSize": {"height": 80}, "count": 9,
       "header": {"id": "letters", "size": {"height": 30}, "top": 4, "cornerRadius": 2, "clip": false,
                  "effects": [{"type": "parallax", "rate": 0.1}], "layers": [{"id": "label"}]}},
      {"id": "bar", "kind": "header", "size": {"height": 40}, "sticky": {"top": 12, "follow": "hero"}},
      {"id": "box", "kind": "box", "frame": {"x": 0, "y": 2000, "width": 100, "height": 50}}
     ]}
    """#

    /// The same types with only their required fields: every field at its default.
    static let defaults = #"""
    {"viewport": {"width": 1, "height": 2}, "contentInset": {}, "overscroll": {}, "previous": {"offset": 0, "hidden": {"a": null}},
     "sections": [
      {"id": "a", "kind": "header", "size": {}, "collapse": {"minHeight": 1}, "padding": {}, "frame": {"x": 0, "y": 0, "width": 0, "height": 0},
       "effects": [{"type": "grow"}, {"type": "stretch"}, {"type": "parallax", "rate": 0}, {"type": "carousel", "strength": 0},
                   {"type": "distance"}, {"type": "coverflow"}, {"type": "map", "input": "min", "output": "scale", "keyframes": [[1, 1]]},
                   {"type": "map", "input": "progress", "output": "scale", "keyframes": [[1, 1]], "range": {}, "inset": {}}],
       "layers": [{"layers": [{}], "frame": {"x": 0, "y": 0, "width": 0, "height": 0}, "overscan": {"x": 1, "y": 1}, "anchor": {"x": 0.5, "y": 0.5},
                   "effects": [{"type": "parallax", "rate": 0, "range": [null, null]}]}],
       "itemSize": {}, "items": [{"size": {}}], "header": {"size": {}}, "sticky": {}, "reveal": {}}
     ]}
    """#

    @Test("everyField sets every stored property of the request's types to something other than its default (by reflection)")
    func everyFieldIsSet() throws {
        // "Type.field" → the descriptions of its values, walking a value's stored properties by reflection.
        func fields(of value: Any, into seen: inout [String: Set<String>]) {
            let mirror = Mirror(reflecting: value)
            let type = String(describing: mirror.subjectType)
            for child in mirror.children {
                if let label = child.label, mirror.displayStyle == .struct {
                    seen["\(type).\(label)", default: []].insert(String(describing: child.value))
                }
                fields(of: child.value, into: &seen)
            }
        }
        var set: [String: Set<String>] = [:], unset: [String: Set<String>] = [:]
        fields(of: try JSONCoding.decode(Scene.self, from: Array(Self.everyField.utf8)), into: &set)
        fields(of: try JSONCoding.decode(Scene.self, from: Array(Self.defaults.utf8)), into: &unset)
        // A field of one possible value (a bar's `mode`, `enterAlways` for now) cannot be set to another.
        for field in Set(set.keys).union(unset.keys).sorted() where field != "Reveal.mode" {
            let (values, defaults) = (set[field] ?? [], unset[field] ?? [])
            #expect(!defaults.isEmpty, "\(field) is missing from the defaults document")
            #expect(!values.subtracting(defaults).isEmpty, "\(field) is never set by everyField: \(values)")
        }
        #expect(set.keys.contains("Section.collapse") && set.keys.contains("MapEffect.extrapolate") && set.count > 60)
        // Every effect tag the contract lists, in everyField.
        let openAPI = try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bytes)) as? [String: Any]
        let schemas = (openAPI?["components"] as? [String: Any])?["schemas"] as? [String: Any]
        let tags = try #require((((schemas?["Effect"] as? [String: Any])?["discriminator"] as? [String: Any])?["mapping"] as? [String: Any])?.keys)
        for tag in tags { #expect(Self.everyField.contains(#""type": "\#(tag)""#), "no \(tag) effect in everyField") }
    }

    @Test("a member the fast path does not know makes it give up, and Decodable answers the same scene")
    func unknownMembersFallBack() throws {
        let base = #"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "a", "kind": "list", "count": 3, SECTION}], SCENE}"#
        for (section, scene) in [(#""x-note": 1"#, #""offset": 4"#), (#""clip": true"#, #""unknown": [1, {"a": null}]"#),
                                 (#""effects": [{"type": "grow", "rate": 1}]"#, #""offset": 4"#),
                                 (#""effects": [{"type": "carousel", "strength": 1, "extra": true}]"#, #""offset": 4"#),
                                 (#""collapse": {"minHeight": 1, "maxHeight": 2}"#, #""offset": 4"#),
                                 (#""layers": [{"id": "l", "color": "red"}]"#, #""offset": 4"#)] {
            let text = base.replacingOccurrences(of: "SECTION", with: section).replacingOccurrences(of: "SCENE", with: scene)
            let document = try JSONParser.parse(Array(text.utf8))
            #expect(JSONValueReader.read(Scene.self, from: document) == nil, "\(text)")
            let decoded = try JSONDocumentDecoder.decode(Scene.self, from: document)
            #expect(try JSONCoding.decode(Scene.self, from: Array(text.utf8)) == decoded)
            #expect(decoded.sections[0].count == 3)
        }
    }

    @Test("a scene setting every field reads the same by the fast path as by Decodable")
    func everyFieldAgrees() throws {
        let document = try JSONParser.parse(Array(Self.everyField.utf8))
        let fast = try #require(JSONValueReader.read(Scene.self, from: document))
        let decoded = try JSONDocumentDecoder.decode(Scene.self, from: document)
        #expect(fast == decoded)
        // And the document really does leave the defaults: a fast path that skipped a field would differ.
        #expect(decoded.layoutDirection == .rtl && decoded.reduceMotion && decoded.snap == .paging && decoded.prefetch == 150)
        #expect(decoded.overscroll == Overscroll(model: .rubberBand, coefficient: 0.4) && decoded.sections[0].collapse?.minHeight == 56)
        #expect(decoded.sections[1].loop && decoded.sections[1].perspective == 420)
        #expect(decoded.sections[1].effects?[1] == .coverflow(CoverflowEffect(angle: 30, depth: 80, spacing: 12)))
        #expect(decoded.sections[0].layers?[0].layers[0].effects.count == 2 && decoded.sections[2].items?.count == 3)
    }

    @Test("/v1/frames bodies: the scene and its offsets, null offsets kept absent")
    func framesRequest() throws {
        for (text, offsets) in [(#"{"viewport": {"width": 1, "height": 1}, "sections": [], "offsets": [0, 2.5]}"#, [0, 2.5] as [Double]?),
                                (#"{"viewport": {"width": 1, "height": 1}, "sections": [], "offsets": null}"#, nil)] {
            let document = try JSONParser.parse(Array(text.utf8))
            let fast = try #require(JSONValueReader.read(FramesRequest.self, from: document))
            #expect(fast == (try JSONDocumentDecoder.decode(FramesRequest.self, from: document)))
            #expect(fast.offsets == offsets)
        }
    }

    /// The other request bodies, each setting every member of its own to something other than its default, and
    /// with only its required ones.
    static let requests: [(type: any (WireValue & Equatable).Type, every: String, required: String)] = {
        let scene = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "cards", "kind": "carousel", "itemSize": {"width": 200, "height": 300}, "count": 5}]}"#
        return [
            (SnapRequest.self, #"{"scene": \#(scene), "target": "cards", "velocity": -2.5, "deceleration": "fast", "limit": "one"}"#,
             #"{"scene": \#(scene)}"#),
            (LocateRequest.self, #"{"scene": \#(scene), "section": "cards", "item": 3, "align": "trailing", "fraction": 0.5}"#,
             #"{"scene": \#(scene), "section": "other", "item": 0}"#),
            (TimelineRequest.self, #"{"scene": \#(scene), "source": "cards", "from": 10, "to": 900, "tolerance": 0.5, "tracks": "shared", "exposures": true, "held": true}"#,
             #"{"scene": \#(scene)}"#),
            (PreviewRequest.self, #"{"viewport": {"width": 390, "height": 844}, "sections": [], "offsets": [0, 100], "legend": true}"#,
             #"{"viewport": {"width": 390, "height": 844}, "sections": []}"#),
        ]
    }()

    @Test("snap, locate, timeline and preview bodies: every member read by the fast path as Decodable reads it, off its default")
    func requestBodies() throws {
        func read<T: WireValue & Equatable>(_ type: T.Type, _ text: String) throws -> (fast: T?, decoded: T) {
            let document = try JSONParser.parse(Array(text.utf8))
            return (JSONValueReader.read(T.self, from: document), try JSONDocumentDecoder.decode(T.self, from: document))
        }
        func members(_ value: Any) -> [String: String] {
            Dictionary(uniqueKeysWithValues: Mirror(reflecting: value).children.map { ($0.label ?? "", String(describing: $0.value)) })
        }
        for (type, every, required) in Self.requests {
            func check<T: WireValue & Equatable>(_ type: T.Type) throws {
                let (full, minimal) = (try read(type, every), try read(type, required))
                #expect(full.fast == full.decoded && minimal.fast == minimal.decoded, "\(type)")
                let (set, unset) = (members(full.decoded), members(minimal.decoded))
                // `exposures` follows `tracks` by default: checked below.
                for (label, value) in set where label != "scene" && label != "exposures" {
                    #expect(value != unset[label], "\(type).\(label) is never set off its default")
                }
            }
            try check(type)
        }
        let preview = try read(PreviewRequest.self, Self.requests[3].every).decoded
        #expect(preview.legend && preview.frames.offsets == [0, 100])
        let timeline = try read(TimelineRequest.self, Self.requests[2].every).decoded
        #expect(timeline.tracks == .shared && timeline.exposures, "shared tracks have no exposures unless asked")
    }

    @Test("the fast path gives up rather than guess: wrong kinds, unknown cases, missing required fields")
    func givesUp() throws {
        for text in [#"{"viewport": {"width": 1}, "sections": []}"#, #"{"viewport": {"width": 1, "height": 1}, "sections": [], "axis": "diagonal"}"#,
                     #"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "a", "kind": "list", "count": 2.5}]}"#,
                     #"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "a", "kind": "list", "effects": [{"type": "spin"}]}]}"#,
                     #"{"viewport": {"width": 1, "height": 1}, "sections": [{"kind": "list"}]}"#,
                     #"{"viewport": {"width": 1, "height": 1}, "sections": null}"#] {
            let document = try JSONParser.parse(Array(text.utf8))
            #expect(JSONValueReader.read(Scene.self, from: document) == nil, "\(text)")
            #expect((try? JSONDocumentDecoder.decode(Scene.self, from: document)) == nil, "\(text)")
        }
    }
}
