@testable import ScrollFX
import Testing

/// A list whose section, first item and first layer have the given ids.
private func scene(section: String = "s", item: String = "i", layer: String = "L") -> Scene {
    Scene(viewport: Viewport(width: 400, height: 800), sections: [
        Section(id: section, kind: .list, layers: [Layer(id: layer)], itemSize: ItemSize(height: 100),
                items: [ItemSpec(id: item)]),
    ])
}

/// The pointer validation refuses `scene` at, or nil when it passes.
private func refusal(_ scene: Scene) -> String? {
    do {
        try scene.validate()
        return nil
    } catch {
        return error.pointer
    }
}

@Suite("ids: 1 to 256 characters, no control or bidi control (docs/contract.md#units-spaces-and-offsets)")
struct IDRuleTests {
    static let refused: [Unicode.Scalar] = [
        "\u{0}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
    ]
    /// Each refused range's neighbours, which are ordinary characters.
    static let accepted: [Unicode.Scalar] = [" ", "~", "\u{A0}", "\u{200D}", "\u{2010}", "\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}"]

    @Test("a control or bidi control anywhere in a section, item or layer id is 422 at that id", arguments: refused)
    func controls(scalar: Unicode.Scalar) {
        let id = "a" + String(scalar) + "b"
        #expect(refusal(scene(section: id)) == "/sections/0/id")
        #expect(refusal(scene(item: id)) == "/sections/0/items/0/id")
        #expect(refusal(scene(layer: id)) == "/sections/0/layers/0/id")
        #expect(refusal(scene(layer: String(scalar))) == "/sections/0/layers/0/id")
    }

    @Test("their neighbours are ordinary characters", arguments: accepted)
    func neighbours(scalar: Unicode.Scalar) {
        #expect(refusal(scene(section: String(scalar), item: "x" + String(scalar), layer: String(scalar) + "y")) == nil)
    }

    @Test("256 characters pass and 257 do not; empty ids do not; length counts Unicode scalars, not what they draw")
    func length() {
        #expect(refusal(scene(section: String(repeating: "a", count: 256))) == nil)
        #expect(refusal(scene(section: String(repeating: "a", count: 257))) == "/sections/0/id")
        #expect(refusal(scene(item: String(repeating: "é", count: 256))) == nil)
        #expect(refusal(scene(layer: String(repeating: "🎠", count: 257))) == "/sections/0/layers/0/id")
        // One drawn character, 301 scalars: a megabyte of combining marks cannot hide behind one glyph.
        let stacked = "e" + String(repeating: "\u{301}", count: 300)
        #expect(stacked.count == 1)
        #expect(refusal(scene(item: stacked)) == "/sections/0/items/0/id")
        #expect(refusal(scene(section: "")) == "/sections/0/id")
        #expect(refusal(scene(item: "")) == "/sections/0/items/0/id")
        #expect(refusal(scene(layer: "")) == "/sections/0/layers/0/id")
    }

    @Test("the reason names the character")
    func reason() throws {
        let error = try #require(throws: RequestError.self) { try scene(section: "x\u{202E}y").validate() }
        #expect(error.reason.contains("U+202E"))
        let nul = try #require(throws: RequestError.self) { try scene(section: "\u{0}").validate() }
        #expect(nul.reason.contains("U+0000"))
    }
}
