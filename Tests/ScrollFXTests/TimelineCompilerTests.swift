@testable import ScrollFX
import Testing

@Suite("the timeline compiler")
struct TimelineCompilerTests {
    /// A grid item whose centre passes 296.7 points beside the viewport's centre, with a distance effect of
    /// radius 300: its opacity leaves the cap for a short stretch only, which evenly spread probes can miss.
    @Test("a short dip of a distance effect gets a track: the offset where the item passes the centre is sampled")
    func shortDipIsSampled() throws {
        let grid = Section(
            id: "grid", kind: .grid, effects: [.distance(DistanceEffect(radius: 300, opacity: 0.5))],
            itemSize: ItemSize(width: nil, height: 100), spacing: 0, padding: Insets(top: 0, leading: 4, bottom: 0, trailing: 0),
            columns: 3, count: 60
        )
        let scene = Scene(viewport: Viewport(width: 900, height: 800), sections: [grid])
        try scene.validate()
        // Item 15 (row 5, column 0): its centre, 4 + 298.67 / 2 = 153.3 across, passes the viewport's middle
        // (y = 400) at offset 550 - 400 = 150, where its distance is 296.7 and its opacity 0.5055.
        let crossing = 150.0
        let deepest = try #require(FrameBuilder(scene: scene).build(offset: crossing).sections[0].items.first { $0.index == 15 })
        #expect(abs(deepest.transform.opacity - (1 - 0.5 * (450 - 4 - (900 - 4) / 6.0) / 300)) < 1e-9)
        for from in [0.0, 3, 17, 41, 99] {
            let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: from, to: 1200), maxKeyframes: 1_000_000)
            let track = try #require(timeline.tracks.first { $0.item == 15 && $0.layer == nil && $0.property == "transform.opacity" })
            let peak = try #require(track.keyframes.max { $0[1] < $1[1] })
            #expect(abs(peak[0] - crossing) < 1e-6 && abs(peak[1] - deepest.transform.opacity) < 1e-9, "from \(from)")
        }
    }

    /// A glow grid measured against its own section: nothing but its position changes while the scene scrolls.
    /// Grid cards that grow by their pull (up to 41.25 at a pull of 100) with art slid by the card's length times
    /// its distance from the centre: curved while pulled, linear beyond. After the art's centre crossing (its
    /// distance effect splits the fit there, near −103), the span's three probes all lie past 0, on the linear part,
    /// where the curve before 0 (0.76 off at worst) used to hide.
    @Test("a change confined to the pull is found: the scroll range's ends are sampled")
    func pullIsSampled() throws {
        let art = Layer(id: "art", frame: Rect(x: 10, y: 5, width: 60, height: 40), anchor: Point(x: 0.2, y: 0.8), effects: [
            .distance(DistanceEffect(radius: 255, opacity: 0.4, scale: 0.1, space: .section)), .carousel(CarouselEffect(strength: 0.64)),
        ])
        let grid = Section(
            id: "grid", kind: .grid,
            effects: [.map(MapEffect(input: .pull, output: .height, keyframes: [Keyframe(0, 0), Keyframe(100, 41.25)]))],
            layers: [Layer(id: "frame", frame: Rect(x: 10, y: 5, width: 60, height: 40), layers: [art])],
            itemSize: ItemSize(height: 140), spacing: 8, columns: 3, count: 30
        )
        let scene = Scene(viewport: Viewport(width: 228.25, height: 874.25), contentInset: Insets(top: 8, leading: 4, bottom: 12, trailing: 6),
                          sections: [grid])
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: -150, to: 1580, tolerance: 0.05),
                                                                  maxKeyframes: 100_000)
        var checked = 0
        for step in 0...160 {
            let offset = -150 + Double(step) * 1730 / 160
            for item in FrameBuilder(scene: scene).build(offset: offset).sections[0].items {
                let layer = item.layers[0].layers[0]
                guard let track = timeline.tracks.first(where: { $0.item == item.index && $0.layer == ["frame", "art"] && $0.property == "transform.translate.y" }),
                      let value = interpolate(track.keyframes, at: offset) else { continue }
                #expect(isWithinTolerance("transform.translate.y", error: abs(value - layer.transform.translate.y), frame: layer.frame,
                                          transform: layer.transform, tolerance: 0.05), "item \(item.index) at \(offset): \(value) vs \(layer.transform.translate.y)")
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    @Test("items measured against their section need no fit: two samples each, where their listing starts and ends")
    func rigidItems() throws {
        let grid = Section(
            id: "glow", kind: .grid, effects: [.distance(DistanceEffect(radius: 400, opacity: 0.4, scale: 0.08, space: .section))],
            itemSize: ItemSize(height: 100), spacing: 8, columns: 3, count: 3000
        )
        let scene = Scene(viewport: Viewport(width: 390, height: 844), sections: [grid])
        try scene.validate()
        // 3,000 items fitted one by one would cost some 50,000 evaluations, each weighing two (the item and its effect);
        // two each stay within 20,000.
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene), maxKeyframes: 1_000_000, maxEvaluations: 20_000)
        let item = timeline.tracks.filter { $0.item == 1500 }
        // Row 500 starts at 500 × 108 = 54,000: listed from offset 54,000 − 844 until it leaves the top at 54,100.
        #expect(item.map(\.property) == ["frame.y"] && item.first?.keyframes == [[53_156, 844], [54_100, -100]])
        let frame = try #require(FrameBuilder(scene: scene).build(offset: 53_500).sections[0].items.first { $0.index == 1500 })
        #expect(timeline.tracks.allSatisfy { $0.property == "frame.y" } && frame.frame.y == 500 && frame.transform.opacity < 1)
    }
}

