import PropertyBased
@testable import ScrollFX

/// A generated layer: how it sits in its parent, whether it must cover it, its effects, and which earlier layer
/// of its item is its parent (none: top-level; at most three deep).
struct LayerPlan: Sendable {
    var placement: Int
    var cover: Bool
    var effects: [EffectPlan]
    var parentChoice: Int

    static let generator = zip(Gen.int(in: 0...2), Gen.bool(0.25), EffectPlan.generator.array(of: 0...2), Gen.int(in: 0...3))
        .map { LayerPlan(placement: $0.0, cover: $0.1, effects: $0.2, parentChoice: $0.3) }
}

/// A generated section: a kind, its items, its effects and its layer tree.
struct SectionPlan: Sendable {
    var kind: Int
    var count: Int
    var length: Double
    var spacing: Double
    var padding: Double
    var effects: [EffectPlan]
    var layers: [LayerPlan]
    var carouselOffset: Double

    /// Each layer's parent among the earlier ones (nil: the item), keeping the tree at most three deep.
    var parents: [Int?] {
        var parents: [Int?] = []
        var depths: [Int] = []
        for (index, layer) in layers.enumerated() {
            var parent: Int? = layer.parentChoice % (index + 1) - 1
            if let chosen = parent, chosen < 0 || depths[chosen] >= 3 { parent = nil }
            parents.append(parent)
            depths.append(parent.map { depths[$0] + 1 } ?? 1)
        }
        return parents
    }

    /// The layer tree: layer i has id `L<i>`.
    var layerTree: [Layer] {
        let parents = self.parents
        func children(of parent: Int?) -> [Layer] {
            layers.indices.filter { parents[$0] == parent }.map { index in
                let plan = layers[index]
                return Layer(id: "L\(index)", frame: plan.placement == 2 ? Rect(x: 10, y: 5, width: 60, height: 40) : nil,
                             overscan: plan.placement == 1 ? Point(x: 1.2, y: 1.1) : nil,
                             anchor: Point(x: 0.2, y: 0.8), cover: plan.cover, effects: plan.effects.map(\.effect),
                             layers: children(of: index))
            }
        }
        return children(of: nil)
    }

    func section(index: Int, axis: Axis) -> Section {
        let kinds: [SectionKind] = [.header, .list, .grid, .carousel, .box]
        var kind = kinds[self.kind % kinds.count]
        if kind == .carousel, axis == .horizontal { kind = .list }
        var section = Section(id: "s\(index)", kind: kind, effects: effects.map(\.effect),
                              layers: layers.isEmpty ? nil : layerTree, spacing: spacing, padding: Insets(all: padding))
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
    var rightToLeft: Bool
    var reduceMotion: Bool
    var sections: [SectionPlan]

    var scene: Scene {
        let axis: Axis = horizontal ? .horizontal : .vertical
        return Scene(
            viewport: Viewport(width: width, height: height, x: 3, y: 20), axis: axis, offset: offset,
            contentInset: Insets(top: 8, leading: 4, bottom: 12, trailing: 6), spacing: 10,
            layoutDirection: rightToLeft ? .rtl : .ltr, reduceMotion: reduceMotion, prefetch: prefetch,
            sections: sections.enumerated().map { $1.section(index: $0, axis: axis) }
        )
    }

    var description: String { "\(scene)" }

    static let generator = zip(
        zip(Gen.bool(0.3), Gen.bool(0.2), Gen.bool(0.1)),
        Gen.double(in: -400...3000), Gen.double(in: 120...900), Gen.double(in: 120...900),
        Gen.element(of: [0.0, 0, 150]).map { $0 ?? 0 },
        zip(
            Gen.int(in: 0...4), Gen.int(in: 0...40), Gen.double(in: 0...300), Gen.element(of: [0.0, 8, 24]).map { $0 ?? 0 },
            Gen.element(of: [0.0, 16]).map { $0 ?? 0 }, EffectPlan.generator.array(of: 0...3), LayerPlan.generator.array(of: 0...4),
            Gen.double(in: -300...1500)
        ).map { SectionPlan(kind: $0.0, count: $0.1, length: quarterPoints($0.2), spacing: $0.3, padding: $0.4, effects: $0.5,
                            layers: $0.6, carouselOffset: $0.7) }
            .array(of: 1...4)
    ).map { ScenePlan(horizontal: $0.0.0, offset: quarterPoints($0.1), width: quarterPoints($0.2), height: quarterPoints($0.3),
                      prefetch: $0.4, rightToLeft: $0.0.1, reduceMotion: $0.0.2, sections: $0.5) }
}

/// `value` rounded to a quarter point: generated geometry, not floating-point ulps, decides what is listed.
func quarterPoints(_ value: Double) -> Double { (value * 4).rounded() / 4 }
