@testable import ScrollFX
import Testing

@Suite("scene validation names the offending field")
struct SceneValidationTests {
    /// The pointer of the error `change` provokes in an otherwise valid scene.
    private func pointer(after change: (inout Scene) -> Void) -> String? {
        var scene = parallaxCards(count: 5, offset: 0)
        change(&scene)
        do {
            try scene.validate()
            return nil
        } catch {
            return error.pointer
        }
    }

    @Test("a valid scene passes")
    func validScenePasses() {
        #expect(pointer { _ in } == nil)
    }

    @Test("zero or negative viewport sizes are refused")
    func viewport() {
        #expect(pointer { $0.viewport.width = 0 } == "/viewport/width")
        #expect(pointer { $0.viewport.height = -1 } == "/viewport/height")
        #expect(pointer { $0.viewport.x = .infinity } == "/viewport/x")
    }

    @Test("negative spacing, insets, padding and prefetch are refused")
    func negatives() {
        #expect(pointer { $0.spacing = -1 } == "/spacing")
        #expect(pointer { $0.prefetch = -0.5 } == "/prefetch")
        #expect(pointer { $0.contentInset.bottom = -2 } == "/contentInset/bottom")
        #expect(pointer { $0.sections[0].padding.leading = -3 } == "/sections/0/padding/leading")
        #expect(pointer { $0.sections[0].spacing = -3 } == "/sections/0/spacing")
        #expect(pointer { $0.sections[0].itemSize = ItemSize(width: -1, height: 10) } == "/sections/0/itemSize/width")
        #expect(pointer { $0.sections[0].cornerRadius = -1 } == "/sections/0/cornerRadius")
    }

    @Test("a duplicate section id is reported at the second one")
    func duplicateSectionID() {
        #expect(pointer { $0.sections.append($0.sections[0]) } == "/sections/1/id")
    }

    @Test("count and items together, counts out of range and too many items are refused")
    func itemCounts() {
        #expect(pointer { $0.sections[0].items = [ItemSpec()] } == "/sections/0/items")
        #expect(pointer { $0.sections[0].count = -1 } == "/sections/0/count")
        #expect(pointer { $0.sections[0].count = 1_000_000_001 } == "/sections/0/count")
        #expect(pointer { $0.sections[0].count = 1_000_000_000 } == nil)
        #expect(pointer { $0.sections[0].count = nil; $0.sections[0].items = Array(repeating: ItemSpec(), count: 10_001) } == "/sections/0/items")
        #expect(pointer { $0.sections[0].count = nil; $0.sections[0].items = [ItemSpec(size: ItemSize(height: -4))] } == "/sections/0/items/0/size/height")
    }

    @Test("a list without its items' length along the axis is refused where the length would be")
    func missingItemLength() {
        #expect(pointer { $0.sections[0].itemSize = nil } == "/sections/0/itemSize/height")
        #expect(pointer { $0.sections[0].itemSize = nil; $0.sections[0].count = 0 } == nil)
        #expect(pointer { $0.sections[0].itemSize = nil; $0.sections[0].count = nil; $0.sections[0].items = [ItemSpec(size: ItemSize(height: 10))] } == nil)
    }

    @Test("layer ids must be unique within an item, across nesting")
    func duplicateLayerIDs() {
        #expect(pointer { $0.sections[0].layers![0].layers[0].id = "background" } == "/sections/0/layers/0/layers/0/id")
        #expect(pointer { $0.sections[0].layers!.append(Layer(id: "art")) } == "/sections/0/layers/1/id")
    }

