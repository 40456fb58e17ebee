import EdgeCases
import Foundation
@testable import StrictJSON
import Testing
import TestSupport

/// Numbers in an array, written by `JSONWriter`; nil if one is not finite.
private func written(_ values: [Double]) -> [UInt8]? {
    var writer = JSONWriter()
    writer.raw("[")
    for (index, value) in values.enumerated() { writer.number(value, after: index > 0 ? "," : "") }
    writer.raw("]")
    return writer.isValid ? writer.bytes : nil
}

/// Strings in an array, written by `JSONWriter`.
private func written(_ values: [String]) -> [UInt8] {
    var writer = JSONWriter()
    writer.raw("[")
    for (index, value) in values.enumerated() {
        if index > 0 { writer.raw(",") }
        writer.string(value)
    }
    writer.raw("]")
    return writer.bytes
}

/// The bytes Foundation's `JSONEncoder` gives (sorted keys, slashes unescaped, as the service configures it), the reference.
private func foundation(_ value: some Encodable) -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try? Array(encoder.encode(value))
}

/// Whether the writer writes `value` (finite) as `description` does, without its trailing `.0`.
private func writesAsDescription(_ value: Double) -> Bool {
    var writer = JSONWriter(capacity: 32)
    writer.number(value)
    var expected = value.description
    if expected.hasSuffix(".0") { expected.removeLast(2) }
    return writer.bytes == Array(expected.utf8)
}

