import Synchronization

/// Log lines waiting to be written in batches: one buffer per worker thread of the server, and one shared by every
/// other thread.
///
/// A line goes into its worker's buffer (`HTTPRequest.worker`, carried by the ``AccessRecord``), whose lock no other
/// thread takes but whoever calls ``flush()`` (`serve`'s flusher, every 100 ms): all but never waited for, and its
/// memory stays with its core, where one shared buffer had the workers contend for it line after line. A buffer is
/// written out when it passes `flushSize`, on ``flush()``, and with everything before it when a line is urgent; a
/// buffer's batches are written in order, whole lines only.
public final class LineBuffers: Sendable {
    private let buffers: [Buffer]
    private let flushSize: Int
    private let emit: @Sendable ([UInt8]) -> Void
    /// Held while a batch is written, so batches never interleave; taken with a buffer's lock held, never the reverse.
    private let writing = Mutex(())

    /// One buffer's bytes.
    private final class Buffer: Sendable {
        let lines = Mutex(LogLineWriter(capacity: 4096))
    }

    /// Buffers for `workers` worker threads (those beyond share them by number) and the shared one; `emit` writes a
    /// batch of whole lines.
    public init(workers: Int, flushSize: Int = 65_536, emit: @escaping @Sendable ([UInt8]) -> Void) {
        buffers = (0...max(workers, 1)).map { _ in Buffer() }
        self.flushSize = flushSize
        self.emit = emit
    }

    /// Appends the line `write` writes (ending in a newline) to `worker`'s buffer, or to the shared one when nil;
    /// writes the buffer out when it passes `flushSize`, and every buffer when `urgent`.
    public func append(worker: Int?, urgent: Bool = false, _ write: (inout LogLineWriter) -> Void) {
        let index = worker.map { 1 + ($0 & Int.max) % (buffers.count - 1) } ?? 0
        buffers[index].lines.withLock { (lines: inout LogLineWriter) in
            write(&lines)
            guard lines.count >= flushSize, !urgent else { return }
            writeOut(&lines)
        }
        if urgent { flush(last: index) }
    }

    /// Writes out whatever is waiting, buffer by buffer, the buffer numbered `last` last.
    public func flush(last: Int = 0) {
        for index in buffers.indices where index != last { flush(buffers[index]) }
        if buffers.indices.contains(last) { flush(buffers[last]) }
    }

    private func flush(_ buffer: Buffer) {
        buffer.lines.withLock { (lines: inout LogLineWriter) in
            if lines.count > 0 { writeOut(&lines) }
        }
    }

    /// Writes `lines` out and empties them; called with their buffer's lock held, so its batches keep their order.
    private func writeOut(_ lines: inout LogLineWriter) {
        let batch = lines.bytes
        lines.removeAll()
        writing.withLock { _ in emit(batch) }
    }
}

extension LineBuffers {
    /// Queues the access line of `record`, laid out in `format`, in its worker's buffer.
    public func appendAccessLine(_ record: AccessRecord, format: LogFormat, label: String) {
        append(worker: record.worker) { format.writeAccessLine(record, time: .now, label: label, into: &$0) }
    }
}
