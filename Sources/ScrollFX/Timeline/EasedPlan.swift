/// Where an item's eased maps put keyframes (docs/contract.md#easing, on timelines).
struct EasedPlan {
    /// Offsets every component of the item breaks at: each eased segment's ends, and both sides of each jump.
    var splits: [Double] = []
    /// Each staircase jump, by the offset just before it: the offset it sits at (within 1e-9 of the segment's
    /// length in input after it, so that nothing lies between but the jump).
    var jumps: [Double: Double] = [:]
    /// Each eased segment with both ends in the range.
    var stretches: [Stretch] = []

    /// An eased segment as offsets, for one element (0 the item, then its layers depth-first) and the properties
    /// its map writes (indices into ``ElementProperties/names``), with its easing as the offset runs (reversed
    /// where the input runs backwards).
    struct Stretch {
        var element: Int
        var properties: [Int]
        var lower: Double
        var upper: Double
        var easing: Easing
    }

    /// One piece of the offsets over which a map's input runs from `start` to `end` without a kink.
    struct InputPiece {
        let lower: Double, upper: Double
        let start: Double, end: Double
        let isAffine: Bool
        let input: (Double) throws(RequestError) -> Double

        /// Whether the input reaches `x` on the piece.
        func reaches(_ x: Double) -> Bool { min(start, end) <= x && x <= max(start, end) }

        /// The offset where the input is `x` (which it reaches).
        func offset(of x: Double) throws(RequestError) -> Double {
            if x == start { return lower }
            if x == end { return upper }
            if isAffine {
                // Guarded denominator: an input that reaches x between its ends, other than them, changes.
                return min(upper, max(lower, lower + (x - start) / (end - start) * (upper - lower)))
            }
            var (low, high) = (lower, upper)
            for _ in 0..<60 {
                let middle = (low + high) / 2
                if (try input(middle) < x) == (end > start) { low = middle } else { high = middle }
            }
            return (low + high) / 2
        }
    }
}

extension EasedPlan {
    /// Adds `map`'s keyframe crossings, eased stretches and jumps on `piece`; `foresee` is told how many jumps a
    /// staircase has before they are placed, and refuses too many.
    mutating func add(
        _ map: MapEffect, element: Int, on piece: InputPiece, foresee: (Double) throws(RequestError) -> Void
    ) throws(RequestError) {
        let (low, high) = (min(piece.start, piece.end), max(piece.start, piece.end))
        guard low < high else { return }
        let keyframes = map.keyframes
        var crossings: [Double?] = []
        for keyframe in keyframes { crossings.append(piece.reaches(keyframe.input) ? try piece.offset(of: keyframe.input) : nil) }
        splits += crossings.compactMap { $0 }
        for k in 0..<(keyframes.count - 1) {
            let easing = map.easing(ofSegment: k)
            if let c0 = crossings[k], let c1 = crossings[k + 1], c0 != c1, easing != .linear {
                stretches.append(Stretch(element: element, properties: map.output.properties, lower: min(c0, c1), upper: max(c0, c1),
                                         easing: c0 < c1 ? easing : easing.reversed))
            }
            guard case .steps(let count, let position) = easing else { continue }
            let (x0, width) = (keyframes[k].input, keyframes[k + 1].input - keyframes[k].input)
            // The inputs of this segment on the piece: its own, and under extend the first's and last's beyond the ends.
            let first = k == 0 && map.extrapolate == .extend ? -Double.infinity : x0
            let last = k == keyframes.count - 2 && map.extrapolate == .extend ? Double.infinity : keyframes[k + 1].input
            let (from, to) = (max(low, first), min(high, last))
            guard from <= to else { continue }
            // Guarded denominator: validated inputs are strictly increasing.
            let n = Double(count)
            let (lowest, highest) = (((from - x0) / width * n + 1e-9).rounded(.up), ((to - x0) / width * n + 1e-9).rounded(.down))
            if highest >= lowest {
                try foresee(highest - lowest + 1)
                for step in 0..<Int.clamped(highest - lowest + 1, to: 0...Int.max) {
                    // Jump m sits where p·n + 1e-9 = m: a hair before it, and a hair after.
                    let m = lowest + Double(step)
                    let (before, after) = ((m - 1.5e-9) / n, (m - 0.5e-9) / n)
                    if easing(before) != easing(after) { try addJump(x0 + before * width, x0 + after * width, on: piece) }
                }
            }
            // A staircase that starts above 0 jumps where its segment starts, from the segment before it.
            if k > 0, position == .jumpStart || position == .jumpBoth, x0 > low, x0 <= high {
                try addJump(x0 - 1e-12 * (x0 - keyframes[k - 1].input), x0, on: piece)
            }
        }
    }

    /// Adds a jump between inputs `before` and `after`: its two offsets as splits, the earlier mapped to the later.
    private mutating func addJump(_ before: Double, _ after: Double, on piece: InputPiece) throws(RequestError) {
        guard piece.reaches(before), piece.reaches(after) else { return }
        let (a, b) = (try piece.offset(of: before), try piece.offset(of: after))
        guard a != b else { return }
        jumps[min(a, b)] = max(a, b)
        splits += [a, b]
    }
}

extension MapEffect.Output {
    /// The properties it writes, as indices into ``ElementProperties/names``.
    var properties: [Int] {
        let names: [String] = switch self {
        case .translateX: ["transform.translate.x"]
        case .translateY: ["transform.translate.y"]
        case .scale: ["transform.scale.x", "transform.scale.y"]
        case .scaleX: ["transform.scale.x"]
        case .scaleY: ["transform.scale.y"]
        case .rotation: ["transform.rotation"]
        case .opacity: ["transform.opacity"]
        case .blur: ["transform.blur"]
        case .width: ["frame.width"]
        case .height: ["frame.height"]
        }
        return names.compactMap { ElementProperties.names.firstIndex(of: $0) }
    }
}
