/// One compile's budget, shared by every fit: the evaluations spent so far and the most it may spend, the values
/// its fits hold at once and the most they may, and the caller's wish to stop.
final class EvaluationBudget {
    var evaluations = 0
    let maxEvaluations: Int
    /// The values the fits in progress (and the fits a section keeps for its columns) hold.
    private(set) var held = 0
    /// Whether the fit in progress has counted its lists of breakpoints.
    private var listsCounted = false
    let maxHeld: Int
    let shouldStop: () -> Bool

    init(maxEvaluations: Int, maxHeld: Int = TimelineCompiler.defaultMaxHeldValues, shouldStop: @escaping () -> Bool = { false }) {
        (self.maxEvaluations, self.maxHeld, self.shouldStop) = (maxEvaluations, maxHeld, shouldStop)
    }

    /// Whether the compile must stop: over budget, or asked to.
    var isExhausted: Bool { evaluations > maxEvaluations || shouldStop() }

    /// Counts one evaluation of an element tree of `weight` (an item and its layers) for `place`, held until the fit
    /// that asked for it lets go of it (``release(_:)``) or is done; throws the refusal naming the budget and
    /// `place` once either budget is spent.
    func charge(_ weight: EvaluationWeight, for place: @autoclosure () -> String) throws(RequestError) {
        evaluations = evaluations.saturatingAdding(weight.cost)
        // Each element's properties, the item's overlaps and cover gaps, and the array and its place in the fit; at
        // a fit's first evaluation also its list of breakpoints per property (a header and a first place).
        let properties = weight.elements.saturatingMultiplied(by: ElementProperties.names.count)
        held = held.saturatingAdding(listsCounted ? properties : properties.saturatingMultiplied(by: 7)).saturatingAdding(16)
        listsCounted = true
        guard !isExhausted else { throw Self.overBudget(maxEvaluations, at: place()) }
        guard held <= maxHeld else {
            throw RequestError(pointer: "/to", reason: "the timeline would hold more than \(maxHeld) property values at once (\(place())); "
                             + "narrow the range, raise the tolerance or use fewer layers")
        }
    }

    /// Lets go of one evaluation of `weight` that a fit no longer holds (``PiecewiseLinearFit/Run``).
    func release(_ weight: EvaluationWeight) {
        held -= min(held, weight.elements.saturatingMultiplied(by: ElementProperties.names.count).saturatingAdding(16))
    }

    /// Throws the refusal naming the budget and `place` when `evaluations` more evaluations of `weight` would spend
    /// it: work counted before it is enumerated (a staircase's jumps).
    func foresee(_ evaluations: Double, of weight: EvaluationWeight, for place: @autoclosure () -> String) throws(RequestError) {
        guard evaluations * Double(weight.cost) <= Double(maxEvaluations - self.evaluations) else {
            throw Self.overBudget(maxEvaluations, at: place())
        }
    }

    /// Throws the refusal naming the budget and `place` once the compile must stop, between steps that evaluate
    /// nothing but take time (moving a column's fit to an item, making an item's tracks).
    func check(at place: @autoclosure () -> String) throws(RequestError) {
        guard !isExhausted else { throw Self.overBudget(maxEvaluations, at: place()) }
    }

    /// The result of `fit`, a fit whose evaluations are let go once it returns (its caller keeps only keyframes).
    func releasing<T>(_ fit: () throws(RequestError) -> T) throws(RequestError) -> T {
        let (mark, counted) = (held, listsCounted)
        listsCounted = false
        defer { (held, listsCounted) = (mark, counted) }
        return try fit()
    }

    /// The refusal of a timeline over its evaluation budget, naming the budget and where it ran out.
    static func overBudget(_ maxEvaluations: Int, at place: String) -> RequestError {
        RequestError(pointer: "/to", reason: "the timeline needs more than \(maxEvaluations) evaluations of elements and effects (\(place)); "
                   + "narrow the range or raise the tolerance")
    }
}
