import TestSupport

/// The requests that BoundedWorkServerTests sends: issue 34's probes, every endpoint at its limits, and small
/// random bodies with large multipliers.
enum BoundedWorkProbes {
    /// One request and the statuses it may get.
    struct Probe: Sendable {
        var name: String
        var path: String
        /// The media type asked for, `application/json` unless said.
        var accept = "application/json"
        var body: [UInt8]
        var statuses: Set<Int>

        var headers: [(String, String)] { [("Content-Type", "application/json"), ("Accept", accept)] }

        init(_ name: String, _ path: String, accept: String = "application/json", _ body: String, _ statuses: Set<Int>) {
            self.name = name
            self.path = path
            self.accept = accept
            self.body = Array(body.utf8)
            self.statuses = statuses
        }
    }

    /// `count` copies of `text`, comma-separated.
    static func repeated(_ text: String, _ count: Int) -> String {
        Array(repeating: text, count: count).joined(separator: ",")
    }

    /// A scene on a phone's viewport with one section, `section` its JSON members after the id.
    static func scene(_ section: String, extra: String = "") -> String {
        #"{"viewport":{"width":390,"height":844},"sections":[{"id":"s",\#(section)}]\#(extra)}"#
    }

    /// A list of `count` items `height` high, each with `layers` copies of `layer`.
    static func list(count: Int, height: Double, layers: Int, layer: String = "{}", extra: String = "") -> String {
        scene(#""kind":"list","count":\#(count),"itemSize":{"height":\#(height)},"layers":[\#(repeated(layer, layers))]"#, extra: extra)
    }

    /// A timeline request of `scene` with `options` (JSON members) added.
    static func timeline(_ scene: String, _ options: String = "") -> String {
        #"{"scene":\#(scene)\#(options.isEmpty ? "" : ",")\#(options)}"#
    }

    static let distance = #"{"effects":[{"type":"distance","radius":300,"opacity":0.5}]}"#
    static let parallax = #"{"effects":[{"type":"parallax","rate":0.5}]}"#

    /// Issue 34's probes: each took hundreds of megabytes or several deadlines.
    static var issue: [Probe] {
        let thousandByThousand = list(count: 1000, height: 0.8, layers: 1000)
        let wideTimeline = list(count: 3, height: 300, layers: 12_000, layer: distance)
        let escapes = String(repeating: #"\n"#, count: 500_000)
        return [
            Probe("frame, 1,000 visible items × 1,000 layers", "/v1/frame", thousandByThousand, [422]),
            Probe("preview, 1,000 visible items × 1,000 layers", "/v1/preview", accept: "image/svg+xml", thousandByThousand, [422]),
            Probe("frames, 1,000 items × 20 layers at 45 offsets", "/v1/frames",
                  list(count: 1000, height: 0.8, layers: 20, extra: #","offsets":[\#(repeated("0", 45))]"#), [422]),
            Probe("timeline, 3 items × 12,000 distance layers", "/v1/timeline", timeline(wideTimeline), [200, 422, 503]),
            Probe("timeline CSS, 3 items × 12,000 distance layers", "/v1/timeline", accept: "text/css", timeline(wideTimeline), [200, 422, 503]),
            Probe("timeline page, 3 items × 12,000 distance layers", "/v1/timeline", accept: "text/html", timeline(wideTimeline), [200, 422, 503]),
            Probe("timeline, tolerance 1e-9", "/v1/timeline",
                  timeline(list(count: 3, height: 300, layers: 100, layer: distance), #""tolerance":1e-9"#), [422]),
            Probe("a string of 500,000 \\n escapes", "/v1/frame", scene(#""kind":"list","count":1,"itemSize":{"height":1},"title":"\#(escapes)""#), [200, 422]),
            // Issue 55: empty sections, which every frame records, at many offsets (151 MB and 498 MB before they counted).
            Probe("frames, 1,000 empty sections at 1,000 offsets (42 KB)", "/v1/frames", emptySections(1_000, offsets: 1_000), [422]),
            Probe("preview, 4,000 empty sections at 1,000 offsets (159 KB)", "/v1/preview", accept: "image/svg+xml", emptySections(4_000, offsets: 1_000), [422]),
            Probe("frames, 24 empty sections at 1,000 offsets: 25,000 elements", "/v1/frames", emptySections(24, offsets: 1_000), [200]),
        ]
    }

    /// `sections` empty lists on a phone's viewport, asked for at `offsets` offsets.
    static func emptySections(_ sections: Int, offsets: Int) -> String {
        let lists = (0..<sections).map { #"{"id":"s\#($0)","kind":"list","count":0,"itemSize":{"height":10}}"# }
        return #"{"viewport":{"width":390,"height":844},"sections":[\#(lists.joined(separator: ","))],"offsets":[\#(repeated("0", offsets))]}"#
    }

    /// Every endpoint at its limits: the most elements, offsets, keyframes and bytes an answer may hold.
    static var atLimits: [Probe] {
        let elementLimit = list(count: 250, height: 0.8, layers: 99, layer: parallax)
        let nested = #"{"effects":[{"type":"coverflow"}],"layers":[{"effects":[{"type":"coverflow","angle":20}],"layers":[{"cover":true}]}]}"#
        let coverflow = scene(#""kind":"carousel","count":1000000000,"offset":1e15,"itemSize":{"width":0.4,"height":100},"spacing":0,"effects":[{"type":"coverflow"}],"layers":[\#(repeated(nested, 20))]"#)
        let looping = scene(#""kind":"carousel","loop":true,"count":9007199254740991,"offset":-1e15,"itemSize":{"width":12,"height":100},"spacing":0,"effects":[{"type":"coverflow"}],"layers":[\#(repeated(nested, 10))]"#)
        let manyItems = list(count: 10_000_000, height: 0.01, layers: 1, layer: parallax)
        return [
            Probe("frame, 25,000 elements", "/v1/frame", elementLimit, [200, 422]),
            Probe("frame, 15,000 elements: 3.6 MB", "/v1/frame", list(count: 1000, height: 0.8, layers: 14, layer: parallax), [200]),
            Probe("frames, 1,000 offsets × 25 elements", "/v1/frames",
                  list(count: 1, height: 844, layers: 24, layer: parallax, extra: #","offsets":[\#(repeated("1", 1000))]"#), [200, 422]),
            Probe("frames, 1,000 offsets of a long list", "/v1/frames",
                  list(count: 100_000, height: 20, layers: 2, layer: parallax, extra: #","offsets":[\#((0..<1000).map { String($0 * 1000) }.joined(separator: ","))]"#), [200, 422]),
            Probe("preview, 25,000 elements", "/v1/preview", accept: "image/svg+xml", elementLimit, [200, 422]),
            Probe("coverflow, a billion tiny items far along, 3-D layers", "/v1/frame", coverflow, [200, 422]),
            Probe("coverflow preview", "/v1/preview", accept: "image/svg+xml", coverflow, [200, 422]),
            Probe("looping coverflow, 2^53 − 1 items", "/v1/frame", looping, [200, 422]),
            Probe("looping coverflow timeline", "/v1/timeline", timeline(looping, #""source":"s","from":-1e6,"to":1e6"#), [200, 422, 503]),
            Probe("timeline, 10 million items", "/v1/timeline", timeline(manyItems), [200, 422, 503]),
            Probe("timeline CSS, 10 million items", "/v1/timeline", accept: "text/css", timeline(manyItems), [200, 422, 503]),
            Probe("timeline page, 10 million items", "/v1/timeline", accept: "text/html", timeline(manyItems), [200, 422, 503]),
            Probe("timeline, 2,000 items × 40 layers, held, per item", "/v1/timeline",
                  timeline(list(count: 2000, height: 50, layers: 40, layer: distance), #""held":true,"tracks":"perItem","tolerance":0.001"#), [200, 422, 503]),
            Probe("timeline, 2,000 items × 40 layers, shared", "/v1/timeline",
                  timeline(list(count: 2000, height: 50, layers: 40, layer: distance), #""held":true,"tracks":"shared","tolerance":0.001"#), [200, 422, 503]),
            Probe("locate, 2^53 − 1 looping items", "/v1/locate", #"{"scene":\#(looping),"section":"s","item":9007199254740991,"align":"center"}"#, [200, 422]),
            Probe("locate ranges, 10 million items", "/v1/locate", #"{"scene":\#(manyItems),"section":"s","item":9999999,"fraction":1e-300}"#, [200, 422]),
            Probe("snap, a looping carousel at 10^15 pt/s", "/v1/snap", #"{"scene":\#(looping),"target":"s","velocity":1e15}"#, [200, 422]),
        ]
    }

    /// A small random body with large multipliers: counts, layers per item, nesting, offsets, tolerance.
    static func random(using generator: inout SeededGenerator) -> Probe {
        let count = [1, 7, 1000, 100_000, 10_000_000, 9_007_199_254_740_991].randomElement(using: &generator)!
        let size = [1e-300, 0.01, 0.8, 50, 300, 1e15].randomElement(using: &generator)!
        var layers = [0, 1, 10, 200, 1000, 5000].randomElement(using: &generator)!
        let depth = [0, 1, 5, 20].randomElement(using: &generator)!
        var layer = [distance, parallax, #"{"cover":true,"effects":[{"type":"coverflow","angle":60}]}"#,
                     #"{"overscan":{"x":1.5,"y":1.5},"effects":[{"type":"map","input":"progress","output":"opacity","keyframes":[[0,0],[0.5,1],[1,0]]}]}"#]
            .randomElement(using: &generator)!
        for _ in 0..<depth { layer = #"{"layers":[\#(layer)]}"# }
        // Within the body limit (1 MiB).
        while layers * (layer.utf8.count + 1) > 900_000 { layers /= 10 }
        let kind = [#""kind":"list","itemSize":{"height":\#(size)}"#, #""kind":"grid","columns":7,"itemSize":{"height":\#(size)}"#,
                    #""kind":"carousel","itemSize":{"width":\#(size),"height":100},"spacing":0,"effects":[{"type":"coverflow"}]"#,
                    #""kind":"carousel","loop":true,"offset":1e15,"itemSize":{"width":\#(size),"height":100},"spacing":0"#]
            .randomElement(using: &generator)!
        let section = #"\#(kind),"count":\#(count),"layers":[\#(repeated(layer, layers))]"#
        let offsets = (0..<[1, 45, 1000].randomElement(using: &generator)!).map { _ in Double.random(in: -1e3...1e7, using: &generator) }
        let extra = #","prefetch":\#([0, 1e3, 1e15].randomElement(using: &generator)!)"#
        let sceneText = scene(section, extra: extra)
        let tolerance = [1e-9, 1e-3, 0.25, 10].randomElement(using: &generator)!
        let name = "\(kind.prefix(40))… count \(count), size \(size), \(layers) layers \(depth) deep, \(offsets.count) offsets, tolerance \(tolerance)"
        let statuses: Set<Int> = [200, 422, 503]
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: return Probe("frame: " + name, "/v1/frame", sceneText, statuses)
        case 1: return Probe("frames: " + name, "/v1/frames", scene(section, extra: extra + #","offsets":\#(offsets)"#), statuses)
        case 2: return Probe("preview: " + name, "/v1/preview", accept: "image/svg+xml", sceneText, statuses)
        case 3: return Probe("locate: " + name, "/v1/locate", #"{"scene":\#(sceneText),"section":"s","item":\#(count - 1),"fraction":0.5}"#, statuses)
        default:
            let accept = ["application/json", "text/css", "text/html"].randomElement(using: &generator)!
            let options = #""tolerance":\#(tolerance),"held":\#(Bool.random(using: &generator)),"tracks":"\#(Bool.random(using: &generator) ? "shared" : "perItem")""#
            return Probe("timeline \(accept): " + name, "/v1/timeline", accept: accept, timeline(sceneText, options), statuses)
        }
    }
}
