/// Where the elements that read their distance from a centre have their centre at their container's: such effects
/// peak there, possibly between any probes a fit would choose.
enum CentreCrossings {
    /// Where, within (lower, upper), each element that `reads` its distance from a centre has its centre at its
    /// container's: `centres` gives each element's signed distance at an offset. Between the `kinks` (where the
    /// element's motion may change speed: where a rubber band starts, where it starts and stops sticking) an element
    /// whose distance changes sign crosses once; where, is solved on `centres` itself, as a layout effect (an eased
    /// size) moves a centre by a curve, and a saturated effect's dip may be narrower than the curve's bow.
    static func find(
        reads: [Bool], from lower: Double, to upper: Double, kinks: [Double], centres: (Double) throws(RequestError) -> [Double]
    ) throws(RequestError) -> [Double] {
        guard reads.contains(true), lower < upper else { return [] }
        let ends = [lower] + Set(kinks.filter { $0 > lower && $0 < upper }).sorted() + [upper]
        var crossings: [Double] = []
        var before = try centres(lower)
        for (start, end) in zip(ends, ends.dropFirst()) {
            let after = try centres(end)
            // Elements at the same distances at both ends usually share a centre (a layer filling its item): an element
            // at 0 where another with its distances crossed needs no search of its own.
            var solved: [[Double]: (offset: Double, distances: [Double])] = [:]
            for element in reads.indices where reads[element] && (before[element] < 0) != (after[element] < 0)
                && before[element] != 0 && after[element] != 0 {
                let ends = [before[element], after[element]]
                if let known = solved[ends], abs(known.distances[element]) <= 1e-9 * max(1, abs(known.offset)) { continue }
                var last: [Double] = []
                let crossing = try crossing((start, before[element]), (end, after[element])) { offset throws(RequestError) in
                    last = try centres(offset)
                    return last[element]
                }
                crossings.append(crossing)
                solved[ends] = (crossing, last)
            }
            before = after
        }
        return crossings
    }

    /// Where `distance`, of opposite signs at `a` and `b`, is 0 (to rounding): regula falsi, with the Illinois step
    /// where one end stays put, so that a curve converges as fast as a line, which its first step solves.
    static func crossing(
        _ a: (offset: Double, distance: Double), _ b: (offset: Double, distance: Double), distance: (Double) throws(RequestError) -> Double
    ) throws(RequestError) -> Double {
        var (a, b) = (a, b)
        // The end the last step moved: -1 for a, 1 for b.
        var moved = 0
        for _ in 0..<100 {
            // Guarded denominator: the two distances have opposite signs.
            let secant = (a.offset * b.distance - b.offset * a.distance) / (b.distance - a.distance)
            let offset = secant > a.offset && secant < b.offset ? secant : (a.offset + b.offset) / 2
            guard offset > a.offset, offset < b.offset else { break }
            let value = try distance(offset)
            if abs(value) <= 1e-9 * max(1, abs(offset)) { return offset }
            if (value < 0) == (a.distance < 0) {
                a = (offset, value)
                if moved == -1 { b.distance /= 2 }
                moved = -1
            } else {
                b = (offset, value)
                if moved == 1 { a.distance /= 2 }
                moved = 1
            }
        }
        return (a.offset + b.offset) / 2
    }

    /// Each element's laid-out centre (the element's, then its layers' depth-first) less its container's, along the
    /// container's axis.
    static func centres(of element: Frame.Item, in space: FrameBuilder.ItemSpace) -> [Double] {
        let axis = space.container.axis
        var centres = [element.frame.mid(axis) - space.container.frame.mid(axis)]
        func visit(_ layers: [Frame.Layer], origin: Double) {
            for layer in layers {
                let start = origin + layer.frame.min(axis)
                centres.append(start + layer.frame.length(axis) / 2 - space.container.frame.mid(axis))
                visit(layer.layers, origin: start)
            }
        }
        visit(element.layers, origin: element.frame.min(axis))
        return centres
    }
}
