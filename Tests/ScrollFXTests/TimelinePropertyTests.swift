import PropertyBased
@testable import ScrollFX
import Testing

/// For every element of a section (keyed by layer path), the properties the linearity model lets be curved.
private func curvedProperties(_ plan: SectionPlan, rightToLeft: Bool) -> [[String]: Set<String>] {
    // A collapsing header's length follows the offset, piecewise-linearly.
    let collapsing = plan.sectionKind == .header && plan.collapse != nil
    let (item, itemCurved) = ElementShape(sizeVaries: collapsing).resolved(plan.effects, item: nil, parentSizeCurved: false, rightToLeft: rightToLeft)
    var curved: [[String]: Set<String>] = [[]: itemCurved]
    var shapes: [ElementShape] = []
    var paths: [[String]] = []
    for (index, (layer, parent)) in zip(plan.layers, plan.parents).enumerated() {
        let parentShape = parent.map { shapes[$0] } ?? item
        let path = (parent.map { paths[$0] } ?? []) + ["L\(index)"]
        let (shape, properties) = parentShape.child(placement: layer.placement)
            .resolved(layer.effects, item: item, parentSizeCurved: parentShape.sizeCurved, rightToLeft: rightToLeft)
        shapes.append(shape)
        paths.append(path)
        curved[path] = properties
    }
    return curved
}

// Shrinking re-runs whole timelines thousands of times: report the first failing scene instead.
@Suite("timelines over generated scenes", .shrinking(false))
struct TimelinePropertyTests {
    /// Generated scenes, ranges, tolerances and whether a carousel is the source.
    private static let inputs = zip(ScenePlan.generator, Gen.double(in: -300...1500), Gen.double(in: 50...2500),
                                    Gen.element(of: [0.25, 0.05, 1.5]).map { $0 ?? 0.25 }, Gen.bool(0.3))

    @Test("every track is /v1/frame at its keyframes, within the tolerance in points between them, exact where piecewise-linear; a player reads it so")
    func tracksMatchFrames() async {
        await checkProperty(count: 60, input: Self.inputs, heavy: true) { input in try Self.checkTracks(input, pinning: false) }
    }

    @Test("with every other section pinned and headers on the other lists and grids, tracks still match frames, kinked exactly where they stick")
    func pinnedTracksMatchFrames() async {
        await checkProperty(count: 40, input: Self.inputs, heavy: true) { input in try Self.checkTracks(input, pinning: true) }
    }

