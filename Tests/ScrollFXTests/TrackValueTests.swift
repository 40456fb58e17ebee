@testable import ScrollFX
import Testing

@Suite("a track's value at a key, as a player reads it")
struct TrackValueTests {
    /// The timeline player's own example (Tests/Player): a staircase, a jump at 100, an ease-in segment.
    let track = Timeline.Track(
        section: "s", item: 0, layer: nil, property: "transform.opacity",
        keyframes: [[0, 0], [100, 40], [100, 60], [200, 100], [300, 0]],
        easings: [0: .steps(count: 4, position: .jumpEnd), 3: .easeIn]
    )

    @Test("segments ease by their first keyframe's easing, a jump gives the later value from its offset on, the ends are exact")
    func readsAsThePlayer() {
        #expect(track.value(at: 0) == 0)
        #expect(track.value(at: 30) == 10)
        #expect(track.value(at: 99) == 30)
        #expect(track.value(at: 100) == 60)
        #expect(track.value(at: 150) == 80)
        #expect(track.value(at: 250) == 100 - 100 * Easing.easeIn(0.5))
        #expect(track.value(at: 300) == 0)
    }

    @Test("outside its keyframes, and at a key that is not a number, a track has no value")
    func noValueOutside() {
        for key in [-1e-9, 300.000001, -Double.infinity, .infinity, .nan, 1e15, -1e300] { #expect(track.value(at: key) == nil, "\(key)") }
        #expect(Timeline.Track(section: "s", item: 0, layer: nil, property: "frame.y", keyframes: []).value(at: 0) == nil)
        let single = Timeline.Track(section: "s", item: 0, layer: nil, property: "frame.y", keyframes: [[5, 7]])
        #expect(single.value(at: 5) == 7 && single.value(at: 4) == nil)
    }

    @Test("halving finds the same segment as a scan, on 2,000 keyframes with jumps, at every key between and on them")
    func halvingMatchesScan() {
        var keyframes: [[Double]] = []
        for index in 0..<1_000 {
            keyframes.append([Double(index), Double(index % 7)])
            if index % 5 == 0 { keyframes.append([Double(index), Double(index % 11)]) }
        }
        let long = Timeline.Track(section: "s", item: 1, layer: nil, property: "frame.x", keyframes: keyframes)
        for step in 0...3_996 {
            let key = Double(step) / 4
            // The scan: the last keyframe at or before the key, and the next one.
            guard let low = keyframes.lastIndex(where: { $0[0] <= key }) else { continue }
            let expected = low == keyframes.count - 1 ? keyframes[low][1]
                : keyframes[low][1] + (keyframes[low + 1][1] - keyframes[low][1]) * (key - keyframes[low][0]) / (keyframes[low + 1][0] - keyframes[low][0])
            #expect(long.value(at: key) == expected, "\(key)")
        }
    }
}
