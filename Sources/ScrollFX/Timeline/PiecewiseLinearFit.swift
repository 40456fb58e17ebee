/// Fits a vector-valued function of the offset with line segments.
///
/// Where the function is piecewise-linear the breakpoints come out exact: a
/// segment that is not a line is tested for a kink by intersecting the lines
/// through its two ends, and the kink is kept only if the function passes
/// through it on both sides. Elsewhere (smooth curves) segments are halved
/// until the chord is within half the `tolerance` at three interior points.
struct PiecewiseLinearFit {
    /// One fitted point: the offset and every component's value there.
    struct Sample {
        var offset: Double
        var values: [Double]
    }

    /// The largest error allowed where the function is not piecewise-linear, per component.
    let tolerance: Double
    /// How many leading components must be fitted exactly, never within tolerance (they locate edges).
    var exactComponents = 0
    /// The function.
    let evaluate: (Double) -> [Double]
    /// How often a segment may be split.
    var maxDepth = 24
    /// How many evaluations one fit may make; past it, segments are kept as they are. Bounds the work on any input.
    var maxEvaluations = 4096

    /// Evaluations left in the current fit (a reference, so the recursion shares it).
    private final class Budget {
        var remaining: Int
        init(_ remaining: Int) { self.remaining = remaining }
    }

    /// The breakpoints over [lower, upper], endpoints and `splits` within included, offsets increasing.
    func samples(from lower: Double, to upper: Double, through splits: [Double] = []) -> [Sample] {
        var previous = Sample(offset: lower, values: evaluate(lower))
        guard upper > lower else { return [previous] }
        var result = [previous]
        let budget = Budget(maxEvaluations)
        for offset in splits.filter({ $0 > lower && $0 < upper }).sorted() + [upper] {
            let next = Sample(offset: offset, values: evaluate(offset))
            refine(previous, next, depth: 0, budget: budget, into: &result)
            result.append(next)
            previous = next
        }
        return result
    }

    private func refine(_ a: Sample, _ b: Sample, depth: Int, budget: Budget, into result: inout [Sample]) {
        guard budget.remaining > 0 else { return }
        budget.remaining -= 3
        let span = b.offset - a.offset
        let probes = [0.25, 0.5, 0.75].map { Sample(offset: a.offset + span * $0, values: evaluate(a.offset + span * $0)) }
        let bent = a.values.indices.filter { component in
            probes.contains { !Self.isExact($0.values[component], Self.chord(a, b, component, at: $0.offset)) }
        }
        if bent.isEmpty || depth >= maxDepth || span <= 1e-9 * max(1, abs(a.offset)) { return }
        if let kinks = exactKinks(a, b, probes, bent, budget: budget) {
            var previous = a
            for kink in kinks {
                refine(previous, kink, depth: depth + 1, budget: budget, into: &result)
                result.append(kink)
                previous = kink
            }
            refine(previous, b, depth: depth + 1, budget: budget, into: &result)
            return
        }
        let withinTolerance = bent.allSatisfy { component in
            // Half the tolerance at the probes leaves room for the curve's error between them.
            component >= exactComponents && probes.allSatisfy { abs($0.values[component] - Self.chord(a, b, component, at: $0.offset)) <= tolerance / 2 }
        }
        if withinTolerance { return }
        let middle = probes[1]
        refine(a, middle, depth: depth + 1, budget: budget, into: &result)
        result.append(middle)
        refine(middle, b, depth: depth + 1, budget: budget, into: &result)
    }

    /// The kinks of the bent components, if each is one corner between a line through the start and a line through the end.
    ///
    /// The lines come from pairs of points on each side: the quarter probes for a corner in the middle, and two
    /// points a hair apart at an end for a corner near that end (where halving would never centre it).
    private func exactKinks(_ a: Sample, _ b: Sample, _ probes: [Sample], _ bent: [Int], budget: Budget) -> [Sample]? {
        let hair = (b.offset - a.offset) * 1e-6
        let nearA = Sample(offset: a.offset + hair, values: evaluate(a.offset + hair))
        let nearB = Sample(offset: b.offset - hair, values: evaluate(b.offset - hair))
        budget.remaining -= 2
        let linePairs = [((a, probes[0]), (probes[2], b)), ((a, probes[0]), (nearB, b)), ((a, nearA), (probes[2], b))]
        var kinks: [Sample] = []
        for component in bent {
            var found: Sample?
            for (left, right) in linePairs {
                guard let corner = Self.corner(left, right, component), corner > a.offset, corner < b.offset else { continue }
                let kink = kinks.first { $0.offset == corner } ?? Sample(offset: corner, values: evaluate(corner))
                let before = Sample(offset: (a.offset + corner) / 2, values: evaluate((a.offset + corner) / 2))
                let after = Sample(offset: (corner + b.offset) / 2, values: evaluate((corner + b.offset) / 2))
                budget.remaining -= 3
                // The component must follow the start's line up to the corner and the end's line after it.
                if Self.isExact(before.values[component], Self.chord(a, kink, component, at: before.offset)),
                   Self.isExact(after.values[component], Self.chord(kink, b, component, at: after.offset)),
                   Self.isExact(kink.values[component], Self.chord(left.0, left.1, component, at: corner)) {
                    found = kink
                    break
                }
            }
            guard let found else { return nil }
            if !kinks.contains(where: { $0.offset == found.offset }) { kinks.append(found) }
        }
        return kinks.sorted { $0.offset < $1.offset }
    }

    /// Where the line through `left` meets the line through `right`, for one component; nil for parallel lines.
    private static func corner(_ left: (Sample, Sample), _ right: (Sample, Sample), _ component: Int) -> Double? {
        let leftSlope = (left.1.values[component] - left.0.values[component]) / (left.1.offset - left.0.offset)
        let rightSlope = (right.1.values[component] - right.0.values[component]) / (right.1.offset - right.0.offset)
        // Guarded denominator: parallel lines have no corner.
        guard abs(leftSlope - rightSlope) > 1e-12 * max(1, abs(leftSlope), abs(rightSlope)) else { return nil }
        let corner = (right.1.values[component] - rightSlope * right.1.offset - left.0.values[component] + leftSlope * left.0.offset)
            / (leftSlope - rightSlope)
        return corner.isFinite ? corner : nil
    }

    static func chord(_ a: Sample, _ b: Sample, _ component: Int, at offset: Double) -> Double {
        // Guarded denominator: samples are strictly increasing in offset.
        a.values[component] + (b.values[component] - a.values[component]) * (offset - a.offset) / (b.offset - a.offset)
    }

    /// Equal up to rounding: what "exact" means for a piecewise-linear property.
    static func isExact(_ value: Double, _ expected: Double) -> Bool {
        abs(value - expected) <= 1e-10 * max(1, abs(value), abs(expected))
    }
}