    @Test("bad layer geometry and effect parameters are refused")
    func layerAndEffectFields() {
        #expect(pointer { $0.sections[0].layers![0].frame = Rect(x: 0, y: 0, width: -1, height: 1) } == "/sections/0/layers/0/frame/width")
        #expect(pointer { $0.sections[0].layers![0].overscan = Point(x: 1, y: -1) } == "/sections/0/layers/0/overscan/y")
        #expect(pointer { $0.sections[0].layers![0].effects = [.parallax(ParallaxEffect(rate: .nan))] } == "/sections/0/layers/0/effects/0/rate")
        #expect(pointer {
            $0.sections[0].effects = [.parallax(ParallaxEffect(rate: 1, range: InputRange(lower: 5, upper: 1)))]
        } == "/sections/0/effects/0/range")
    }

    /// The pointer of the error in a scene of one `section`.
    private func pointer(of section: Section, axis: Axis = .vertical) -> String? {
        let scene = Scene(viewport: Viewport(width: 300, height: 300), axis: axis, sections: [section])
        do {
            try scene.validate()
            return nil
        } catch {
            return error.pointer
        }
    }

    @Test("each kind needs its own fields")
    func kindFields() {
        #expect(pointer(of: Section(id: "h", kind: .header)) == "/sections/0/size/height")
        #expect(pointer(of: Section(id: "h", kind: .header, size: ItemSize(height: 10)), axis: .horizontal) == "/sections/0/size/width")
        #expect(pointer(of: Section(id: "g", kind: .grid, itemSize: ItemSize(height: 10))) == "/sections/0/columns")
        #expect(pointer(of: Section(id: "g", kind: .grid, itemSize: ItemSize(height: 10), columns: 0)) == "/sections/0/columns")
        // Fields another kind ignores obey the same rules.
        #expect(pointer(of: Section(id: "l", kind: .list, columns: 0)) == "/sections/0/columns")
        #expect(pointer(of: Section(id: "l", kind: .list, offset: 2e15)) == "/sections/0/offset")
        #expect(pointer(of: Section(id: "l", kind: .list, frame: Rect(x: 0, y: 0, width: -1, height: 1))) == "/sections/0/frame/width")
        // Beyond 10⁹ columns the row arithmetic could overflow.
        #expect(pointer(of: Section(id: "g", kind: .grid, itemSize: ItemSize(height: 10), columns: Int.max, count: 3)) == "/sections/0/columns")
        #expect(pointer(of: Section(id: "g", kind: .grid, itemSize: ItemSize(height: 10), columns: 1_000_000_000, count: 1_000_000_000)) == nil)
        #expect(pointer(of: Section(id: "g", kind: .grid, columns: 2)) == "/sections/0/itemSize/height")
        #expect(pointer(of: Section(id: "c", kind: .carousel, itemSize: ItemSize(height: 10))) == "/sections/0/itemSize/width")
        #expect(pointer(of: Section(id: "c", kind: .carousel, itemSize: ItemSize(width: 10, height: 10)), axis: .horizontal) == "/sections/0/kind")
        #expect(pointer(of: Section(id: "b", kind: .box)) == "/sections/0/frame")
        #expect(pointer(of: Section(id: "b", kind: .box, frame: Rect(x: 0, y: 0, width: -1, height: 1))) == "/sections/0/frame/width")
    }

    @Test("only list items may have their own size")
    func perItemSize() {
        let items = [ItemSpec(), ItemSpec(size: ItemSize(width: 5, height: 5))]
        #expect(pointer(of: Section(id: "g", kind: .grid, itemSize: ItemSize(height: 10), columns: 2, items: items)) == "/sections/0/items/1/size")
        #expect(pointer(of: Section(id: "c", kind: .carousel, itemSize: ItemSize(width: 10, height: 10), items: items)) == "/sections/0/items/1/size")
    }

    @Test("effect parameters: distance radius > 0, map keyframes strictly increasing and at least two")
    func effectParameters() {
        let section = { (effect: Effect) in Section(id: "h", kind: .header, effects: [effect], size: ItemSize(height: 10)) }
        #expect(pointer(of: section(.distance(DistanceEffect(radius: 0)))) == "/sections/0/effects/0/radius")
        #expect(pointer(of: section(.carousel(CarouselEffect(strength: .infinity)))) == "/sections/0/effects/0/strength")
        #expect(pointer(of: section(.map(MapEffect(input: .offset, output: .blur, keyframes: [Keyframe(0, 1)])))) == "/sections/0/effects/0/keyframes")
        let unordered = [Keyframe(0, 1), Keyframe(5, 1), Keyframe(5, 2)]
        #expect(pointer(of: section(.map(MapEffect(input: .offset, output: .blur, keyframes: unordered)))) == "/sections/0/effects/0/keyframes/2/0")
    }

    @Test("presets fill in effects and layers where the section gives none; an unknown preset is refused")
    func presets() throws {
        let presets = ["glow": Preset(effects: [.grow], layers: [Layer(id: "p")])]
        let scene = Scene(viewport: Viewport(width: 10, height: 10), sections: [
            Section(id: "a", kind: .header, preset: "glow", size: ItemSize(height: 5)),
            Section(id: "b", kind: .header, preset: "glow", effects: [.stretch(StretchEffect())], size: ItemSize(height: 5)),
        ])
        let resolved = try scene.resolvingPresets(presets)
        #expect(resolved.sections[0].effects == [.grow] && resolved.sections[0].layers == [Layer(id: "p")])
        #expect(resolved.sections[1].effects == [.stretch(StretchEffect())] && resolved.sections[1].layers == [Layer(id: "p")])
        #expect(throws: RequestError(pointer: "/sections/0/preset", reason: "unknown preset \"glow\"; known presets: ")) {
            try scene.resolvingPresets([:])
        }
    }

    @Test("a preset's header fills in on lists and grids without header or pin; its pin where there is no pin, header or collapse")
    func stickyPresets() throws {
        let header = SectionHeader(id: "h", size: ItemSize(width: 28, height: 28))
        let presets = ["letters": Preset(header: header), "pin": Preset(sticky: Sticky(top: 56)), "both": Preset(header: header, sticky: Sticky(top: 4))]
        let list = Section(id: "", kind: .list, itemSize: ItemSize(height: 50), count: 3)
        func resolved(_ changes: (inout Section) -> Void) throws -> Section {
            var section = list
            changes(&section)
            return try Scene(viewport: Viewport(width: 10, height: 10), sections: [section]).resolvingPresets(presets).sections[0]
        }
        #expect(try resolved { $0.preset = "letters" }.header == header)
        #expect(try resolved { $0.preset = "letters"; $0.kind = .grid }.header == header)
        #expect(try resolved { $0.preset = "letters"; $0.kind = .carousel }.header == nil)
        #expect(try resolved { $0.preset = "letters"; $0.sticky = Sticky() }.header == nil)
        let own = SectionHeader(size: ItemSize(height: 40))
        #expect(try resolved { $0.preset = "letters"; $0.header = own }.header == own)
        #expect(try resolved { $0.preset = "pin" }.sticky == Sticky(top: 56))
        #expect(try resolved { $0.preset = "pin"; $0.sticky = Sticky(top: 1) }.sticky == Sticky(top: 1))
        #expect(try resolved { $0.preset = "pin"; $0.kind = .header; $0.collapse = Collapse(minHeight: 10) }.sticky == nil)
        // A list takes the header, and then no pin; a box takes the pin.
        #expect(try resolved { $0.preset = "both" }.sticky == nil)
        #expect(try resolved { $0.preset = "both"; $0.kind = .box }.sticky == Sticky(top: 4))
    }
}
