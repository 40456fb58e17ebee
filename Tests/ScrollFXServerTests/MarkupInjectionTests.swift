import Crypto
import Foundation
import MicroHTTP
@testable import ScrollFX
@testable import ScrollFXServer
import TestSupport
import Testing

/// Ids built to join a markup character to its neighbours in one grapheme cluster, in every place an id reaches a
/// timeline page or an SVG preview, parsed back as a browser (html5lib) and an XML reader (expat) parse them: no
/// element, attribute or script the writer did not write, and each id read back whole.
@Suite("hostile ids in pages and previews, parsed back", .serialized)
struct MarkupInjectionTests {
    /// Scalars that join what follows or precedes them into one `Character`: Prepend (U+0600, U+06DD, U+110BD), a
    /// combining mark and ZWJ.
    static let joiners = ["\u{0600}", "\u{06DD}", "\u{110BD}", "\u{0301}", "\u{200D}"]

    /// Every joiner before and after each of `<`, `>`, `&`, `"` and `'`, and whole attacks through them.
    static let ids: [String] = joiners.flatMap { joiner in
        ["<", ">", "&", "\"", "'"].flatMap { special in ["\(joiner)\(special)", "\(special)\(joiner)", "\(joiner)\(special)\(joiner)"] }
    } + [
        "\u{0600}</script>\u{0600}<script>alert(document.domain)//\u{0600}</script>",
        "\u{0600}</style>\u{0600}<script>alert(1)</script>",
        "\u{0600}\"\u{0600} onmouseover=alert(1) x=\u{0600}\"",
        "\u{0600}'\u{0600} onmouseover=alert(1) x=\u{0600}'",
        "\u{06DD}<!--\u{06DD}", "\u{110BD}]]>\u{110BD}", "\u{2028}\u{2029}&#x3c;",
    ]

