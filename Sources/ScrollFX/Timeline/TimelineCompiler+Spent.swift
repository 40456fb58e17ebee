extension TimelineCompiler {
    /// The most property values the evaluations of one compile may hold at once by default: 2,000,000 values, about
    /// 16 MB. A fit keeps the evaluations of its item (each of its elements' 13 properties) that are breakpoints or lie
    /// on the stretch it is refining (``PiecewiseLinearFit/Run``), and a list of breakpoints per property (about six
    /// values' worth each).
    public static let defaultMaxHeldValues = 2_000_000

    /// One compile's budget, shared by every fit: the evaluations spent so far and the most it may spend, the values
    /// its fits hold at once and the most they may, and the caller's wish to stop.
    final class Spent {
        var evaluations = 0
        let maxEvaluations: Int
        /// The values the fits in progress (and the fits a section keeps for its columns) hold.
        private(set) var held = 0
        /// Whether the fit in progress has counted its lists of breakpoints.
        private var listsCounted = false
        let maxHeld: Int
        let shouldStop: () -> Bool

        init(maxEvaluations: Int, maxHeld: Int = defaultMaxHeldValues, shouldStop: @escaping () -> Bool = { false }) {
            (self.maxEvaluations, self.maxHeld, self.shouldStop) = (maxEvaluations, maxHeld, shouldStop)
        }

        /// Whether the compile must stop: over budget, or asked to.
        var isExhausted: Bool { evaluations > maxEvaluations || shouldStop() }

        /// Counts one evaluation of an element tree of `weight` (an item and its layers) for `place`, held until the fit
        /// that asked for it lets go of it (``release(_:)``) or is done; throws the refusal naming the budget and
        /// `place` once either budget is spent.
        func charge(_ weight: EvaluationWeight, for place: @autoclosure () -> String) throws(SceneError) {
            evaluations = evaluations.saturatingAdding(weight.cost)
            // Each element's properties, the item's overlaps and cover gaps, and the array and its place in the fit; at
            // a fit's first evaluation also its list of breakpoints per property (a header and a first place).
            let properties = weight.elements.saturatingMultiplied(by: ElementProperties.names.count)
            held = held.saturatingAdding(listsCounted ? properties : properties.saturatingMultiplied(by: 7)).saturatingAdding(16)
            listsCounted = true
            guard !isExhausted else { throw TimelineCompiler.overBudget(maxEvaluations, at: place()) }
            guard held <= maxHeld else {
                throw SceneError(pointer: "/to", reason: "the timeline would hold more than \(maxHeld) property values at once (\(place())); "
                                 + "narrow the range, raise the tolerance or use fewer layers")
            }
        }

        /// Lets go of one evaluation of `weight` that a fit no longer holds (``PiecewiseLinearFit/Run``).
        func release(_ weight: EvaluationWeight) {
            held -= min(held, weight.elements.saturatingMultiplied(by: ElementProperties.names.count).saturatingAdding(16))
        }

        /// Throws the refusal naming the budget and `place` when `evaluations` more evaluations of `weight` would spend
        /// it: work counted before it is enumerated (a staircase's jumps).
        func foresee(_ evaluations: Double, of weight: EvaluationWeight, for place: @autoclosure () -> String) throws(SceneError) {
            guard evaluations * Double(weight.cost) <= Double(maxEvaluations - self.evaluations) else {
                throw TimelineCompiler.overBudget(maxEvaluations, at: place())
            }
        }

        /// The result of `fit`, a fit whose evaluations are let go once it returns (its caller keeps only keyframes).
        /// Throws the refusal naming the budget and `place` once the compile must stop, between steps that evaluate
        /// nothing but take time (moving a column's fit to an item, making an item's tracks).
        func check(at place: @autoclosure () -> String) throws(SceneError) {
            guard !isExhausted else { throw TimelineCompiler.overBudget(maxEvaluations, at: place()) }
        }

        func releasing<T>(_ fit: () throws(SceneError) -> T) throws(SceneError) -> T {
            let (mark, counted) = (held, listsCounted)
            listsCounted = false
            defer { (held, listsCounted) = (mark, counted) }
            return try fit()
        }
    }
}

/// What one evaluation of an element tree (an item or a header, and its layers at every depth) weighs: its elements,
/// whose 13 values each a fit may hold, and its cost in time: one for each element and each effect, two for an eased
/// map (measured: a budget spent on eased maps takes about twice as long as one spent on elements).
struct EvaluationWeight {
    let elements: Int
    let effects: Int

    /// The evaluation budget it spends.
    var cost: Int { elements.saturatingAdding(effects) }

    /// The weight of an element with `effects` and `layers`.
    init(effects own: [Effect]?, layers: [Layer]?) {
        let layers = ElementProperties.layers(layers ?? [])
        elements = 1 + layers.count
        func cost(_ effects: [Effect]) -> Int {
            effects.reduce(0) { total, effect in
                if case .map(let map) = effect, map.isEased { total.saturatingAdding(2) } else { total.saturatingAdding(1) }
            }
        }
        effects = layers.reduce(cost(own ?? [])) { $0.saturatingAdding(cost($1.layer.effects)) }
    }
}

