@testable import ScrollFX
import Testing

/// `held`: the tracks a player that writes every animated property needs of what stays constant where an item is
/// listed, beside the tracks of what changes.
@Suite("timeline held constants")
struct TimelineHeldTests {
    /// A carousel of six cards 250 wide (stride 266) fading from 1 to 0.4 over its first 500 points, as its source.
    let fading = Scene(
        viewport: Viewport(width: 390, height: 844),
        sections: [
            Section(id: "featured", kind: .carousel,
                    effects: [.map(MapEffect(input: .offset, output: .opacity, keyframes: [Keyframe(0, 1), Keyframe(500, 0.4)]))],
                    itemSize: ItemSize(width: 250, height: 300), count: 6),
        ]
    )

    /// A header collapsing from 300 to 56 points, pinned over twelve cards.
    let collapsing = Scene(
        viewport: Viewport(width: 390, height: 844),
        sections: [
            Section(id: "bar", kind: .header, size: ItemSize(height: 300), collapse: Collapse(minHeight: 56)),
            Section(id: "cards", kind: .list, itemSize: ItemSize(height: 200), spacing: 12, padding: Insets(all: 16), count: 12),
        ]
    )

    private func tracks(_ scene: Scene, source: String? = nil, held: Bool, maxKeyframes: Int = 10_000) throws -> [Timeline.Track] {
        try scene.validate()
        return try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, source: source, held: held), maxKeyframes: maxKeyframes).tracks
    }

    private func isConstant(_ track: Timeline.Track) -> Bool {
        track.keyframes.allSatisfy { $0[1] == track.keyframes[0][1] }
    }

    @Test("cards past the fade hold 0.4 where they are listed: the fade changes for the cards before them")
    func heldWhereOthersChange() throws {
        let plain = try tracks(fading, source: "featured", held: false)
        let held = try tracks(fading, source: "featured", held: true)
        #expect(!plain.contains(where: isConstant))
        // Every track of the plain answer is there unchanged; the rest are constant.
        #expect(plain.allSatisfy(held.contains) && held.filter { !plain.contains($0) }.allSatisfy(isConstant))
        let extra = held.filter { !plain.contains($0) }
        // Card 4 enters at 4 × 266 + 70 − 390 = 744, card 5 at 1,010; the range ends at maxOffset 1,330.
        #expect(extra == [
            Timeline.Track(section: "featured", item: 4, layer: nil, property: "transform.opacity", keyframes: [[744, 0.4], [1330, 0.4]]),
            Timeline.Track(section: "featured", item: 5, layer: nil, property: "transform.opacity", keyframes: [[1010, 0.4], [1330, 0.4]]),
        ])
    }

    @Test("a pinned header holds its place in the viewport while the scene scrolls; nothing across the axis is held")
    func pinnedPosition() throws {
        let held = try tracks(collapsing, held: true)
        let plain = try tracks(collapsing, held: false)
        #expect(held.filter { !plain.contains($0) } == [
            Timeline.Track(section: "bar", item: 0, layer: nil, property: "frame.y", keyframes: [[0, 0], [2020, 0]]),
        ])
    }

    @Test("held tracks count toward the keyframe cap as they are found, refused at /held")
    func heldIsCapped() throws {
        // Twelve cards, two keyframes of frame.y each at most, fit in 40; their constant properties do not.
        _ = try tracks(collapsing, held: false, maxKeyframes: 40)
        #expect { try tracks(collapsing, held: true, maxKeyframes: 40) } throws: { ($0 as? RequestError)?.pointer == "/held" }
    }

    @Test("a style sheet's timeline never holds: its rules declare what stays")
    func styleSheetIgnoresHeld() throws {
        try collapsing.validate()
        let compiler = StyleSheetCompiler(scene: collapsing)
        let sheet = { (held: Bool) in
            try compiler.timeline(TimelineRequest(scene: self.collapsing, held: held), maxKeyframes: 10_000)
        }
        #expect(try sheet(true) == sheet(false))
    }
}
