@testable import ScrollFX
import Testing

/// The overscan a timeline's exposure answers: the least that hides every gap, growing what must grow.
@Suite("the overscan that hides a cover layer's gaps")
struct OverscanSearchTests {
    /// Rows 300 wide and 100 high, each with a cover layer of its own size, `overscan` and turned `degrees`.
    private static func rows(degrees: Double, overscan: Point? = nil) -> Scene {
        let turn = MapEffect(input: .offset, output: .rotation, keyframes: [Keyframe(0, degrees), Keyframe(1, degrees)])
        return Scene(viewport: Viewport(width: 300, height: 800), sections: [
            Section(id: "rows", kind: .list, layers: [Layer(id: "art", overscan: overscan, cover: true, effects: [.map(turn)])],
                    itemSize: ItemSize(height: 100), count: 20),
        ])
    }

    private static func exposures(_ scene: Scene) throws -> [Timeline.Exposure] {
        try scene.validate()
        return try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene), maxKeyframes: 100_000).exposures
    }

    @Test("a layer turned a quarter leaves its row's sides uncovered: its height grows, to 3, and hides them")
    func quarterTurn() throws {
        // Turned, the 300 × 100 layer is 100 wide and 300 high: 100 × y must reach 300; its width already covers 100.
        let exposure = try #require(try Self.exposures(Self.rows(degrees: 90)).first)
        #expect(exposure.gaps.allSatisfy { ["leading", "trailing"].contains($0.edge) } && !exposure.gaps.isEmpty, "\(exposure.gaps)")
        let overscan = try #require(exposure.overscan)
        #expect(overscan.x == 1 && approximately(overscan.y, 3, 1e-5))
        #expect(try Self.exposures(Self.rows(degrees: 90, overscan: overscan)).isEmpty)
    }

    @Test("a layer with no width is hidden by no overscan: null")
    func nothingHides() throws {
        let exposure = try #require(try Self.exposures(Self.rows(degrees: 0, overscan: Point(x: 0, y: 1))).first)
        #expect(exposure.overscan == nil)
    }

    @Test("an answer never passes 1e15, the largest number an answer holds: null where only a larger one would hide the gaps")
    func withinTheAnswerRange() throws {
        // 1e-14 wide, overscanned 1e14: one point of a 300-point row. Hiding the gaps takes 3e16, within 1024 times its own.
        var scene = Self.rows(degrees: 0)
        scene.sections[0].layers = [Layer(id: "art", frame: Rect(x: 150, y: 0, width: 1e-14, height: 100),
                                          overscan: Point(x: 1e14, y: 1), cover: true)]
        let exposure = try #require(try Self.exposures(scene).first)
        #expect(exposure.overscan == nil)
        // At 1e-12 wide, 3e14 does, and is the answer.
        scene.sections[0].layers?[0].frame?.width = 1e-12
        let answer = try #require(try Self.exposures(scene).first?.overscan)
        #expect(abs(answer.x / 3e14 - 1) <= 1e-6 && answer.y == 1, "\(answer)")
    }

    @Test("rounded up to a millionth, a value within rounding of one kept, and never past 1024 times the layer's own")
    func rounding() {
        #expect(OverscanSearch.roundedUp(1.41, most: 1024) == 1.41)
        #expect(OverscanSearch.roundedUp(2.0000001, most: 1024) == 2.000001)
        #expect(OverscanSearch.roundedUp(1023.9999999, most: 1024) == 1024)
        #expect(OverscanSearch.roundedUp(1.4399999, most: 1.44) == 1.44)
    }
}
