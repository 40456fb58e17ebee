import Foundation
import ServiceLifecycle
import Synchronization

/// Standard output for log lines, buffered: info and below (the access log) are written in batches,
/// notice and above at once (with everything before them, so lines stay in order).
///
/// One `write` per request cost as much CPU as answering `GET /healthz`. Buffered lines reach the
/// output within ``flushInterval`` (``Flusher`` runs in the service group), when 64 KiB are waiting,
/// and when `serve` ends; a crash can lose at most that interval's access lines.
final class LogOutput: Sendable {
    /// Standard output, shared by the text and JSON-lines handlers.
    static let standardOutput = LogOutput()

    /// How long a buffered line may wait.
    static let flushInterval = Duration.milliseconds(100)
    private static let flushSize = 65_536

    private let pending = Mutex<[UInt8]>([])

    /// Queues `line` (which ends in a newline); writes at once when `urgent`, or when enough is waiting.
    func write(_ line: String, urgent: Bool) {
        let ready: [UInt8]? = pending.withLock { pending in
            pending.append(contentsOf: line.utf8)
            guard urgent || pending.count >= Self.flushSize else { return nil }
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        if let ready { emit(ready) }
    }

    /// Writes whatever is waiting.
    func flush() {
        let ready: [UInt8] = pending.withLock { pending in
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        if !ready.isEmpty { emit(ready) }
    }

    // Writes are serialised so batches from two threads never interleave.
    private let writing = Mutex(())

    private func emit(_ bytes: [UInt8]) {
        writing.withLock { _ in FileHandle.standardOutput.write(Data(bytes)) }
    }

    /// Flushes the buffer every ``LogOutput/flushInterval`` until graceful shutdown, then once more.
    /// First in the service group, so it stops last.
    struct Flusher: Service {
        let output: LogOutput

        func run() async {
            await cancelWhenGracefulShutdown {
                while !Task.isCancelled {
                    try? await Task.sleep(for: LogOutput.flushInterval)
                    output.flush()
                }
            }
            output.flush()
        }
    }
}
