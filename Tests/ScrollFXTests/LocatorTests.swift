import PropertyBased
@testable import ScrollFX
import Testing

@Suite("where is item k? (locate)")
struct LocatorTests {
    /// 20 cards of 200 points, 16 apart, under a 100-point top inset, in an 844-point viewport.
    private static let cards = Scene(
        viewport: Viewport(width: 390, height: 844), contentInset: Insets(top: 100),
        sections: [Section(id: "cards", kind: .list, itemSize: ItemSize(height: 200), spacing: 16, count: 20)]
    )

    private func locate(_ scene: Scene, _ section: String, _ item: Int, align: LocateRequest.Alignment? = nil,
                        fraction: Double? = nil) throws(RequestError) -> LocateResult {
        try Locator(scene: scene).locate(LocateRequest(scene: scene, section: section, item: item, align: align, fraction: fraction))
    }

    @Test("card 7 of a list: leading, centre and trailing, clamped to the scroll range")
    func listWorkedExample() throws {
        // Card 7 starts at 100 + 7 × (200 + 16) = 1612 and is 200 long; the content is 100 + 20 × 200 + 19 × 16 = 4404
        // long, so maxOffset = 4404 − 844 = 3560.
        // Leading edge at the 100-point inset: 1612 − 100 = 1512.
        #expect(try locate(Self.cards, "cards", 7, align: .leading) == LocateResult(offset: 1512, clamped: 1512))
        // Centre at the visible centre 100 + (844 − 100) / 2 = 472: 1612 + 100 − 472 = 1240.
        #expect(try locate(Self.cards, "cards", 7, align: .center) == LocateResult(offset: 1240, clamped: 1240))
        // Trailing edge at the bottom (no bottom inset): 1612 + 200 − 844 = 968.
        #expect(try locate(Self.cards, "cards", 7, align: .trailing) == LocateResult(offset: 968, clamped: 968))
        // Card 0 centred needs 100 + 100 − 472 = −272, clamped to 0; card 19 leading needs 100 + 19 × 216 − 100 = 4104,
        // clamped to 3560.
        #expect(try locate(Self.cards, "cards", 0, align: .center) == LocateResult(offset: -272, clamped: 0))
        #expect(try locate(Self.cards, "cards", 19, align: .leading) == LocateResult(offset: 4104, clamped: 3560))
    }

    @Test("fractions: from the far end showing f of the item to the near end showing f of it")
    func fractionWorkedExample() throws {
        // The visible area is the viewport less its insets, 100 to 844. Half of card 7 (100 points) shows from offset
        // 1612 + 100 − 844 = 868 (its top 100 points above the bottom) to 1612 + 200 − 100 − 100 = 1612 (its bottom 100
        // points below the inset).
        #expect(try locate(Self.cards, "cards", 7, fraction: 0.5) == LocateResult(ranges: [[868, 1612]]))
        // All of it: 1612 + 200 − 844 = 968 to 1612 − 100 = 1512.
        #expect(try locate(Self.cards, "cards", 7, fraction: 1) == LocateResult(ranges: [[968, 1512]]))
        // A 1000-point header in this 844-point viewport never shows all of itself; 0.8 of it (800) does.
        let tall = Scene(viewport: Viewport(width: 390, height: 844), sections: [Section(id: "hero", kind: .header, size: ItemSize(height: 1000))])
        #expect(try locate(tall, "hero", 0, fraction: 1) == LocateResult(ranges: []))
        // 800 shows from 0 + 800 − 844 = −44 to 0 + 1000 − 800 = 200.
        #expect(try locate(tall, "hero", 0, fraction: 0.8) == LocateResult(ranges: [[-44, 200]]))
    }

