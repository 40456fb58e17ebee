@testable import ScrollFX
import Testing

@Suite("coverflow carousels")
struct CoverflowTests {
    /// A carousel 390 wide (centre 195) of 8 items 200 × 280 with spacing 16: stride 216, padded by (390 − 200) / 2 = 95.
    private static func scene(offset: Double, effect: CoverflowEffect = CoverflowEffect(), perspective: Double = 500,
                              layers: [Layer]? = nil, rtl: Bool = false, reduceMotion: Bool = false) -> Scene {
        Scene(viewport: Viewport(width: 390, height: 844), layoutDirection: rtl ? .rtl : .ltr, reduceMotion: reduceMotion, sections: [
            Section(id: "covers", kind: .carousel, effects: [.coverflow(effect)], layers: layers,
                    itemSize: ItemSize(width: 200, height: 280), offset: offset, perspective: perspective, count: 8),
        ])
    }

    private static func items(_ scene: Scene) throws -> [Frame.Item] {
        try frame(of: scene).sections[0].items
    }

    @Test("c = clamp((midX − 195) / 216, −1, 1): rotateY −c·angle, translateZ −|c|·depth, translateX −c·spacing")
    func workedExample() throws {
        var scene = Self.scene(offset: 108, effect: CoverflowEffect(spacing: 40))
        scene.prefetch = 300
        let items = try Self.items(scene)
        // Offset 108: item 0 at 95 − 108 = −13, centre 87, c = (87 − 195) / 216 = −0.5: rotateY 25, translateZ −50, x +20.
        let first = items[0].transform
        #expect(items[0].frame.x == -13)
        #expect(approximately(first.rotateY ?? .nan, 25) && approximately(first.translateZ ?? .nan, -50) && approximately(first.translate.x, 20))
        // Item 1 at 311 − 108 = 203, centre 303, c = 0.5: rotateY −25, translateZ −50, x −20.
        let second = items[1].transform
        #expect(approximately(second.rotateY ?? .nan, -25) && approximately(second.translateZ ?? .nan, -50) && approximately(second.translate.x, -20))
        // Item 2 (listed off-screen, as prefetched) at 419, centre 519, c = 1.5 clamped to 1: rotateY −50, translateZ −100, x −40.
        let third = items[2].transform
        #expect(approximately(third.rotateY ?? .nan, -50) && approximately(third.translateZ ?? .nan, -100) && approximately(third.translate.x, -40))
        // The 2-D parts are as without the effect: no rotation or scale, and the flat matrix is the translation alone.
        #expect(first.rotation == 0 && first.scale == Point(x: 1, y: 1) && approximately(first.matrix, [1, 0, 0, 1, 20, 0]))
    }

