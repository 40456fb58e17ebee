import PropertyBased
@testable import ScrollFX

/// A generated effect: a recipe of the menu and a parameter in 0…1 that sets its numbers.
struct EffectPlan: Sendable, CustomStringConvertible {
    var recipe: Int
    var parameter: Double

    /// What an effect's output follows as the offset changes, for the linearity model of the timeline tests.
    enum Dependence {
        /// The offset or the pull: piecewise-linear always.
        case offset
        /// The element's leading edge.
        case position
        /// The element's position and size (its centre).
        case geometry
        /// The element's length as well (progress, stretch).
        case length
        /// The element's centre times its item's length (carousel).
        case itemLength
        /// A Euclidean distance: curved.
        case curved
    }

    /// One entry of the menu: the effect for a parameter, and what the linearity model needs to know of it.
    struct Recipe: Sendable {
        var make: @Sendable (Double) -> Effect
        /// The visual properties it writes, and what they follow.
        var writes: [String] = []
        var dependence = Dependence.offset
        /// A layout effect's size change: nil for none, else whether it is curved in the offset.
        var resizes: Bool?
        /// Only a carousel's items and their layers may have it (a 3-D effect).
        var carouselOnly = false
    }

    static let translations = ["transform.translate.x", "transform.translate.y"]
    static let scales = ["transform.scale.x", "transform.scale.y"]

    /// Every effect type and parameter, both phases, every map input, output and space, linear and curved.
    static let menu: [Recipe] = [
        Recipe(make: { .parallax(ParallaxEffect(rate: $0 - 0.5)) }, writes: translations, dependence: .position),
        Recipe(make: { .parallax(ParallaxEffect(rate: 0.4 * $0 - 0.2, origin: .center, range: InputRange(lower: -200, upper: nil))) },
               writes: translations, dependence: .geometry),
        Recipe(make: { .carousel(CarouselEffect(strength: $0)) }, writes: translations, dependence: .itemLength),
        Recipe(make: { .stretch(StretchEffect(uniform: $0 > 0.5)) }, writes: scales, dependence: .length),
        Recipe(make: { _ in .grow }, resizes: false),
        Recipe(make: { .distance(DistanceEffect(radius: 200 + 400 * $0, opacity: 0.5, scale: 0.2, blur: 3)) },
               writes: scales + ["transform.opacity", "transform.blur"], dependence: .curved),
        Recipe(make: { .map(MapEffect(input: .distance, output: .width, keyframes: [Keyframe(0, 0), Keyframe(600, 5 + 40 * $0)])) }, resizes: true),
        Recipe(make: { .map(MapEffect(input: .offset, output: .rotation,
                                      keyframes: [Keyframe(600 * $0 - 100, 0), Keyframe(700 * $0 + 100, 90 * $0 - 45)])) },
               writes: ["transform.rotation"]),
        Recipe(make: { .map(MapEffect(input: .progress, output: .opacity, keyframes: [Keyframe(0.2, 1), Keyframe(0.4 + 0.5 * $0, 0.3)])) },
               writes: ["transform.opacity"], dependence: .length),
        Recipe(make: { .map(MapEffect(input: .pull, output: .height, keyframes: [Keyframe(0, 0), Keyframe(100, 100 * $0)])) }, resizes: false),
        Recipe(make: { .map(MapEffect(input: .center, output: .scale, keyframes: [Keyframe(-300, 0.8), Keyframe(300 * $0, 1.2)])) },
               writes: scales, dependence: .geometry),
        Recipe(make: { .map(MapEffect(input: .min, space: .global, output: .translateY, keyframes: [Keyframe(0, 0), Keyframe(500, 200 * $0 - 100)],
                                      extrapolate: .extend)) },
               writes: ["transform.translate.y"], dependence: .position),
        Recipe(make: { .map(MapEffect(input: .progress, output: .translateX, keyframes: [Keyframe(0, -30), Keyframe(1, 60 * $0)])) },
               writes: ["transform.translate.x"], dependence: .length),
        Recipe(make: { .map(MapEffect(input: .offset, output: .blur, keyframes: [Keyframe(0, 0), Keyframe(300 + 500 * $0, 8)])) },
               writes: ["transform.blur"]),
        // Measured against the section: still while the scene scrolls (the section moves with the item), curved in a carousel.
        Recipe(make: { .distance(DistanceEffect(radius: 150 + 300 * $0, opacity: 0.4, scale: 0.1, space: .section)) },
               writes: scales + ["transform.opacity"], dependence: .curved),
        Recipe(make: { .map(MapEffect(input: .center, space: .section, output: .height, keyframes: [Keyframe(-400, 10), Keyframe(400, 10 + 40 * $0)])) },
               resizes: true),
        // Across the scene's axis (a carousel's x in a vertical scene), from the global origin.
        Recipe(make: { .parallax(ParallaxEffect(rate: $0 - 0.5, axis: .horizontal, space: .global)) },
               writes: ["transform.translate.x"], dependence: .position),
        Recipe(make: { .parallax(ParallaxEffect(rate: 0.6 * $0 - 0.3, axis: .vertical, origin: .center, range: InputRange(lower: -150, upper: 250))) },
               writes: ["transform.translate.y"], dependence: .geometry),
        Recipe(make: { .stretch(StretchEffect(axis: $0 > 0.5 ? .horizontal : .vertical, uniform: $0 < 0.25)) }, writes: scales, dependence: .length),
        Recipe(make: { .map(MapEffect(input: .center, axis: .horizontal, output: .scaleX, keyframes: [Keyframe(-200, 0.7), Keyframe(200, 1 + $0)])) },
               writes: ["transform.scale.x"], dependence: .geometry),
        Recipe(make: { .map(MapEffect(input: .min, output: .scaleY, keyframes: [Keyframe(0, 1), Keyframe(400, 0.5 + $0)], extrapolate: .extend)) },
               writes: ["transform.scale.y"], dependence: .position),
        // A collapsing header's progress (0 elsewhere): piecewise-linear in the scene's offset.
        Recipe(make: { .map(MapEffect(input: .collapse, output: .translateY, keyframes: [Keyframe(0, 0), Keyframe(1, -40 * $0)])) },
               writes: ["transform.translate.y"]),
        Recipe(make: { .map(MapEffect(input: .collapse, output: .opacity, keyframes: [Keyframe(0.2, 1), Keyframe(1, $0)])) },
               writes: ["transform.opacity"]),
        Recipe(make: { .coverflow(CoverflowEffect(angle: 20 + 50 * $0, depth: 150 * $0, spacing: 40 * $0 - 10)) },
               writes: ["transform.rotateY", "transform.translateZ", "transform.translate.x"], dependence: .geometry, carouselOnly: true),
    ]

