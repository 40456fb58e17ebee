@testable import ScrollFX
import Testing
import TestSupport

/// Generated lists whose items carry eased maps (every easing kind, per-keyframe easings, both extrapolations) on
/// `progress` with generated ranges and insets, `offset`, `min` and `center`, held to ``ReferenceEasing`` (the contract's
/// formulas written apart): `/v1/frame` (which `/v1/frames` and `/v1/preview` answer and draw) to the contract's
/// agreement, and `/v1/timeline` read with its easings within its tolerance. Where a staircase jumps or a curve
/// stands vertical within a hair of the input, either side is taken, as the contract allows.
@Suite("eased maps and view ranges against the contract's formulas written apart")
struct EasedPropertyTests {
    static let outputs: [(MapEffect.Output, String)] = [
        (.opacity, "transform.opacity"), (.translateX, "transform.translate.x"), (.translateY, "transform.translate.y"),
        (.rotation, "transform.rotation"), (.scale, "transform.scale.x"),
    ]

    static func easing(_ random: inout SeededGenerator) -> Easing {
        switch Int.random(in: 0...5, using: &random) {
        case 0: return .linear
        case 1: return [Easing.ease, .easeIn, .easeOut, .easeInOut].randomElement(using: &random) ?? .ease
        case 2, 3:
            return .cubicBezier(x1: .random(in: 0...1, using: &random).rounded(toPlaces: 2), y1: .random(in: -1...2, using: &random).rounded(toPlaces: 2),
                                x2: .random(in: 0...1, using: &random).rounded(toPlaces: 2), y2: .random(in: -1...2, using: &random).rounded(toPlaces: 2))
        default:
            let position = Easing.StepPosition.allCases.randomElement(using: &random) ?? .jumpEnd
            return .steps(count: Int.random(in: (position == .jumpNone ? 2 : 1)...6, using: &random), position: position)
        }
    }

    static func map(_ output: MapEffect.Output, _ random: inout SeededGenerator) -> MapEffect {
        let input = [MapEffect.Input.progress, .progress, .offset, .min, .center].randomElement(using: &random) ?? .progress
        let (low, high): (Double, Double) = switch input {
        case .progress: (-0.2, 1.2)
        case .offset: (0, 2000)
        default: (-500, 900)
        }
        var inputs = (0..<Int.random(in: 2...4, using: &random)).map { _ in Double.random(in: low...high, using: &random).rounded(toPlaces: 3) }
        inputs = Array(Set(inputs)).sorted()
        if inputs.count < 2 { inputs = [low, high] }
        let scale = output == .opacity || output == .scale ? 1.0 : 60
        let keyframes = inputs.map { Keyframe($0, .random(in: 0...1, using: &random) * scale, Bool.random(using: &random) ? easing(&random) : nil) }
        var map = MapEffect(input: input, output: output, keyframes: keyframes, extrapolate: Bool.random(using: &random) ? .clamp : .extend,
                            easing: easing(&random))
        if input == .progress, Bool.random(using: &random) {
            let names = ViewRange.Name.allCases
            let name = names.randomElement(using: &random) ?? .cover
            let start = ViewRange.Bound(Bool.random(using: &random) ? name : names.randomElement(using: &random) ?? .cover,
                                        Double.random(in: -0.2...0.6, using: &random).rounded(toPlaces: 2))
            let end = ViewRange.Bound(Bool.random(using: &random) ? name : names.randomElement(using: &random) ?? .cover,
                                      Double.random(in: 0.6...1.2, using: &random).rounded(toPlaces: 2))
            map.range = ViewRange(start: start, end: end)
            if Bool.random(using: &random) {
                map.inset = ViewInset(start: Double.random(in: -40...120, using: &random).rounded(), end: Double.random(in: -40...120, using: &random).rounded())
            }
        }
        return map
    }

    static func scene(_ random: inout SeededGenerator) -> Scene {
        let outputs = Self.outputs.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
        let effects = outputs.map { Effect.map(map($0.0, &random)) }
        return Scene(viewport: Viewport(width: 390, height: 700), sections: [
            Section(id: "s", kind: .list, effects: effects, itemSize: ItemSize(height: .random(in: 60...900, using: &random).rounded()),
                    spacing: 12, count: Int.random(in: 3...10, using: &random)),
        ])
    }

    /// Whether `value` is the reference's at an item whose leading edge is at `edge` (`height` long) at `offset`, or
    /// within `slack` of its value a hair (`hair` along the edge) either side.
    static func agrees(_ value: Double, _ map: MapEffect, edge: Double, height: Double, offset: Double, hair: Double, slack: Double) -> Bool {
        // An edge a hair lower is the offset a hair less.
        let candidates = [-hair, 0, hair].map { shift in
            ReferenceEasing.map(map, at: referenceInput(map, edge: edge + shift, height: height, offset: offset - shift))
        }
        let (low, high) = (candidates.min() ?? 0, candidates.max() ?? 0)
        return value >= low - slack && value <= high + slack
    }

