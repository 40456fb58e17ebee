/// Appends JSON tokens to a byte buffer.
///
/// Numbers are written as `JSONEncoder` writes them (Swift's shortest round-trip form, without a
/// trailing `.0`); strings are escaped as it escapes them (`\"`, `\\`, `\b \t \n \f \r`, other
/// control characters as lowercase `\u00xx`, everything else as UTF-8).
///
/// The bytes are written through a pointer the writer owns, checked for room once per token: not copyable, it is
/// used `inout` and frees its bytes when it ends.
public struct JSONWriter: ~Copyable {
    @usableFromInline var start: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var written = 0
    /// How many bytes are written.
    public var count: Int { written }
    /// False once a number JSON cannot carry (infinity, NaN) was asked for, as `JSONEncoder` throws then.
    public private(set) var isValid = true
    /// The most bytes the JSON may take: past it the writer is full, writers of long arrays stop, and the JSON is refused.
    public var maxBytes = Int.max

    /// The JSON written so far (a copy).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: written)) }

    /// The runs kept by ``keep(_:since:)``: each key's address and where its bytes lie.
    private var runs: [(key: UnsafeRawPointer, start: Int, count: Int)] = []

    /// Whether more than `maxBytes` have been written.
    public var isFull: Bool { written > maxBytes }

    /// A writer with room for about `capacity` bytes.
    public init(capacity: Int = 1024) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// Makes room for `more` bytes after ``count``: where to write them.
    @inlinable @inline(__always)
    mutating func reserve(_ more: Int) -> UnsafeMutablePointer<UInt8> {
        if written + more > capacity { grow(to: written + more) }
        return start + written
    }