    var effect: Effect { Self.menu[recipe % Self.menu.count].make(parameter) }

    /// Whether only a carousel may have it.
    var isCarouselOnly: Bool { Self.menu[recipe % Self.menu.count].carouselOnly }

    var description: String { "\(effect)" }

    static let generator = zip(Gen.int(in: 0...(menu.count - 1)), Gen.double(in: 0...1))
        .map { EffectPlan(recipe: $0.0, parameter: quarterPoints($0.1 * 100) / 100) }
}

/// What the linearity model knows of an element's laid-out frame over a scroll range.
struct ElementShape {
    /// Its leading edge in viewport space is curved in the offset.
    var positionCurved = false
    /// Its parent-local position is curved.
    var localPositionCurved = false
    var sizeCurved = false
    /// Its size changes at all (linearly or not).
    var sizeVaries = false

    /// The element's frame after its own layout effects, and the properties that may be curved in the offset
    /// (the rest must come out exact), for effects `effects` on an element placed as `self` in an item shaped `item`.
    func resolved(_ effects: [EffectPlan], item: ElementShape?, parentSizeCurved: Bool, rightToLeft: Bool) -> (ElementShape, Set<String>) {
        var shape = self
        var curved: Set<String> = []
        for effect in effects {
            guard let resizesCurved = EffectPlan.menu[effect.recipe % EffectPlan.menu.count].resizes else { continue }
            shape.sizeVaries = true
            shape.sizeCurved = shape.sizeCurved || resizesCurved
        }
        if shape.sizeCurved { curved.formUnion(["frame.width", "frame.height"]) }
        if shape.localPositionCurved { curved.formUnion(["frame.x", "frame.y"]) }
        // Right to left places x at the parent's width less x and the width.
        if rightToLeft, shape.sizeCurved || parentSizeCurved { curved.insert("frame.x") }
        let itemSizeVaries = (item ?? shape).sizeVaries
        var writers: [String: Int] = [:]
        for effect in effects {
            let recipe = EffectPlan.menu[effect.recipe % EffectPlan.menu.count]
            let geometryCurved = shape.positionCurved || shape.sizeCurved
            let isCurved = switch recipe.dependence {
            case .offset: false
            case .position: shape.positionCurved
            case .geometry: geometryCurved
            case .length: geometryCurved || shape.sizeVaries
            case .itemLength: geometryCurved || itemSizeVaries
            case .curved: true
            }
            for property in recipe.writes {
                writers[property, default: 0] += 1
                if isCurved { curved.insert(property) }
            }
        }
        // Scales and opacities multiply: a product of two changing factors is curved.
        for property in EffectPlan.scales + ["transform.opacity"] where writers[property, default: 0] > 1 {
            curved.insert(property)
        }
        return (shape, curved)
    }

    /// A child layer's shape before its own effects: filling this parent, overscanned about its centre, or at a frame.
    func child(placement: Int) -> ElementShape {
        switch placement {
        case 0: ElementShape(positionCurved: positionCurved, sizeCurved: sizeCurved, sizeVaries: sizeVaries)
        case 1: ElementShape(positionCurved: positionCurved || sizeCurved, localPositionCurved: sizeCurved,
                             sizeCurved: sizeCurved, sizeVaries: sizeVaries)
        default: ElementShape(positionCurved: positionCurved)
        }
    }
}
