import Foundation
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import StrictJSON
import Testing

/// `easing`, a keyframe's third element, `range` and `inset` through HTTP: the contract's 422 cases with their
/// pointers, and `null` as absence.
@Suite("easing and view ranges over HTTP")
struct EasingRequestTests {
    /// A scene whose one list item carries `map` (the members after `"type": "map"`).
    private func scene(_ map: String) -> String {
        #"{"viewport": {"width": 390, "height": 800}, "sections": [{"id": "s", "kind": "list", "count": 3, "itemSize": {"height": 100}, "effects": [{"type": "map", \#(map)}]}]}"#
    }

    private func pointer(_ body: String) throws -> String? {
        let response = Router().respond(to: post("/v1/frame", body))
        guard response.status == 422 else { return "status \(response.status)" }
        return try problem(in: response).pointer
    }

    @Test("each malformed easing, range or inset is 422 at the pointer the contract names")
    func pointers() throws {
        let map = #""input": "progress", "output": "opacity", "keyframes": [[0, 0], [1, 1]]"#
        let keyed = #""input": "progress", "output": "opacity", "keyframes": "#
        let effect = "/sections/0/effects/0"
        let cases: [(String, String)] = [
            (map + #", "easing": 3"#, "/easing"),
            (map + #", "easing": "bounce""#, "/easing"),
            (map + #", "easing": "cubic-bezier(0.1, 0.2, 0.3)""#, "/easing"),
            (map + #", "easing": "cubic-bezier(1.1, 0, 0.5, 1)""#, "/easing"),
            (map + #", "easing": "cubic-bezier(0.1, x, 0.5, 1)""#, "/easing"),
            (map + #", "easing": "steps(2.5)""#, "/easing"),
            (map + #", "easing": "steps(0)""#, "/easing"),
            (map + #", "easing": "steps(2147483648)""#, "/easing"),
            (map + #", "easing": "steps(1, jump-none)""#, "/easing"),
            (map + #", "easing": "steps(2, middle)""#, "/easing"),
            (map + #", "easing": "linear(0, 0.5, 1)""#, "/easing"),
            (keyed + #"[[0, 0, "ease"], [1, 1, "wobble"]]"#, "/keyframes/1/2"),
            (keyed + #"[[0, 0, 7], [1, 1]]"#, "/keyframes/0/2"),
            (keyed + #"[[0, 0, "ease", 1], [1, 1]]"#, "/keyframes/0"),
            (keyed + #"[[0], [1, 1]]"#, "/keyframes/0"),
            (#""input": "offset", "output": "opacity", "keyframes": [[0, 0], [1, 1]], "range": "entry""#, "/range"),
            (#""input": "min", "output": "opacity", "keyframes": [[0, 0], [1, 1]], "inset": 4"#, "/inset"),
            (map + #", "range": 3"#, "/range"),
            (map + #", "range": "enter""#, "/range"),
            (map + #", "range": {"name": "middle"}"#, "/range/name"),
            (map + #", "range": {"start": "entry"}"#, "/range/start"),
            (map + #", "range": {"start": ["entry"]}"#, "/range/start"),
            (map + #", "range": {"start": ["nowhere", 0.5]}"#, "/range/start/0"),
            (map + #", "range": {"end": ["exit", "1"]}"#, "/range/end/1"),
            (map + #", "range": {"end": ["exit", 1e999]}"#, "/range/end/1"),
            (map + #", "range": {"name": "entry", "start": 0.5, "end": 0.5}"#, "/range/end"),
            (map + #", "range": {"start": ["exit", 0.8], "end": ["exit", 0.2]}"#, "/range/end"),
            (map + #", "inset": "4px""#, "/inset"),
            (map + #", "inset": {"start": "4"}"#, "/inset/start"),
            (map + #", "inset": {"end": 1e999}"#, "/inset/end"),
        ]
        for (map, expected) in cases {
            #expect(try pointer(scene(map)) == effect + expected, "\(map)")
        }
    }

    @Test("null is the field's absence; ranges of different names may run backwards; a linear map answers as before")
    func nullIsAbsence() throws {
        let map = #""input": "progress", "output": "opacity", "keyframes": [[0, 0], [1, 1]]"#
        let plain = Router().respond(to: post("/v1/frame", scene(map)))
        let nulls = Router().respond(to: post("/v1/frame", scene(map + #", "easing": null, "range": null, "inset": null"#)))
        let linear = Router().respond(to: post("/v1/frame", scene(map + #", "easing": "LINEAR""#)))
        #expect(plain.status == 200 && nulls.body == plain.body && linear.body == plain.body)
        let backwards = Router().respond(to: post("/v1/frame", scene(map + #", "range": {"start": ["exit", 0], "end": ["entry", 1]}"#)))
        #expect(backwards.status == 200)
    }
}
