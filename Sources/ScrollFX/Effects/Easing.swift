/// A timing function of CSS Easing Functions Level 1, as a `map` segment's easing: E(p) for the segment's progress p.
///
/// `steps` never sets CSS's before flag (ScrollFX has no animation phases): a value depends on the position alone.
/// Outside [0, 1] (a map's `extend`) a cubic Bézier continues along CSS's tangent lines and a staircase goes on.
public enum Easing: Hashable, Sendable {
    /// E(p) = p.
    case linear
    /// The curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2); x1 and x2 in [0, 1].
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// `count` steps (at least 1; 2 with `jumpNone`) with their jumps where `position` says.
    case steps(count: Int, position: StepPosition)

    /// Where a staircase jumps.
    public enum StepPosition: String, Hashable, Sendable, CaseIterable {
        case jumpStart = "jump-start", jumpEnd = "jump-end", jumpNone = "jump-none", jumpBoth = "jump-both"
    }

    /// `ease`, `ease-in`, `ease-out` and `ease-in-out`, as CSS defines them.
    public static let ease = cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    public static let easeIn = cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// E(p): exact at 0 and 1 for a curve; within 1e-12 of the curve's t elsewhere in [0, 1].
    public func callAsFunction(_ p: Double) -> Double {
        switch self {
        case .linear:
            return p
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return Self.bezier(x1, y1, x2, y2, at: p)
        case .steps(let count, let position):
            let n = Double(count)
            let jumpsAtStart: Double = position == .jumpStart || position == .jumpBoth ? 1 : 0
            let levels = switch position {
            case .jumpStart, .jumpEnd: n
            case .jumpBoth: n + 1
            case .jumpNone: n - 1
            }
            var step = (p * n + 1e-9).rounded(.down) + jumpsAtStart
            if p >= 0, p <= 1 { step = min(max(step, 0), levels) }
            // Guarded denominator: validation keeps n ≥ 2 with jump-none, so levels ≥ 1.
            return step / max(levels, 1)
        }
    }

    /// A cubic Bézier timing function at `p`: CSS's tangent lines outside [0, 1]; inside, y(t*) for the t* with
    /// x(t*) = p, found by 60 halvings of [0, 1] keeping x(lo) < p ≤ x(hi).
    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at p: Double) -> Double {
        if p < 0 {
            if x1 > 0 { return p * y1 / x1 }
            if x2 > 0 { return p * y2 / x2 }
            return 0
        }
        if p > 1 {
            if x2 < 1 { return 1 + (p - 1) * (y2 - 1) / (x2 - 1) }
            if x1 < 1 { return 1 + (p - 1) * (y1 - 1) / (x1 - 1) }
            return 1
        }
        if p == 0 { return 0 }
        if p == 1 { return 1 }
        func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * a + 3 * s * t * t * b + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < p { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    /// The same segment run backwards, E′(q) = 1 − E(1 − q): `cubic-bezier(1 − x2, 1 − y2, 1 − x1, 1 − y1)` (`ease-in`
    /// and `ease-out` swap, exactly; `ease-in-out` and `linear` stay), steps' `jump-start` and `jump-end` swap.
    public var reversed: Easing {
        switch self {
        case .linear, Self.easeInOut: return self
        case Self.easeIn: return .easeOut
        case Self.easeOut: return .easeIn
        case .cubicBezier(let x1, let y1, let x2, let y2): return .cubicBezier(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
        case .steps(let count, .jumpStart): return .steps(count: count, position: .jumpEnd)
        case .steps(let count, .jumpEnd): return .steps(count: count, position: .jumpStart)
        case .steps: return self
        }
    }

    /// The canonical CSS text: a keyword where one names it, else the function with numbers as ScrollFX writes them.
    public var css: String {
        switch self {
        case .linear: return "linear"
        case Self.ease: return "ease"
        case Self.easeIn: return "ease-in"
        case Self.easeOut: return "ease-out"
        case Self.easeInOut: return "ease-in-out"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return "cubic-bezier(" + [x1, y1, x2, y2].map(Self.number).joined(separator: ", ") + ")"
        case .steps(1, .jumpStart): return "step-start"
        case .steps(1, .jumpEnd): return "step-end"
        case .steps(let count, let position):
            return "steps(\(count), \(position.rawValue))"
        }
    }

    /// A number without a trailing `.0` (`0.25`, `1`, `-2.5`, `1e-07`).
    private static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
