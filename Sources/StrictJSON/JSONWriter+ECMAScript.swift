extension JSONWriter {
    /// Appends a number in ECMAScript's form (`Number.prototype.toString`, the number form of RFC 8785's canonical
    /// JSON): the shortest digits that read back (the closest of those), plain from 10⁻⁶ up to below 10²¹
    /// (`0.000001`, `100000000000000000000`), exponents beyond (`1e-7`, `1e+21`, `1.5e+300`), and `-0` as `0`.
    /// NaN and infinities make the JSON invalid, as ``number(_:after:)`` does.
    public mutating func ecmaScriptNumber(_ value: Double) {
        guard value.isFinite else { return number(value) }
        guard value != 0 else { return raw("0") }
        let magnitude = value.magnitude
        var (digits, exponent): (UInt64, Int)
        if magnitude < 9_007_199_254_740_992, let whole = UInt64(exactly: magnitude) {
            (digits, exponent) = (whole, 0)
        } else if let (short, places) = Self.shortDecimal(magnitude) {
            (digits, exponent) = (short, -places)
        } else {
            (digits, exponent) = ShortestDecimal.of(magnitude)
        }
        while digits % 10 == 0 {
            digits /= 10
            exponent += 1
        }
        // ECMAScript's k digits s and exponent n: the value is s × 10^(n − k).
        let s = Array(String(digits).utf8)
        let (k, n) = (s.count, s.count + exponent)
        var text: [UInt8] = value < 0 ? [UInt8(ascii: "-")] : []
        if k <= n, n <= 21 {
            text += s + Array(repeating: UInt8(ascii: "0"), count: n - k)
        } else if 0 < n, n <= 21 {
            text += s[..<n] + [UInt8(ascii: ".")] + s[n...]
        } else if -6 < n, n <= 0 {
            text += Array("0.".utf8) + Array(repeating: UInt8(ascii: "0"), count: -n) + s
        } else {
            text += [s[0]] + (k > 1 ? [UInt8(ascii: ".")] + s[1...] : []) + Array("e\(n - 1 < 0 ? "-" : "+")\((n - 1).magnitude)".utf8)
        }
        self.text(String(decoding: text, as: UTF8.self))
    }
}

extension JSONWriter {
    /// Lays out again the members of the object being written, from `starts[0]` to the end: member i begins at
    /// `starts[i]` (its name's opening quote), each but the first after one comma; they are written back in `order`
    /// (indices into `starts`), commas between. RFC 8785 sorts an object's members this way once they are written.
    public mutating func reorderMembers(startingAt starts: [Int], order: [Int]) {
        guard let first = starts.first, order != Array(starts.indices) else { return }
        let body = Array(UnsafeBufferPointer(start: start + first, count: written - first))
        let ends = starts.dropFirst().map { $0 - 1 } + [written]
        written = first
        for (position, member) in order.enumerated() {
            if position > 0 { append(UInt8(ascii: ",")) }
            let member = body[(starts[member] - first)..<(ends[member] - first)]
            member.withUnsafeBufferPointer { bytes in
                guard let source = bytes.baseAddress else { return }
                reserve(bytes.count).update(from: source, count: bytes.count)
                written += bytes.count
            }
        }
    }
}
