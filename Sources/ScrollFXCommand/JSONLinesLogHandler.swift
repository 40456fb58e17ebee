import Logging
import StrictJSON

/// A swift-log handler writing one JSON object per event to standard output (`log.format: json`).
///
/// Each line holds `ts` (ISO 8601, UTC, milliseconds), `level`, `label`, `msg`
/// and every metadata key at the top level, so log shippers need no parsing rules. Control characters, DEL and C1
/// included, are escaped as `\u00XX`.
struct JSONLinesLogHandler: LineLogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    let label: String

    init(label: String) { self.label = label }

    func line(
        level: Logger.Level, message: Logger.Message, source: String, fields: some Sequence<(key: String, value: String)>
    ) -> String {
        var line = ""
        line.reserveCapacity(400)
        line += "{\"ts\":"
        Self.quote(LogTimestamp.milliseconds(), into: &line)
        line += ",\"level\":"
        Self.quote(level.rawValue, into: &line)
        line += ",\"label\":"
        Self.quote(label, into: &line)
        line += ",\"msg\":"
        Self.quote(message.description, into: &line)
        for (key, value) in fields {
            switch key {
            case "ts", "level", "label", "msg": continue
            default: break
            }
            line += ","
            Self.quote(key, into: &line)
            line += ":"
            Self.quote(value, into: &line)
        }
        line += "}\n"
        return line
    }

    /// Appends `text` as a JSON string literal, escaped by the answers' own writer with DEL and C1 escaped too.
    static func quote(_ text: String, into line: inout String) {
        var writer = JSONWriter(capacity: text.utf8.count + 2)
        writer.string(text, escapingAllControls: true)
        line += String(decoding: writer.bytes, as: UTF8.self)
    }
}
