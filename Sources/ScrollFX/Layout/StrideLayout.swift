/// Equal runs of `length`, `spacing` apart from `origin`: the arithmetic behind uniform lists, grids and carousels.
struct StrideLayout: Sendable {
    var origin: Double
    var length: Double
    var spacing: Double
    var count: Int

    /// The start of run `index`.
    func start(_ index: Int) -> Double { origin + Double(index) * (length + spacing) }

    /// From the first run's start to the last run's end: count·length + (count − 1)·spacing, 0 with no runs.
    var extent: Double { count == 0 ? 0 : Double(count) * length + Double(count - 1) * spacing }

    /// The runs that may overlap [lower, upper] with positive length.
    func candidates(from lower: Double, to upper: Double) -> Range<Int> {
        let stride = length + spacing
        guard count > 0 else { return 0..<0 }
        // Runs of no length are still candidates: an effect may lengthen them (the caller widens the window by as
        // much). With no stride at all every run starts at the origin. Guarded denominator below: stride > 0.
        guard stride > 0 else { return lower <= origin && origin <= upper ? 0..<count : 0..<0 }
        // Run i spans [origin + i·stride, origin + i·stride + length].
        let first = ((lower - origin - length) / stride).rounded(.down) + 1
        let last = ((upper - origin) / stride).rounded(.up) - 1
        let lowerIndex = Int(min(max(first, 0), Double(count)))
        let upperIndex = Int(min(max(last + 1, 0), Double(count)))
        return lowerIndex..<max(lowerIndex, upperIndex)
    }
}
