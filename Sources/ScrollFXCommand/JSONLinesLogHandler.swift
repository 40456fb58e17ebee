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
        // One writer per line: every key and value escaped by the answers' own writer, DEL and C1 included.
        var writer = JSONWriter(capacity: 400)
        writer.raw("{\"ts\":")
        Self.quote(LogTimestamp.milliseconds(), into: &writer)
        writer.raw(",\"level\":")
        Self.quote(level.rawValue, into: &writer)
        writer.raw(",\"label\":")
        Self.quote(label, into: &writer)
        writer.raw(",\"msg\":")
        Self.quote(message.description, into: &writer)
        for (key, value) in fields {
            switch key {
            case "ts", "level", "label", "msg": continue
            default: break
            }
            writer.raw(",")
            Self.quote(key, into: &writer)
            writer.raw(":")
            Self.quote(value, into: &writer)
        }
        writer.raw("}\n")
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, control characters (DEL and C1 too) escaped.
    static func quote(_ text: String, into writer: inout JSONWriter) {
        writer.string(text, escapingAllControls: true)
    }
}
