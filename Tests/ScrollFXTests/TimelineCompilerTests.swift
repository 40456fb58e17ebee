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
}
