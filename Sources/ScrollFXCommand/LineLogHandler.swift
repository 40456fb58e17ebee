import Logging
import ScrollFXServer

/// A log handler that turns each event into one line for ``LogOutput/standardOutput``.
protocol LineLogHandler: LogHandler {
    /// The handler's own metadata, under the event's.
    var metadata: Logger.Metadata { get set }
    /// The line of an event, ending in a newline; `fields` are its metadata as (key, text), keys in order.
    func line(
        level: Logger.Level, message: Logger.Message, source: String, fields: some Sequence<(key: String, value: String)>
    ) -> String
}

extension LineLogHandler {
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The text of a metadata value; strings as they are, without a trip through interpolation.
    static func text(of value: Logger.MetadataValue) -> String {
        switch value {
        case .string(let string): string
        case .stringConvertible(let convertible): convertible.description
        default: "\(value)"
        }
    }

    /// The metadata in the order of its keys' UTF-8 bytes: the order of `<` for the keys a line carries, compared
    /// without Unicode's rules (the access line's eight keys are sorted on every request).
    static func sorted(_ metadata: Logger.Metadata) -> [(key: String, value: Logger.MetadataValue)] {
        metadata.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    func log(event: LogEvent) {
        let line = line(level: event.level, message: event.message, source: event.source, metadata: event.metadata ?? [:])
        LogOutput.standardOutput.write(line, urgent: event.level >= .notice)
    }

    /// The line of an event carrying `metadata`, with the handler's own merged in under it.
    func line(level: Logger.Level, message: Logger.Message, source: String, metadata: Logger.Metadata) -> String {
        var merged = metadata
        if !self.metadata.isEmpty { merged.merge(self.metadata) { explicit, _ in explicit } }
        let fields = Self.sorted(merged).lazy.map { (key: $0.key, value: Self.text(of: $0.value)) }
        return line(level: level, message: message, source: source, fields: fields)
    }

    /// The access line of `record`, for a handler without metadata of its own: the very line `log(event:)` writes
    /// for the access event, built from the record's fields without a metadata dictionary to fill, hash and sort.
    func accessLine(_ record: AccessRecord) -> String {
        line(level: .info, message: AccessRecord.message, source: AccessRecord.source, fields: record.fields)
    }
}
