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

    @Test("a header and a pin answer with header and stuck and have timelines; their style sheets are refused for now")
    func answers() throws {
        let body = scene(#""kind": "list", "count": 3, "itemSize": {"height": 50}, "header": {"id": "h", "size": {"height": 40}}"#)
        let response = Router().respond(to: post("/v1/frame", body))
        let frame = try JSONDecoder().decode(Frame.self, from: Data(response.body))
        guard case .some(.some(let header)) = frame.sections[1].header else { Issue.record("no header"); return }
        #expect(header.element.id == "h" && header.element.frame == Rect(x: 0, y: 200, width: 390, height: 40) && !header.stuck)
        #expect(frame.sections[1].items[0].frame.y == 240 && frame.contentSize.height == 390)
        // A header's timeline has tracks with "item": null and "header": true, written as JSONEncoder writes them;
        // its style sheet is refused for now.
        let rows = scene(#""kind": "list", "count": 30, "itemSize": {"height": 50}, "header": {"id": "h", "size": {"height": 40}}"#)
        let timeline = try SceneService().timeline(body: Array(#"{"scene": \#(rows)}"#.utf8))
        #expect(timeline.tracks.contains { $0.header && $0.item == nil && $0.section == "s" && $0.property == "frame.y" })
        #expect(JSONWriter.json(timeline) == JSONCoding.encodeWithFoundation(timeline))
        #expect(String(decoding: JSONWriter.json(timeline) ?? [], as: UTF8.self).contains(#""header":true,"item":null"#))
        var sheet = post("/v1/timeline", #"{"scene": \#(rows)}"#)
        sheet.headers["Accept"] = "text/css"
        let noSheet = Router().respond(to: sheet)
        #expect(try noSheet.status == 422 && problem(in: noSheet).pointer == "/scene/sections/1/header")
        // A pinned section's timeline is compiled (its tracks kink where it sticks); its style sheet is refused for now.
        let pinned = #"{"scene": \#(scene(#""kind": "list", "count": 3, "itemSize": {"height": 50}, "sticky": {}"#))}"#
        let json = Router().respond(to: post("/v1/timeline", pinned))
        #expect(json.status == 200)
        var css = post("/v1/timeline", pinned)
        css.headers["Accept"] = "text/css"
        let refused = Router().respond(to: css)
        #expect(try refused.status == 422 && problem(in: refused).pointer == "/scene/sections/1/sticky")
    }
}
