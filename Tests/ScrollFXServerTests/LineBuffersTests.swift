@testable import ScrollFXServer
import Synchronization
import Testing

/// Per-worker log buffers: nothing lost, whole lines, each worker's lines in order.
struct LineBuffersTests {
    /// The batches written so far.
    private final class Sink: Sendable {
        let batches = Mutex<[[UInt8]]>([])
        func lines() -> [Substring] {
            batches.withLock { $0.map { String(decoding: $0, as: UTF8.self) } }.flatMap { $0.split(separator: "\n") }
        }
    }

    @Test("lines from many threads at once are all written, whole, each thread's in order, past the batch size too")
    func concurrentWorkers() async {
        let sink = Sink()
        let buffers = LineBuffers(workers: 2, flushSize: 4096) { batch in sink.batches.withLock { $0.append(batch) } }
        await withTaskGroup(of: Void.self) { group in
            // Five writers over two worker buffers and the shared one: buffers are shared, never corrupted.
            for writer in 0..<5 {
                group.addTask {
                    for line in 0..<3_000 {
                        buffers.append(worker: writer < 4 ? writer : nil) { $0.raw("w "); $0.integer(writer); $0.raw(" "); $0.integer(line); $0.raw("\n") }
                    }
                }
            }
        }
        // Full buffers went out before the flush, in batches of whole lines.
        #expect(sink.batches.withLock { $0.count > 5 && $0.allSatisfy { $0.last == UInt8(ascii: "\n") } })
        buffers.flush()
        let lines = sink.lines()
        #expect(lines.count == 15_000)
        for writer in 0..<5 {
            let mine = lines.filter { $0.hasPrefix("w \(writer) ") }.map { Int($0.split(separator: " ")[2]) }
            #expect(mine == (0..<3_000).map { $0 }, "writer \(writer)")
        }
    }

    @Test("an urgent line goes out at once, after every line waiting in any buffer")
    func urgent() {
        let sink = Sink()
        let buffers = LineBuffers(workers: 3) { batch in sink.batches.withLock { $0.append(batch) } }
        buffers.append(worker: 2) { $0.raw("access 2\n") }
        buffers.append(worker: 0) { $0.raw("access 0\n") }
        #expect(sink.lines().isEmpty)
        buffers.append(worker: nil, urgent: true) { $0.raw("notice\n") }
        #expect(sink.lines().sorted() == ["access 0", "access 2", "notice"] && sink.lines().last == "notice")
        // A worker beyond the buffers shares one, and a negative number is not a trap.
        buffers.append(worker: 7) { $0.raw("seven\n") }
        buffers.append(worker: -1) { $0.raw("minus\n") }
        buffers.flush()
        #expect(Set(sink.lines()) == ["access 0", "access 2", "notice", "seven", "minus"])
    }

    @Test("durations are written as Double.description writes the milliseconds")
    func milliseconds() {
        for microseconds in [0, 1, 10, 12, 100, 412, 999, 1000, 1500, 1_234_567, 86_400_000_000] + (0..<2_000).map({ _ in Int.random(in: 0...10_000_000) }) {
            var writer = LogLineWriter()
            AccessRecord.writeMilliseconds(microseconds, into: &writer)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == (Double(microseconds) / 1000).description, "\(microseconds)")
        }
    }
}
