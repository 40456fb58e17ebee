/// One place a fling may rest, in its container's offset space.
struct SnapStop: Equatable {
    var position: Double
    var index: Int?
    var section: String?
    /// In a looping carousel, the virtual index of the stop (`index` is it mod count).
    var virtualIndex: Int?
}

/// A run of stops whose positions never decrease with k, searched by bisection.
struct SnapStopRun {
    var count: Int
    var position: (Int) -> Double
    var index: (Int) -> Int?
    var section: String?
    /// The virtual index of stop k, in a looping carousel.
    var virtualIndex: (Int) -> Int? = { _ in nil }

    private func stop(_ k: Int) -> SnapStop {
        SnapStop(position: position(k), index: index(k), section: section, virtualIndex: virtualIndex(k))
    }

    /// The first k whose position satisfies `isAfter` (which holds for a suffix of the run).
    private func first(where isAfter: (Double) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(position(middle)) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The stop nearest `target`; ties go to the lower one.
    func nearest(to target: Double) -> SnapStop? {
        guard count > 0 else { return nil }
        let k = first { $0 >= target }
        if k == 0 { return stop(0) }
        if k == count { return stop(count - 1) }
        return target - position(k - 1) <= position(k) - target ? stop(k - 1) : stop(k)
    }

    /// The first stop strictly after `target`.
    func after(_ target: Double) -> SnapStop? {
        let k = first { $0 > target }
        return k < count ? stop(k) : nil
    }

    /// The last stop strictly before `target`.
    func before(_ target: Double) -> SnapStop? {
        let k = first { $0 >= target }
        return k > 0 ? stop(k - 1) : nil
    }
}

extension [SnapStopRun] {
    /// The stop nearest `target` over every run; ties go to the lower position, then the earlier run.
    func nearest(to target: Double) -> SnapStop? {
        compactMap { $0.nearest(to: target) }.closest(to: target)
    }

    /// The stop nearest `projected` among the one nearest `from` and its two neighbours.
    func nearest(to projected: Double, oneStepFrom from: Double) -> SnapStop? {
        guard let current = nearest(to: from) else { return nil }
        let previous = compactMap { $0.before(current.position) }.max { $0.position < $1.position }
        let next = compactMap { $0.after(current.position) }.min { $0.position < $1.position }
        return [previous, current, next].compactMap { $0 }.closest(to: projected)
    }
}

extension [SnapStop] {
    fileprivate func closest(to target: Double) -> SnapStop? {
        self.enumerated().min { lhs, rhs in
            let (a, b) = (abs(lhs.element.position - target), abs(rhs.element.position - target))
            if a != b { return a < b }
            if lhs.element.position != rhs.element.position { return lhs.element.position < rhs.element.position }
            return lhs.offset < rhs.offset
        }?.element
    }
}
