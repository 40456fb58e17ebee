import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MicroHTTP
import ScrollFX
@testable import ScrollFXServer
import TestSupport
import Testing

/// The elements of an XML document in document order, read by Foundation's XML parser (so only well-formed input passes).
private final class XMLElements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []

    static func parse(_ text: String) throws -> [(name: String, attributes: [String: String])] {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = XMLElements()
        parser.delegate = collector
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        return collector.elements
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append((name, attributes))
    }
}

/// The numbers of an SVG transform such as `translate(1 2) matrix(1 0 0 1 0 -3.5)`.
private func numbers(_ transform: String?) -> [Double] {
    (transform ?? "").split(whereSeparator: { "() ".contains($0) }).compactMap { Double($0) }
}

/// The typical benchmark scene as a JSON object.
private func typicalScene() throws -> [String: Any] {
    let data = try Data(contentsOf: Fixtures.folder.appending(path: "../../Benchmarks/Scenes/typical-scene.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

@Suite("POST /v1/preview: frames drawn to scale as SVG")
struct FramePreviewTests {
    private let service = SceneService()

    @Test("one frame: an item group per listed item, a layer group per layer, placed by the frame's own numbers")
    func coordinates() throws {
        let body = Array(try JSONSerialization.data(withJSONObject: try typicalScene()))
        let frame = try service.frame(body: body)
        let elements = try XMLElements.parse(try service.preview(body: body).svg)
        let items = elements.filter { $0.name == "g" && $0.attributes["class"] == "item" }
        let layers = elements.filter { $0.name == "g" && $0.attributes["class"] == "layer" }

        let frameItems = frame.sections.flatMap { section in section.items.map { (section.id, $0) } }
        #expect(items.count == frameItems.count)
        #expect(frameItems.count > 5)
        func flattened(_ layers: [Frame.Layer]) -> [Frame.Layer] { layers.flatMap { [$0] + flattened($0.layers) } }
        let frameLayers = frameItems.flatMap { flattened($0.1.layers) }
        #expect(layers.count == frameLayers.count)

        for (drawn, (section, item)) in zip(items, frameItems) {
            #expect(drawn.attributes["data-section"] == section)
            #expect(drawn.attributes["data-index"] == String(item.index))
            let expected = [item.frame.x, item.frame.y] + item.transform.matrix
            let actual = numbers(drawn.attributes["transform"])
            #expect(actual.count == 8 && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(actual) vs \(expected)")
        }
        for (drawn, layer) in zip(layers, frameLayers) {
            #expect(drawn.attributes["data-id"] == layer.id)
            let expected = [layer.frame.x, layer.frame.y] + layer.transform.matrix
            let actual = numbers(drawn.attributes["transform"])
            #expect(actual.count == 8 && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(actual) vs \(expected)")
        }
        let visible = elements.filter { $0.attributes["class"] == "visible" }
        #expect(visible.count == frameItems.filter { $0.1.visibleRect != nil }.count)
        let viewport = try #require(elements.first { $0.attributes["class"] == "viewport" })
        #expect(viewport.attributes["width"] == "390" && viewport.attributes["height"] == "844")
    }

    @Test("paint order: a section's header after its items, pinned sections and collapsing headers after the rest")
    func paintOrder() throws {
        let body = #"""
        {"viewport": {"width": 390, "height": 600}, "offset": 300, "sections": [
         {"id": "hero", "kind": "header", "size": {"height": 200}, "collapse": {"minHeight": 60}},
         {"id": "tabs", "kind": "header", "size": {"height": 48}, "sticky": {"top": 60}},
         {"id": "rows", "kind": "list", "itemSize": {"height": 100}, "count": 8,
          "header": {"id": "A", "size": {"height": 30}, "layers": [{"id": "bg", "cover": true, "frame": {"x": 0, "y": 0, "width": 50, "height": 30}}]}}]}
        """#
        let elements = try XMLElements.parse(try service.preview(body: Array(body.utf8)).svg)
        let drawn = elements.filter { $0.name == "g" && $0.attributes["class"] == "item" }
            .map { ($0.attributes["data-section"] ?? "", $0.attributes["data-header"] == "true") }
        // rows' items, then its header; then hero and tabs, raised, in request order.
        #expect(drawn.suffix(2).map(\.0) == ["hero", "tabs"])
        let rows = drawn.prefix { $0.0 == "rows" }
        #expect(rows.count == drawn.count - 2 && rows.last?.1 == true && rows.dropLast().allSatisfy { !$0.1 })
        // The header's gap is drawn inside the header.
        #expect(elements.contains { $0.attributes["class"] == "gap" && $0.attributes["data-layer"] == "bg" })
    }

    @Test("a red band for every gap warning, on the edge it names, as wide as its amount")
    func gaps() throws {
        let body = Array(try JSONSerialization.data(withJSONObject: try typicalScene()))
        let warnings = try service.frame(body: body).warnings.filter { $0.code == "gap" }
        #expect(!warnings.isEmpty)
        let bands = try XMLElements.parse(try service.preview(body: body).svg).filter { $0.attributes["class"] == "gap" }
        #expect(bands.count == warnings.count)
        for (band, warning) in zip(bands, warnings) {
            #expect(band.attributes["data-layer"] == warning.layer && band.attributes["data-edge"] == warning.edge)
            let across = ["top", "bottom"].contains(warning.edge) ? band.attributes["height"] : band.attributes["width"]
            #expect(abs((across.flatMap(Double.init) ?? -1) - warning.amount) < 1e-9)
        }
        // A scene whose cover layers always fill draws none.
        var scene = try typicalScene()
        scene["sections"] = [["id": "plain", "kind": "list", "itemSize": ["height": 100], "count": 3, "layers": [["cover": true]]]]
        let plain = try service.preview(body: Array(try JSONSerialization.data(withJSONObject: scene))).svg
        #expect(!plain.contains(#"class="gap""#))
    }

    @Test("with offsets, a filmstrip: one cell per offset, left to right, the offset written under each")
    func filmstrip() throws {
        var scene = try typicalScene()
        scene["offsets"] = [0, 150.5, -40]
        let elements = try XMLElements.parse(try service.preview(body: Array(try JSONSerialization.data(withJSONObject: scene))).svg)
        let cells = elements.filter { $0.name == "g" && $0.attributes["class"] == "frame" }
        #expect(cells.map { $0.attributes["data-offset"] } == ["0", "150.5", "-40"])
        let lefts = cells.map { numbers($0.attributes["transform"])[0] }
        #expect(lefts == lefts.sorted() && Set(lefts).count == 3)
        #expect(elements.filter { $0.attributes["class"] == "caption" }.count == 3)
    }

    @Test("a coverflow item is drawn as its projected quad, whose span is the item's visibleRect")
    func projectedQuads() throws {
        // 600 wide, offset 108: items at 92, 308 and 524 (c = −0.5, 0.5, 1); the carousel cuts the third at x = 600.
        let scene = #"{"viewport": {"width": 600, "height": 600}, "sections": [{"id": "covers", "kind": "carousel", "offset": 108, "count": 6,"#
            + #" "itemSize": {"width": 200, "height": 280}, "effects": [{"type": "coverflow"}], "layers": [{"id": "art", "cover": true}]}]}"#
        let frame = try service.frame(body: Array(scene.utf8))
        let elements = try XMLElements.parse(try service.preview(body: Array(scene.utf8)).svg)
        let quads = elements.filter { $0.name == "polygon" && $0.attributes["class"] == "item" }
        #expect(quads.count == 3 && frame.sections[0].items.count == 3)
        #expect(elements.filter { $0.name == "g" && $0.attributes["data-projected"] == "true" }.count == 3)
        var whole = 0
        for (quad, item) in zip(quads, frame.sections[0].items) {
            let values = numbers(quad.attributes["points"]?.replacingOccurrences(of: ",", with: " "))
            let xs = stride(from: 0, to: values.count, by: 2).map { values[$0] }, ys = stride(from: 1, to: values.count, by: 2).map { values[$0] }
            let span = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            let visible = try #require(item.visibleRect)
            guard span.x >= 0, span.maxX <= 600 else {
                #expect(visible.maxX == 600, "item \(item.index) is cut by the carousel")
                continue
            }
            whole += 1
            #expect([span.x - visible.x, span.y - visible.y, span.width - visible.width, span.height - visible.height].allSatisfy { abs($0) < 1e-6 },
                    "item \(item.index): quad \(span), visible \(visible)")
        }
        #expect(whole == 2)
        // Its layers are projected polygons too.
        #expect(elements.filter { $0.name == "polygon" && $0.attributes["class"] == "layer" }.count == 3)
    }

    @Test("filmstrip cells are alike: the viewport at the same place in each, what lies outside it faded, not cut away")
    func alignedCells() throws {
        var scene = try typicalScene()
        scene["offsets"] = [0, 400, 1200]
        let elements = try XMLElements.parse(try service.preview(body: Array(try JSONSerialization.data(withJSONObject: scene))).svg)
        let cells = elements.filter { $0.name == "g" && $0.attributes["class"] == "frame" }.map { numbers($0.attributes["transform"]) }
        #expect(cells.count == 3)
        // Each cell is translated so that the viewport (drawn at 0, 0 in it) lands at the same y, and one cell's width apart.
        #expect(Set(cells.map { $0[1] }).count == 1)
        let steps = zip(cells.dropFirst(), cells).map { $0[0] - $1[0] }
        #expect(steps.count == 2 && abs(steps[0] - steps[1]) < 1e-9 && steps[0] > 390)
        #expect(elements.filter { $0.attributes["class"] == "viewport" }.allSatisfy { $0.attributes["x"] == "0" && $0.attributes["y"] == "0" })
        // Outside the viewport: one even-odd fade per cell; every listed item is still drawn.
        #expect(elements.filter { $0.attributes["class"] == "outside" && $0.attributes["fill-rule"] == "evenodd" }.count == 3)
        // Captions on one line.
        #expect(Set(elements.filter { $0.attributes["class"] == "caption" }.map { $0.attributes["y"] }).count == 1)
    }

    @Test("in headless Chromium, the filmstrip's viewport outlines sit at the same height in every cell, by pixels")
    func alignedInChromium() async throws {
        var scene = try typicalScene()
        scene["offsets"] = [0, 400, 1200]
        scene["legend"] = true
        let svg = try service.preview(body: Array(try JSONSerialization.data(withJSONObject: scene))).svg
        let elements = try XMLElements.parse(svg)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-filmstrip-\(UUID().uuidString).svg")
        try svg.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // Each cell's viewport centre, in the picture: the cell's translation plus half the viewport.
        let centres = elements.filter { $0.name == "g" && $0.attributes["class"] == "frame" }
            .map { Int((numbers($0.attributes["transform"])[0] + 195).rounded()) }
        #expect(centres.count == 3)
        let values = try await Chromium.steps(page: file, expressions: ["({window: [2600, 1800]})", "({columns: \(centres)})"])
        let pixels = try #require((values.last as? [String: Any])?["pixels"] as? [String: [[Int]]])
        // The outline (#111) is drawn over everything: its first and last rows down each centre line.
        let edges = try centres.map { x in
            let line = try #require(pixels["x\(x)"])
            let outline = line.indices.filter { line[$0].allSatisfy { $0 < 30 } }
            return [try #require(outline.first), try #require(outline.last)]
        }
        #expect(Set(edges.map { $0[0] }).count == 1 && Set(edges.map { $0[1] }).count == 1, "outline rows per cell: \(edges)")
        #expect(edges[0][1] - edges[0][0] >= 843, "the outline spans the viewport's 844 points: \(edges)")
    }

    @Test("gaps are hatched bands with their amounts written; a legend only when asked for")
    func gapAmountsAndLegend() throws {
        var scene = try typicalScene()
        let plain = try XMLElements.parse(try service.preview(body: Array(try JSONSerialization.data(withJSONObject: scene))).svg)
        let warnings = try service.frame(body: Array(try JSONSerialization.data(withJSONObject: scene))).warnings
        let amounts = plain.filter { $0.attributes["class"] == "gap-amount" }
        #expect(amounts.count == warnings.count && !warnings.isEmpty)
        #expect(plain.contains { $0.name == "pattern" && $0.attributes["id"] == "hatch" })
        #expect(!plain.contains { $0.attributes["class"] == "legend" })
        scene["legend"] = true
        let legend = try XMLElements.parse(try service.preview(body: Array(try JSONSerialization.data(withJSONObject: scene))).svg)
        let group = legend.filter { $0.attributes["class"] == "legend" }
        #expect(group.count == 1)
        // Swatches for the item, the layers of each depth, the visible rect and the gap.
        for swatch in ["item", "layer", "visible", "gap"] {
            #expect(legend.contains { $0.name == "rect" && $0.attributes["class"] == swatch && $0.attributes["width"] == "14" }, "\(swatch)")
        }
    }

    @Test("ids are escaped, so any id gives well-formed XML")
    func escaping() throws {
        let scene = #"{"viewport": {"width": 100, "height": 100}, "sections": [{"id": "<a & \"b\">", "kind": "list","#
            + #" "itemSize": {"height": 50}, "items": [{"id": "x'"}], "layers": [{"id": "]]></svg>"}]}]}"#
        let elements = try XMLElements.parse(try service.preview(body: Array(scene.utf8)).svg)
        #expect(elements.first { $0.attributes["class"] == "item" && $0.name == "g" }?.attributes["data-section"] == #"<a & "b">"#)
        #expect(elements.contains { $0.attributes["data-id"] == "]]></svg>" })
    }

    @Test("over HTTP: image/svg+xml, and the problems of /v1/frame and /v1/frames")
    func http() throws {
        let router = Router()
        let ok = router.respond(to: post("/v1/preview", #"{"viewport": {"width": 10, "height": 10}, "sections": []}"#))
        #expect(ok.status == 200)
        #expect(ok.headers["Content-Type"] == "image/svg+xml; charset=utf-8")
        #expect(String(decoding: ok.body, as: UTF8.self).contains("<svg"))
        let bad = router.respond(to: post("/v1/preview", #"{"viewport": {"width": -1, "height": 10}, "sections": []}"#))
        #expect(bad.status == 422 && bad.headers["Content-Type"] == "application/problem+json")
        let tooMany = router.respond(to: post("/v1/preview", #"{"viewport": {"width": 1, "height": 1}, "sections": [], "offsets": [1e16]}"#))
        #expect(tooMany.status == 422)
        #expect(router.respond(to: post("/v1/preview", "{}", contentType: "text/plain")).status == 415)
    }
}
