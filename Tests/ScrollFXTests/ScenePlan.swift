import PropertyBased
@testable import ScrollFX

/// A generated layer: how it sits in its parent, its anchor, whether it must cover its parent, its effects, and which
/// earlier layer of its item is its parent (none: top-level; at most three deep).
struct LayerPlan: Sendable {
    var placement: Int
    var anchor: Int
    var cover: Bool
    var effects: [EffectPlan]
    var parentChoice: Int

    static let anchors = [Point(x: 0.2, y: 0.8), Point(x: 0.5, y: 0.5), Point(x: 0, y: 1)]

    static let generator = zip(Gen.int(in: 0...2), Gen.int(in: 0...2), Gen.bool(0.25), EffectPlan.generator.array(of: 0...2), Gen.int(in: 0...3))
        .map { LayerPlan(placement: $0.0, anchor: $0.1, cover: $0.2, effects: $0.3, parentChoice: $0.4) }
}

/// A generated section: a kind, its items, its effects, its layer tree and the fields of its kind.
struct SectionPlan: Sendable {
    var kind: Int
    var count: Int
    var length: Double
    var spacing: Double
    var padding: Double
    var effects: [EffectPlan]
    var layers: [LayerPlan]
    var carouselOffset: Double
    /// 0: `count`; 1: `items` with ids; 2: `items` with ids, a list's with lengths of their own.
    var itemMode: Int
    /// Items clip their layers (with a corner radius), or not.
    var clips: Bool
    /// A carousel's `loop` and `perspective`.
    var loops: Bool
    var perspective: Double
    /// A header's `collapse.minHeight` as a fraction of its length, or none.
    var collapse: Double?
    /// A coverflow a carousel's items get besides their drawn effects (as the menu's 3-D recipe), or none.
    var turn: EffectPlan?

    static let kinds: [SectionKind] = [.header, .list, .grid, .carousel, .box]

    var sectionKind: SectionKind { Self.kinds[kind % Self.kinds.count] }

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

    /// The plan made valid for a scene along `horizontal`: a carousel only in a vertical scene (else a list), and
    /// 3-D effects only in a carousel.
    func valid(horizontal: Bool) -> SectionPlan {
        var plan = self
        if sectionKind == .carousel, horizontal { plan.kind = 1 }
        if plan.sectionKind == .carousel, let turn { plan.effects.append(turn) }
        if plan.sectionKind != .carousel {
            plan.effects.removeAll(where: \.isCarouselOnly)
            for index in plan.layers.indices { plan.layers[index].effects.removeAll(where: \.isCarouselOnly) }
        }
        return plan
    }

    /// The layer tree: layer i has id `L<i>`.
    var layerTree: [Layer] {
        let parents = self.parents
        func children(of parent: Int?) -> [Layer] {
            layers.indices.filter { parents[$0] == parent }.map { index in
                let plan = layers[index]
                return Layer(id: "L\(index)", frame: plan.placement == 2 ? Rect(x: 10, y: 5, width: 60, height: 40) : nil,
                             overscan: plan.placement == 1 ? Point(x: 1.2, y: 1.1) : nil,
                             anchor: LayerPlan.anchors[plan.anchor], cover: plan.cover, effects: plan.effects.map(\.effect),
                             layers: children(of: index))
            }
        }
        return children(of: nil)
    }

    /// `count` items, by count or enumerated with ids (and, for a list, every third with a length of its own).
    private func itemsGiven(along axis: Axis, into section: inout Section) {
        guard itemMode > 0 else {
            section.count = count
            return
        }
        section.items = (0..<count).map { index in
            var size: ItemSize?
            if itemMode == 2, section.kind == .list, index % 3 == 1 {
                size = axis == .vertical ? ItemSize(height: length / 2 + Double(index)) : ItemSize(width: length / 2 + Double(index))
            }
            return ItemSpec(id: "i\(index)", size: size)
        }
    }

    func section(index: Int, axis: Axis) -> Section {
        let kind = sectionKind
        var section = Section(id: "s\(index)", kind: kind, cornerRadius: clips ? 12 : 0, clip: clips, effects: effects.map(\.effect),
                              layers: layers.isEmpty ? nil : layerTree, spacing: spacing, padding: Insets(all: padding))
        switch kind {
        case .header:
            section.size = axis == .vertical ? ItemSize(height: length) : ItemSize(width: length)
            section.collapse = collapse.map { Collapse(minHeight: quarterPoints(length * $0)) }
        case .list:
            section.itemSize = axis == .vertical ? ItemSize(height: length) : ItemSize(width: length)
            itemsGiven(along: axis, into: &section)
        case .grid:
            section.itemSize = axis == .vertical ? ItemSize(height: length) : ItemSize(width: length)
            section.columns = 1 + count % 4
            itemsGiven(along: axis, into: &section)
        case .carousel:
            section.itemSize = ItemSize(width: length, height: length * 0.7)
            section.alignment = count.isMultiple(of: 2) ? .center : .leading
            // A loop needs items or spacing of some width; drawn further back, it shows copies before its seam.
            section.loop = loops && length + spacing > 0
            section.offset = section.loop ? carouselOffset - 1500 : carouselOffset
            section.perspective = perspective
            itemsGiven(along: axis, into: &section)
        case .box:
            section.frame = Rect(x: padding * 3, y: length * 2, width: length, height: length / 2 + 1)
        }
        return section
    }