@Suite("timeline tracks: exact breakpoints next to curves, tolerance in points")
struct TimelineTrackTests {
    /// The scene: one 200 × 200 item whose width follows its (Euclidean, so curved) distance from the
    /// viewport's centre, and whose rotation follows the offset from 55 on (a breakpoint).
    private let scene = Scene(viewport: Viewport(width: 400, height: 800), sections: [
        Section(id: "l", kind: .list, effects: [
            .map(MapEffect(input: .distance, output: .width, keyframes: [Keyframe(0, 0), Keyframe(800, 40)])),
            .map(MapEffect(input: .offset, output: .rotation, keyframes: [Keyframe(55, 0), Keyframe(300, 90)])),
        ], itemSize: ItemSize(width: 200, height: 200), count: 1),
    ])

    @Test("a curved width beside it does not cost the rotation its breakpoint at 55")
    func breakpointBesideACurve() throws {
        try scene.validate()
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: 0, to: 500), maxKeyframes: 10_000)
        // Listed while its 200 points meet the viewport: offsets 0…200. The rotation is 0 up to 55, then
        // 90 · (offset − 55) / 245: at 200, 90 · 145 / 245 = 53.265306…
        let rotation = try #require(timeline.tracks.first { $0.property == "transform.rotation" })
        #expect(rotation.keyframes.count == 3)
        for (keyframe, expected) in zip(rotation.keyframes, [[0, 0], [55, 0], [200, 90 * 145 / 245.0]]) {
            #expect(approximately(keyframe[0], expected[0]) && approximately(keyframe[1], expected[1]), "\(rotation.keyframes)")
        }
        // The width: 200 + 40 · d / 800 with d = √(100² + (300 + offset)²), the centre (100, 100 − offset) against
        // (200, 400). Within 0.25 points everywhere, from a handful of keyframes spread over the range.
        let width = try #require(timeline.tracks.first { $0.property == "frame.width" })
        #expect(width.keyframes.count < 20 && width.keyframes.first?[0] == 0 && approximately(width.keyframes.last?[0] ?? 0, 200))
        for step in 0...200 {
            let offset = Double(step)
            let exact = 200 + 40 * (100 * 100 + (300 + offset) * (300 + offset)).squareRoot() / 800
            #expect(abs((interpolate(width.keyframes, at: offset) ?? .nan) - exact) <= 0.25, "at \(offset)")
        }
    }

    @Test("tolerance bounds how far a corner moves: a scale error of at most 0.25 / 376 on a 376-point element")
    func scaleToleranceIsInPoints() throws {
        // A 376-wide card 112 left of the centre line, scaled by its (curved) distance from the viewport's centre,
        // fitted with a tolerance of 0.25 points.
        let card = Scene(viewport: Viewport(width: 600, height: 800), sections: [
            Section(id: "l", kind: .list, effects: [.distance(DistanceEffect(radius: 600, opacity: 0.6, scale: 0.3))],
                    itemSize: ItemSize(width: 376, height: 300), count: 1),
        ])
        try card.validate()
        let timeline = try TimelineCompiler(scene: card).compile(TimelineRequest(scene: card, from: 0, to: 300, tolerance: 0.25), maxKeyframes: 10_000)
        let scale = try #require(timeline.tracks.first { $0.property == "transform.scale.x" })
        let opacity = try #require(timeline.tracks.first { $0.property == "transform.opacity" })
        let builder = FrameBuilder(scene: card)
        for step in 0...600 {
            let offset = Double(step) / 2
            guard let item = builder.build(offset: offset).sections[0].items.first else { continue }
            // The corner farthest from the centred anchor is 188 away; 376 bounds it whatever the anchor.
            #expect(abs((interpolate(scale.keyframes, at: offset) ?? .nan) - item.transform.scale.x) * 376 <= 0.25, "at \(offset)")
            #expect(abs((interpolate(opacity.keyframes, at: offset) ?? .nan) - item.transform.opacity) <= 1 / 255.0, "at \(offset)")
        }
    }

    @Test("a timeline past its evaluation budget is refused, naming the budget and the item, never answered loosely")
    func budgetIsNamed() throws {
        try scene.validate()
        let request = TimelineRequest(scene: scene, from: 0, to: 500, tolerance: 1e-3)
        #expect {
            try TimelineCompiler(scene: scene).compile(request, maxKeyframes: 1_000_000, maxEvaluations: 100)
        } throws: { error in
            let error = error as? RequestError
            return error?.pointer == "/to" && error?.reason.contains("more than 100 evaluations of elements and effects (item 0 of section \"l\")") == true
        }
    }

    @Test("an evaluation costs the item's elements and effects: 3 items of 2,000 layers spend a budget of 100,000 in about 25")
    func budgetWeighsLayers() throws {
        let layers = (0..<2_000).map { _ in Layer(effects: [.distance(DistanceEffect(radius: 300, opacity: 0.5))]) }
        let heavy = Scene(viewport: Viewport(width: 390, height: 844), sections: [
            Section(id: "heavy", kind: .list, layers: layers, itemSize: ItemSize(height: 300), count: 3),
        ])
        try heavy.validate()
        #expect(ListingWindows(scene: heavy).weight(section: 0).elements == 2_001)
        #expect(ListingWindows(scene: heavy).weight(section: 0).cost == 4_001)
        #expect {
            try TimelineCompiler(scene: heavy).compile(TimelineRequest(scene: heavy), maxKeyframes: 1_000_000, maxEvaluations: 100_000)
        } throws: { error in
            (error as? RequestError)?.reason.contains("more than 100000 evaluations of elements and effects (the items of section \"heavy\")") == true
        }
    }

    @Test("a fit holds its evaluations: 3 items of 12,000 layers are refused at the held budget long before the evaluation budget")
    func heldValuesAreBounded() throws {
        let layers = (0..<12_000).map { _ in Layer(effects: [.distance(DistanceEffect(radius: 300, opacity: 0.5))]) }
        let wide = Scene(viewport: Viewport(width: 390, height: 844), sections: [
            Section(id: "wide", kind: .list, layers: layers, itemSize: ItemSize(height: 300), count: 3),
        ])
        try wide.validate()
        #expect {
            try TimelineCompiler(scene: wide).compile(TimelineRequest(scene: wide), maxKeyframes: 1_000_000)
        } throws: { error in
            let error = error as? RequestError
            return error?.pointer == "/to" && error?.reason.contains("more than 2000000 property values at once") == true
        }
    }

    @Test("a fit counts its list of breakpoints per property: a shared fit of 5,000 layers 5 deep (30,001 elements) is refused at once")
    func sharedFitListsAreBounded() throws {
        var layer = Layer(effects: [.parallax(ParallaxEffect(rate: 0.5))])
        for _ in 0..<5 { layer = Layer(layers: [layer]) }
        let deep = Scene(viewport: Viewport(width: 390, height: 844), sections: [
            Section(id: "deep", kind: .list, layers: Array(repeating: layer, count: 5000), itemSize: ItemSize(height: 300), count: 7),
        ])
        try deep.validate()
        var request = TimelineRequest(scene: deep)
        (request.tracks, request.exposures) = (.shared, false)
        #expect {
            try TimelineCompiler(scene: deep).compile(request, maxKeyframes: 1_000_000)
        } throws: { error in
            (error as? RequestError)?.reason.contains("more than 2000000 property values at once (the shared tracks of section \"deep\")") == true
        }
    }

    @Test("what a fit holds is let go when it is done: 200 items of 100 layers fitted one by one hold one item's evaluations at a time")
    func heldValuesAreReleased() throws {
        let layers = (0..<100).map { _ in Layer(effects: [.distance(DistanceEffect(radius: 300, opacity: 0.5))]) }
        var scene = Scene(viewport: Viewport(width: 390, height: 844), sections: [
            Section(id: "cards", kind: .list, layers: layers, itemSize: ItemSize(height: 100), count: 200),
        ])
        // Past the start the rubber band bends positions: every item gets a fit of its own.
        scene.overscroll = Overscroll(model: .rubberBand)
        try scene.validate()
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: -50), maxKeyframes: 10_000_000)
        // Each fit holds at most its own evaluations, 1,329 values each; together they would hold far more than the budget.
        #expect(Set(timeline.tracks.compactMap(\.item)).count == 200)
        #expect(timeline.tracks.count >= 200 * 100)
    }
}
