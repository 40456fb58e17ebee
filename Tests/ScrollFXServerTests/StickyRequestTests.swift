import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import StrictJSON
import Testing

/// `header` and `sticky` through HTTP: the contract's 422 cases with their pointers, and answers that leave the
/// old ones unchanged.
@Suite("sticky headers and pinned sections over HTTP")
struct StickyRequestTests {
    /// A vertical scene whose second section is `section` (JSON members after its id).
    private func scene(_ section: String, axis: String = "vertical") -> String {
        #"{"viewport": {"width": 390, "height": 800}, "axis": "\#(axis)", "sections": [{"id": "top", "kind": "list", "count": 2, "itemSize": {"height": 100, "width": 100}}, {"id": "s", \#(section)}]}"#
    }

    private func pointer(_ body: String, path: String = "/v1/frame") throws -> String? {
        let response = Router().respond(to: post(path, body))
        guard response.status == 422 else { return "status \(response.status)" }
        return try problem(in: response).pointer
    }

    @Test("each malformed header or pin is 422 at the pointer the contract names")
    func pointers() throws {
        let list = #""kind": "list", "count": 3, "itemSize": {"height": 50}"#
        let cases: [(String, String, String)] = [
            (#""kind": "carousel", "count": 3, "itemSize": {"width": 50, "height": 50}, "header": {"size": {"height": 40}}"#, "vertical", "/sections/1/header"),
            (#""kind": "header", "size": {"height": 50}, "header": {"size": {"height": 40}}"#, "vertical", "/sections/1/header"),
            (#""kind": "box", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "header": {"size": {"height": 40}}"#, "vertical", "/sections/1/header"),
            (list + #", "header": 3"#, "vertical", "/sections/1/header"),
            (list + #", "header": {}"#, "vertical", "/sections/1/header/size"),
            (list + #", "header": {"size": 40}"#, "vertical", "/sections/1/header/size"),
            (list + #", "header": {"size": {"width": 40}}"#, "vertical", "/sections/1/header/size/height"),
            (list + #", "header": {"size": {"height": 0}}"#, "vertical", "/sections/1/header/size/height"),
            (#""kind": "list", "count": 3, "itemSize": {"width": 50}, "header": {"size": {"height": 40}}"#, "horizontal", "/sections/1/header/size/width"),
            (list + #", "header": {"size": {"height": 40}, "top": 1e16}"#, "vertical", "/sections/1/header/top"),
            (list + #", "header": {"size": {"height": 40}, "top": "4"}"#, "vertical", "/sections/1/header/top"),
            (list + #", "header": {"id": "", "size": {"height": 40}}"#, "vertical", "/sections/1/header/id"),
            (list + #", "header": {"size": {"height": 40}, "cornerRadius": -1}"#, "vertical", "/sections/1/header/cornerRadius"),
            (list + #", "header": {"size": {"height": 40}, "effects": [{"type": "coverflow"}]}"#, "vertical", "/sections/1/header/effects/0/type"),
            (list + #", "header": {"size": {"height": 40}, "layers": [{"id": "x"}, {"id": "x"}]}"#, "vertical", "/sections/1/header/layers/1/id"),
            (list + #", "sticky": true"#, "vertical", "/sections/1/sticky"),
            (list + #", "sticky": {"top": 1e300}"#, "vertical", "/sections/1/sticky/top"),
            (list + #", "sticky": {}, "header": {"size": {"height": 40}}"#, "vertical", "/sections/1/sticky"),
            (#""kind": "header", "size": {"height": 200}, "collapse": {"minHeight": 50}, "sticky": {}"#, "vertical", "/sections/1/sticky"),
        ]
        for (section, axis, expected) in cases {
            #expect(try pointer(scene(section, axis: axis)) == expected, "\(section)")
        }
    }

    @Test("null is the field's absence; a scene without the new fields answers as before")
    func nullIsAbsence() throws {
        let list = #""kind": "list", "count": 3, "itemSize": {"height": 50}"#
        let plain = Router().respond(to: post("/v1/frame", scene(list)))
        let nulls = Router().respond(to: post("/v1/frame", scene(list + #", "header": null, "sticky": null"#)))
        #expect(plain.status == 200 && nulls.body == plain.body)
        #expect(!String(decoding: plain.body, as: UTF8.self).contains("header") && !String(decoding: plain.body, as: UTF8.self).contains("stuck"))
    }

    @Test("a header and a pin answer with header and stuck, have timelines, and style sheets with position: sticky")
    func answers() throws {
        let body = scene(#""kind": "list", "count": 3, "itemSize": {"height": 50}, "header": {"id": "h", "size": {"height": 40}}"#)
        let response = Router().respond(to: post("/v1/frame", body))
        let frame = try JSONDecoder().decode(Frame.self, from: Data(response.body))
        guard case .some(.some(let header)) = frame.sections[1].header else { Issue.record("no header"); return }
        #expect(header.element.id == "h" && header.element.frame == Rect(x: 0, y: 200, width: 390, height: 40) && !header.stuck)
        #expect(frame.sections[1].items[0].frame.y == 240 && frame.contentSize.height == 390)
        // A header's timeline has tracks with "item": null and "header": true, written as JSONEncoder writes them.
        let rows = scene(#""kind": "list", "count": 30, "itemSize": {"height": 50}, "header": {"id": "h", "size": {"height": 40}}"#)
        let timeline = try SceneService().timeline(body: Array(#"{"scene": \#(rows)}"#.utf8))
        #expect(timeline.tracks.contains { $0.header && $0.item == nil && $0.section == "s" && $0.property == "frame.y" })
        #expect(JSONValueWriter.json(timeline) == JSONCoding.encodeWithFoundation(timeline))
        #expect(String(decoding: JSONValueWriter.json(timeline) ?? [], as: UTF8.self).contains(#""header":true,"item":null"#))
        // A header's cover layer that leaves gaps has an exposure of its own, written as JSONEncoder writes it.
        let covered = rows.replacingOccurrences(of: #""size": {"height": 40}}"#,
                                                with: #""size": {"height": 40}, "layers": [{"id": "art", "cover": true, "effects": [{"type": "parallax", "rate": 0.5}]}]}"#)
        let exposed = try SceneService().timeline(body: Array(#"{"scene": \#(covered)}"#.utf8))
        #expect(exposed.exposures.contains { $0.header && $0.section == "s" })
        #expect(JSONValueWriter.json(exposed) == JSONCoding.encodeWithFoundation(exposed))
        let written = String(decoding: JSONValueWriter.json(exposed) ?? [], as: UTF8.self)
        #expect(written.contains(#""header":true,"layer":["art"]"#) && written.contains(#""item":null"#))
        // Its style sheet sticks it natively, 0 below the (absent) start inset.
        let sheet = try text(#"{"scene": \#(rows)}"#, accept: "text/css")
        #expect(sheet.contains("[data-sfx-section=\"s\"] > [data-sfx-header] {\n  width: 390px;\n  height: 40px;\n  position: sticky;\n  left: auto;\n  top: 0px;\n  z-index: 1;"))
        // A pinned section's timeline kinks where it sticks; its sheet sticks it inside an element spanning the rest of
        // the content (from its start, 200, to the content's end, 200 + 150).
        let pinned = #"{"scene": \#(scene(#""kind": "list", "count": 3, "itemSize": {"height": 50}, "sticky": {"top": 8}"#))}"#
        #expect(Router().respond(to: post("/v1/timeline", pinned)).status == 200)
        let pinnedSheet = try text(pinned, accept: "text/css")
        #expect(pinnedSheet.contains("[data-sfx-pin=\"s\"] {\n  position: absolute;\n  left: 0px;\n  top: 200px;\n  width: 390px;\n  height: 150px;\n}"))
        #expect(pinnedSheet.contains("[data-sfx-section=\"s\"] {\n  width: 390px;\n  height: 150px;\n  position: sticky;\n  left: auto;\n  top: 8px;\n  z-index: 1;\n}"))
        let page = try text(pinned, accept: "text/html")
        #expect(page.contains("<div data-sfx-pin=\"s\"><div data-sfx-section=\"s\">"))
    }

    @Test("a style sheet refuses a header whose effects change its length along the axis, which position: sticky would read")
    func resizedHeader() throws {
        let section = #""kind": "list", "count": 30, "itemSize": {"height": 50}, "header": {"size": {"height": 40}, "#
            + #""effects": [{"type": "map", "input": "offset", "output": "height", "keyframes": [[0, 0], [500, 20]]}]}"#
        let grown = #"{"scene": \#(scene(section))}"#
        var request = post("/v1/timeline", grown)
        request.headers["Accept"] = "text/css"
        let refused = Router().respond(to: request)
        #expect(try refused.status == 422 && problem(in: refused).pointer == "/scene/sections/1/header/effects")
        // So is one drawn longer than laid out all along (50, not 40): nothing changes, but the clamp would read 50.
        var still = post("/v1/timeline", grown.replacingOccurrences(of: "[[0, 0], [500, 20]]", with: "[[0, 10], [500, 10]]"))
        still.headers["Accept"] = "text/css"
        let stillRefused = Router().respond(to: still)
        #expect(try stillRefused.status == 422 && problem(in: stillRefused).pointer == "/scene/sections/1/header/effects")
        // Across the axis it may change: a width map is animated.
        let wider = grown.replacingOccurrences(of: #""output": "height""#, with: #""output": "width""#)
            .replacingOccurrences(of: "[[0, 0], [500, 20]]", with: "[[0, 0], [500, -90]]")
        #expect(try text(wider, accept: "text/css").contains("{ width: 300px; }"))
    }

    private func text(_ body: String, accept: String) throws -> String {
        var request = post("/v1/timeline", body)
        request.headers["Accept"] = accept
        let response = Router().respond(to: request)
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return String(decoding: response.body, as: UTF8.self)
    }
}
