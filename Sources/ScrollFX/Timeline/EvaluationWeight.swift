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

