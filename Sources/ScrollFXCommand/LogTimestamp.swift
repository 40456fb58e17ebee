import Foundation
import ScrollFX
import Synchronization

/// UTC timestamps for log lines, formatted once per second and reused: formatting a date (and, for
/// local time, looking up the zone) on every line cost more than the rest of an access-log line.
enum LogTimestamp {
    /// The second last formatted, and its text `2026-11-22T11:12:38`.
    private static let cache = Mutex<(second: Int, text: String)>((-1, ""))

    /// `2026-11-22T11:12:38+0000`: the text format's timestamp, to the second, as swift-log's stream handler writes it.
    static func seconds() -> String { prefix(of: Date().timeIntervalSince1970) + "+0000" }

    /// `2026-11-22T11:12:38.123Z`: ISO 8601 with milliseconds, for JSON lines.
    static func milliseconds() -> String {
        let now = Date().timeIntervalSince1970
        let milliseconds = Int.clamped((now - now.rounded(.down)) * 1000, to: 0...999)
        let digits = String(milliseconds)
        return prefix(of: now) + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    private static func prefix(of time: TimeInterval) -> String {
        let second = Int.clamped(time.rounded(.down), to: Int.min...Int.max)
        return cache.withLock { cache in
            if cache.second != second {
                let text = Date(timeIntervalSince1970: TimeInterval(second)).formatted(Date.ISO8601FormatStyle())
                cache = (second, String(text.dropLast()))  // without the trailing "Z"
            }
            return cache.text
        }
    }
}
