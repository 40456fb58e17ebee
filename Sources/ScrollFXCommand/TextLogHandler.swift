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

    func line(
        level: Logger.Level, message: Logger.Message, source: String, fields: some Sequence<(key: String, value: String)>
    ) -> String {
        var line = ""
        line.reserveCapacity(320)
        line += LogTimestamp.seconds()
        line += " "
        line += level.rawValue
        line += " "
        line += label
        line += ":"
        for (key, value) in fields {
            line += " "
            line += key
            line += "="
            line += value
        }
        line += " ["
        line += source
        line += "] "
        line += message.description
        line += "\n"
        return line
    }
}
