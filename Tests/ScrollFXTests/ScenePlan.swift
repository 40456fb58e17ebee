import PropertyBased
@testable import ScrollFX

/// A generated section: a kind, its items and one of a menu of effects and layer trees.
struct SectionPlan: Sendable {
    var kind: Int
    var count: Int
    var length: Double
    var spacing: Double
    var padding: Double
    var effect: Int
    var layered: Bool
    var carouselOffset: Double

    /// Effects exercising every type and both phases.
    static let effectMenu: [[Effect]] = [
        [],
        [.parallax(ParallaxEffect(rate: 0.3))],
        [.carousel(CarouselEffect(strength: 0.5))],
        [.stretch(StretchEffect(uniform: true))],
        [.grow, .parallax(ParallaxEffect(rate: -0.5, range: InputRange(lower: nil, upper: 0)))],
        [.distance(DistanceEffect(radius: 300, opacity: 0.5, scale: 0.2, blur: 4))],
        [.map(MapEffect(input: .center, output: .rotation, keyframes: [Keyframe(-200, -20), Keyframe(200, 20)], extrapolate: .extend))],
        [.map(MapEffect(input: .progress, output: .translateX, keyframes: [Keyframe(0, -30), Keyframe(1, 30)])),
         .map(MapEffect(input: .pull, output: .height, keyframes: [Keyframe(0, 0), Keyframe(100, 50)]))],
    ]

    /// A nested layer tree with overscan, a cover layer, a rotated child and an anchor.
    static let layerTree = [
        Layer(id: "background", overscan: Point(x: 1.2, y: 1.1), cover: true,
              effects: [.parallax(ParallaxEffect(rate: -0.2)), .carousel(CarouselEffect(strength: 0.4))],
              layers: [Layer(id: "art", frame: Rect(x: 10, y: 5, width: 60, height: 40), anchor: Point(x: 0.2, y: 0.8),
                             effects: [.map(MapEffect(input: .min, output: .rotation, keyframes: [Keyframe(-300, -30), Keyframe(300, 30)]))])]),
    ]

    func section(index: Int, axis: Axis) -> Section {
        let kinds: [SectionKind] = [.header, .list, .grid, .carousel, .box]
        var kind = kinds[self.kind % kinds.count]
        if kind == .carousel, axis == .horizontal { kind = .list }
        var section = Section(id: "s\(index)", kind: kind, effects: Self.effectMenu[effect % Self.effectMenu.count],
                              layers: layered ? Self.layerTree : nil, spacing: spacing, padding: Insets(all: padding))
        switch kind {
        case .header:
            section.size = axis == .vertical ? ItemSize(height: length) : ItemSize(width: length)
        case .list:
            section.itemSize = axis == .vertical ? ItemSize(height: length) : ItemSize(width: length)
            section.count = count
        case .grid:
            section.itemSize = axis == .vertical ? ItemSize(height: length) : ItemSize(width: length)
            section.columns = 1 + count % 4
            section.count = count
        case .carousel:
            section.itemSize = ItemSize(width: length, height: length * 0.7)
            section.alignment = count.isMultiple(of: 2) ? .center : .leading
            section.offset = carouselOffset
            section.count = count
        case .box:
            section.frame = Rect(x: padding * 3, y: length * 2, width: length, height: length / 2 + 1)
        }
        return section
    }
}

/// A generated scene.
struct ScenePlan: Sendable, CustomStringConvertible {
    var horizontal: Bool
    var offset: Double
    var width: Double
    var height: Double
    var prefetch: Double
    var sections: [SectionPlan]

    var scene: Scene {
        let axis: Axis = horizontal ? .horizontal : .vertical
        return Scene(
            viewport: Viewport(width: width, height: height, x: 3, y: 20), axis: axis, offset: offset,
            contentInset: Insets(top: 8, leading: 4, bottom: 12, trailing: 6), spacing: 10, prefetch: prefetch,
            sections: sections.enumerated().map { $1.section(index: $0, axis: axis) }
        )
    }

    var description: String { "\(scene)" }

    static let generator = zip(
        Gen.bool(0.3), Gen.double(in: -400...3000), Gen.double(in: 120...900), Gen.double(in: 120...900),
        Gen.element(of: [0.0, 0, 150]).map { $0 ?? 0 },
        zip(
            Gen.int(in: 0...4), Gen.int(in: 0...40), Gen.double(in: 0...300), Gen.element(of: [0.0, 8, 24]).map { $0 ?? 0 },
            Gen.element(of: [0.0, 16]).map { $0 ?? 0 }, Gen.int(in: 0...7), Gen.bool, Gen.double(in: -300...1500)
        ).map { SectionPlan(kind: $0.0, count: $0.1, length: quarterPoints($0.2), spacing: $0.3, padding: $0.4, effect: $0.5, layered: $0.6, carouselOffset: $0.7) }
            .array(of: 1...4)
    ).map { ScenePlan(horizontal: $0.0, offset: quarterPoints($0.1), width: quarterPoints($0.2), height: quarterPoints($0.3), prefetch: $0.4, sections: $0.5) }
}

/// `value` rounded to a quarter point: generated geometry, not floating-point ulps, decides what is listed.
func quarterPoints(_ value: Double) -> Double { (value * 4).rounded() / 4 }
