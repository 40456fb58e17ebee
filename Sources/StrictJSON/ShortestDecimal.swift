/// The shortest decimal that reads back as a given double, the closest to it of those (the even one on a tie): the
/// digits Swift's `description` writes, found by Schubfach (Raffaello Giulietti, "The Schubfach way to render
/// doubles", 2020) in a few 128-bit products, without allocating.
///
/// The double v = c · 2^q lies in a rounding interval R = (v − ulp⁻/2, v + ulp⁺/2), closed when c is even. For
/// k = ⌊log₁₀ 2^q⌋ (⌊log₁₀ ¾·2^q⌋ at a power of two, whose lower neighbour is nearer), the scaled interval
/// 10^−k · R holds at most one multiple of 10 and at least one integer: s = ⌊10^−k · v⌋ or s + 1 is in it. The
/// products are rounded to odd from a 126-bit g ≈ 10^−k · 2^−r (``table``), which keeps every comparison exact.
enum ShortestDecimal {
    /// v = digits · 10^exponent for a positive finite v that is not an integer below 2^53 (the writer puts those down
    /// as they are), perhaps with trailing zeros.
    @inline(__always)
    static func of(_ v: Double) -> (digits: UInt64, exponent: Int) {
        let bits = v.bitPattern
        let fraction = bits & (1 << 52 - 1)
        let biased = Int(truncatingIfNeeded: bits >> 52) & 0x7FF
        guard biased != 0 else {
            // Subnormal: c = fraction, q = −1074; the two smallest scaled by ten for a finer interval.
            return fraction < 3 ? closest(q: -1074, c: 10 * fraction, shift: -1) : closest(q: -1074, c: fraction, shift: 0)
        }
        return closest(q: biased - 1075, c: 1 << 52 | fraction, shift: 0)
    }

    /// The shortest, closest decimal in the rounding interval of c · 2^q (10^`shift` · c · 2^q when c was scaled).
    private static func closest(q: Int, c: UInt64, shift: Int) -> (digits: UInt64, exponent: Int) {
        let out: UInt64 = c & 1
        let cb = c << 2
        let cbr = cb + 2
        let cbl: UInt64
        let k: Int
        if c != 1 << 52 || q == -1074 {
            cbl = cb - 2
            k = floorLog10Pow2(q)
        } else {
            // At a power of two the lower neighbour is half as far.
            cbl = cb - 1
            k = (q * 661_971_961_083 - 274_743_187_321) >> 41
        }
        let h = q + floorLog2Pow10(-k) + 2
        let (g1, g0) = table[k - minimumK]
        let vb = roundToOdd(g1, g0, cb << h)
        let vbl = roundToOdd(g1, g0, cbl << h)
        let vbr = roundToOdd(g1, g0, cbr << h)
        let s = vb >> 2
        if s >= 10 {
            // One digit fewer: the multiple of ten at or below s, or the one above, when just one of them is in.
            let sp10 = 10 * s.multipliedFullWidth(by: 1_844_674_407_370_955_168).high
            let tp10 = sp10 + 10
            let upin = vbl + out <= sp10 << 2
            let wpin = tp10 << 2 + out <= vbr
            if upin != wpin { return (upin ? sp10 : tp10, k + shift) }
        }
        let t = s + 1
        let uin = vbl + out <= s << 2
        let win = t << 2 + out <= vbr
        if uin != win { return (uin ? s : t, k + shift) }
        // Both in: the closer, the even one on a tie.
        let compared = Int64(bitPattern: vb &- (s + t) << 1)
        return (compared < 0 || compared == 0 && s & 1 == 0 ? s : t, k + shift)
    }

    /// g · cp / 2^127 (g = g1 · 2^63 + g0), its last bit set when the product is not exact: rounded to odd.
    @inline(__always)
    private static func roundToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = g0.multipliedFullWidth(by: cp).high
        let (y1, y0) = g1.multipliedFullWidth(by: cp)
        let z = (y0 >> 1) &+ x1
        let vbp = y1 &+ (z >> 63)
        return vbp | ((z & (1 << 63 - 1)) &+ (1 << 63 - 1)) >> 63
    }

    /// ⌊q · log₁₀ 2⌋ for |q| ≤ 5456721.
    @inline(__always)
    static func floorLog10Pow2(_ q: Int) -> Int { (q * 661_971_961_083) >> 41 }

    /// ⌊e · log₂ 10⌋ for |e| ≤ 1838394.
    @inline(__always)
    static func floorLog2Pow10(_ e: Int) -> Int { (e * 913_124_641_741) >> 38 }

    /// The least and greatest k a double needs.
    static let minimumK = -324
    static let maximumK = 292
}
