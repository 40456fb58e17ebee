extension EasedPlan {
    typealias Sample = PiecewiseLinearFit.Sample

    /// An item's listed fit with this plan's jumps and eased stretches in place: each jump's two samples at the offset
    /// it sits at (the value before it, then the value from it on), and each property of a stretch's element that
    /// is v₀ + (v₁ − v₀)·E(q) there, q the stretch's own progress, as one sample with that easing and one at the end.
    ///
    /// A stretch is taken only where the property follows its easing to 1e-9 of its values at every sample the fit
    /// kept inside (a staircase's own jumps aside) and at ``probes(of:)``: elsewhere (another varying term, an input
    /// that is not affine in the offset) the fit's samples stay, within the tolerance.
    func applied(to listed: [[Sample]], evaluate: (Double) throws(RequestError) -> [Double]) throws(RequestError) -> [[Sample]] {
        guard !splits.isEmpty, !listed.isEmpty else { return listed }
        var components = listed.indices.map { component in Self.jumping(listed[component], component, jumps: jumps) }
        let count = ElementProperties.names.count
        for stretch in stretches {
            let range = (2 + stretch.element * count)..<(2 + (stretch.element + 1) * count)
            guard range.upperBound <= components.count else { continue }
            let probes = try Self.probes(of: stretch.easing).map { q throws(RequestError) in
                (q: q, values: try evaluate(stretch.lower + q * (stretch.upper - stretch.lower)))
            }
            for property in stretch.properties {
                Self.merge(&components[range.lowerBound + property], range.lowerBound + property, stretch, probes: probes)
            }
        }
        return components
    }

    /// One component's samples with each jump it makes at one offset: the sample just before the jump moved to the
    /// offset of the one after it. A component that does not jump there (it goes on along its line across the
    /// hair between the two) keeps both samples where they are, for ``Keyframes/minimal(_:easings:)`` to drop.
    static func jumping(_ samples: [Sample], _ component: Int, jumps: [Double: Double]) -> [Sample] {
        var kept: [Sample] = []
        kept.reserveCapacity(samples.count)
        for (index, sample) in samples.enumerated() {
            // What a fit probed between a jump's two sides lies before the side it now shares an offset with.
            if let last = kept.last, sample.offset < last.offset { continue }
            guard let at = jumps[sample.offset], let after = samples[(index + 1)...].first(where: { $0.offset >= at }), after.offset == at else {
                kept.append(sample)
                continue
            }
            // The line through the sample before (or, at the start, the one after the jump and the next) predicts the other side.
            let (value, next) = (sample.values[component], after.values[component])
            let neighbour = kept.last ?? samples[(index + 1)...].first { $0.offset > at }
            if let neighbour {
                // Guarded denominator: the neighbour lies apart from both sides.
                let slope = neighbour.offset < sample.offset
                    ? (value - neighbour.values[component]) / (sample.offset - neighbour.offset)
                    : (neighbour.values[component] - next) / (neighbour.offset - at)
                if PiecewiseLinearFit.isExact(next, value + slope * (at - sample.offset)) {
                    kept.append(sample)
                    continue
                }
            }
            var moved = sample
            moved.offset = at
            kept.append(moved)
        }
        return kept
    }

    /// Where a stretch is checked, as its progress q: quarter points of a curve; of a staircase, a quarter and three
    /// quarters into its first and last steps (one level each, so a term that moves inside a step shows) and the
    /// middle of its middle step, away from any jump.
    static func probes(of easing: Easing) -> [Double] {
        guard case .steps(let count, _) = easing else { return [0.25, 0.5, 0.75] }
        let n = Double(count)
        return Set([0.25, 0.75, (n / 2).rounded(.down) + 0.5, n - 0.75, n - 0.25]).sorted().map { $0 / n }
    }

    /// One component's samples with `stretch` eased, when the component follows it (see ``applied(to:evaluate:)``).
    private static func merge(
        _ samples: inout [Sample], _ component: Int, _ stretch: Stretch,
        probes: [(q: Double, values: [Double])]
    ) {
        // The stretch starts after any jump at its start and ends before any at its end.
        guard let start = samples.lastIndex(where: { $0.offset == stretch.lower }),
              let end = samples.firstIndex(where: { $0.offset == stretch.upper }), start < end else { return }
        let easing = stretch.easing
        var (v0, v1) = (samples[start].values[component], samples[end].values[component])
        // A staircase's v₀ and v₁ are its values at E = 0 and 1, which its ends need not show (jump-start shows
        // more at its start; reversed, a jump-end's end shows the level before it): from two probes on different levels.
        if case .steps = easing, let low = probes.first, let high = probes.last {
            let (e0, e1) = (easing(low.q), easing(high.q))
            if e0 != e1 {
                // Guarded denominator: the levels differ.
                let change = (high.values[component] - low.values[component]) / (e1 - e0)
                v0 = low.values[component] - change * e0
                v1 = v0 + change
            } else if e0 < 1 {
                // One level inside (steps(1, jump-end)): v₀ is it, v₁ what the end shows.
                v0 = low.values[component]
            } else if start > 0, samples[start - 1].offset == stretch.lower {
                // steps(1, jump-start) shows v₁ throughout: v₀ is the value before its start.
                v0 = samples[start - 1].values[component]
            }
        }
        let change = v1 - v0
        let scale = 1e-9 * max(1, abs(v0), abs(v1))
        guard abs(change) > scale else { return }
        func follows(_ q: Double, _ value: Double) -> Bool { abs(value - (v0 + change * easing(q))) <= scale }
        let span = stretch.upper - stretch.lower
        // A staircase's samples right at its own jumps may show either side; every other sample inside must follow.
        func isAtJump(_ q: Double) -> Bool { easing(q - 1e-7) != easing(q + 1e-7) }
        // Guarded denominator: a stretch's ends differ.
        guard probes.allSatisfy({ follows($0.q, $0.values[component]) }),
              samples[(start + 1)..<end].allSatisfy({ sample in
                  let q = (sample.offset - stretch.lower) / span
                  return isAtJump(q) || follows(q, sample.values[component])
              })
        else { return }
        // Where the start shows other than v₀ (a staircase already up a level there) and nothing before it at that
        // offset says what comes before, the value shown keeps its place as the end of what comes before.
        let shown = samples[start]
        let before = PiecewiseLinearFit.isExact(shown.values[component], v0) || (start > 0 && samples[start - 1].offset == stretch.lower)
            ? [] : [Sample(offset: shown.offset, values: shown.values)]
        var first = shown
        first.values[component] = v0
        first.easing = easing
        // Where the end shows other than v₁ (the level after a reversed jump-end), a jump there: v₁, then what it shows.
        var last = samples[end]
        last.values[component] = v1
        let after = PiecewiseLinearFit.isExact(samples[end].values[component], v1) ? [] : [last]
        samples.replaceSubrange(start..<end, with: before + [first] + after)
    }
}