@Suite("the direct JSON writer")
struct JSONWriterTests {
    @Test("numbers are written as JSONEncoder writes them, integral or not, tiny or huge")
    func numbers() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 18.19999999999999, 1e-5, 1.5e-7, 1e15, -1e15, 999_999_999_999_999,
                                1e16, 1.2345678901234567e20, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 0.1,
                                9_007_199_254_740_994, -4.35e-10, 123_456.789, -0.5, 9.5, -9.5, 10.5, 12.5, -123.5,
                                4_503_599_627_370_495.5, -4_503_599_627_370_495.5, 4_503_599_627_370_496, 0.25, 1.75]
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SplitMix64(seed: seed)
        for _ in 0..<5_000 {
            values.append(Double(bitPattern: generator.next()))
            values.append(Double(Int64.random(in: -2_000_000_000_000_000...2_000_000_000_000_000, using: &generator)))
            values.append(Double.random(in: -1e6...1e6, using: &generator))
            values.append((Double.random(in: -1e4...1e4, using: &generator) * 100).rounded() / 100)
            // Halves, written as their whole part and `.5`, up to where a double holds no half.
            values.append(Double(Int64.random(in: -(1 << 52)..<(1 << 52), using: &generator)) + 0.5)
            values.append(Double(Int.random(in: -1_000...1_000, using: &generator)) + 0.5)
            // Decimals of 1 to 17 significant digits at every magnitude: the writer's own digits must be description's.
            let mantissa = String(UInt64.random(in: 1...99_999_999_999_999_999, using: &generator)).prefix(Int.random(in: 1...17, using: &generator))
            values.append(Double("\(mantissa)e\(Int.random(in: -22...16, using: &generator))")!)
        }
        // Either side of where description turns to exponents, and of 15 significant digits.
        values += [0.0001, 0.0001.nextDown, 0.0001.nextUp, 0.00099999, 0.1, 0.1.nextDown, 999_999_999_999_999.9,
                   99_999_999_999_999.95, 0.999999999999999, 0.9999999999999999, 1e15.nextDown, 123_456_789_012_345.6]
        values += values.map { -$0 }
        let finite = values.filter(\.isFinite)
        #expect(written(finite) == foundation(finite), "seed \(seed)")
        // What JSON cannot carry fails, as JSONEncoder fails.
        #expect(written([1, .infinity]) == nil)
        #expect(written([Double.nan]) == nil)
    }

    @Test("shortest digits of our own: description's, byte for byte, on two million random doubles of every kind")
    func shortestDigits() async throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        // Seconds of work without a suspension: on a thread of its own, not one of the pool's two.
        let mismatches = try await onThreadOfItsOwn { () -> [Double] in
            var generator = SplitMix64(seed: seed)
            var mismatches: [Double] = []
            func check(_ value: Double) {
                if value.isFinite, !writesAsDescription(value), mismatches.count < 10 { mismatches.append(value) }
            }
            for _ in 0..<400_000 {
                // Every bit pattern (every exponent, subnormals included), ordinary magnitudes, fractions, powers of two
                // (whose lower neighbour is nearer), and the smallest subnormals.
                check(Double(bitPattern: generator.next()))
                check(Double.random(in: -1e7...1e7, using: &generator))
                check(Double.random(in: 0..<1, using: &generator) * Double(sign: .plus, exponent: Int.random(in: -30...60, using: &generator), significand: 1))
                check(Double(sign: .plus, exponent: Int.random(in: -1074...1023, using: &generator), significand: 1))
                check(Double(bitPattern: generator.next() % 1_000_000))
            }
            for edge in [Double.leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude, 3 * .leastNonzeroMagnitude, .leastNormalMagnitude,
                         Double.leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, 9_007_199_254_740_992, 9_007_199_254_740_992.nextUp,
                         9_007_199_254_740_992.nextDown, 4_503_599_627_370_496, 1e23, 2.2250738585072014e-308, 0.0001, 0.0001.nextDown] {
                check(edge)
                check(-edge)
            }
            return mismatches
        }
        #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.map { "\($0)" })")
    }

    @Test("decimals of one to three places, found without Schubfach, are description's, and their neighbours still are")
    func shortDecimals() async throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        let (mismatches, shortcutMisses) = try await onThreadOfItsOwn { () -> ([Double], [Double]) in
            var generator = SplitMix64(seed: seed)
            var mismatches: [Double] = []
            func check(_ value: Double) {
                if !writesAsDescription(value), mismatches.count < 10 { mismatches.append(value) }
            }
            var shortcutMisses: [Double] = []
            for (places, scale) in [(1, 10.0), (2, 100.0), (3, 1000.0)] {
                // Every decimal up to 200 units, then any up to 2^40 (where the shortcut stops) and beyond it.
                for digits in 1...200_000 {
                    let value = Double(digits) / scale
                    check(value)
                    // A decimal of exactly this many places (its last digit not 0) takes the shortcut, with its own digits.
                    if digits % 10 != 0, JSONWriter.shortDecimal(value).map({ $0 == (UInt64(digits), places) }) != true,
                       shortcutMisses.count < 10 { shortcutMisses.append(value) }
                }
                for _ in 0..<100_000 {
                    let value = Double(UInt64.random(in: 1...(1 << 52), using: &generator)) / scale
                    for neighbour in [value, value.nextUp, value.nextDown, -value] { check(neighbour) }
                }
            }
            for edge in [0x1p40, 0x1p40.nextDown, 0x1p40 - 0.5, 0x1p40 - 0.125, 0x1p40 - 0.001, 0.001, 0.0015, 0.0005, 0.0001] {
                check(edge)
                check(-edge)
            }
            return (mismatches, shortcutMisses)
        }
        #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.map { "\($0)" })")
        #expect(shortcutMisses.isEmpty, "\(shortcutMisses)")
        // Four places or more, and 2^40 and beyond, are left to Schubfach.
        for value in [0.0001, 0.1234, 31.2501, 1.0 / 3, 0x1p40 + 0.5, 0x1p40] { #expect(JSONWriter.shortDecimal(value) == nil, "\(value)") }
    }

    @Test("integers are written in full, whatever their length and sign")
    func integers() {
        for value in [0, 7, -7, 10, -10, 99, 100, 1_234_567_890, Int.max, Int.min] {
            var writer = JSONWriter()
            writer.raw("[")
            writer.integer(value)
            writer.raw("]")
            #expect(writer.bytes == Array("[\(value)]".utf8))
        }
    }

    @Test("strings are escaped as JSONEncoder escapes them")
    func strings() {
        var everyControl = ""
        for scalar in 0..<0x20 { everyControl.unicodeScalars.append(Unicode.Scalar(scalar)!) }
        let values = [everyControl, "\"quoted\" \\ back/slash \u{7F}", "é ✓ 😀 \u{2028}\u{2029} <>&'", "", "plain"]
        #expect(written(values) == foundation(values))
    }

    @Test("plain ASCII for a log line is copied whole, eight bytes at a time or one; text with a refused byte anywhere is refused, nothing written")
    func plainASCII() {
        var generator = SplitMix64(seed: UInt64.random(in: 1...UInt64.max))
        let alphabet = Array("azAZ09-_./:~ é✓😀".utf8) + Array("\"=\\".utf8) + [0x00, 0x0A, 0x1B, 0x1F, 0x7F, 0xC2, 0x80, 0x9B]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &generator)
            // Mostly plain text, a refused byte in about a third of them, at any place.
            var bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<13, using: &generator)] }
            if length > 0, Bool.random(using: &generator) { bytes[Int.random(in: 0..<length, using: &generator)] = alphabet.randomElement(using: &generator)! }
            let text = String(decoding: bytes, as: UTF8.self)
            let utf8 = Array(text.utf8)
            for spaces in [false, true] {
                let refused: Set<UInt8> = spaces ? [0x5C] : [0x5C, 0x20, 0x22, 0x3D]
                let plain = !utf8.contains { $0 < 0x20 || $0 >= 0x7F || refused.contains($0) }
                var writer = JSONWriter(capacity: 4)
                writer.raw("<")
                #expect(writer.plainASCII(text, spaces: spaces) == plain, "\(utf8)")
                #expect(writer.bytes == Array("<".utf8) + (plain ? utf8 : []), "\(utf8)")
            }
        }
    }
}