    @Test("a carousel's items are located by the carousel's own offset, between its paddings when it aligns to the leading edge")
    func carouselWorkedExample() throws {
        // A centred carousel in a 400-point viewport: items 250 wide, 16 apart; the pad is (400 − 250) / 2 = 75, so item
        // 3 starts at 75 + 3 × 266 = 873. Centred: 873 + 125 − 200 = 798 = 3 × 266, the snap stop. 8 items make the content
        // 75 + 8 × 250 + 7 × 16 + 75 = 2262 wide: maxOffset 1862.
        let scene = Scene(viewport: Viewport(width: 400, height: 844), sections: [
            Section(id: "featured", kind: .carousel, itemSize: ItemSize(width: 250, height: 360), spacing: 16,
                    padding: Insets(top: 0, leading: 20, bottom: 0, trailing: 30), count: 8),
        ])
        #expect(try locate(scene, "featured", 3, align: .center) == LocateResult(offset: 798, clamped: 798))
        // A centred carousel has no insets (docs/contract.md#snaprequest: "none with center"): its leading edge at 0, 873; its trailing edge
        // at 400, 873 + 250 − 400 = 723.
        #expect(try locate(scene, "featured", 3, align: .leading) == LocateResult(offset: 873, clamped: 873))
        #expect(try locate(scene, "featured", 3, align: .trailing) == LocateResult(offset: 723, clamped: 723))
        #expect(try locate(scene, "featured", 7, align: .leading) == LocateResult(offset: 75 + 7 * 266, clamped: 1862))
        // Aligned to the leading edge, its paddings are its insets: item 3 starts at 20 + 3 × 266 = 818; its leading
        // edge at the 20-point padding, 818 − 20 = 798; its trailing edge at 400 − 30, 818 + 250 − 370 = 698; half of
        // it shows from 818 + 125 − 370 = 573 to 818 + 250 − 125 − 20 = 923.
        var leading = scene
        leading.sections[0].alignment = .leading
        #expect(try locate(leading, "featured", 3, align: .leading) == LocateResult(offset: 798, clamped: 798))
        #expect(try locate(leading, "featured", 3, align: .trailing) == LocateResult(offset: 698, clamped: 698))
        #expect(try locate(leading, "featured", 3, fraction: 0.5) == LocateResult(ranges: [[573, 923]]))
    }

    @Test("refusals point at the field", arguments: [
        ("nowhere", 0, LocateRequest.Alignment.center, nil as Double?, "/section"),
        ("cards", 20, .center, nil, "/item"),
        ("cards", -1, .center, nil, "/item"),
        ("cards", 3, nil, nil, "/align"),
        ("cards", 3, .leading, 0.5, "/align"),
        ("cards", 3, nil, 0, "/fraction"),
        ("cards", 3, nil, 1.5, "/fraction"),
    ])
    func refusals(section: String, item: Int, align: LocateRequest.Alignment?, fraction: Double?, pointer: String) {
        #expect(throws: RequestError.self) { try locate(Self.cards, section, item, align: align, fraction: fraction) }
        do {
            _ = try locate(Self.cards, section, item, align: align, fraction: fraction)
        } catch {
            #expect(error.pointer == pointer)
        }
    }

    @Test("a header or box has one item, 0")
    func singleItemSections() throws {
        let scene = Scene(viewport: Viewport(width: 390, height: 844), sections: [
            Section(id: "hero", kind: .header, size: ItemSize(height: 300)),
            Section(id: "badge", kind: .box, frame: Rect(x: 10, y: 2000, width: 50, height: 40)),
        ])
        // The box's top is at content position 2000: leading at 2000, the content being 2040 long (maxOffset 1196).
        #expect(try locate(scene, "badge", 0, align: .leading) == LocateResult(offset: 2000, clamped: 1196))
        #expect(throws: RequestError.self) { try locate(scene, "hero", 1, align: .leading) }
    }

    /// A generated scene without effects, layers, right-to-left, a rubber band or a collapsing header, so laid-out
    /// frames are the answered ones.
    private static func plain(_ plan: ScenePlan) -> Scene {
        var scene = plan.scene
        scene.layoutDirection = .ltr
        scene.overscroll = Overscroll()
        for index in scene.sections.indices {
            scene.sections[index].effects = nil
            scene.sections[index].layers = nil
            scene.sections[index].collapse = nil
        }
        return scene
    }

    /// Whether the item has area and lies across the viewport's cross axis (a box may be placed beside it), so that
    /// some offset lists it.
    private static func crossVisible(_ scene: Scene, _ placement: SceneLayout.Placement, _ item: Int) -> Bool {
        let frame = placement.items.frame(ofItem: item)
        guard frame.width > 0, frame.height > 0 else { return false }
        if placement.carousel != nil { return true }
        let cross = scene.axis.cross
        let start = placement.contentFrame.min(cross) + frame.min(cross)
        return start < scene.viewport.size[cross] && start + frame.length(cross) > 0
    }

    /// The scene with its container at `offset`: the scene's own, or the carousel's with the carousel at the top.
    private static func scrolled(_ scene: Scene, section: Int, to offset: Double) -> Scene {
        var scene = scene
        if scene.sections[section].kind == .carousel {
            scene.sections[section].offset = offset
            let placement = SceneLayout(scene: scene).placements[section]
            scene.offset = placement.contentFrame.y - scene.contentInset.top
        } else {
            scene.offset = offset
        }
        return scene
    }

