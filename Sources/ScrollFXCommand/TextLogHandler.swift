import Logging

/// A swift-log handler writing one text line per event to standard output (`log.format: text`).
///
/// The line has the layout of swift-log's `StreamLogHandler`
/// (`<time> <level> <label>: <key=value …> [<source>] <message>`) with the time in UTC, so an
/// access line costs a formatted string, not a time-zone lookup, and is written in a batch (``LogOutput``). Control
/// characters in any part are written as `\u00XX` (``LogText``): no logged value can start a line of its own.
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
        LogText.append(label, to: &line)
        line += ":"
        for (key, value) in fields {
            line += " "
            LogText.append(key, to: &line)
            line += "="
            LogText.append(value, to: &line)
        }
        line += " ["
        LogText.append(source, to: &line)
        line += "] "
        LogText.append(message.description, to: &line)
        line += "\n"
        return line
    }
}
