@testable import ScrollFX

/// The contract's easing and view ranges (docs/contract.md#easing) written apart from the engine, for agreement tests: a cubic Bézier solved by
/// Newton's method with a bisection fallback (which the contract calls as good as its 60 halvings), steps by the
/// formula, a map's segments and extrapolation, and the named ranges of `progress`.
enum ReferenceEasing {
    /// E(p) for `easing`.
    static func value(_ easing: Easing, _ p: Double) -> Double {
        switch easing {
        case .linear:
            return p
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if p < 0 { return x1 > 0 ? p * y1 / x1 : x2 > 0 ? p * y2 / x2 : 0 }
            if p > 1 { return x2 < 1 ? 1 + (p - 1) * (y2 - 1) / (x2 - 1) : x1 < 1 ? 1 + (p - 1) * (y1 - 1) / (x1 - 1) : 1 }
            if p == 0 || p == 1 { return p }
            // Bernstein form: B(t) = 3a·t(1−t)² + 3b·t²(1−t) + t³, B′(t) = 3a(1−t)² + 6(b − a)t(1−t) + 3(1 − b)t².
            func curve(_ a: Double, _ b: Double, _ t: Double) -> Double { 3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t }
            func slope(_ a: Double, _ b: Double, _ t: Double) -> Double { 3 * a * (1 - t) * (1 - t) + 6 * (b - a) * t * (1 - t) + 3 * (1 - b) * t * t }
            var (low, high, t) = (0.0, 1.0, p)
            for _ in 0..<100 {
                let error = curve(x1, x2, t) - p
                if abs(error) < 1e-15 { break }
                if error < 0 { low = t } else { high = t }
                let step = slope(x1, x2, t)
                let next = step > 1e-12 ? t - error / step : .nan
                t = next > low && next < high ? next : (low + high) / 2
                if high - low < 1e-15 { break }
            }
            return curve(y1, y2, t)
        case .steps(let count, let position):
            let n = Double(count)
            let (jump, levels): (Double, Double) = switch position {
            case .jumpStart: (1, n)
            case .jumpEnd: (0, n)
            case .jumpBoth: (1, n + 1)
            case .jumpNone: (0, n - 1)
            }
            var step = (p * n + 1e-9).rounded(.down) + jump
            if (0...1).contains(p) { step = min(max(step, 0), levels) }
            return step / levels
        }
    }

    /// A map's value at input `x`: segment k for x_k ≤ x < x_{k+1} (the last also at x_last), clamped or extended.
    static func map(_ map: MapEffect, at x: Double) -> Double {
        let keys = map.keyframes
        let last = keys.count - 1
        var input = x
        if map.extrapolate == .clamp {
            if x >= keys[last].input { return keys[last].output }
            input = max(x, keys[0].input)
        }
        var k = 0
        while k < last - 1, input >= keys[k + 1].input { k += 1 }
        let (a, b) = (keys[k], keys[k + 1])
        let p = (input - a.input) / (b.input - a.input)
        return a.output + (b.output - a.output) * value(a.easing ?? map.easing, p)
    }

    /// `progress` of an element starting at `e`, `length` long, in a container starting at `r`, `size` long.
    static func progress(_ map: MapEffect, e: Double, length: Double, r: Double, size: Double) -> Double {
        guard map.range != nil || map.inset != nil else { return size + length > 0 ? (r + size - e) / (size + length) : 0 }
        let (a, b) = (map.inset?.start ?? 0, map.inset?.end ?? 0)
        let visible = size - a - b
        let u = r + size - b - e
        func bounds(_ name: ViewRange.Name) -> (Double, Double) {
            switch name {
            case .cover: (0, visible + length)
            case .contain: (min(length, visible), max(length, visible))
            case .entry: (0, min(length, visible))
            case .exit: (max(length, visible), visible + length)
            case .entryCrossing: (0, length)
            case .exitCrossing: (visible, visible + length)
            }
        }
        let range = map.range ?? ViewRange(.cover)
        let (s, t) = (bounds(range.start.name), bounds(range.end.name))
        let (u0, u1) = (s.0 + range.start.fraction * (s.1 - s.0), t.0 + range.end.fraction * (t.1 - t.0))
        return u1 - u0 <= 1e-9 ? (u < u0 ? 0 : 1) : (u - u0) / (u1 - u0)
    }
}
