/// Fits each component of a vector-valued function of the offset with line segments of its own.
///
/// Components never share breakpoints, so a curved one never costs a piecewise-linear one its exactness, nor
/// another curved one its tolerance; they share evaluations, as each offset is evaluated once for all of them
/// and the components still being refined probe the same offsets.
///
/// Where a component is piecewise-linear its breakpoints come out exact: a segment that is not a line is tested
/// for a kink by intersecting lines through its two ends, and the kink is kept only if the component follows
/// both lines up to it. Where it is curved (bent at each of the seven inner points of nine equally spaced ones,
/// which kinks close together are not unless there are four or more), segments are halved until the chord is
/// within half the component's tolerance at those seven points. Nothing is cut short: the only limit is the
/// caller's, whose `evaluate` throws when it is reached.
///
/// A fit holds the samples its components keep and those of the segments it is still refining: the probes of a
/// segment it is done with are let go (``Run``), and `release` tells the caller, whose `evaluate` counted them.
struct PiecewiseLinearFit {
    /// One evaluated point: the offset and every component's value there.
    struct Sample {
        var offset: Double
        var values: [Double]
        /// The easing of the segment from this sample to the next, where a timeline found one (``EasedPlan/applied(to:evaluate:)``).
        var easing: Easing?
    }

    /// The largest error allowed where component `component` is curved, given every value of a sample.
    let tolerance: (_ component: Int, _ values: [Double]) -> Double
    /// The function; throws when the caller's budget is spent.
    let evaluate: (Double) throws(RequestError) -> [Double]
    /// Called once for each evaluation the fit lets go of.
    let release: () -> Void

    /// Each component's breakpoints over [lower, upper], offsets increasing: both ends and every split within
    /// are breakpoints of every component.
    func breakpoints(from lower: Double, to upper: Double, through splits: [Double] = []) throws(RequestError) -> [[Sample]] {
        let run = Run(evaluate: evaluate, release: release)
        var previous = try run.sample(lower)
        let components = Array(previous.values.indices)
        run.breakpoints = Array(repeating: [], count: components.count)
        run.keep(previous, for: components)
        guard upper > lower else { return run.breakpoints }
        for offset in Set(splits.filter { $0 > lower && $0 < upper }).sorted() + [upper] {
            let next = try run.sample(offset)
            try refine(previous, next, components, run)
            run.keep(next, for: components)
            previous = next
        }
        return run.breakpoints
    }

    /// Appends the breakpoints strictly between `a` and `b` of each of `components`, in order, then lets go of the
    /// samples it took that none of them keeps.
    private func refine(_ a: Sample, _ b: Sample, _ components: [Int], _ run: Run) throws(RequestError) {
        let mark = run.mark
        defer { run.forget(since: mark) }
        try refineWithin(a, b, components, run)
    }

    private func refineWithin(_ a: Sample, _ b: Sample, _ components: [Int], _ run: Run) throws(RequestError) {
        let span = b.offset - a.offset
        // Below a billionth of the offset there is nothing left to place a keyframe at.
        guard span > 1e-9 * max(1, abs(a.offset)) else { return }
        let probes = [try run.sample(a.offset + span / 4), try run.sample(a.offset + span / 2), try run.sample(a.offset + span * 3 / 4)]
        let points = [a] + probes + [b]
        var eighths: [Sample] = []
        var kinks: [(kink: Sample, components: [Int])] = []
        var halved: [Int] = []
        let bent = components.filter { component in
            probes.contains { !Self.isExact($0.values[component], Self.chord(a, b, component, at: $0.offset)) }
        }
        for component in bent {
            if Self.isBentThroughout(points, component) {
                // Half the tolerance at the probes leaves room for the curve's error between them. A curve that
                // returns to where it started is never taken for a constant: a property that changes gets a track.
                guard probes.allSatisfy({ isClose($0, to: a, b, component) }),
                      !Self.isExact(a.values[component], b.values[component]) else {
                    halved.append(component)
                    continue
                }
                // A curve, or several kinks close together? Kinks would have to bend both halves throughout too:
                // look again at twice the resolution (the points the halves would probe) before taking it for a curve.
                if eighths.isEmpty {
                    for eighth in [1.0, 3, 5, 7] { eighths.append(try run.sample(a.offset + span * eighth / 8)) }
                }
                let left = [a, eighths[0], probes[0], eighths[1], probes[1]]
                let right = [probes[1], eighths[2], probes[2], eighths[3], b]
                let isCurve = Self.isBentThroughout(left, component) && Self.isBentThroughout(right, component)
                if !isCurve || !eighths.allSatisfy({ isClose($0, to: a, b, component) }) { halved.append(component) }
            } else if let kink = try exactKink(of: component, a, b, probes, known: kinks.map(\.kink), run) {
                if let group = kinks.firstIndex(where: { $0.kink.offset == kink.offset }) {
                    kinks[group].components.append(component)
                } else {
                    kinks.append((kink, [component]))
                }
            } else {
                halved.append(component)
            }
        }
        for (kink, group) in kinks {
            try refine(a, kink, group, run)
            run.keep(kink, for: group)
            try refine(kink, b, group, run)
        }
        guard !halved.isEmpty else { return }
        try refine(a, probes[1], halved, run)
        run.keep(probes[1], for: halved)
        try refine(probes[1], b, halved, run)
    }

