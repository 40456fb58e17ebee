import EdgeCases
import Foundation
@testable import ScrollFXServer
import Testing

/// Log timestamps written as digits, against Foundation's ISO 8601 formatting.
struct LogTimeTests {
    private func text(_ write: (inout LogLineWriter) -> Void) -> String {
        var writer = LogLineWriter()
        write(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test("every second from 1583 to 9999 is the date and time Foundation's ISO 8601 style writes, in UTC")
    func agreesWithFoundation() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var generator = SplitMix64(seed: seed)
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        // Leap days, century and 400-year boundaries, the epoch and instants on either side of it, then random ones;
        // Foundation's calendar is Julian before the Gregorian reform, ISO 8601's (and ours) Gregorian throughout.
        let edges: [Double] = [0, -1, 86_399, 86_400, 951_782_400, 951_868_799, 4_107_542_399, 4_107_542_400, -12_212_553_600, 253_402_300_799]
        let random = (0..<20_000).map { _ in Double(Int64.random(in: -12_212_553_600...253_402_300_799, using: &generator)) + 0.25 }
        for instant in edges + random {
            let expected = Date(timeIntervalSince1970: instant).formatted(style)
            let time = LogTime(sinceEpoch: instant)
            #expect(text(time.writeJSON) == "\"" + expected + "\"", "seed \(seed): \(instant)")
            #expect(text(time.writeText) == expected.dropLast(5) + "+0000", "seed \(seed): \(instant)")
        }
    }

    @Test("milliseconds are truncated, and a clock outside years 1–9999, infinite or NaN is clamped, never a trap")
    func edges() {
        // The proleptic Gregorian calendar's first day, and the Gregorian reform's (Foundation writes Julian dates before it).
        #expect(text(LogTime(sinceEpoch: -62_135_596_800).writeText) == "0001-01-01T00:00:00+0000")
        #expect(text(LogTime(sinceEpoch: -12_219_292_800).writeText) == "1582-10-15T00:00:00+0000")
        #expect(text(LogTime(sinceEpoch: 1.9996).writeJSON) == #""1970-01-01T00:00:01.999Z""#)
        #expect(text(LogTime(sinceEpoch: -0.5).writeJSON) == #""1969-12-31T23:59:59.500Z""#)
        for (interval, expected) in [(1e300, "9999-12-31T23:59:59"), (.infinity, "9999-12-31T23:59:59"), (-1e300, "0001-01-01T00:00:00"),
                                     (-.infinity, "0001-01-01T00:00:00"), (.nan, "0001-01-01T00:00:00"), (2e15, "9999-12-31T23:59:59")] {
            #expect(text(LogTime(sinceEpoch: interval).writeJSON) == "\"" + expected + ".000Z\"", "\(interval)")
        }
    }
}
