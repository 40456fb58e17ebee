import Logging

/// A swift-log handler writing one line per event to standard output, laid out as `log.format` says (``LogFormat``:
/// swift-log's stream layout in UTC, or JSON lines), batched by ``LogOutput``.
public struct LineLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info
    let label: String
    let format: LogFormat
    let output: LogOutput

    /// A handler writing `format` lines labelled `label` to `output`.
    public init(label: String, format: LogFormat, output: LogOutput = .standardOutput) {
        (self.label, self.format, self.output) = (label, format, output)
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let fields = fields(of: event.metadata ?? [:])
        // Notice and above are written at once, with everything waiting before them.
        output.lines.append(worker: nil, urgent: event.level >= .notice) { writer in
            format.writeLine(time: .now, level: event.level.rawValue, label: label, message: event.message.description,
                             source: event.source, fields: fields, into: &writer)
        }
    }

    /// Queues the access line of `record` in its worker's buffer: for a handler without metadata of its own (`serve`'s),
    /// the very line ``log(event:)`` writes for the access event, written from the record's fields without a metadata
    /// dictionary to fill, hash and sort.
    public func accessLine(_ record: AccessRecord) {
        output.lines.appendAccessLine(record, format: format, label: label)
    }

    /// An event's `metadata` with the handler's own merged in under it, as (key, text) in the order of the keys' UTF-8
    /// bytes (the order of `<` for the keys a line carries, compared without Unicode's rules); strings as they are.
    func fields(of metadata: Logger.Metadata) -> [(key: String, value: String)] {
        var merged = metadata
        if !self.metadata.isEmpty { merged.merge(self.metadata) { explicit, _ in explicit } }
        return merged.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { entry in
            switch entry.value {
            case .string(let string): (entry.key, string)
            case .stringConvertible(let convertible): (entry.key, convertible.description)
            default: (entry.key, "\(entry.value)")
            }
        }
    }
}
