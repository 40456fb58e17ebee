import Foundation
import Logging
import Synchronization

/// A swift-log handler writing one text line per event to standard output (`log.format: text`).
///
/// The line has the layout of swift-log's `StreamLogHandler`
/// (`<time> <level> <label>: <key=value …> [<source>] <message>`) with the time in UTC, so an
/// access line costs a formatted string and one write, not a time-zone lookup.
struct TextLogHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    let label: String

    /// Lines from concurrent threads never interleave.
    private static let output = Mutex(())

    init(label: String) { self.label = label }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        var line = LogTimestamp.seconds() + " " + event.level.rawValue + " " + label + ":"
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) {
            line += " " + key + "=" + "\(value)"
        }
        line += " [" + event.source + "] " + "\(event.message)" + "\n"
        Self.output.withLock { _ in FileHandle.standardOutput.write(Data(line.utf8)) }
    }
}
