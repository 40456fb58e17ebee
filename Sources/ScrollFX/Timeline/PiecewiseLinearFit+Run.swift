extension PiecewiseLinearFit {
    /// The evaluations of one fit, each offset evaluated once while it is held, and every component's breakpoints so far.
    ///
    /// A segment is refined depth first: once it is done, what it sampled is needed again only if another group of
    /// components refines the same stretch, and then it is evaluated again. So the fit lets go of a finished segment's
    /// samples that no component keeps: it holds its breakpoints and the samples along one path of segments, not
    /// every evaluation it made.
    final class Run {
        let evaluate: (Double) throws(RequestError) -> [Double]
        /// Called once for each evaluation let go of.
        let release: () -> Void
        private var evaluated: [Double: [Double]] = [:]
        /// The offsets evaluated and still held, in the order they were first evaluated.
        private var taken: [Double] = []
        /// The offsets of samples some component keeps as a breakpoint.
        private var kept: Set<Double> = []
        var breakpoints: [[Sample]] = []

        init(evaluate: @escaping (Double) throws(RequestError) -> [Double], release: @escaping () -> Void) {
            (self.evaluate, self.release) = (evaluate, release)
        }

        /// The sample at `offset`, evaluated unless it is held.
        func sample(_ offset: Double) throws(RequestError) -> Sample {
            if let values = evaluated[offset] { return Sample(offset: offset, values: values) }
            let values = try evaluate(offset)
            evaluated[offset] = values
            taken.append(offset)
            return Sample(offset: offset, values: values)
        }

        /// Appends `sample` to the breakpoints of `components`.
        func keep(_ sample: Sample, for components: [Int]) {
            for component in components { breakpoints[component].append(sample) }
            kept.insert(sample.offset)
        }

        /// Where the samples taken from now on start, for ``forget(since:)``.
        var mark: Int { taken.count }

        /// Lets go of the samples taken since `mark` that no component keeps.
        func forget(since mark: Int) {
            guard mark < taken.count else { return }
            for offset in taken[mark...] where !kept.contains(offset) {
                evaluated[offset] = nil
                release()
            }
            taken.removeSubrange(mark...)
        }
    }
}