    /// A scene with every id as a list's id, its item's, its header's and their layers', a carousel's (the page's start data) and a
    /// long list's layer (its virtual section's markup, in the start data too), each layer animated so that the
    /// timeline's tracks name it; its viewport shows every section but the long one whole.
    static var scene: String {
        let layer = { (id: String) in #"{"id": \#(json(id)), "effects": [{"type": "parallax", "rate": 0.3}]}"# }
        let sections = ids.enumerated().flatMap { index, id in [
            #"{"id": \#(json(id)), "kind": "list", "itemSize": {"height": 40}, "items": [{"id": \#(json(id))}], "layers": [\#(layer(id))], "#
                + #""header": {"id": \#(json(id)), "size": {"height": 20}, "layers": [\#(layer(id))]}}"#,
            #"{"id": \#(json("c\(index)" + id)), "kind": "carousel", "itemSize": {"width": 100, "height": 40}, "offset": 10, "count": 3, "layers": [\#(layer(id))]}"#,
        ] } + [#"{"id": "long", "kind": "list", "itemSize": {"height": 10}, "count": 3000, "layers": [\#(layer(ids.last!))]}"#]
        return #"{"viewport": {"width": 390, "height": 12000}, "sections": [\#(sections.joined(separator: ", "))]}"#
    }

    static func json(_ text: String) -> String { String(decoding: try! JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed), as: UTF8.self) }

    /// The elements `scripts/parse-markup.py` finds in `document`.
    static func parse(_ document: [UInt8], as kind: String) async throws -> [[String: Any]] {
        let script = String(#filePath.split(separator: "/Tests/").first!) + "/scripts/parse-markup.py"
        let run = try await ChildProcess.run("/usr/bin/python3", [script, kind], input: Data(document))
        try #require(run.status == 0, "\(String(decoding: run.error, as: UTF8.self))")
        return try #require(try JSONSerialization.jsonObject(with: run.output) as? [[String: Any]])
    }

    static func hash(_ text: String) -> String { "'sha256-\(Data(SHA256.hash(data: Array(text.utf8))).base64EncodedString())'" }

    @Test("a timeline page: only the writer's elements and attributes, three scripts, every id read back whole, the policy the writer's")
    func page() async throws {
        let request = HTTPRequest(method: "POST", path: "/v1/timeline", headers: ["Content-Type": "application/json", "Accept": "text/html"],
                                  body: Array(#"{"scene": \#(Self.scene)}"#.utf8))
        let response = try routerWithPresets().respond(to: request)
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        let elements = try await Self.parse(response.body, as: "html")
        let tags = Set(elements.map { $0["tag"] as? String ?? "?" })
        #expect(tags == ["html", "head", "meta", "title", "style", "body", "div", "script"])
        let attributes = Set(elements.flatMap { ($0["attributes"] as? [String: String] ?? [:]).keys })
        #expect(attributes.isSubset(of: ["lang", "charset", "name", "content", "http-equiv", "id", "type", "style", "data-sfx-scene", "data-sfx-content",
                                         "data-sfx-section", "data-sfx-pin", "data-sfx-header", "data-sfx-item", "data-sfx-layer"]), "\(attributes)")
        let scripts = elements.filter { $0["tag"] as? String == "script" }
        #expect(scripts.map { ($0["attributes"] as? [String: String])?["type"] } == ["application/json", "application/json", "module"])
        // Every id is an attribute value whole: as the list's section, item and layer.
        let values = Set(elements.flatMap { ($0["attributes"] as? [String: String] ?? [:]).values })
        #expect(Self.ids.filter { !values.contains($0) }.isEmpty)
        // The start data reads back with each carousel's id, and the timeline names every layer.
        let data = try scripts.prefix(2).map { try JSONSerialization.jsonObject(with: Data(($0["text"] as? String ?? "").utf8)) }
        let start = try #require(data.first as? [String: Any])
        let carousels = (start["carousels"] as? [[Any]] ?? []).compactMap { $0.first as? String }
        #expect(carousels == Self.ids.indices.map { "c\($0)" + Self.ids[$0] })
        let virtual = try #require((start["virtual"] as? [[String: Any]])?.first?["layers"] as? String)
        #expect(virtual == "<div data-sfx-layer=\"\(HTMLText.escaped(Self.ids.last!))\"></div>")
        let tracks = try #require((data.last as? [String: Any])?["tracks"] as? [[String: Any]])
        #expect(Set(Self.ids).isSubset(of: Set(tracks.compactMap { ($0["layer"] as? [String])?.last })))
        // The policy admits the module's text as parsed, the two styles, and nothing else.
        let policy = try #require(response.headers["Content-Security-Policy"])
        let styles = elements.filter { $0["tag"] as? String == "style" }.map { $0["text"] as? String ?? "" }
        #expect(policy.hasPrefix("default-src 'none'; script-src \(Self.hash(scripts[2]["text"] as? String ?? "")); "
                                 + "style-src \(styles.map(Self.hash).joined(separator: " ")); "))
    }

    @Test("an SVG preview: well-formed XML, only the writer's elements and attributes, every id read back whole")
    func preview() async throws {
        let request = HTTPRequest(method: "POST", path: "/v1/preview", headers: ["Content-Type": "application/json"], body: Array(Self.scene.utf8))
        let response = try routerWithPresets().respond(to: request)
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        let elements = try await Self.parse(response.body, as: "svg")
        let tags = Set(elements.map { $0["tag"] as? String ?? "?" })
        #expect(tags.isSubset(of: ["svg", "defs", "pattern", "rect", "path", "style", "g", "polygon", "text"]), "\(tags)")
        let attributes = Set(elements.flatMap { ($0["attributes"] as? [String: String] ?? [:]).keys })
        #expect(!attributes.contains { $0.lowercased().hasPrefix("on") || $0.contains("href") }, "\(attributes)")
        let values = Set(elements.flatMap { ($0["attributes"] as? [String: String] ?? [:]).values })
        #expect(Self.ids.filter { !values.contains($0) }.isEmpty)
    }

    /// A bar that hides and returns named by the first attack, and one pinned section following it per other id.
    static var barScene: String {
        let bar = ids[ids.count - 7]
        let followers = ids.filter { $0 != bar }.map { id in
            #"{"id": \#(json(id)), "kind": "header", "size": {"height": 20}, "sticky": {"top": 56, "follow": \#(json(bar))}}"#
        }
        return #"{"viewport": {"width": 390, "height": 800}, "sections": [{"id": \#(json(bar)), "kind": "header", "size": {"height": 56}, "reveal": {}}, "#
            + followers.joined(separator: ", ") + #", {"id": "rows", "kind": "list", "itemSize": {"height": 100}, "count": 40}]}"#
    }

    @Test("a frame answer, written in place from the engine's answer: every id of every position read back whole by a JSON parser, the bytes JSONEncoder's")
    func frameAnswer() throws {
        let router = try routerWithPresets()
        let response = router.respond(to: post("/v1/frame", Self.scene))
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        #expect(response.body == JSONCoding.encodeWithFoundation(try SceneService(presets: SceneService.shippedPresets).frame(body: Array(Self.scene.utf8))))
        let frame = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        // Every "id" at any depth, by position: sections, items, headers and layers.
        var found: [String: [[Unicode.Scalar]]] = [:]
        func collect(_ value: Any, at position: String) {
            if let object = value as? [String: Any] {
                if let id = object["id"] as? String { found[position, default: []].append(Array(id.unicodeScalars)) }
                for (key, member) in object where key != "id" { collect(member, at: key) }
            } else if let array = value as? [Any] {
                for element in array { collect(element, at: position) }
            }
        }
        collect(frame, at: "frame")
        let expected = Set(Self.ids.map { Array($0.unicodeScalars) })
        for position in ["sections", "items", "header", "layers"] {
            #expect(expected.isSubset(of: Set(found[position] ?? [])), "\(position)")
        }
    }

    @Test("a bar's id and its followers' in every text they reach: the page's pins and timeline (html5lib), a snap's hidden amounts (JSON), read back whole")
    func barIDs() async throws {
        let bar = Self.ids[Self.ids.count - 7]
        let router = try routerWithPresets()
        // The page: each pin wrapper names its section whole, and the timeline's reveal names the bar and every follower.
        let page = router.respond(to: HTTPRequest(method: "POST", path: "/v1/timeline", headers: ["Content-Type": "application/json", "Accept": "text/html"],
                                                  body: Array(#"{"scene": \#(Self.barScene)}"#.utf8)))
        try #require(page.status == 200, "\(String(decoding: page.body, as: UTF8.self))")
        let elements = try await Self.parse(page.body, as: "html")
        #expect(Set(elements.map { $0["tag"] as? String ?? "?" }) == ["html", "head", "meta", "title", "style", "body", "div", "script"])
        let pins = elements.compactMap { ($0["attributes"] as? [String: String])?["data-sfx-pin"] }
        #expect(pins.map { Array($0.unicodeScalars) } == ([bar] + Self.ids.filter { $0 != bar }).map { Array($0.unicodeScalars) })
        let scripts = elements.filter { $0["tag"] as? String == "script" }
        let timeline = try #require(try JSONSerialization.jsonObject(with: Data((scripts[1]["text"] as? String ?? "").utf8)) as? [String: Any])
        let reveal = try #require((timeline["reveal"] as? [[String: Any]])?.first)
        #expect((reveal["section"] as? String)?.unicodeScalars.elementsEqual(bar.unicodeScalars) == true)
        #expect((reveal["follow"] as? [String] ?? []).map { Array($0.unicodeScalars) } == Self.ids.filter { $0 != bar }.map { Array($0.unicodeScalars) })
        // A snap's hidden amounts are keyed by the bar's id, a member name written from data: read back whole, and the
        // service's writer writes it as JSONEncoder does. The canonical writer, which sorts names, writes it whole too.
        let scene = Self.barScene.replacingOccurrences(of: #""sections""#, with: #""offset": 580, "previous": {"offset": 600}, "sections""#)
        let snap = router.respond(to: post("/v1/snap", #"{"scene": \#(scene)}"#))
        try #require(snap.status == 200, "\(String(decoding: snap.body, as: UTF8.self))")
        let hidden = try #require((try JSONSerialization.jsonObject(with: Data(snap.body)) as? [String: Any])?["hidden"] as? [String: Double])
        #expect(hidden.keys.map { Array($0.unicodeScalars) } == [Array(bar.unicodeScalars)] && hidden.values.first == 56)
        let answer = try JSONDecoder().decode(SnapResult.self, from: Data(snap.body))
        #expect(JSONValueWriter.json(answer) == JSONCoding.encodeWithFoundation(answer))
        let amounts = HiddenAmounts(Self.ids.map { HiddenAmounts.Entry(id: $0, amount: 1) })
        let canonical = try #require(try JSONSerialization.jsonObject(with: Data(CanonicalJSONWriter.bytes(of: amounts))) as? [String: Double])
        #expect(Set(canonical.keys.map { Array($0.unicodeScalars) }) == Set(Self.ids.map { Array($0.unicodeScalars) }))
    }
}
