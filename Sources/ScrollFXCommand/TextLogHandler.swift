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
        var line = ""
        line.reserveCapacity(320)
        line += LogTimestamp.seconds()
        line += " "
        line += event.level.rawValue
        line += " "
        line += label
        line += ":"
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
            line += " "
            line += key
            line += "="
            line += Self.text(of: value)
        }
        line += " ["
        line += event.source
        line += "] "
        line += event.message.description
        line += "\n"
        return line
    }
}
