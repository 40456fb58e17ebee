extension TimelineCompiler {
    /// The tracks of every changing property of the item, from its fit, but for the elements `skipping` marks
    /// (those with tracks shared by the section's items).
    func tracks(section: Int, item: Int, listed: [[Sample]], owners: [[String]?], skipping: [Bool]?) -> [Timeline.Track] {
        guard !listed.isEmpty else { return [] }
        let placement = builder.layout.placements[section]
        return owners.indices.compactMap { property in
            if skipping?[property / ElementProperties.names.count] == true { return nil }
            let samples = listed[property + 2]
            guard let first = samples.first?.values[property + 2],
                  samples.contains(where: { !PiecewiseLinearFit.isExact($0.values[property + 2], first) }) else { return nil }
            let keyframes = Self.minimal(samples.map { [$0.offset, $0.values[property + 2]] })
            return Timeline.Track(section: placement.section.id, item: item, layer: owners[property],
                                  property: ElementProperties.names[property % ElementProperties.names.count], keyframes: keyframes)
        }
    }

    /// Keyframes without collinear interior points: passes repeat until none is left (each removes at least one).
    static func minimal(_ keyframes: [[Double]]) -> [[Double]] {
        var current = keyframes
        while true {
            let next = minimalPass(current)
            if next.count == current.count { return next }
            current = next
        }
    }

    private static func minimalPass(_ keyframes: [[Double]]) -> [[Double]] {
        guard keyframes.count > 2 else { return keyframes }
        var result = [keyframes[0]]
        for index in 1..<(keyframes.count - 1) {
            let (previous, current, next) = (result[result.count - 1], keyframes[index], keyframes[index + 1])
            let onLine = previous[1] + (next[1] - previous[1]) * (current[0] - previous[0]) / (next[0] - previous[0])
            if !PiecewiseLinearFit.isExact(current[1], onLine) { result.append(current) }
        }
        result.append(keyframes[keyframes.count - 1])
        return result
    }
}
