import Logging

/// The two layouts of a log line (`log.format`), written as bytes.
///
/// `text` has the layout of swift-log's `StreamLogHandler` (`<time> <level> <label>: <key=value …> [<source>]
/// <message>`) with the time in UTC; `json` is one object per line holding `ts` (ISO 8601, UTC, milliseconds),
/// `level`, `label`, `msg` and every metadata key at the top level. Control characters (C0, DEL and C1), bidi controls
/// and line separators in any part are written as `\uXXXX`, so no logged value can end its line, start a forged one,
/// reorder what a terminal shows or drive it. A text value that is not all ASCII graphic characters but `"`, `\` and
/// `=` is written in double quotes (`url.path="/x y=1"`), with `"` and `\` escaped by a backslash, so no value can
/// pass for a `key=value` of the line's own; in text a `\` is always doubled, so `\u000a` is never one the value held.
public enum LogFormat: String, Sendable {
    case text, json

    /// Writes one event's line, ending in a newline; `fields` are its metadata as (key, text), keys in order.
    public func writeLine(
        time: LogTime, level: String, label: String, message: String, source: String,
        fields: some Sequence<(key: String, value: String)>, into writer: inout LogLineWriter
    ) {
        begin(time: time, level: level, label: label, message: message, into: &writer)
        for (key, value) in fields {
            // JSON's own members come first; metadata cannot repeat them.
            if self == .json, key == "ts" || key == "level" || key == "label" || key == "msg" { continue }
            self.key(key, into: &writer)
            self.value(value, into: &writer)
        }
        end(source: source, message: message, into: &writer)
    }

    /// Writes the access line of `record`: the line ``writeLine(time:level:label:message:source:fields:into:)``
    /// gives for its fields, numbers written as digits with no `String` made for them.
    public func writeAccessLine(_ record: AccessRecord, time: LogTime, label: String, into writer: inout LogLineWriter) {
        // The level, message and source are the access event's own (`info`, `AccessRecord.message`, `.source`), which
        // need no escape: written as literals.
        switch self {
        case .text:
            time.writeText(into: &writer)
            writer.raw(" info ")
            Self.plain(label, into: &writer)
            writer.raw(":")
        case .json:
            writer.raw("{\"ts\":")
            time.writeJSON(into: &writer)
            writer.raw(",\"level\":\"info\",\"label\":")
            writer.jsonString(label)
            writer.raw(",\"msg\":\"request\"")
        }
        // Each key with what ends the value before it (JSON quotes the numbers), as one literal.
        let json = self == .json
        writer.raw(json ? #","duration_ms":""# : " duration_ms=")
        AccessRecord.writeMilliseconds(record.durationMicroseconds, into: &writer)
        writer.raw(json ? #"","http.request.body.size":""# : " http.request.body.size=")
        writer.integer(record.requestBytes)
        writer.raw(json ? #"","http.request.method":"# : " http.request.method=")
        value(record.method, into: &writer)
        writer.raw(json ? #","http.response.body.size":""# : " http.response.body.size=")
        writer.integer(record.responseBytes)
        writer.raw(json ? #"","http.response.status_code":""# : " http.response.status_code=")
        writer.integer(record.status)
        writer.raw(json ? #"","http.route":"# : " http.route=")
        value(record.route, into: &writer)
        writer.raw(json ? #","request.id":"# : " request.id=")
        value(record.requestID, into: &writer)
        writer.raw(json ? #","trace_id":"# : " trace_id=")
        value(record.traceID, into: &writer)
        writer.raw(json ? "}\n" : " [ScrollFXServer] request\n")
    }

    private func begin(time: LogTime, level: String, label: String, message: String, into writer: inout LogLineWriter) {
        switch self {
        case .text:
            time.writeText(into: &writer)
            writer.raw(" ")
            Self.plain(level, into: &writer)
            writer.raw(" ")
            Self.plain(label, into: &writer)
            writer.raw(":")
        case .json:
            writer.raw("{\"ts\":")
            time.writeJSON(into: &writer)
            writer.raw(",\"level\":")
            writer.jsonString(level)
            writer.raw(",\"label\":")
            writer.jsonString(label)
            writer.raw(",\"msg\":")
            writer.jsonString(message)
        }
    }

    private func key(_ key: String, into writer: inout LogLineWriter) {
        switch self {
        case .text:
            writer.raw(" ")
            Self.plain(key, into: &writer)
            writer.raw("=")
        case .json:
            writer.raw(",")
            writer.jsonString(key)
            writer.raw(":")
        }
    }

    private func value(_ value: String, into writer: inout LogLineWriter) {
        switch self {
        case .text: Self.textValue(value, into: &writer)
        case .json: writer.jsonString(value)
        }
    }

    private func end(source: String, message: String, into writer: inout LogLineWriter) {
        switch self {
        case .text:
            writer.raw(" [")
            Self.plain(source, into: &writer)
            writer.raw("] ")
            Self.plain(message, into: &writer)
            writer.raw("\n")
        case .json:
            writer.raw("}\n")
        }
    }

    /// Appends `text` unquoted, its backslashes doubled and its control characters, bidi controls and line separators
    /// written as `\uXXXX` (lowercase hex); plain ASCII text (nearly all) is copied as it is.
    static func plain(_ text: String, into writer: inout LogLineWriter) {
        if !writer.plainASCII(text, spaces: true) { escaped(text, quote: false, into: &writer) }
    }

    /// Appends a text-format value: as it is when every byte is an ASCII graphic character but `"`, `\` and `=`
    /// (methods, routes, ids, numbers), else in double quotes, escaped as ``plain(_:into:)`` escapes and with `"` as `\"`.
    static func textValue(_ text: String, into writer: inout LogLineWriter) {
        if text.isEmpty || !writer.plainASCII(text, spaces: false) { escaped(text, quote: true, into: &writer) }
    }

    /// `text` with `\` doubled, `"` escaped when `quote` (and the whole in quotes), and controls, bidi controls and line
    /// separators as `\uXXXX`.
    private static func escaped(_ text: String, quote: Bool, into writer: inout LogLineWriter) {
        if quote { writer.raw("\"") }
        for scalar in text.unicodeScalars {
            if scalar == "\\" || (quote && scalar == "\"") {
                writer.raw("\\")
                writer.text(String(scalar))
            } else if LogLineWriter.isInvisibleControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                writer.raw("\\u")
                writer.text(String(repeating: "0", count: 4 - hex.count) + hex)
            } else {
                writer.text(String(scalar))
            }
        }
        if quote { writer.raw("\"") }
    }
}