    static let generator = zip(
        zip(Gen.int(in: 0...4), Gen.int(in: 0...40), Gen.double(in: 0...300), Gen.element(of: [0.0, 8, 24]).map { $0 ?? 0 },
            Gen.element(of: [0.0, 16]).map { $0 ?? 0 }, EffectPlan.generator.array(of: 0...3), LayerPlan.generator.array(of: 0...4),
            Gen.double(in: -300...1500)),
        zip(Gen.int(in: 0...2), Gen.bool(0.75), Gen.bool(0.5), Gen.double(in: 200...900), Gen.element(of: [nil, nil, 0.0, 0.4, 1]),
            Gen.bool(0.5), Gen.double(in: 0...1))
    ).map { base, extra in
        SectionPlan(kind: base.0, count: base.1, length: quarterPoints(base.2), spacing: base.3, padding: base.4, effects: base.5,
                    layers: base.6, carouselOffset: base.7, itemMode: extra.0, clips: extra.1, loops: extra.2,
                    perspective: quarterPoints(extra.3), collapse: extra.4 ?? nil,
                    turn: extra.5 ? EffectPlan(recipe: EffectPlan.menu.firstIndex(where: \.carouselOnly)!, parameter: quarterPoints(extra.6 * 100) / 100) : nil)
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
    /// A rubber band with this coefficient, or none.
    var rubberBand: Double?
    var sections: [SectionPlan]

    var scene: Scene {
        let axis: Axis = horizontal ? .horizontal : .vertical
        return Scene(
            viewport: Viewport(width: width, height: height, x: 3, y: 20), axis: axis, offset: offset,
            contentInset: Insets(top: 8, leading: 4, bottom: 12, trailing: 6), spacing: 10,
            layoutDirection: rightToLeft ? .rtl : .ltr, reduceMotion: reduceMotion, prefetch: prefetch,
            overscroll: rubberBand.map { Overscroll(model: .rubberBand, coefficient: $0) } ?? Overscroll(),
            sections: sections.enumerated().map { $1.section(index: $0, axis: axis) }
        )
    }

    /// The scene with every other section but collapsing headers pinned at its padding's start below the start inset
    /// (0 or 16), and the lists and grids between them given 30-point headers sticking there too. A first section that
    /// is a header without `collapse` is a bar that hides and returns (its threshold from its padding), which the
    /// second section follows when it is pinned (at the bar's length and its padding below).
    var stickyScene: Scene {
        var scene = self.scene
        let bar = scene.sections.first.flatMap { $0.kind == .header && $0.collapse == nil ? $0 : nil }
        if let bar { scene.sections[0].reveal = Reveal(threshold: bar.padding.top > 0 ? 0.25 : 0.5) }
        for index in scene.sections.indices {
            let section = scene.sections[index]
            if index == 1, section.collapse == nil, let bar {
                scene.sections[index].sticky = Sticky(top: (bar.size?[scene.axis] ?? 0) + section.padding.top, follow: bar.id)
            } else if index % 2 == 1, section.collapse == nil { scene.sections[index].sticky = Sticky(top: section.padding.top) }
            if index % 2 == 0, [.list, .grid].contains(section.kind) {
                let size = scene.axis == .vertical ? ItemSize(height: 30) : ItemSize(width: 30)
                scene.sections[index].header = SectionHeader(size: size, top: section.padding.top)
            }
        }
        return scene
    }

    var description: String { "\(scene)" }

    static let generator = zip(
        zip(Gen.bool(0.3), Gen.bool(0.2), Gen.bool(0.1)),
        Gen.double(in: -400...3000), Gen.double(in: 120...900), Gen.double(in: 120...900),
        Gen.element(of: [0.0, 0, 150]).map { $0 ?? 0 },
        Gen.element(of: [nil, nil, nil, 0.55, 0.3]),
        SectionPlan.generator.array(of: 1...4)
    ).map { flags, offset, width, height, prefetch, rubberBand, sections in
        ScenePlan(horizontal: flags.0, offset: quarterPoints(offset), width: quarterPoints(width), height: quarterPoints(height),
                  prefetch: prefetch, rightToLeft: flags.1, reduceMotion: flags.2, rubberBand: rubberBand ?? nil,
                  sections: sections.map { $0.valid(horizontal: flags.0) })
    }
}

/// `value` rounded to a quarter point: generated geometry, not floating-point ulps, decides what is listed.
func quarterPoints(_ value: Double) -> Double { (value * 4).rounded() / 4 }
