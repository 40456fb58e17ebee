@testable import ScrollFX
import Testing

/// A `distance` effect saturated but within half a point of the centre dips only there: a timeline must sample that
/// moment even where a layout effect moves the element's centre by a curve.
@Suite("timelines sample centre crossings")
struct TimelineCentreCrossingTests {
    /// An element 100 long growing to 400 by the offset 1500 and easing back to 120 by 3000, opaque but within half a
    /// point of the viewport's centre; as an item of a list, or as the header of a list after 1200 points of rows.
    private static func scene(header: Bool) -> Scene {
        let size = MapEffect(input: .offset, output: .height,
                             keyframes: [Keyframe(0, 100), Keyframe(1500, 400, .easeInOut), Keyframe(3000, 120)])
        let effects: [Effect] = [.map(size), .distance(DistanceEffect(radius: 0.5, opacity: 0.2))]
        let rows = Section(id: "rows", kind: .list, itemSize: ItemSize(height: 100), count: 12)
        let list = header
            ? Section(id: "l", kind: .list, itemSize: ItemSize(height: 100), count: 30,
                      header: SectionHeader(size: ItemSize(height: 60), effects: effects))
            : Section(id: "l", kind: .list, effects: effects, itemSize: ItemSize(height: 100), count: 30)
        return Scene(viewport: Viewport(width: 400, height: 800), sections: header ? [rows, list] : [list])
    }

    /// The element's signed distance from the viewport's centre at `offset`, nil where it is not listed.
    private static func distance(_ scene: Scene, header: Bool, item: Int, at offset: Double) -> Double? {
        var there = scene
        there.offset = offset
        let section = FrameBuilder(scene: there).build().sections.last
        let element = header ? section?.header??.element : section?.items.first { $0.index == item }
        return element.map { $0.frame.mid(.vertical) - 400 }
    }

    @Test("at every crossing of an element whose size eases, its opacity track is /v1/frame's value", arguments: [false, true])
    func easedSizeCrossings(header: Bool) throws {
        let scene = Self.scene(header: header)
        try scene.validate()
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: 0, to: 3000), maxKeyframes: 100_000)
        var crossings = 0
        for item in header ? [0] : Array(0..<30) {
            // Where the centre changes sign between two of 300 offsets, bisected on /v1/frame itself.
            let offsets = (0...300).map { Double($0) * 10 }
            for (a, b) in zip(offsets, offsets.dropFirst()) {
                guard var low = Self.distance(scene, header: header, item: item, at: a),
                      let high = Self.distance(scene, header: header, item: item, at: b), (low < 0) != (high < 0) else { continue }
                var (lower, upper) = (a, b)
                for _ in 0..<60 {
                    let middle = (lower + upper) / 2
                    guard let value = Self.distance(scene, header: header, item: item, at: middle) else { break }
                    if (value < 0) == (low < 0) { (lower, low) = (middle, value) } else { upper = middle }
                }
                var there = scene
                there.offset = lower
                let section = FrameBuilder(scene: there).build().sections.last
                let element = try #require(header ? section?.header??.element : section?.items.first { $0.index == item })
                #expect(element.transform.opacity > 0.99, "\(item) at \(lower): at the centre, opaque")
                let track = timeline.tracks.first {
                    $0.section == "l" && $0.item == (header ? nil : item) && $0.layer == nil && $0.property == "transform.opacity"
                }
                let played = try #require(track.flatMap { interpolate($0.keyframes, at: lower) }, "\(item): no opacity track at \(lower)")
                #expect(abs(played - element.transform.opacity) <= 1 / 255, "\(item) at \(lower): \(played), the frame \(element.transform.opacity)")
                crossings += 1
            }
        }
        #expect(crossings >= (header ? 1 : 10))
    }
}
