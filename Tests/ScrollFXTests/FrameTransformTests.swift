@testable import ScrollFX
import Testing
import TestSupport

/// Every part bounded as the contract bounds answers (docs/contract.md#transform): ±1e15, NaN as 0, −0 as 0.
private func bounded(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -1e15), 1e15) + 0
}

@Suite("an element's answered transform")
struct FrameTransformTests {
    /// Values either side of every bound, and zeros of both signs.
    static let parts: [Double] = [0, -0.0, 1e-300, -1, 0.5, 3, 5e14, -5e14, 1e15, -1e15, 1e15.nextUp, 9_007_199_254_740_992,
                                  -1e300, .infinity, -.infinity, .nan]

    @Test("ordinary or not, each part and each matrix number is the bounded one, bit for bit (opacity clamped to 0…1), the matrix that of the bounded parts")
    func boundedBitForBit() {
        var random = SeededGenerator(for: "FrameTransformTests")
        let size = Size(width: 250, height: 360)
        for _ in 0..<20_000 {
            let pick = { (random: inout SeededGenerator) in Self.parts.randomElement(using: &random)! }
            let visual = VisualTransform(translation: Point(x: pick(&random), y: pick(&random)),
                                         scale: Point(x: pick(&random), y: pick(&random)), rotation: pick(&random),
                                         anchor: Point(x: 0.25, y: 0.5), opacity: pick(&random), blur: pick(&random))
            let answer = Frame.Transform(visual, size: size, matrix: Bool.random(using: &random) ? visual.matrix(for: size) : nil)
            let parts = VisualTransform(translation: Point(x: bounded(visual.translation.x), y: bounded(visual.translation.y)),
                                        scale: Point(x: bounded(visual.scale.x), y: bounded(visual.scale.y)),
                                        rotation: bounded(visual.rotation), anchor: visual.anchor)
            let opacity = visual.opacity.isNaN ? 0 : min(max(visual.opacity, 0), 1)
            let expected = [parts.translation.x, parts.translation.y, parts.scale.x, parts.scale.y, parts.rotation, bounded(visual.blur), opacity]
                + parts.matrix(for: size).coefficients.map(bounded)
            let got = [answer.translate.x, answer.translate.y, answer.scale.x, answer.scale.y, answer.rotation, answer.blur, answer.opacity]
                + answer.matrix
            #expect(got.map(\.bitPattern) == expected.map(\.bitPattern), "\(visual)")
            #expect(answer.anchor == visual.anchor)
        }
    }
}
