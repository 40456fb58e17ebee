@testable import ScrollFX
import Testing

@Suite("minimal keyframes")
struct KeyframesTests {
    @Test("interior keyframes on the line of their neighbours go, pass after pass, and the ends stay")
    func collinearGo() {
        #expect(Keyframes.minimal([[0, 0], [1, 1], [2, 2], [3, 3], [4, 0]]) == [[0, 0], [3, 3], [4, 0]])
        #expect(Keyframes.minimal([[0, 5], [1, 5], [2, 5]]) == [[0, 5], [2, 5]])
        #expect(Keyframes.minimal([[0, 0], [1, 1]]) == [[0, 0], [1, 1]])
        // Off the line by more than rounding: kept.
        #expect(Keyframes.minimal([[0, 0], [1, 1.000001], [2, 2]]) == [[0, 0], [1, 1.000001], [2, 2]])
    }

    @Test("an eased segment keeps both its keyframes, and its easing moves to its keyframe's new index")
    func easedSegmentsStay() {
        let steps = Easing.steps(count: 3, position: .jumpEnd)
        let (keyframes, easings) = Keyframes.minimal([[0, 0], [1, 1], [2, 2], [3, 3], [4, 4]], easings: [nil, nil, steps, nil, nil])
        #expect(keyframes == [[0, 0], [2, 2], [3, 3], [4, 4]])
        #expect(easings == [1: steps])
    }
}
