import PropertyBased
@testable import ScrollFX
import Testing

/// The frame when the timeline's source (the scene, or the carousel `source`) is at `offset`.
private func frame(of scene: Scene, source: Int?, at offset: Double) -> Frame {
    var moved = scene
    if let source { moved.sections[source].offset = offset }
    return FrameBuilder(scene: moved).build(offset: source == nil ? offset : scene.offset)
}

@Suite("shared tracks: one track per section property, keyed by the item's position", .shrinking(false))
struct TimelineSharedTracksTests {
    @Test("a shared track at each listed item's position is /v1/frame's value and the item's own track, within the tolerance")
    func sharedTracksMatchEveryItem() async {
        let inputs = zip(ScenePlan.generator, Gen.double(in: -300...1500), Gen.double(in: 50...2500), Gen.bool(0.3))
        let compared = Counter()
        await checkProperty(count: 40, input: inputs, heavy: true) { input in
            let (plan, from, length, carouselSource) = input

            let scene = plan.scene
            try scene.validate()
            let source = carouselSource ? scene.sections.firstIndex { $0.kind == .carousel } : nil
            let tolerance = 0.25
            let request = TimelineRequest(scene: scene, source: source.map { scene.sections[$0].id }, from: from, to: from + length,
                                          tolerance: tolerance)
            let compiler = TimelineCompiler(scene: scene)
            var sharing = request
            (sharing.tracks, sharing.exposures) = (.shared, false)
            // Shared tracks are keyed by position, which a rubber band bends past the scroll range: refused there.
            guard try !compiler.bends(sharing) else {
                #expect(throws: RequestError.self) { try compiler.compile(sharing, maxKeyframes: 1_000_000) }
                return
            }
            let shared = try compiler.compile(sharing, maxKeyframes: 1_000_000)
            let perItem = try compiler.compile(request, maxKeyframes: 1_000_000)
            #expect(shared.exposures.isEmpty)
            let sharedTracks = Dictionary(grouping: shared.tracks.filter { $0.item == nil }) { "\($0.section)/\($0.layer ?? [])/\($0.property)" }
                .compactMapValues(\.first)
            let itemTracks = Dictionary(perItem.tracks.map { ("\($0.section)/\($0.item ?? -1)/\($0.layer ?? [])/\($0.property)", $0) }) { a, _ in a }
            // An element with shared tracks has no per-item track in the shared answer.
            let sharedElements = Set(sharedTracks.values.map { "\($0.section)/\($0.layer ?? [])" })
            for track in shared.tracks where track.item != nil {
                #expect(!sharedElements.contains("\(track.section)/\(track.layer ?? [])"), "\(track.section) \(track.layer ?? []) is shared and per item")
            }
            for step in 0...40 {
                let offset = from + length * Double(step) / 40
                for (index, section) in frame(of: scene, source: source, at: offset).sections.enumerated() where source == nil || source == index {
                    let axis: Axis = section.kind == .carousel ? .horizontal : scene.axis
                    for item in section.items {
                        // Keyed by the item's position, or by its container's offset (the carousel's, or the scene's).
                        let (position, byOffset) = (item.frame.min(axis), section.kind == .carousel ? section.offset : offset)
                        // The range's end positions are computed from the ends' offsets: equal to rounding.
                        func lookup(_ track: Timeline.Track) -> Double? {
                            let (keyframes, position) = (track.keyframes, track.keyedByOffset ? byOffset : position)
                            guard let first = keyframes.first?[0], let last = keyframes.last?[0] else { return nil }
                            let slack = 1e-9 * max(1, abs(position))
                            return interpolate(keyframes, at: min(max(position, first), last)).flatMap {
                                position >= first - slack && position <= last + slack ? $0 : nil
                            }
                        }
                        for element in elements(of: item) {
                            let values = ElementProperties.values(frame: element.frame, transform: element.transform)
                            for (property, value) in zip(ElementProperties.names, values) {
                                guard let track = sharedTracks["\(section.id)/\(element.path)/\(property)"] else { continue }
                                let key = "\(section.id)/\(item.virtualIndex ?? item.index)/\(element.path)/\(property)"
                                guard let sharedValue = lookup(track) else {
                                    Issue.record("\(key) listed at \(offset), position \(position), outside its shared track \(track.keyframes.first ?? []) … \(track.keyframes.last ?? [])")
                                    continue
                                }
                                compared.add()
                                #expect(isWithinTolerance(property, error: abs(sharedValue - value), frame: element.frame,
                                                          transform: element.transform, tolerance: tolerance), "\(key) at \(offset)")
                                // Each is within the tolerance of the truth, so of each other within twice it.
                                if let own = itemTracks[key].flatMap({ interpolate($0.keyframes, at: offset) }) {
                                    #expect(isWithinTolerance(property, error: abs(sharedValue - own), frame: element.frame,
                                                              transform: element.transform, tolerance: 2 * tolerance), "\(key) at \(offset)")
                                }
                            }
                        }
                    }
                }
            }
        }
        // The generator mixes shareable and unshareable effects: many listed items are checked against shared tracks.
        #expect(compared.value > 100, "\(compared.value) comparisons")
    }

    @Test("a 10⁷-card list shares its parallax: a few keyframes whatever the count, and none per item")
    func sharingDoesNotGrowWithTheCount() throws {
        func tracks(count: Int) throws -> [Timeline.Track] {
            let scene = parallaxCards(count: count, offset: 0)
            try scene.validate()
            return try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, tracks: .shared), maxKeyframes: 200_000).tracks
        }
        let (few, many) = (try tracks(count: 10), try tracks(count: 10_000_000))
        #expect(few == many && !many.isEmpty && many.allSatisfy { $0.item == nil })
        // The contract's parallax cards: background 0.175 × the card's top, art 0.35 × it, over the positions a card is listed at
        // (from −260, when its bottom leaves the top, to 844, when its top enters at the bottom).
        let background = try #require(many.first { $0.layer == ["background"] && $0.property == "transform.translate.y" })
        #expect(background.keyframes.count == 2)
        for (keyframe, expected) in zip(background.keyframes, [[-260, -45.5], [844, 147.7]]) {
            #expect(approximately(keyframe[0], expected[0]) && approximately(keyframe[1], expected[1]), "\(background.keyframes)")
        }
    }

    @Test("per item, cards alike are fitted once over positions: card i's tracks are card 0's, 284 × i later")
    func perItemTracksFromOneFit() throws {
        // 1,000 cards with a cover layer whose gaps are searched: far under 5,000 evaluations when fitted once (25,000
        // of elements and effects: a card, its two layers and their two parallaxes weigh five).
        var scene = parallaxCards(count: 1000, offset: 0)
        scene.sections[0].layers?[0].cover = true
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: 0, to: 284_000),
                                                                  maxKeyframes: 1_000_000, maxEvaluations: 25_000)
        let byItem = Dictionary(grouping: timeline.tracks) { $0.item ?? -1 }
        let (first, later) = (try #require(byItem[3]), try #require(byItem[700]))
        #expect(first.count == later.count && first.count >= 3)
        for (a, b) in zip(first, later) {
            #expect(a.property == b.property && a.layer == b.layer && a.keyframes.count == b.keyframes.count)
            for (x, y) in zip(a.keyframes, b.keyframes) {
                #expect(approximately(x[0] + 697 * 284, y[0]) && approximately(x[1], y[1]), "\(a.property): \(x) and \(y)")
            }
        }
        // Each card's background leaves its top edge uncovered where it enters (147.7 at most) and its bottom where it leaves.
        let gaps = try #require(timeline.exposures.first).gaps.filter { $0.item == 700 }
        #expect(gaps.map(\.edge) == ["top", "bottom"] && approximately(gaps[0].amount, 147.7) && approximately(gaps[1].amount, 45.5))
    }

    @Test("an item listed where the range starts has its keyframes start there, whatever the rounding of positions")
    func rangeStartsExactly() throws {
        // From a generated scene: fractional sizes and insets, so positions moved back to offsets round.
        let scene = Scene(
            viewport: Viewport(width: 730.75, height: 614.75, x: 3, y: 20),
            contentInset: Insets(top: 8, leading: 4, bottom: 12, trailing: 6), spacing: 10,
            sections: [
                Section(id: "top", kind: .header, size: ItemSize(height: 198.79999999999998)),
                Section(id: "cards", kind: .grid, layers: [Layer(id: "L0", effects: [.parallax(ParallaxEffect(rate: 0.2))])],
                        itemSize: ItemSize(height: 286.75), spacing: 8, padding: Insets(all: 16), columns: 1, count: 20),
            ]
        )
        try scene.validate()
        let compiler = TimelineCompiler(scene: scene)
        var from = -51.14358255077221
        for _ in 0..<100 {
            let timeline = try compiler.compile(TimelineRequest(scene: scene, from: from, to: from + 199.4990950825379, tolerance: 1.5),
                                                maxKeyframes: 100_000)
            for index in FrameBuilder(scene: scene).build(offset: from).sections[1].items.map(\.index) {
                let track = try #require(timeline.tracks.first { $0.section == "cards" && $0.item == index && $0.layer == nil && $0.property == "frame.y" })
                #expect(track.keyframes.first?[0] == from, "item \(index) from \(from): \(track.keyframes.first ?? [])")
            }
            from = (from * 1.618033988749895).truncatingRemainder(dividingBy: 997) - 13.7
        }
    }

    @Test("a layer shares its parallax when its item fades with the offset, which is one track keyed by the offset: an element reads its parent's size, not its look")
    func parentsLookIsNotRead() throws {
        var scene = parallaxCards(count: 10, offset: 0)
        scene.sections[0].effects = [.map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(0, 1), Keyframe(900, 0.5)]))]
        let tracks = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, tracks: .shared), maxKeyframes: 10_000).tracks
        #expect(tracks.filter { $0.layer != nil }.allSatisfy { $0.item == nil } && tracks.contains { $0.layer == ["background", "art"] })
        // The fade reads the offset alone: one track for every card, keyed by the offset.
        let fades = tracks.filter { $0.property == "transform.opacity" }
        #expect(fades.count == 1 && fades.allSatisfy { $0.item == nil && $0.layer == nil && $0.keyedByOffset })
        #expect(fades.first?.keyframes.prefix(2) == [[0, 1], [900, 0.5]])
        // A parent whose height follows the offset shapes its cover children: then they are per item too.
        scene.sections[0].layers?[0].effects.append(.map(MapEffect(input: .offset, output: .height, keyframes: [Keyframe(0, 260), Keyframe(900, 300)])))
        let shaped = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, tracks: .shared), maxKeyframes: 10_000).tracks
        #expect(!shaped.contains { $0.item == nil && $0.layer?.first == "background" })
    }

    @Test("exposures are per item: asked for with shared tracks they are refused at /exposures")
    func exposuresAreRefused() throws {
        let scene = parallaxCards(count: 10, offset: 0)
        #expect {
            try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, tracks: .shared, exposures: true), maxKeyframes: 1000)
        } throws: { ($0 as? RequestError)?.pointer == "/exposures" }
    }
}

/// A count shared by the cases of a property check.
private final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func add() { value += 1 }
}
