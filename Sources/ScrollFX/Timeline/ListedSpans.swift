/// Where an item is listed over a fit's offsets: the spans where both its overlaps with its window are positive, and
/// its fit cut to them.
enum ListedSpans {
    typealias Sample = PiecewiseLinearFit.Sample


    /// Each component's breakpoints cut to the offsets where the item is listed, with a sample at every listing edge.
    static func listed(_ breakpoints: [[Sample]], evaluate: (Double) throws(RequestError) -> [Double]) throws(RequestError) -> [[Sample]] {
        cut(breakpoints, to: try spans(breakpoints, evaluate: evaluate))
    }

    /// Where the item is listed, from the breakpoints of its two overlaps: each span from the sample where it starts
    /// (the first breakpoint, or a solved listing edge) to the one where it ends.
    static func spans(
        _ breakpoints: [[Sample]], evaluate: (Double) throws(RequestError) -> [Double]
    ) throws(RequestError) -> [(start: Sample, end: Sample)] {
        // The listing can only change between consecutive breakpoints of the two overlaps.
        var marks: [Sample] = []
        for mark in (breakpoints[0] + breakpoints[1]).sorted(by: { $0.offset < $1.offset }) where mark.offset != marks.last?.offset {
            marks.append(mark)
        }
        var spans: [(start: Sample, end: Sample)] = []
        var start = isListed(marks[0]) ? marks[0] : nil
        for (previous, next) in zip(marks, marks.dropFirst()) where isListed(previous) != isListed(next) {
            if let open = start {
                spans.append((open, try edge(inside: previous, outside: next, evaluate: evaluate)))
                start = nil
            } else {
                start = try edge(inside: next, outside: previous, evaluate: evaluate)
            }
        }
        if let open = start, let last = marks.last { spans.append((open, last)) }
        return spans
    }

    /// Each component's breakpoints within `spans`, each span's ends included.
    static func cut(_ breakpoints: [[Sample]], to spans: [(start: Sample, end: Sample)]) -> [[Sample]] {
        breakpoints.map { samples in
            var kept: [Sample] = []
            kept.reserveCapacity(samples.count + 2 * spans.count)
            for span in spans {
                kept.append(span.start)
                for sample in samples where sample.offset > span.start.offset && sample.offset < span.end.offset { kept.append(sample) }
                if span.end.offset > span.start.offset { kept.append(span.end) }
            }
            return kept
        }
    }

    /// Whether the item is listed at a sample: both of its overlaps with its window are positive.
    static func isListed(_ sample: Sample) -> Bool { sample.values[0] > 0 && sample.values[1] > 0 }

    /// Where the listing changes between a listed and an unlisted sample: the offset where the overlap that is not
    /// positive outside crosses 0, to rounding. A chord step finds it at once where the overlap is linear; halving
    /// in between keeps a curved overlap from stalling the search.
    private static func edge(inside: Sample, outside: Sample, evaluate: (Double) throws(RequestError) -> [Double]) throws(RequestError) -> Sample {
        var (inside, outside) = (inside, outside)
        let component = outside.values[0] > 0 ? 1 : 0
        // Rounding noise of an overlap: coordinates are of the offset's size.
        func isZero(_ sample: Sample) -> Bool { abs(sample.values[component]) <= 1e-11 * max(1, abs(sample.offset)) }
        if isZero(outside) { return outside }
        for step in 0..<200 {
            let (a, b) = (inside.offset, outside.offset)
            let (va, vb) = (inside.values[component], outside.values[component])
            let middle = (a + b) / 2
            guard middle != a, middle != b else { break }
            // Guarded denominator: va > 0 ≥ vb.
            let chord = a + (b - a) * va / (va - vb)
            let offset = step.isMultiple(of: 2) && chord != a && chord != b ? chord : middle
            let sample = Sample(offset: offset, values: try evaluate(offset))
            if isZero(sample) { return sample }
            if isListed(sample) { inside = sample } else { outside = sample }
        }
        return outside
    }
}