    @Test("locate, then frame at the answer: the item sits where it was asked to, to 1e-9")
    func alignedItemSitsThere() async {
        await checkProperty(count: 300, input: zip(ScenePlan.generator, Gen.int(in: 0...10_000), Gen.int(in: 0...2))) { plan, pick, side in
            let scene = Self.plain(plan)
            try scene.validate()
            let placements = SceneLayout(scene: scene).placements
            let section = pick % placements.count
            let count = placements[section].section.itemCount
            guard count > 0 else { return }
            let item = (pick / placements.count) % count
            let align = [LocateRequest.Alignment.leading, .center, .trailing][side]
            let offset = try #require(try Locator(scene: scene).locate(
                LocateRequest(scene: scene, section: placements[section].section.id, item: item, align: align)).offset)
            let span = Locator(scene: scene).span(of: item, in: placements[section])
            guard span.length > 0, Self.crossVisible(scene, placements[section], item) else { return }
            let frame = FrameBuilder(scene: Self.scrolled(scene, section: section, to: offset)).build()
            let answered = frame.sections[section]
            guard let listed = answered.items.first(where: { ($0.virtualIndex ?? $0.index) == item }), listed.frame.width > 0, listed.frame.height > 0 else {
                Issue.record("item \(item) of \(answered.id) is not listed at offset \(offset)")
                return
            }
            // Along the container: the viewport's axis from 0, or a carousel's x from its own frame.
            let carousel = placements[section].carousel != nil
            let axis = carousel ? Axis.horizontal : scene.axis
            let leading = listed.frame.min(axis) - (carousel ? answered.frame.x : 0)
            let expected = switch align {
            case .leading: span.startInset
            case .center: span.centre - span.length / 2
            case .trailing: span.containerLength - span.endInset - span.length
            }
            #expect(abs(leading - expected) <= 1e-9 * max(1, abs(offset)), "\(align) item \(item) of \(answered.id): \(leading) vs \(expected)")
        }
    }

    @Test("fraction ranges agree with visibleRect cut to the area between the insets, at their ends and just inside and outside them")
    func fractionRangesMatchVisibleRects() async {
        await checkProperty(count: 300, input: zip(ScenePlan.generator, Gen.int(in: 0...10_000), Gen.double(in: 0.05...1))) { plan, pick, fraction in
            var scene = Self.plain(plan)
            scene.prefetch = 0
            try scene.validate()
            let placements = SceneLayout(scene: scene).placements
            let section = pick % placements.count
            let count = placements[section].section.itemCount
            guard count > 0 else { return }
            let item = (pick / placements.count) % count
            let result = try Locator(scene: scene).locate(
                LocateRequest(scene: scene, section: placements[section].section.id, item: item, fraction: fraction))
            let span = Locator(scene: scene).span(of: item, in: placements[section])
            let axis = placements[section].carousel != nil ? Axis.horizontal : scene.axis
            let needed = fraction * span.length
            /// The visible length of the item along the container's axis at `offset` inside the visible area (the
            /// container less its insets), 0 when it is not listed.
            func visible(at offset: Double) -> Double {
                let frame = FrameBuilder(scene: Self.scrolled(scene, section: section, to: offset)).build()
                let listed = frame.sections[section].items.first { ($0.virtualIndex ?? $0.index) == item }
                guard let rect = listed?.visibleRect else { return 0 }
                let origin = placements[section].carousel != nil ? frame.sections[section].frame.x : 0
                let (near, far) = (origin + span.startInset, origin + span.containerLength - span.endInset)
                return max(0, min(rect.max(axis), far) - max(rect.min(axis), near))
            }
            let ranges = try #require(result.ranges)
            guard let range = ranges.first else {
                #expect(span.length == 0 || needed > min(span.length, span.containerLength - span.startInset - span.endInset))
                return
            }
            let (from, to) = (range[0], range[1])
            guard Self.crossVisible(scene, placements[section], item) else { return }
            let tolerance = 1e-9 * max(1, abs(from), abs(to))
            #expect(abs(visible(at: from) - needed) <= tolerance, "from \(from)")
            #expect(abs(visible(at: to) - needed) <= tolerance, "to \(to)")
            let step = 0.25
            if to - from > 2 * step {
                #expect(visible(at: from + step) >= needed - tolerance && visible(at: to - step) >= needed - tolerance)
            }
            #expect(visible(at: from - step) < needed && visible(at: to + step) < needed)
        }
    }
}
