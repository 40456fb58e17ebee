import Logging

/// A swift-log handler writing one text line per event to standard output (`log.format: text`).
///
/// The line has the layout of swift-log's `StreamLogHandler`
/// (`<time> <level> <label>: <key=value …> [<source>] <message>`) with the time in UTC, so an
/// access line costs a formatted string, not a time-zone lookup, and is written in a batch (``LogOutput``).
struct TextLogHandler: LineLogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    let label: String

    init(label: String) { self.label = label }

    func line(for event: LogEvent, metadata: Logger.Metadata) -> String {
        var line = LogTimestamp.seconds() + " " + event.level.rawValue + " " + label + ":"
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
            line += " " + key + "=" + "\(value)"
        }
        return line + " [" + event.source + "] " + "\(event.message)" + "\n"
    }
}