    @Test("/v1/frame: each eased map's output is the reference's, to the contract's agreement")
    func framesAgree() throws {
        var random = SeededGenerator(for: "eased frames")
        var checked = 0
        for _ in 0..<200 {
            let scene = Self.scene(&random)
            try scene.validate()
            let builder = FrameBuilder(scene: scene)
            let maxOffset = builder.build().maxOffset
            for offset in [0, maxOffset / 3, maxOffset * 0.77, maxOffset] {
                for item in builder.build(offset: offset).sections[0].items {
                    for case .map(let map) in scene.sections[0].effects ?? [] {
                        let name = Self.outputs.first { $0.0 == map.output }?.1 ?? ""
                        let value = ElementProperties.values(frame: item.frame, transform: item.transform)[ElementProperties.names.firstIndex(of: name) ?? 0]
                        checked += 1
                        let slack = 3e-9 * max(1, abs(value))
                        #expect(Self.agrees(value, map, edge: item.frame.y, height: item.frame.height, offset: offset, hair: 1e-6, slack: slack)
                                || map.output == .opacity && Self.clampedOpacityAgrees(value, map, item, offset),
                                "seed \(random.seed) \(map) item \(item.index) at \(offset): \(value)")
                    }
                }
            }
        }
        #expect(checked > 1000, "\(checked) outputs compared")
    }

    /// Opacity is clamped to [0, 1] after the effects multiply it: the reference's value clamped the same way.
    static func clampedOpacityAgrees(_ value: Double, _ map: MapEffect, _ item: Frame.Item, _ offset: Double) -> Bool {
        [-1e-6, 0, 1e-6].contains { shift in
            let x = ReferenceEasing.map(map, at: referenceInput(map, edge: item.frame.y + shift, height: item.frame.height, offset: offset))
            return abs(min(max(x, 0), 1) - value) <= 3e-9
        }
    }

    static func referenceInput(_ map: MapEffect, edge: Double, height: Double, offset: Double) -> Double {
        switch map.input {
        case .progress: ReferenceEasing.progress(map, e: edge, length: height, r: 0, size: 700)
        case .offset: offset
        case .min: edge
        default: edge + height / 2 - 350
        }
    }

    @Test("/v1/timeline read with its easings is the reference's within the tolerance at 40 offsets")
    func timelinesAgree() throws {
        var random = SeededGenerator(for: "eased timelines")
        var checked = 0, refused = 0
        for _ in 0..<60 {
            let scene = Self.scene(&random)
            let builder = FrameBuilder(scene: scene)
            let maxOffset = builder.build().maxOffset
            guard maxOffset > 0 else { continue }
            let compiled = Result { try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, tolerance: 0.25), maxKeyframes: 200_000) }
            // A staircase extended over a sliver of a view range can jump millions of times: the held-values budget
            // refuses such a timeline at `/to` (a 422), as the contract allows. Nothing to compare; such scenes stay rare.
            if case .failure(let error) = compiled, (error as? RequestError)?.pointer == "/to" {
                refused += 1
                continue
            }
            let timeline = try compiled.get()
            for _ in 0..<40 {
                let offset = Double.random(in: 0...maxOffset, using: &random)
                for item in builder.build(offset: offset).sections[0].items {
                    for case .map(let map) in scene.sections[0].effects ?? [] where map.output != .opacity {
                        let name = Self.outputs.first { $0.0 == map.output }?.1 ?? ""
                        guard let track = timeline.tracks.first(where: { $0.item == item.index && $0.layer == nil && $0.property == name }),
                              let value = track.value(at: offset) else { continue }
                        checked += 1
                        // How far the track is from the reference (a hair either side), weighed as the tolerance weighs it.
                        let error = [-1e-6, 0, 1e-6].map { shift in
                            abs(value - ReferenceEasing.map(map, at: Self.referenceInput(map, edge: item.frame.y + shift, height: item.frame.height,
                                                                                           offset: offset - shift)))
                        }.min() ?? .infinity
                        #expect(isWithinTolerance(name, error: error, frame: item.frame, transform: item.transform, tolerance: 0.25),
                                "seed \(random.seed) \(scene.sections[0].effects ?? []) \(scene.sections[0].itemSize?.height ?? 0) × \(scene.sections[0].count ?? 0) item \(item.index) at \(offset): \(value), off by \(error)")
                    }
                }
            }
        }
        #expect(checked > 1000, "\(checked) tracks read")
        #expect(refused <= 3, "seed \(random.seed): \(refused) of 60 timelines refused by the held-values budget")
    }
}

private extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let scale = (0..<places).reduce(1.0) { product, _ in product * 10 }
        return (self * scale).rounded() / scale
    }
}
