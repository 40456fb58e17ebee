/// Keyframes as a track lists them, `[offset, value]` pairs, made minimal: no interior point lies on the line of its neighbours.
enum Keyframes {
    /// Keyframes without collinear interior points: passes repeat until none is left (each removes at least one).
    static func minimal(_ keyframes: [[Double]]) -> [[Double]] {
        minimal(keyframes, easings: Array(repeating: nil, count: keyframes.count)).keyframes
    }

    /// Keyframes without collinear interior points, where `easings[k]` (the segment from keyframe k) keeps keyframe k
    /// and the one after it; the easings of those kept, by their new index.
    static func minimal(_ keyframes: [[Double]], easings: [Easing?]) -> (keyframes: [[Double]], easings: [Int: Easing]) {
        var current = keyframes.indices.map { (keyframes[$0], easings[$0]) }
        while true {
            let next = minimalPass(current)
            if next.count == current.count {
                return (next.map(\.0), Dictionary(uniqueKeysWithValues: next.indices.compactMap { index in next[index].1.map { (index, $0) } }))
            }
            current = next
        }
    }

    private static func minimalPass(_ keyframes: [([Double], Easing?)]) -> [([Double], Easing?)] {
        guard keyframes.count > 2 else { return keyframes }
        var result = [keyframes[0]]
        for index in 1..<(keyframes.count - 1) {
            let (previous, current, next) = (result[result.count - 1], keyframes[index], keyframes[index + 1])
            let onLine = previous.0[1] + (next.0[1] - previous.0[1]) * (current.0[0] - previous.0[0]) / (next.0[0] - previous.0[0])
            if previous.1 != nil || current.1 != nil || !PiecewiseLinearFit.isExact(current.0[1], onLine) { result.append(current) }
        }
        result.append(keyframes[keyframes.count - 1])
        return result
    }
}
