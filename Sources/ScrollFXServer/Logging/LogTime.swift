#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ScrollFX

/// The time of a log line, in UTC, written as digits without a formatter, a time-zone lookup or a shared cache.
public struct LogTime: Sendable, Equatable {
    /// Whole seconds since 1970-01-01T00:00:00Z, within years 0001–9999.
    public let seconds: Int
    /// The milliseconds past them, 0...999.
    public let milliseconds: Int

    /// The time `interval` seconds after 1970, clamped to years 0001–9999.
    public init(sinceEpoch interval: Double) {
        let whole = interval.rounded(.down)
        seconds = Int.clamped(whole, to: Self.earliest...Self.latest)
        // A clamped time (or NaN) has no fraction of its own.
        milliseconds = Double(seconds) == whole ? Int.clamped((interval - whole) * 1000, to: 0...999) : 0
    }

    /// Now.
    public static var now: LogTime { LogTime(sinceEpoch: Date().timeIntervalSince1970) }

    /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    private static let earliest = -62_135_596_800, latest = 253_402_300_799

    /// `2026-11-22T11:12:38`: the date and time to the second.
    public func writeSeconds(into writer: inout LogLineWriter) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let (year, month, day) = Self.civil(days: days)
        writer.append(count: 19) { out in
            func pair(_ value: Int, at index: Int) {
                out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10)
                out[index &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            }
            pair(year / 100, at: 0)
            pair(year % 100, at: 2)
            pair(month, at: 5)
            pair(day, at: 8)
            pair(time / 3600, at: 11)
            pair(time / 60 % 60, at: 14)
            pair(time % 60, at: 17)
            (out[4], out[7], out[10], out[13], out[16]) = (UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "T"), UInt8(ascii: ":"), UInt8(ascii: ":"))
        }
    }

    /// `2026-11-22T11:12:38+0000`, as swift-log's stream handler writes it, in UTC.
    public func writeText(into writer: inout LogLineWriter) {
        writeSeconds(into: &writer)
        writer.raw("+0000")
    }

    /// `"2026-11-22T11:12:38.123Z"`: ISO 8601 with milliseconds, quoted, for JSON lines.
    public func writeJSON(into writer: inout LogLineWriter) {
        writer.raw("\"")
        writeSeconds(into: &writer)
        writer.raw(".")
        writer.digits(milliseconds, count: 3)
        writer.raw("Z\"")
    }

    /// The proleptic Gregorian date `days` after 1970-01-01: eras of 400 years (146,097 days) counted from
    /// 0000-03-01, so that the leap day ends each year of the count.
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
