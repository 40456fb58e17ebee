/// How a scene shows an offset past either end of its scroll range.
///
/// `none` (the default) shows the offset as it is. `rubberBand` treats the offset as the finger's raw travel and
/// shows it damped as UIKit does: past the start by x = −offset the content is displaced by
/// b = (1 − 1 / (x·c / d + 1))·d, with c the coefficient and d the viewport's length along the axis; past the end
/// likewise with x = offset − maxOffset. b grows continuously from 0 and stays below d.
public struct Overscroll: Hashable, Sendable, Codable, WireRecord {
    /// How the over-scrolled part of an offset is shown.
    public enum Model: String, Hashable, Sendable, Codable, WireField {
        /// As it is.
        case none
        /// Damped like UIKit's rubber band.
        case rubberBand
    }

    /// The model; `none` by default.
    public var model: Model
    /// The rubber band's coefficient c; 0.55 (UIKit's) by default. Greater than 0.
    public var coefficient: Double

    /// Creates an over-scroll model with the contract's defaults.
    public init(model: Model = .none, coefficient: Double = 0.55) {
        self.model = model
        self.coefficient = coefficient
    }

    /// Every member at its default.
    @inlinable
    public static var unread: Overscroll { Overscroll() }

    /// A model's members; both have defaults.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of overscroll: inout Overscroll, _ list: inout List) throws(List.Failure) {
        try list.member("model", &overscroll.model)
        try list.member("coefficient", &overscroll.coefficient)
    }

    /// The offset the content shows for the raw `offset`, in a range [0, `maxOffset`] seen through `length` points.
    public func displayed(_ offset: Double, maxOffset: Double, length: Double) -> Double {
        guard model == .rubberBand else { return offset }
        if offset < 0 { return -band(-offset, length: length) }
        if offset > maxOffset { return maxOffset + band(offset - maxOffset, length: length) }
        return offset
    }

    /// The raw offset that shows `shown`, the inverse of ``displayed(_:maxOffset:length:)``: ±infinity for a
    /// displacement the band never reaches (d or more past an end).
    public func raw(showing shown: Double, maxOffset: Double, length: Double) -> Double {
        guard model == .rubberBand, length > 0 else { return shown }
        if shown < 0 { return -travel(-shown, length: length) }
        if shown > maxOffset { return maxOffset + travel(shown - maxOffset, length: length) }
        return shown
    }

    /// x = (d / c)·(1 / (1 − b / d) − 1), the raw over-scroll that shows b ≥ 0 through d = `length` > 0.
    private func travel(_ band: Double, length: Double) -> Double {
        guard band < length else { return .infinity }
        return length / coefficient * (1 / (1 - band / length) - 1)
    }

    /// b = (1 − 1 / (x·c / d + 1))·d for a raw over-scroll x ≥ 0 through d = `length` (> 0 for a validated scene).
    func band(_ travel: Double, length: Double) -> Double {
        // Guarded denominator: x·c / d ≥ 0, so the divisor is at least 1; a length of 0 shows no displacement.
        guard length > 0 else { return 0 }
        return (1 - 1 / (travel * coefficient / length + 1)) * length
    }
}