    /// Whether `component` bends at each inner point of five equally spaced ones: one kink among them would leave at
    /// least one of the three overlapping triples straight, so a piecewise-linear component needs two or more.
    private static func isBentThroughout(_ points: [Sample], _ component: Int) -> Bool {
        (1..<4).allSatisfy { !isExact(points[$0].values[component], chord(points[$0 - 1], points[$0 + 1], component, at: points[$0].offset)) }
    }

    /// Whether `sample` lies within half of its component's tolerance of the chord from `a` to `b`.
    private func isClose(_ sample: Sample, to a: Sample, _ b: Sample, _ component: Int) -> Bool {
        abs(sample.values[component] - Self.chord(a, b, component, at: sample.offset)) <= tolerance(component, sample.values) / 2
    }

    /// The component's kink, if it is one corner between a line through the start and a line through the end.
    ///
    /// A kink that another component has in this segment is tried first: checking it costs no evaluation. Else the
    /// lines come from pairs of points on each side: the quarter probes for a corner in the middle, and two points
    /// a hair apart at an end for a corner near that end (where halving would never centre it).
    private func exactKink(
        of component: Int, _ a: Sample, _ b: Sample, _ probes: [Sample], known: [Sample], _ run: Run
    ) throws(RequestError) -> Sample? {
        let hair = (b.offset - a.offset) * 1e-6
        for kink in known where try follows(component, a, kink, b, hair: hair, run) != nil { return kink }
        let nearA = try run.sample(a.offset + hair)
        let nearB = try run.sample(b.offset - hair)
        for (left, right) in [((a, probes[0]), (probes[2], b)), ((a, probes[0]), (nearB, b)), ((a, nearA), (probes[2], b))] {
            guard let corner = Self.corner(left, right, component), corner > a.offset, corner < b.offset else { continue }
            let kink = try run.sample(corner)
            guard Self.isExact(kink.values[component], Self.chord(left.0, left.1, component, at: corner)),
                  let (before, after) = try follows(component, a, kink, b, hair: hair, run) else { continue }
            // Lines from short baselines meet a little off the corner: the longest ones on either side place it to rounding.
            guard let refined = Self.corner((a, before), (after, b), component), refined > a.offset, refined < b.offset,
                  refined != corner else { return kink }
            let exact = try run.sample(refined)
            return Self.isExact(exact.values[component], Self.chord(a, before, component, at: refined)) ? exact : kink
        }
        return nil
    }

    /// The samples halfway to either end, if the component follows the line from `a` to `kink` up to it and from `kink`
    /// to `b` after it: halfway, and right beside the corner (where a second kink close by, whose lines met here, shows).
    private func follows(
        _ component: Int, _ a: Sample, _ kink: Sample, _ b: Sample, hair: Double, _ run: Run
    ) throws(RequestError) -> (before: Sample, after: Sample)? {
        var checks: [Sample] = []
        for (offset, isBefore) in [((a.offset + kink.offset) / 2, true), (kink.offset - hair, true),
                                   (kink.offset + hair, false), ((kink.offset + b.offset) / 2, false)] {
            let check = try run.sample(offset)
            let line = isBefore ? Self.chord(a, kink, component, at: offset) : Self.chord(kink, b, component, at: offset)
            guard Self.isExact(check.values[component], line) else { return nil }
            checks.append(check)
        }
        return (checks[0], checks[3])
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

    /// The value at `offset` of the line through `a` and `b`, for one component.
    static func chord(_ a: Sample, _ b: Sample, _ component: Int, at offset: Double) -> Double {
        // Guarded denominator: samples are strictly increasing in offset.
        a.values[component] + (b.values[component] - a.values[component]) * (offset - a.offset) / (b.offset - a.offset)
    }

    /// Equal up to rounding: what "exact" means for a piecewise-linear property.
    static func isExact(_ value: Double, _ expected: Double) -> Bool {
        abs(value - expected) <= 1e-10 * max(1, abs(value), abs(expected))
    }
}
