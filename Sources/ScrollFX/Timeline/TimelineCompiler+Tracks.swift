extension TimelineCompiler {
    /// The tracks of every changing property of the item (nil: the section's header), from its fit, but for the
    /// elements `skipping` marks (those with tracks shared by the section's items); with `held`, those of its constant
    /// properties go to `held`, each with a keyframe where its listing starts and one where it ends.
    func tracks(
        section: Int, item: Int?, listed: [[Sample]], owners: [[String]?], skipping: [Bool]?, held: inout [Timeline.Track]?
    ) -> [Timeline.Track] {
        guard !listed.isEmpty else { return [] }
        let placement = builder.layout.placements[section]
        return owners.indices.compactMap { property in
            if skipping?[property / ElementProperties.names.count] == true { return nil }
            let samples = listed[property + 2]
            guard let first = samples.first, let last = samples.last else { return nil }
            let track = { (keyframes: [[Double]], easings: [Int: Easing]) in
                Timeline.Track(section: placement.section.id, item: item, layer: owners[property],
                               property: ElementProperties.names[property % ElementProperties.names.count], keyframes: keyframes,
                               header: item == nil, easings: easings)
            }
            let value = first.values[property + 2]
            guard samples.contains(where: { !PiecewiseLinearFit.isExact($0.values[property + 2], value) }) else {
                held?.append(track([[first.offset, value], [last.offset, value]], [:]))
                return nil
            }
            let (keyframes, easings) = Self.minimal(samples.map { [$0.offset, $0.values[property + 2]] }, easings: samples.map(\.easing))
            return track(keyframes, easings)
        }
    }

    /// Of a section's `held` tracks, those a player needs: of a property that changes for another of its items (the
    /// same layer), in `changing`, or an item's position along `pinned`, the axis of a container that scrolls while
    /// the item stays put in the viewport (nil when the source does not scroll the item's container).
    static func needed(_ held: [Timeline.Track], changing: ArraySlice<Timeline.Track>, pinned: Axis?) -> [Timeline.Track] {
        struct Key: Hashable { let layer: [String]?, property: String }
        let changes = Set(changing.map { Key(layer: $0.layer, property: $0.property) })
        let position = pinned.map { $0 == .vertical ? "frame.y" : "frame.x" }
        return held.filter { changes.contains(Key(layer: $0.layer, property: $0.property)) || ($0.layer == nil && $0.property == position) }
    }

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
