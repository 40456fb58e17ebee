/// Equal runs of `length`, `spacing` apart from `origin`: the arithmetic behind uniform lists, grids and carousels.
struct StrideLayout: Sendable {
    var origin: Double
    var length: Double
    var spacing: Double
    var count: Int

    /// From one run's start to the next: length + spacing.
    var stride: Double { length + spacing }

    /// The start of run `index` (any integer: the runs of a looping carousel repeat both ways).
    func start(_ index: Int) -> Double { origin + Double(index) * stride }

    /// From the first run's start to the last run's end: count·length + (count − 1)·spacing, 0 with no runs.
    var extent: Double { count == 0 ? 0 : Double(count) * length + Double(count - 1) * spacing }

    /// The runs that may overlap [lower, upper] with positive length.
    func candidates(from lower: Double, to upper: Double) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        // Runs of no length are still candidates: an effect may lengthen them (the caller widens the window by as
        // much). With no stride at all every run starts at the origin.
        guard stride > 0 else { return lower <= origin && origin <= upper ? 0..<count : 0..<0 }
        let (first, last) = span(from: lower, to: upper)
        let lowerIndex = Int.clamped(first, to: 0...count)
        return lowerIndex..<max(lowerIndex, Int.clamped(last + 1, to: 0...count))
    }

    /// The runs, repeated without end both ways, that may overlap [lower, upper]: a looping carousel's virtual items.
    /// Validation keeps their indices within ±2⁵³ (``repeatingIndicesAreExact(from:to:)``); beyond, they are clamped.
    func repeatingCandidates(from lower: Double, to upper: Double) -> Range<Int> {
        // Validation keeps a looping carousel's stride above 0.
        guard stride > 0 else { return 0..<0 }
        let (first, last) = span(from: lower, to: upper)
        guard first <= last else { return 0..<0 }
        let bounds = -exactIndexLimit...exactIndexLimit
        return Int.clamped(first, to: bounds)..<(Int.clamped(last, to: bounds) + 1)
    }

    /// Whether every repeated run that may overlap [lower, upper] has an index within ±2⁵³.
    func repeatingIndicesAreExact(from lower: Double, to upper: Double) -> Bool {
        guard stride > 0 else { return true }
        let (first, last) = span(from: lower, to: upper)
        return abs(first) <= Double(exactIndexLimit) && abs(last) <= Double(exactIndexLimit)
    }

    /// The first and last k whose run [origin + k·stride, origin + k·stride + length] may overlap [lower, upper],
    /// unbounded by `count`. Guarded denominator: the callers see stride > 0.
    private func span(from lower: Double, to upper: Double) -> (first: Double, last: Double) {
        (((lower - origin - length) / stride).rounded(.down) + 1, ((upper - origin) / stride).rounded(.up) - 1)
    }
}