    @usableFromInline
    mutating func grow(to needed: Int) {
        let larger = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: written)
        start.deallocate()
        (start, capacity) = (moved, larger)
    }

    /// Copies `text`'s bytes to `target`: short texts (keys and punctuation, most of what is written) by two
    /// overlapping loads and stores of eight, four or two bytes, or four of eight up to 32 bytes, longer ones by `memcpy`.
    @inlinable @inline(__always)
    static func copy(_ text: StaticString, to target: UnsafeMutablePointer<UInt8>) {
        let (source, length) = (UnsafeRawPointer(text.utf8Start), text.utf8CodeUnitCount)
        let destination = UnsafeMutableRawPointer(target)
        func pair<Word: FixedWidthInteger>(_: Word.Type) {
            let (first, last) = (source.loadUnaligned(as: Word.self), source.loadUnaligned(fromByteOffset: length - Word.bitWidth / 8, as: Word.self))
            destination.storeBytes(of: first, as: Word.self)
            destination.storeBytes(of: last, toByteOffset: length - Word.bitWidth / 8, as: Word.self)
        }
        switch length {
        case 0: break
        case 1: target.pointee = text.utf8Start.pointee
        case 2...3: pair(UInt16.self)
        case 4...7: pair(UInt32.self)
        case 8...16: pair(UInt64.self)
        case 17...32:
            // The first sixteen and the last sixteen, overlapping.
            func word(at offset: Int) {
                destination.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
            }
            word(at: 0)
            word(at: 8)
            word(at: length - 16)
            word(at: length - 8)
        default: target.update(from: text.utf8Start, count: length)
        }
    }

    /// Appends the `count` bytes `write` writes at the pointer it is given (every one of them): a token of known length
    /// made at once.
    @inlinable
    public mutating func append(count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        write(reserve(count))
        written += count
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        written += 1
    }

    /// Forgets what was written, keeping the bytes' room: a writer reused line after line (log buffers).
    public mutating func removeAll() {
        written = 0
        isValid = true
        runs.removeAll(keepingCapacity: true)
    }

    /// Appends `text`'s UTF-8 as it is, neither quoted nor escaped: for a caller that has checked it needs neither.
    public mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            guard let source = utf8.baseAddress else { return }
            reserve(utf8.count).update(from: source, count: utf8.count)
            written += utf8.count
        }
    }

    /// Appends `text` unquoted if it is plain ASCII for a log line: printable characters but `\\`, and for a value
    /// (`spaces` false) no space, `"` or `=` either; checked as it is copied; false, with nothing appended, otherwise.
    public mutating func plainASCII(_ text: String, spaces: Bool) -> Bool {
        // Read in place (no copy of the string, no retain) where its bytes are contiguous, as native ones are.
        if let plain = text.utf8.withContiguousStorageIfAvailable({ plainASCII($0, spaces: spaces) }) { return plain }
        var text = text
        return text.withUTF8 { plainASCII($0, spaces: spaces) }
    }

    /// ``plainASCII(_:spaces:)`` of the bytes `utf8`.
    private mutating func plainASCII(_ utf8: UnsafeBufferPointer<UInt8>, spaces: Bool) -> Bool {
        guard let source = utf8.baseAddress else { return true }
        let (count, out) = (utf8.count, reserve(utf8.count))
        var index = 0
        // Whether none of the eight bytes at `start` is refused; they are copied if so.
        func copied(at start: Int) -> Bool {
            let word = UnsafeRawPointer(source + start).loadUnaligned(as: UInt64.self)
            var refused = word.bytes(below: 0x20) | word.bytes(equalTo: 0x7F) | word.bytesOutsideASCII | word.bytes(equalTo: 0x5C)
            if !spaces { refused |= word.bytes(equalTo: 0x20) | word.bytes(equalTo: 0x22) | word.bytes(equalTo: 0x3D) }
            guard refused == 0 else { return false }
            UnsafeMutableRawPointer(out + start).storeBytes(of: word, as: UInt64.self)
            return true
        }
        // Eight bytes at a time while none is refused, the last eight overlapping those before; byte by byte from
        // the first word with a refused byte (to find it), and for texts shorter than eight.
        while index &+ 8 <= count, copied(at: index) { index &+= 8 }
        if index < count, count >= 8, index &+ 8 > count, copied(at: count &- 8) { index = count }
        while index < count {
            let byte = source[index]
            guard byte >= 0x20, byte < 0x7F, byte != 0x5C, spaces || (byte != 0x20 && byte != 0x22 && byte != 0x3D) else { return false }
            out[index] = byte
            index &+= 1
        }
        written &+= count
        return true
    }

    /// Appends literal JSON text, such as `{"key":` or `,"other":`: inlined where it is written, so a literal's length
    /// picks its copy when the caller is compiled.
    @inlinable @inline(__always)
    public mutating func raw(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        Self.copy(text, to: reserve(length))
        written += length
    }

    /// Appends an object member's name after a comma, `,"name":`: one room check and the name's copy, picked where
    /// the caller is compiled. The name must need no escape. (A writer that puts a comma before every member replaces
    /// the first by the object's `{`: ``replaceByte(at:with:)``.)
    @inlinable @inline(__always)
    public mutating func name(_ name: StaticString) {
        let lead = Lead(member: name)
        lead.write(to: reserve(lead.length))
        written &+= lead.length
    }

    /// Keeps the bytes written since `mark` (an earlier ``count``) under `key`, to ``replay(_:)`` them: they stay where
    /// they were written. A key is kept once; its text is told by its address, one per literal.
    public mutating func keep(_ key: StaticString, since mark: Int) {
        precondition(mark >= 0 && mark <= written, "bytes not yet written")
        runs.append((UnsafeRawPointer(key.utf8Start), mark, written - mark))
    }

    /// Appends again the bytes kept under `key`: false, with nothing appended, when none are.
    public mutating func replay(_ key: StaticString) -> Bool {
        let address = UnsafeRawPointer(key.utf8Start)
        for run in runs where run.key == address {
            // Room first: growing moves the bytes, the run's offset stays.
            let out = reserve(run.count)
            out.update(from: start + run.start, count: run.count)
            written &+= run.count
            return true
        }
        return false
    }

    /// Replaces the byte at `index` (below ``count``), such as a leading comma by the bracket it turns out to follow.
    @inlinable @inline(__always)
    public mutating func replaceByte(at index: Int, with byte: UInt8) {
        precondition(index >= 0 && index < written, "a byte not yet written")
        start[index] = byte
    }

    /// Appends member `name` (as ``name(_:)`` does) and its number, with one room check.
    @inlinable @inline(__always)
    public mutating func number(_ value: Double, member name: StaticString) {
        number(value, lead: Lead(member: name))
    }

    /// Appends member `name` (as ``name(_:)`` does) and its integer, with one room check.
    @inlinable @inline(__always)
    public mutating func integer(_ value: Int, member name: StaticString) {
        whole(UInt64(value.magnitude), negative: value < 0, lead: Lead(member: name))
    }

    /// Appends literal JSON text, then a number: `number(12.5, after: ",\"x\":")` appends `,"x":12.5`.
    ///
    /// The digits are `description`'s shortest ones (an integer's own, a decimal's of up to three places found by
    /// ``shortDecimal(_:)``, any other's by ``ShortestDecimal``), in `description`'s form without its trailing `.0`:
    /// plain decimals from 10⁻⁴ up to 2^53, exponents (`1e-05`, `1.5e+300`) beyond.
    @inlinable @inline(__always)
    public mutating func number(_ value: Double, after text: StaticString = "") {
        number(value, lead: Lead(text))
    }

    /// Appends `lead`, then a number.
    @inlinable @inline(__always)
    mutating func number(_ value: Double, lead: Lead) {
        // Most numbers are integers below 2^53, written whole (zero too, with its sign: `-0`), inlined where they are
        // written so the key's copy is picked when the caller is compiled. (Conversions, not `rounded()` or
        // `init(exactly:)`: those are calls. NaN fails the first comparison.)
        let magnitude = value.magnitude
        if magnitude < 9_007_199_254_740_992, Double(UInt64(magnitude)) == magnitude {
            return whole(UInt64(magnitude), negative: value.sign == .minus, lead: lead)
        }
        // Then halves (anchors at the centre, half-point positions): the whole part, then `.5`.
        let twice = magnitude * 2
        if twice < 9_007_199_254_740_992, Double(UInt64(twice)) == twice {
            return half(UInt64(twice) >> 1, negative: value < 0, lead: lead)
        }
        fraction(value, lead: lead)
    }

    /// Appends `lead`, then ±(`whole` + 0.5).
    @usableFromInline
    mutating func half(_ whole: UInt64, negative: Bool, lead: Lead) {
        let length = lead.length
        let out = reserve(length &+ 22)
        lead.write(to: out)
        let count: Int
        if whole < 10 {
            // Mostly 0.5: one digit, stored here (``put(_:negative:at:)`` writes no digit for 0).
            let sign = negative ? 1 : 0
            out[length] = UInt8(ascii: "-")
            out[length &+ sign] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
            count = sign &+ 1
        } else {
            count = Self.put(whole, negative: negative, at: out + length)
        }
        out[length &+ count] = UInt8(ascii: ".")
        out[length &+ count &+ 1] = UInt8(ascii: "5")
        written &+= length &+ count &+ 2
    }

    /// Appends `text`, then ±`magnitude`: one room check, the text's copy, the digits.
    @inlinable @inline(__always)
    mutating func whole(_ magnitude: UInt64, negative: Bool, lead: Lead) {
        let length = lead.length
        // The lead, a sign and at most 20 digits.
        let out = reserve(length &+ 21)
        lead.write(to: out)
        // Most numbers written are 0 or 1 (matrices, scales, opacities): one digit, stored here.
        if magnitude < 10 {
            let sign = negative ? 1 : 0
            out[length] = UInt8(ascii: "-")
            out[length &+ sign] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
            written &+= length &+ sign &+ 1
            return
        }
        written &+= length &+ Self.put(magnitude, negative: negative, at: out + length)
    }

    /// Writes ±`value` at `out`: how many bytes that took.
    @usableFromInline
    static func put(_ value: UInt64, negative: Bool, at out: UnsafeMutablePointer<UInt8>) -> Int {
        let digitCount = Self.digitCount(value)
        let sign = negative ? 1 : 0
        out.pointee = UInt8(ascii: "-")
        put(value, count: digitCount, before: out + sign + digitCount)
        return sign &+ digitCount
    }

    /// Appends `text`, then a number that is not an integer below 2^53 (or NaN or infinite, which JSON cannot carry).
    @usableFromInline
    mutating func fraction(_ value: Double, lead: Lead) {
        guard value.isFinite else {
            isValid = false
            return
        }
        let magnitude = value.magnitude
        if let (digits, places) = Self.shortDecimal(magnitude) {
            return decimal(digits, digitCount: Self.digitCount(digits), fractionDigits: places, negative: value < 0, lead: lead)
        }
        var (digits, exponent) = ShortestDecimal.of(magnitude)
        // Without trailing zeros, which description drops (an integer gets its own back below): eight, four, two
        // and one at a time.
        while digits % 100_000_000 == 0 {
            digits /= 100_000_000
            exponent += 8
        }
        if digits % 10_000 == 0 {
            digits /= 10_000
            exponent += 4
        }
        if digits % 100 == 0 {
            digits /= 100
            exponent += 2
        }
        if digits % 10 == 0 {
            digits /= 10
            exponent += 1
        }
        let digitCount = Self.digitCount(digits)
        // description's own switch: the point's place (0.ddd × 10^e) below −3, or beyond 2^53.
        guard digitCount + exponent >= -3, magnitude <= 9_007_199_254_740_992 else {
            return scientific(digits, digitCount: digitCount, exponent: digitCount + exponent - 1, negative: value < 0, lead: lead)
        }
        // Below 2^53 a positive exponent leaves an integer that fits.
        for _ in 0..<max(exponent, 0) { digits *= 10 }
        decimal(digits, digitCount: digitCount &+ max(exponent, 0), fractionDigits: max(-exponent, 0), negative: value < 0, lead: lead)
    }

    /// `magnitude` (positive, not an integer) as `digits` × 10^−`places` when it reads back from at most three decimal
    /// places (`0.5`, `31.25`, `0.125`): then those are its shortest digits, with no need of ``ShortestDecimal``.
    ///
    /// Below 2^40 a double's rounding interval is narrower than 10^−3, so it holds at most one decimal of three
    /// places or fewer, and the fewest places that read back give the shortest digits. `magnitude` · 10^p lies within
    /// a quarter of that decimal's digits, so rounding it finds them; the division checks they read back.
    @inline(__always)
    static func shortDecimal(_ magnitude: Double) -> (digits: UInt64, places: Int)? {
        guard magnitude < 0x1p40 else { return nil }
        var scale = 1.0
        for places in 1...3 {
            scale *= 10
            let digits = UInt64(magnitude * scale + 0.5)
            if Double(digits) / scale == magnitude { return (digits, places) }
        }
        return nil
    }

    /// Appends `text`, then ±`digits` (`digitCount` of them) as d.ddd × 10^`exponent` in description's form: `1e-05`,
    /// `-1.5e+300`.
    private mutating func scientific(_ digits: UInt64, digitCount: Int, exponent: Int, negative: Bool, lead: Lead) {
        let length = lead.length
        let sign = negative ? 1 : 0
        let point = digitCount > 1 ? 1 : 0
        let exponentDigits = exponent.magnitude >= 100 ? 3 : 2
        // text, sign, the digits and their point, `e`, the exponent's sign and digits.
        let total = length + sign + digitCount + point + 2 + exponentDigits
        let out = reserve(total)
        lead.write(to: out)
        if negative { out[length] = UInt8(ascii: "-") }
        var position = total
        var rest = exponent.magnitude
        for _ in 0..<exponentDigits {
            position -= 1
            out[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        out[position - 1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        out[position - 2] = UInt8(ascii: "e")
        position -= 2
        var mantissa = digits
        for written in 1...digitCount {
            if written == digitCount, point == 1 {
                position -= 1
                out[position] = UInt8(ascii: ".")
            }
            position -= 1
            out[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: mantissa % 10)
            mantissa /= 10
        }
        written += total
    }

    /// Appends the last `count` decimal digits of `value` (not negative), led by zeros where it has fewer: `07`.
    public mutating func digits(_ value: Int, count digitCount: Int) {
        Self.put(UInt64(value.magnitude), count: digitCount, before: reserve(digitCount) + digitCount)
        written += digitCount
    }

    /// Appends literal JSON text, then an integer.
    @inlinable @inline(__always)
    public mutating func integer(_ value: Int, after text: StaticString = "") {
        whole(UInt64(value.magnitude), negative: value < 0, lead: Lead(text))
    }

    /// Appends `text`, then ±`digits` (`digitCount` of them) × 10^−`fractionDigits` in plain decimal (`0.05`, `-12.5`),
    /// in one go.
    @inline(__always)
    private mutating func decimal(_ digits: UInt64, digitCount: Int, fractionDigits: Int, negative: Bool, lead: Lead) {
        let length = lead.length
        // At least one digit before the point.
        let width = max(digitCount, fractionDigits &+ 1)
        let total = length &+ (negative ? 1 : 0) &+ width &+ (fractionDigits > 0 ? 1 : 0)
        let out = reserve(total)
        lead.write(to: out)
        if negative { out[length] = UInt8(ascii: "-") }
        let end = out + total
        if fractionDigits == 0 {
            Self.put(digits, count: digitCount, before: end)
        } else if fractionDigits >= digitCount {
            // 0.000ddd: the digits, led by zeros.
            Self.put(digits, count: fractionDigits, before: end)
            (end - fractionDigits - 2).pointee = UInt8(ascii: "0")
            (end - fractionDigits - 1).pointee = UInt8(ascii: ".")
        } else {
            // Every digit in one pass, then the few before the point moved one place forward to make room for it.
            Self.put(digits, count: digitCount, before: end)
            let first = end - digitCount
            for index in 0..<(digitCount &- fractionDigits) { (first + index - 1).pointee = first[index] }
            (end - fractionDigits - 1).pointee = UInt8(ascii: ".")
        }
        written &+= total
    }

    /// How many decimal digits `value` has (one for zero): ⌊log₁₀ 2^bits⌋ from its bit length, then one comparison.
    @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        let guess = ((64 &- (value | 1).leadingZeroBitCount) &* 1233) >> 12
        return guess &+ (value >= PowersOfTen.exact(guess) ? 1 : 0)
    }

    /// Writes the last `count` digits of `value` (led by zeros where it has fewer) to the bytes before `end`, two at a time.
    @inline(__always)
    private static func put(_ value: UInt64, count: Int, before end: UnsafeMutablePointer<UInt8>) {
        var (rest, position, left) = (value, end, count)
        digitPairs.withUTF8Buffer { pairs in
            while left >= 2 {
                let next = rest / 100
                let pair = Int(truncatingIfNeeded: rest &- next &* 100) &* 2
                position -= 2
                position[0] = pairs[pair]
                position[1] = pairs[pair &+ 1]
                rest = next
                left &-= 2
            }
        }
        if left == 1 { (position - 1).pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10) }
    }

    /// Appends a string, escaped as `JSONEncoder` escapes it.
    public mutating func string(_ value: String) {
        // Most strings (ids, kinds, codes) need no escape: copied as they are checked, kept if nothing needed one.
        let plain = value.utf8.withContiguousStorageIfAvailable { utf8 in
            let out = reserve(utf8.count + 2)
            out[0] = UInt8(ascii: "\"")
            for index in utf8.indices {
                let byte = utf8[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
                out[index + 1] = byte
            }
            out[utf8.count + 1] = UInt8(ascii: "\"")
            written += utf8.count + 2
            return true
        }
        if plain != true { escaped(value, allControls: false) }
    }

    /// Appends a string as ``string(_:)`` does, and with `escapingAllControls` DEL, C1 (U+007F–U+009F), bidi controls
    /// and line separators (``isInvisibleControl(_:)``), which JSON allows raw, as `\uxxxx` too, so that a terminal
    /// showing the text cannot act on them or reorder it (log lines).
    public mutating func string(_ value: String, escapingAllControls: Bool) {
        // 0xC2 leads U+0080–U+00BF, 0xD8 U+0600–U+063F, 0xE2 U+2000–U+2FFF.
        guard escapingAllControls, value.utf8.contains(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) else {
            return string(value)
        }
        escaped(value, allControls: true)
    }

    /// Whether `scalar` acts on a terminal or on the order of what it shows rather than showing itself: C0, DEL and C1
    /// controls, the bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and paragraph
    /// separators U+2028 and U+2029.
    public static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Appends a string that has something to escape.
    private mutating func escaped(_ value: String, allControls: Bool) {
        append(UInt8(ascii: "\""))
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: raw("\\\"")
            case 0x5C: raw("\\\\")
            case 0x08: raw("\\b")
            case 0x09: raw("\\t")
            case 0x0A: raw("\\n")
            case 0x0C: raw("\\f")
            case 0x0D: raw("\\r")
            case 0..<0x20: escape(scalar)
            case _ where allControls && Self.isInvisibleControl(scalar): escape(scalar)
            default: UTF8.encode(scalar) { append($0) }
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends `\uxxxx` for a scalar of the Basic Multilingual Plane, lowercase hex.
    private mutating func escape(_ scalar: Unicode.Scalar) {
        raw("\\u")
        for shift in stride(from: 12 as UInt32, through: 0, by: -4) { append(Self.hex[Int(truncatingIfNeeded: scalar.value >> shift & 0xF)]) }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// "00", "01", … "99", back to back.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }
}

extension JSONWriter {
    /// What a number is written after: literal text (`,"x":`), or a member's name, quoted, after a comma and before
    /// a colon.
    @usableFromInline
    struct Lead {
        @usableFromInline let text: StaticString
        @usableFromInline let isName: Bool

        /// Literal text.
        @inlinable @inline(__always)
        init(_ text: StaticString) {
            (self.text, isName) = (text, false)
        }

        /// Member `name`.
        @inlinable @inline(__always)
        init(member name: StaticString) {
            (text, isName) = (name, true)
        }

        /// How many bytes it takes.
        @inlinable
        var length: Int { isName ? text.utf8CodeUnitCount &+ 4 : text.utf8CodeUnitCount }

        /// Writes it at `out`, where there is room for ``length`` bytes.
        @inlinable @inline(__always)
        func write(to out: UnsafeMutablePointer<UInt8>) {
            guard isName else { return JSONWriter.copy(text, to: out) }
            let length = text.utf8CodeUnitCount
            out[0] = UInt8(ascii: ",")
            out[1] = UInt8(ascii: "\"")
            JSONWriter.copy(text, to: out + 2)
            out[length &+ 2] = UInt8(ascii: "\"")
            out[length &+ 3] = UInt8(ascii: ":")
        }
    }
}
