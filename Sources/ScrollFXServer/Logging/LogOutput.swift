import Foundation
import MicroHTTP

/// Standard output for log lines, buffered: info and below (the access log) are written in batches, one buffer per
/// worker thread (``LineBuffers``), notice and above at once (with everything before them).
///
/// One `write` per request cost as much CPU as answering `GET /healthz`, and one shared buffer had the workers
/// contend for its lock line after line. Buffered lines reach the output within ``flushInterval`` (`serve` flushes them
/// that often), when 64 KiB wait in one buffer, and when `serve` ends; a crash can lose at most that
/// interval's access lines.
public final class LogOutput: Sendable {
    /// Standard output, shared by the handlers of both formats: a buffer per core's worker.
    public static let standardOutput = LogOutput(workers: HTTPServerConfiguration.onlineCores) { batch in
        FileHandle.standardOutput.write(Data(batch))
    }

    /// How long a buffered line may wait.
    public static let flushInterval = Duration.milliseconds(100)

    let lines: LineBuffers

    /// Buffers for `workers` worker threads, whose batches `emit` writes.
    public init(workers: Int, emit: @escaping @Sendable ([UInt8]) -> Void) {
        lines = LineBuffers(workers: workers, emit: emit)
    }

    /// Writes whatever is waiting.
    public func flush() { lines.flush() }
}
