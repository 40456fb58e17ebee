/// The edges of the number line every request and answer is held within (docs/contract.md#units-spaces-and-offsets).

/// The largest magnitude any number of a scene may have, so that no product or sum of them overflows; every offset
/// `/v1/snap` and `/v1/locate` answer stays within it too, so it can be sent back as a request's offset.
public let sceneNumberLimit = 1e15

/// The largest magnitude of an index or virtual index in an answer: 2⁵³, the last integer from which every smaller
/// one is exact in an IEEE double, which is what a JSON number is to JavaScript.
public let exactIndexLimit = 1 << 53

extension Int {
    /// `value` rounded toward zero and clamped to `bounds`, NaN giving the lower bound: the package's one way from a
    /// `Double` to an `Int`, total on every input.
    package static func clamped(_ value: Double, to bounds: ClosedRange<Int>) -> Int {
        guard value > Double(bounds.lowerBound) else { return bounds.lowerBound }
        guard value < Double(bounds.upperBound) else { return bounds.upperBound }
        // Strictly inside two integers' doubles, so exact: the fallback is never taken.
        return Int(exactly: value.rounded(.towardZero)) ?? bounds.lowerBound
    }

    /// `self` × `other` for counts (not negative), Int.max where the product would overflow: a bound that
    /// saturates still refuses.
    package func saturatingMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }

    /// `self` + `other` for counts (not negative), Int.max where the sum would overflow.
    package func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
