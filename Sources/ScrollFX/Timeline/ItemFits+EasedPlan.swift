/// Where an item's eased maps put keyframes: the plan its fit follows (``EasedPlan``).
extension ItemFits {
    /// The maps with an eased segment of a section's items: each with its element and its place among the maps
    /// ``FrameBuilder/mapInputs(_:of:in:)`` reads.
    func easedMaps(section: Int) -> [(element: Int, input: Int, map: MapEffect)] {
        let spec = windows.builder.layout.placements[section].section
        var maps: [(element: Int, input: Int, map: MapEffect)] = []
        var input = 0
        for (element, (_, effects)) in ElementProperties.effects(spec.effects, layers: spec.layers).enumerated() {
            for case .map(let map) in effects {
                if map.isEased { maps.append((element, input, map)) }
                input += 1
            }
        }
        return maps
    }

    /// The item's eased plan over [lower, upper]: its maps' inputs are read at the ends of each piece between `kinks`
    /// (where the item's motion may change speed) and its middle; an input affine there (to 1e-9) is solved for its
    /// keyframes and jumps directly, any other (taken as monotone) by 60 halvings. Every reading is charged to the budget.
    func easedPlan(
        section: Int, item: Int, from lower: Double, to upper: Double, kinks: [Double]
    ) throws(RequestError) -> EasedPlan {
        let maps = easedMaps(section: section)
        guard !maps.isEmpty, lower < upper else { return EasedPlan() }
        let placement = windows.builder.layout.placements[section]
        let weight = windows.weight(section: section)
        let place = { "item \(item) of section \"\(placement.section.id)\"" }
        func inputs(_ offset: Double) throws(RequestError) -> [Double] {
            try budget.charge(weight, for: place())
            return windows.builder.mapInputs(item, of: placement, in: windows.itemSpace(section: section, source: range.source, offset: offset))
        }
        let ends = [lower] + Set(kinks.filter { $0 > lower && $0 < upper }).sorted() + [upper]
        return try budget.releasing { () throws(RequestError) in
            var plan = EasedPlan()
            var before = try inputs(lower)
            for (a, b) in zip(ends, ends.dropFirst()) {
                let after = try inputs(b)
                let middle = try inputs((a + b) / 2)
                for (element, index, map) in maps {
                    let (start, end) = (before[index], after[index])
                    let isAffine = abs(middle[index] - (start + end) / 2) <= 1e-9 * max(1, abs(start), abs(end))
                    let piece = EasedPlan.InputPiece(lower: a, upper: b, start: start, end: end, isAffine: isAffine) { offset throws(RequestError) in
                        try inputs(offset)[index]
                    }
                    try plan.add(map, element: element, on: piece) { count throws(RequestError) in
                        try budget.foresee(count * (isAffine ? 2 : 122), of: weight, for: place())
                    }
                }
                before = after
            }
            return plan
        }
    }
}
