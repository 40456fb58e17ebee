import Logging

/// A swift-log handler writing one JSON object per event to standard output (`log.format: json`).
///
/// Each line holds `ts` (ISO 8601, UTC, milliseconds), `level`, `label`, `msg`
/// and every metadata key at the top level, so log shippers need no parsing rules.
struct JSONLinesLogHandler: LineLogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    let label: String

    init(label: String) { self.label = label }

    func line(for event: LogEvent, metadata: Logger.Metadata) -> String {
        var line = "{\"ts\":" + Self.quoted(LogTimestamp.milliseconds())
            + ",\"level\":" + Self.quoted(event.level.rawValue)
            + ",\"label\":" + Self.quoted(label)
            + ",\"msg\":" + Self.quoted("\(event.message)")
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) where !["ts", "level", "label", "msg"].contains(key) {
            line += "," + Self.quoted(key) + ":" + Self.quoted("\(value)")
        }
        return line + "}\n"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