    /// Compiles the input's timeline (with `pinning`, every other section but collapsing headers pinned at 0 or 16
    /// below the start inset, and the lists and grids between them given headers) and holds every track to `/v1/frame`.
    private static func checkTracks(_ input: (ScenePlan, Double, Double, Double, Bool), pinning: Bool) throws {
        let (plan, from, length, tolerance, carouselSource) = input
        let scene = pinning ? plan.stickyScene : plan.scene
        try scene.validate()
        // A carousel drives its own items, when the scene has one and the draw asks for it; else the scene does.
        let source = carouselSource ? scene.sections.firstIndex { $0.kind == .carousel } : nil
        let to = from + length
        let timeline = try TimelineCompiler(scene: scene).compile(
            TimelineRequest(scene: scene, source: source.map { scene.sections[$0].id }, from: from, to: to, tolerance: tolerance),
            maxKeyframes: 1_000_000)
        /// Every property of every listed element at an offset, as /v1/frame answers it, by track key.
        struct Answer {
            var property: String
            var value: Double
            var frame: Rect
            var transform: Frame.Transform
            var path: [String]
        }
        var answers: [Double: [String: Answer]] = [:]
        func answer(at offset: Double) -> [String: Answer] {
            if let cached = answers[offset] { return cached }
            var moved = scene
            if let source { moved.sections[source].offset = offset }
            var result: [String: Answer] = [:]
            let frame = FrameBuilder(scene: moved).build(offset: source == nil ? offset : scene.offset)
            for (index, section) in frame.sections.enumerated() where source == nil || source == index {
                // A header's tracks have no item: keyed as -1.
                let header: [Frame.Item] = if case .some(.some(let header)) = section.header { [header.element] } else { [] }
                for (position, item) in (section.items + header).enumerated() {
                    let index = position == section.items.count ? -1 : item.virtualIndex ?? item.index
                    for element in elements(of: item) {
                        for (position, value) in ElementProperties.values(frame: element.frame, transform: element.transform).enumerated() {
                            let property = ElementProperties.names[position]
                            result["\(section.id)/\(index)/\(element.path)/\(property)"] =
                                Answer(property: property, value: value, frame: element.frame, transform: element.transform,
                                       path: [section.id] + element.path)
                        }
                    }
                }
            }
            answers[offset] = result
            return result
        }
        let keys = timeline.tracks.map { "\($0.section)/\($0.item ?? -1)/\($0.layer ?? [])/\($0.property)" }
        let tracks = Dictionary(zip(keys, timeline.tracks)) { first, _ in first }
        let trackIndex = Dictionary(zip(keys, timeline.tracks.indices)) { first, _ in first }
        // Every keyframe is the exact value /v1/frame answers there, wherever the item is listed.
        for (key, track) in tracks {
            #expect(track.keyframes.count >= 2 && zip(track.keyframes, track.keyframes.dropFirst()).allSatisfy { $0[0] < $1[0] })
            for index in track.keyframes.indices.dropFirst().dropLast() {
                let (a, b, c) = (track.keyframes[index - 1], track.keyframes[index], track.keyframes[index + 1])
                let onLine = a[1] + (c[1] - a[1]) * (b[0] - a[0]) / (c[0] - a[0])
                #expect(!PiecewiseLinearFit.isExact(b[1], onLine), "collinear keyframe in \(key)")
            }
            for keyframe in track.keyframes {
                if let value = answer(at: keyframe[0])[key]?.value {
                    #expect(abs(keyframe[1] - value) <= 1e-9 * max(1, abs(value)), "\(key) at \(keyframe[0])")
                }
            }
        }
        // Between them, at 201 offsets: within the tolerance as ruled, and exact where the model says piecewise-linear.
        let curved = Dictionary(uniqueKeysWithValues: plan.sections.enumerated().flatMap { index, section in
            curvedProperties(section, rightToLeft: plan.rightToLeft).map { (["s\(index)"] + $0.key, $0.value) }
        })
        // A rubber band bends the offset the scene shows past either end: there, anything may be curved.
        let bent = plan.rubberBand != nil && source == nil
        var constants: [String: Double] = [:]
        for step in 0...200 {
            let offset = min(from + length * Double(step) / 200, to)
            // A player's reading of the whole timeline there (Timeline.values(at:), the client's valuesAt): the
            // keyframes' interpolation, to 1e-9.
            let played = timeline.values(at: offset)
            for (key, answer) in answer(at: offset) {
                if let track = tracks[key], let index = trackIndex[key] {
                    guard let interpolated = interpolate(track.keyframes, at: offset) else {
                        Issue.record("\(key) listed at \(offset) outside its keyframes \(track.keyframes.first ?? []) … \(track.keyframes.last ?? [])")
                        continue
                    }
                    let player = played[index].value(atPosition: .nan)
                    #expect(player.map { abs($0 - interpolated) <= 1e-9 * max(1, abs(interpolated)) } == true,
                            "\(key) at \(offset): the player reads \(player ?? .nan), the keyframes give \(interpolated)")
                    let error = abs(interpolated - answer.value)
                    if bent || curved[answer.path]?.contains(answer.property) == true {
                        #expect(isWithinTolerance(answer.property, error: error, frame: answer.frame, transform: answer.transform, tolerance: tolerance),
                                "\(key) at \(offset): off by \(error)")
                    } else {
                        #expect(error <= 1e-9 * max(1, abs(answer.value)), "\(key) at \(offset) must be exact: off by \(error)")
                    }
                } else if let constant = constants[key] {
                    #expect(PiecewiseLinearFit.isExact(constant, answer.value), "\(key) changes but has no track")
                } else {
                    constants[key] = answer.value
                }
            }
        }
    }

    @Test("without exposures the tracks, hence the CSS, are the very same, byte for byte")
    func exposuresChangeNoTrack() async {
        await checkProperty(count: 30, input: zip(ScenePlan.generator, Gen.double(in: -300...1500), Gen.double(in: 50...2500)), heavy: true) { input in
            let (plan, from, length) = input
            let scene = plan.scene
            try scene.validate()
            let compiler = TimelineCompiler(scene: scene)
            let request = TimelineRequest(scene: scene, from: from, to: from + length)
            let full = try compiler.compile(request, maxKeyframes: 1_000_000)
            var lean = request
            lean.exposures = false
            let tracksOnly = try compiler.compile(lean, maxKeyframes: 1_000_000)
            #expect(tracksOnly.tracks == full.tracks && tracksOnly.exposures.isEmpty)
            let sheets = StyleSheetCompiler(compiler)
            #expect(try sheets.styleSheet(of: tracksOnly) == sheets.styleSheet(of: full))
        }
    }

    @Test("a timeline that would cost too much work is refused, not computed for minutes")
    func boundedWork() throws {
        // Cards that read the offset itself are fitted one by one (cards alike that read only their position share one fit).
        var scene = parallaxCards(count: 1000, offset: 0)
        scene.sections[0].effects = [
            .distance(DistanceEffect(radius: 300, opacity: 0.5)),
            .map(MapEffect(input: .offset, output: .blur, keyframes: [Keyframe(0, 0), Keyframe(300_000, 8)])),
        ]
        let request = TimelineRequest(scene: scene, from: 0, to: 284_000, tolerance: 1e-3)
        #expect(throws: RequestError.self) {
            try TimelineCompiler(scene: scene).compile(request, maxKeyframes: 1_000_000, maxEvaluations: 5_000)
        }
        let small = TimelineRequest(scene: scene, from: 0, to: 100)
        #expect(try TimelineCompiler(scene: scene).compile(small, maxKeyframes: 1_000_000, maxEvaluations: 5_000).tracks.isEmpty == false)
    }
}
