extension ShortestDecimal {
    /// For each k from ``minimumK`` to ``maximumK``, g = ⌊10^−k · 2^−r⌋ + 1 with r = ⌊log₂ 10^−k⌋ − 125 (so
    /// 2^125 ≤ g < 2^126), as its high and low 63 bits. Worked out once, exactly, in integers.
    static let table: [(UInt64, UInt64)] = (minimumK...maximumK).map { k in
        let r = floorLog2Pow10(-k) - 125
        var g: Natural
        if k <= 0 {
            // 10^−k is an integer: shifted by −r.
            g = Natural(1)
            for _ in 0..<(-k) { g.multiply(by: 10) }
            if r <= 0 { g.shiftLeft(-r) } else { g.shiftRight(r) }
        } else {
            // 2^−r divided by 10^k, nine digits at a time: ⌊⌊x / a⌋ / b⌋ = ⌊x / ab⌋.
            g = Natural(1)
            g.shiftLeft(-r)
            var left = k
            while left > 0 {
                let step = min(left, 9)
                g.divide(by: (0..<step).reduce(1) { product, _ in product * 10 })
                left -= step
            }
        }
        // g + 1 < 2^126, split at bit 63.
        let (high, low) = g.low128
        let (sum, carry) = low.addingReportingOverflow(1)
        let top = high + (carry ? 1 : 0)
        return (top << 1 | sum >> 63, sum & (1 << 63 - 1))
    }

    /// A natural number as 32-bit limbs, least significant first: just what the table needs.
    struct Natural {
        private var limbs: [UInt32]

        init(_ value: UInt32) { limbs = [value] }

        mutating func multiply(by factor: UInt32) {
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = UInt64(truncatingIfNeeded: limbs[index]) * UInt64(truncatingIfNeeded: factor) + carry
                limbs[index] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            if carry > 0 { limbs.append(UInt32(truncatingIfNeeded: carry)) }
        }

        /// Divides by `divisor`, dropping the remainder.
        mutating func divide(by divisor: UInt32) {
            var remainder: UInt64 = 0
            for index in limbs.indices.reversed() {
                let current = remainder << 32 | UInt64(truncatingIfNeeded: limbs[index])
                limbs[index] = UInt32(truncatingIfNeeded: current / UInt64(truncatingIfNeeded: divisor))
                remainder = current % UInt64(truncatingIfNeeded: divisor)
            }
            while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
        }

        mutating func shiftLeft(_ count: Int) {
            limbs.insert(contentsOf: repeatElement(0, count: count / 32), at: 0)
            let bits = count % 32
            guard bits > 0 else { return }
            var carry: UInt32 = 0
            for index in limbs.indices {
                let value = limbs[index]
                limbs[index] = value << bits | carry
                carry = value >> (32 - bits)
            }
            if carry > 0 { limbs.append(carry) }
        }

        mutating func shiftRight(_ count: Int) {
            limbs.removeFirst(min(count / 32, limbs.count - 1))
            let bits = count % 32
            guard bits > 0 else { return }
            for index in limbs.indices {
                let next = index + 1 < limbs.count ? limbs[index + 1] : 0
                limbs[index] = limbs[index] >> bits | next << (32 - bits)
            }
            while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
        }

        /// The lowest 128 bits, as two halves.
        var low128: (high: UInt64, low: UInt64) {
            func limb(_ index: Int) -> UInt64 { index < limbs.count ? UInt64(truncatingIfNeeded: limbs[index]) : 0 }
            return (limb(3) << 32 | limb(2), limb(1) << 32 | limb(0))
        }
    }
}