    @Test("matrix3d is T(translate, translateZ)·T(A)·RY(rotateY)·T(−A), column by column")
    func matrix3d() throws {
        let first = try Self.items(Self.scene(offset: 108))[0].transform
        // rotateY 25° about A = (100, 140): x' = cos·(x − 100) + 100, z' = −sin·(x − 100) − 50, so the columns are
        // (cos, 0, −sin, 0), (0, 1, 0, 0), (sin, 0, cos, 0) and (100 − 100·cos, 0, −50 + 100·sin, 1)
        // = (9.369221296335, 0, −7.738173825930, 1) with cos 25° = 0.906307787037, sin 25° = 0.422618261741.
        let (cosine, sine) = (0.906307787036650, 0.422618261740699)
        #expect(approximately(first.matrix3d ?? [], [cosine, 0, -sine, 0, 0, 1, 0, 0, sine, 0, cosine, 0,
                                                      100 - 100 * cosine, 0, -50 + 100 * sine, 1], 1e-12))
    }

    @Test("the visible rect is the quad seen from the carousel's centre, `perspective` in front of it")
    func projectedQuad() throws {
        // No turn, only depth: item 1 at offset 0 is at x 311…511, c = (411 − 195) / 216 = 1, sunk by 100. Seen from
        // 500 in front of (195, 140) it shrinks by 500 / 600 = 5/6 towards that point: x 195 + 116·5/6 = 291.667 to
        // 195 + 316·5/6 = 458.333 (cut at the carousel's edge, 390), y 140 − 140·5/6 = 23.333 to 256.667.
        let items = try Self.items(Self.scene(offset: 0, effect: CoverflowEffect(angle: 0)))
        #expect(approximately(items[1].visibleRect, Rect(x: 195 + 116.0 * 5 / 6, y: 140 - 140.0 * 5 / 6, width: 390 - 195 - 116.0 * 5 / 6,
                                                          height: 280.0 * 5 / 6)))
        // The centred item sits on the carousel's plane: its visible rect is its frame.
        #expect(items[0].transform.rotateY == 0 && items[0].transform.translateZ == 0)
        #expect(approximately(items[0].visibleRect, items[0].frame))
        // A nearer eye (perspective 300) shrinks it more: 300 / 400.
        let near = try Self.items(Self.scene(offset: 0, effect: CoverflowEffect(angle: 0), perspective: 300))
        #expect(approximately(near[1].visibleRect?.height ?? 0, 280 * 0.75))
    }

    @Test("visible rects and layer clips agree with the matrix3d corners projected independently, at 40 offsets")
    func projectionAgrees() throws {
        let layers = [Layer(id: "art", overscan: Point(x: 1.3, y: 1), effects: [.carousel(CarouselEffect(strength: 0.5))])]
        for step in 0..<40 {
            let offset = -200 + Double(step) * 47.3
            let items = try Self.items(Self.scene(offset: offset, effect: CoverflowEffect(angle: 65, depth: 140, spacing: 30),
                                                   layers: layers))
            for item in items {
                let matrix = try #require(item.transform.matrix3d)
                let corners = [(0.0, 0.0), (200, 0), (200, 280), (0, 280)].map { x, y in
                    let (px, py, pz) = (matrix[0] * x + matrix[4] * y + matrix[12] + item.frame.x,
                                        matrix[1] * x + matrix[5] * y + matrix[13] + item.frame.y, matrix[2] * x + matrix[6] * y + matrix[14])
                    let scale = 500 / (500 - pz)
                    return Point(x: 195 + (px - 195) * scale, y: 140 + (py - 140) * scale)
                }
                // The part inside the carousel (0…390 × 0…280), as a polygon: cutting a trapezoid also cuts its height.
                let expected = ConvexPolygon(vertices: corners).clipped(to: Rect(x: 0, y: 0, width: 390, height: 280))
                #expect(approximately(item.visibleRect, expected.area > 0 ? expected.boundingBox : nil, 1e-9), "item \(item.index) at \(offset)")
                // The item clips its art, which lies in the item's plane: the art's clip (in its own coordinates, after
                // its own slide) stays within the item's 200 points.
                let art = item.layers[0]
                let clip = try #require(art.clip)
                let left = clip.x + art.frame.x + art.transform.translate.x
                #expect(left >= -1e-9 && left + clip.width <= 200 + 1e-9, "art of \(item.index) at \(offset)")
            }
        }
    }

    @Test("right to left mirrors the turn; reduced motion keeps none of it; a plain carousel has no 3-D fields")
    func mirroringAndMotion() throws {
        let ltr = try Self.items(Self.scene(offset: 108))
        let rtl = try Self.items(Self.scene(offset: 108, rtl: true))
        for (left, right) in zip(ltr, rtl) {
            #expect(approximately(right.transform.rotateY ?? .nan, -(left.transform.rotateY ?? .nan)))
            #expect(right.transform.translateZ == left.transform.translateZ)
            #expect(approximately(right.visibleRect, left.visibleRect.map { $0.mirrored(within: 390) }))
        }
        let reduced = try Self.items(Self.scene(offset: 108, reduceMotion: true))
        #expect(reduced.allSatisfy { $0.transform.rotateY == nil && $0.transform.matrix3d == nil })
        var plain = Self.scene(offset: 108)
        plain.sections[0].effects = nil
        let flat = try Self.items(plain)
        #expect(flat.allSatisfy { $0.transform.rotateY == nil && $0.transform.translateZ == nil && $0.transform.matrix3d == nil })
    }

    @Test("an item brought up to or past the eye is cut at the eye's plane: finite answers, no crash")
    func pastTheEye() throws {
        // depth −900 pulls an item one stride away 900 towards a viewer 100 away: part of it is behind the eye.
        for offset in [0.0, 54, 108, 300] {
            let frame = try frame(of: Self.scene(offset: offset, effect: CoverflowEffect(angle: 80, depth: -900), perspective: 100))
            for item in frame.sections[0].items {
                let numbers = [item.visibleRect?.x, item.visibleRect?.width, item.visibleRect?.height].compactMap { $0 }
                    + (item.transform.matrix3d ?? [])
                #expect(numbers.allSatisfy { $0.isFinite }, "item \(item.index) at \(offset)")
            }
        }
    }

    @Test("coverflow outside a carousel, or a perspective of 0, is refused at its pointer")
    func refusals() {
        func pointer(_ scene: Scene) -> String? {
            do {
                try scene.validate()
                return nil
            } catch {
                return error.pointer
            }
        }
        let list = Scene(viewport: Viewport(width: 390, height: 844), sections: [
            Section(id: "cards", kind: .list, layers: [Layer(id: "art", effects: [.coverflow(CoverflowEffect())])],
                    itemSize: ItemSize(height: 100), count: 3),
        ])
        #expect(pointer(list) == "/sections/0/layers/0/effects/0/type")
        let header = Scene(viewport: Viewport(width: 390, height: 844), sections: [
            Section(id: "top", kind: .header, effects: [.grow, .coverflow(CoverflowEffect())], size: ItemSize(height: 100)),
        ])
        #expect(pointer(header) == "/sections/0/effects/1/type")
        #expect(pointer(Self.scene(offset: 0, perspective: 0)) == "/sections/0/perspective")
        #expect(pointer(Self.scene(offset: 0, effect: CoverflowEffect(angle: .infinity))) == "/sections/0/effects/0/angle")
        #expect(pointer(Self.scene(offset: 0)) == nil)
    }

    @Test("a timeline's cover gaps are the frame's own: a turned cover layer is judged on its projected quad in both")
    func exposuresMatchWarnings() throws {
        // The art covers its item and turns 20° on its own: its projected quad, taken back into the item, leaves gaps.
        let art = Layer(id: "art", cover: true, effects: [.coverflow(CoverflowEffect(angle: 20))])
        let scene = Self.scene(offset: 0, layers: [art])
        let windows = ListingWindows(scene: scene)
        var compared = 0
        for offset in [0.0, 108, 250, 700] {
            var moved = scene
            moved.sections[0].offset = offset
            let frame = try frame(of: moved)
            for item in frame.sections[0].items {
                // The evaluation ends with the four edge amounts of the item's one cover layer.
                let amounts = windows.evaluate(section: 0, item: item.index, source: 0, offset: offset).suffix(4)
                for (edge, amount) in zip(CoverGap.edges.map(\.name), amounts) {
                    let warned = frame.warnings.first { $0.item == item.index && $0.edge == edge }?.amount ?? 0
                    #expect(approximately(amount, warned), "item \(item.index) \(edge) at \(offset)")
                    compared += warned > 0 ? 1 : 0
                }
            }
        }
        #expect(compared >= 4)
    }

    @Test("a timeline follows rotateY and translateZ within the tolerance")
    func timeline() throws {
        let scene = Self.scene(offset: 0)
        let request = TimelineRequest(scene: scene, source: "covers", from: 0, to: 1512)
        let timeline = try TimelineCompiler(scene: scene).compile(request, maxKeyframes: 100_000)
        var checked = 0
        for track in timeline.tracks where ["transform.rotateY", "transform.translateZ"].contains(track.property) {
            for step in 0...75 {
                let offset = Double(step) * 20
                var moved = scene
                moved.sections[0].offset = offset
                let items = try Self.items(moved)
                guard let value = interpolate(track.keyframes, at: offset), let item = items.first(where: { $0.index == track.item }) else { continue }
                let exact = track.property == "transform.rotateY" ? item.transform.rotateY ?? .nan : item.transform.translateZ ?? .nan
                #expect(isWithinTolerance(track.property, error: abs(value - exact), frame: item.frame, transform: item.transform,
                                          tolerance: request.tolerance), "\(track.property) of \(track.item ?? -1) at \(offset)")
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test("narrow covers dip in depth only within a stride of the centre: a long swipe still gives each its tracks")
    func narrowDip() throws {
        // Items 21 wide, no spacing, turned 37.8° in the plane: translateZ = −|c|·137.25 leaves −137.25 only within
        // 21 points of the centre, a dip the fit's evenly spread probes stepped over for many copies; now the offset
        // where each copy passes the centre is sampled. (A grid above puts the carousel at the viewport's foot.)
        let scene = Scene(
            viewport: Viewport(width: 657.75, height: 278), offset: 1698.5, contentInset: Insets(top: 8, leading: 4, bottom: 12, trailing: 6),
            spacing: 10, sections: [
                Section(id: "grid", kind: .grid, itemSize: ItemSize(height: 102.5), spacing: 8, padding: Insets(all: 16), columns: 2, count: 33),
                Section(id: "covers", kind: .carousel, cornerRadius: 12, effects: [
                    .map(MapEffect(input: .offset, output: .rotation, keyframes: [Keyframe(-52, 0), Keyframe(156, -37.8)])),
                    .coverflow(CoverflowEffect(angle: 65.75, depth: 137.25, spacing: 26.6)),
                ], itemSize: ItemSize(width: 21, height: 14.7), spacing: 0, alignment: .leading, offset: 0, loop: true, perspective: 684.25,
                count: 19),
            ])
        let (from, to) = (442.6, 2288.3)
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, source: "covers", from: from, to: to, tolerance: 0.05),
                                                                  maxKeyframes: 100_000)
        let tracks = Dictionary(timeline.tracks.filter { $0.property == "transform.translateZ" }.map { ($0.item ?? 0, $0.keyframes) }) { a, _ in a }
        var dipped = Set<Int>()
        for step in 0...3700 {
            var moved = scene
            moved.sections[1].offset = min(from + Double(step) / 2, to)
            for item in try frame(of: moved).sections[1].items {
                let depth = item.transform.translateZ ?? .nan
                let key = item.virtualIndex ?? item.index
                if depth > -137.25 { dipped.insert(key) }
                let value = tracks[key].flatMap { interpolate($0, at: moved.sections[1].offset) } ?? -137.25
                #expect(abs(value - depth) <= 0.05 + 1e-9, "copy \(key) at \(moved.sections[1].offset): \(value) vs \(depth)")
            }
        }
        #expect(dipped.count > 80)
    }
}
