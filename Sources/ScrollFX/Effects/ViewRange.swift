/// A `progress` map's range: where on a named view-timeline range (CSS `animation-range`) progress is 0 and 1.
///
/// JSON: a name (`"contain"`, its whole range), or `{"name": "cover", "start": 0, "end": 1}` where `start` and `end`
/// are fractions of `name`'s range or `[name, fraction]` pairs of their own (`{"start": ["entry", 0.25],
/// "end": ["exit", 0.75]}` is CSS's `entry 25% exit 75%`).
public struct ViewRange: Hashable, Sendable, Codable, WireField, WireShape {
    /// CSS's view-timeline range names.
    public enum Name: String, Hashable, Sendable, Codable, CaseIterable, WireField {
        case cover, contain, entry, exit
        case entryCrossing = "entry-crossing", exitCrossing = "exit-crossing"

        /// The range [lo, hi] in u (how far the element's leading edge has travelled past the visibility range's
        /// trailing edge) for an element `length` long and a visibility range `visible` long.
        func span(length: Double, visible: Double) -> (lo: Double, hi: Double) {
            switch self {
            case .cover: (0, visible + length)
            case .contain: (min(length, visible), max(length, visible))
            case .entry: (0, min(length, visible))
            case .exit: (max(length, visible), visible + length)
            case .entryCrossing: (0, length)
            case .exitCrossing: (visible, visible + length)
            }
        }
    }

    /// A point of a named range: lo + fraction·(hi − lo).
    public struct Bound: Hashable, Sendable {
        /// The range it is a fraction of.
        public var name: Name
        /// 0 at the range's start, 1 at its end; may leave [0, 1].
        public var fraction: Double

        /// Creates a bound.
        public init(_ name: Name, _ fraction: Double) {
            self.name = name
            self.fraction = fraction
        }

        /// Where the bound lies in u.
        func position(length: Double, visible: Double) -> Double {
            let (lo, hi) = name.span(length: length, visible: visible)
            return lo + fraction * (hi - lo)
        }
    }

    /// Where progress is 0.
    public var start: Bound
    /// Where progress is 1.
    public var end: Bound

    /// Creates a range from two bounds.
    public init(start: Bound, end: Bound) {
        self.start = start
        self.end = end
    }

    /// The whole of one named range.
    public init(_ name: Name) {
        self.init(start: Bound(name, 0), end: Bound(name, 1))
    }

    /// Progress at `u` for an element `length` long and a visibility range `visible` long: (u − u₀) / (u₁ − u₀),
    /// unclamped; a range of no length (u₁ − u₀ ≤ 1e-9) steps from 0 to 1 at u₀.
    func progress(_ u: Double, length: Double, visible: Double) -> Double {
        let (u0, u1) = (start.position(length: length, visible: visible), end.position(length: length, visible: visible))
        // Guarded denominator: a range shorter than 1e-9 is CSS's zero-length interval.
        guard u1 - u0 > 1e-9 else { return u < u0 ? 0 : 1 }
        return (u - u0) / (u1 - u0)
    }

    /// How much ``progress(_:length:visible:)`` grows as u grows by one point, 1 / (u₁ − u₀); 1e9 for a range of no
    /// length, which steps.
    func progressPerPoint(length: Double, visible: Double) -> Double {
        let (u0, u1) = (start.position(length: length, visible: visible), end.position(length: length, visible: visible))
        // Guarded denominator, as in progress(_:length:visible:).
        return u1 - u0 > 1e-9 ? 1 / (u1 - u0) : 1e9
    }
}
