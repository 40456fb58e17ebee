import Foundation
@testable import ScrollFX
import Testing

/// The contract's edge cases (docs/api-notes.md) that no other test states, each as written there.
@Suite("contract details")
struct ContractDetailTests {
    /// The coding path of the error decoding `json` as a scene, nil when it decodes.
    private static func decodingFailure(_ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(Scene.self, from: Data(json.utf8))
            return nil
        } catch let DecodingError.keyNotFound(key, context) {
            return (context.codingPath + [key]).map(\.stringValue).joined(separator: "/")
        } catch {
            return "\(error)"
        }
    }

    /// A one-section list scene whose effects are `effects` (JSON).
    private static func scene(effects: String) -> String {
        #"{"viewport": {"width": 200, "height": 400}, "sections": [{"id": "s", "kind": "list", "count": 1, "itemSize": {"height": 100}, "effects": [\#(effects)]}]}"#
    }

    @Test("parallax.rate, carousel.strength, map.input, map.output and map.keyframes are required", arguments: [
        (#"{"type": "parallax"}"#, "rate"),
        (#"{"type": "carousel"}"#, "strength"),
        (#"{"type": "map", "output": "opacity", "keyframes": [[0, 0], [1, 1]]}"#, "input"),
        (#"{"type": "map", "input": "offset", "keyframes": [[0, 0], [1, 1]]}"#, "output"),
        (#"{"type": "map", "input": "offset", "output": "opacity"}"#, "keyframes"),
    ])
    func requiredFields(effect: String, field: String) {
        #expect(Self.decodingFailure(Self.scene(effects: effect))?.hasSuffix("effects/Index 0/\(field)") == true)
    }

    @Test("effect axes are \"vertical\" or \"horizontal\"; anything else is refused")
    func axes() {
        #expect(Self.decodingFailure(Self.scene(effects: #"{"type": "parallax", "rate": 1, "axis": "vertical"}"#)) == nil)
        #expect(Self.decodingFailure(Self.scene(effects: #"{"type": "stretch", "axis": "horizontal"}"#)) == nil)
        #expect(Self.decodingFailure(Self.scene(effects: #"{"type": "parallax", "rate": 1, "axis": "x"}"#)) != nil)
        #expect(Self.decodingFailure(Self.scene(effects: #"{"type": "parallax", "rate": 1, "axis": "Vertical"}"#)) != nil)
    }

    @Test("unknown fields are ignored, at every level")
    func unknownFields() throws {
        let plain = try JSONDecoder().decode(Scene.self, from: Data(Self.scene(effects: #"{"type": "parallax", "rate": 0.5}"#).utf8))
        let extra = #"{"viewport": {"width": 200, "height": 400, "dpi": 3}, "theme": "dark", "sections": [{"id": "s", "kind": "list", "#
            + #""count": 1, "itemSize": {"height": 100, "unit": "pt"}, "future": [1, 2], "effects": [{"type": "parallax", "rate": 0.5, "easing": "in"}]}]}"#
        #expect(try JSONDecoder().decode(Scene.self, from: Data(extra.utf8)) == plain)
    }

    @Test("a child's opacity is its own: not multiplied by its parent's")
    func localOpacity() throws {
        // The item fades to 0.5; its layer to 0.5 too, reported as 0.5 (not 0.25).
        let fade = Effect.map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(-1, 0.5), Keyframe(1, 0.5)]))
        let scene = Scene(viewport: Viewport(width: 200, height: 400), sections: [
            Section(id: "s", kind: .list, effects: [fade], layers: [Layer(id: "child", effects: [fade], layers: [Layer(id: "grandchild")])],
                    itemSize: ItemSize(height: 100), count: 1),
        ])
        let item = try frame(of: scene).sections[0].items[0]
        #expect(item.transform.opacity == 0.5 && item.layers[0].transform.opacity == 0.5 && item.layers[0].layers[0].transform.opacity == 1)
    }

    @Test("stretch sets the anchor to the far edge, overriding an explicit anchor")
    func stretchOverridesAnchor() throws {
        // Pulled 30 past the start: a 150-high header stretches by (150 + 30) / 150 = 1.2 about its bottom edge,
        // whatever anchor its layer asks for.
        let scene = Scene(viewport: Viewport(width: 200, height: 400), offset: -30, sections: [
            Section(id: "h", kind: .header, layers: [Layer(id: "art", anchor: Point(x: 0, y: 0), effects: [.stretch(StretchEffect())])],
                    size: ItemSize(height: 150)),
        ])
        let layer = try frame(of: scene).sections[0].items[0].layers[0]
        #expect(layer.transform.anchor == Point(x: 0.5, y: 1))
        #expect(approximately(layer.transform.scale.y, 1.2))
    }

    @Test("a parallax range's lower bound clamps the input from below")
    func parallaxLowerBound() throws {
        // The card's leading edge is 150 above the container's (offset 150): input −150, clamped to −40; rate 0.5 → −20.
        let effect = Effect.parallax(ParallaxEffect(rate: 0.5, range: InputRange(lower: -40, upper: nil)))
        let scene = Scene(viewport: Viewport(width: 200, height: 400), offset: 150, sections: [
            Section(id: "s", kind: .list, effects: [effect], itemSize: ItemSize(height: 200), count: 3),
        ])
        let items = try frame(of: scene).sections[0].items
        #expect(approximately(items[0].transform.translate.y, -20))
        // Item 1 starts at 200 − 150 = 50: above the bound, unclamped, 25.
        #expect(approximately(items[1].transform.translate.y, 25))
    }

    @Test("a nested cover layer is judged against its parent layer, not the item")
    func nestedCover() throws {
        // The parent layer is 100 × 100 at (50, 0) inside a 200-wide item; its cover child is 80 wide: a 20-point
        // trailing gap in the parent, though the child lies well inside the item.
        let scene = Scene(viewport: Viewport(width: 200, height: 400), sections: [
            Section(id: "s", kind: .list, layers: [
                Layer(id: "panel", frame: Rect(x: 50, y: 0, width: 100, height: 100),
                      layers: [Layer(id: "fill", frame: Rect(x: 0, y: 0, width: 80, height: 100), cover: true)]),
            ], itemSize: ItemSize(height: 100), count: 1),
        ])
        #expect(try frame(of: scene).warnings == [
            Frame.Warning(code: "gap", section: "s", item: 0, layer: "fill", edge: "trailing", amount: 20),
        ])
    }

    @Test("the accepted boundaries: 10,000 enumerated items pass, 10,001 are refused")
    func enumeratedItemsBoundary() throws {
        func scene(_ count: Int) -> Scene {
            Scene(viewport: Viewport(width: 200, height: 400), sections: [
                Section(id: "s", kind: .list, itemSize: ItemSize(height: 10), items: Array(repeating: ItemSpec(), count: count)),
            ])
        }
        try scene(10_000).validate()
        do {
            try scene(10_001).validate()
            Issue.record("10,001 enumerated items were accepted")
        } catch {
            #expect(error.pointer == "/sections/0/items")
        }
    }
}
