import Logging

/// A log handler that turns each event into one line for ``LogOutput/standardOutput``.
protocol LineLogHandler: LogHandler {
    /// The handler's own metadata, under the event's.
    var metadata: Logger.Metadata { get set }
    /// The line for `event`, ending in a newline; `metadata` is the handler's and the event's, merged.
    func line(for event: LogEvent, metadata: Logger.Metadata) -> String
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

    func log(event: LogEvent) {
        var merged = event.metadata ?? [:]
        if !metadata.isEmpty { merged.merge(metadata) { explicit, _ in explicit } }
        LogOutput.standardOutput.write(line(for: event, metadata: merged), urgent: event.level >= .notice)
    }
}
