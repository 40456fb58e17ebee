import Foundation
import Subprocess
import Synchronization
import SystemPackage

/// A child process that runs while a test talks to it, its standard output and error read line by line.
///
/// Its output is drained as it arrives, so a chatty child never blocks on a full pipe. Every wait is bounded,
/// and ``stop()`` (or a wait that runs out) kills it, so a test that fails half-way leaves nothing behind.
public final class LiveProcess: Sendable {
    private let lines = OutputLines()
    private let signals = Signals()
    private let run: Task<TerminationStatus, any Error>

    /// Starts `path` with `arguments` in `directory`, with this process's environment plus `environment`.
    public init(_ path: String, _ arguments: [String], environment: [String: String] = [:], directory: String? = nil) {
        let (lines, signals) = (self.lines, self.signals)
        run = Task {
            defer {
                lines.end()
                signals.ended()
            }
            return try await Subprocess.run(
                .path(FilePath(path)), arguments: Arguments(arguments), environment: ChildProcess.inheriting(environment),
                workingDirectory: directory.map { FilePath($0) }, input: .none, output: .sequence, error: .combinedWithOutput
            ) { execution in
                signals.started(execution.processIdentifier.value)
                for try await buffer in execution.standardOutput {
                    lines.append(buffer.withUnsafeBytes { Array($0) })
                }
                // The output ends when the process exits; it is reaped only after this closure returns.
                signals.ended()
            }.terminationStatus
        }
    }

    /// The next output line containing `text` (earlier lines are skipped), or nil if the output ends first or `limit` passes.
    public func line(containing text: String, within limit: Duration = .seconds(30)) async -> String? {
        await lines.next(containing: text, within: limit)
    }

    /// Sends SIGTERM.
    public func terminate() { signals.send(SIGTERM) }

    /// Its exit status (128 + the signal's number if a signal ended it), once it has exited; if it is still
    /// running after `limit`, it is killed and the status says so (137). −1 if it could not be started.
    public func exitStatus(within limit: Duration = .seconds(30)) async -> Int32 {
        let run = self.run
        let deadline = Task {
            try await Task.sleep(for: limit)
            run.cancel()
        }
        defer { deadline.cancel() }
        do {
            return ChildProcess.status(try await run.value)
        } catch {
            return -1
        }
    }

    /// Kills it if it is still running.
    public func stop() { run.cancel() }

    /// Its process id while it runs; nil before it has started and once it has ended.
    public var processIdentifier: pid_t? { signals.running }
}

/// Signals for the process, sent from the caller's thread at once: those sent before it has started wait for it,
/// and none is sent once its output has ended, since it may then have been reaped and its id reused.
private final class Signals: Sendable {
    private enum State {
        case starting(waiting: [Int32])
        case running(pid_t)
        case ended
    }

    private let state = Mutex(State.starting(waiting: []))

    func started(_ pid: pid_t) {
        state.withLock { state in
            if case .starting(let waiting) = state { waiting.forEach { _ = kill(pid, $0) } }
            state = .running(pid)
        }
    }

    func send(_ signal: Int32) {
        state.withLock { state in
            switch state {
            case .starting(let waiting): state = .starting(waiting: waiting + [signal])
            case .running(let pid): _ = kill(pid, signal)
            case .ended: break
            }
        }
    }

    func ended() { state.withLock { $0 = .ended } }

    var running: pid_t? {
        state.withLock { state in
            if case .running(let pid) = state { pid } else { nil }
        }
    }
}

/// Output as it arrives, handed out a line at a time, each line once.
private final class OutputLines: Sendable {
    private let state = Mutex((pending: [UInt8](), ended: false))

    func append(_ bytes: [UInt8]) { state.withLock { $0.pending += bytes } }

    func end() { state.withLock { $0.ended = true } }

    func next(containing text: String, within limit: Duration) async -> String? {
        let deadline = ContinuousClock.now + limit
        while true {
            let (line, ended): (String?, Bool) = state.withLock { state in
                while let newline = state.pending.firstIndex(of: 10) {
                    let line = String(decoding: state.pending[..<newline], as: UTF8.self)
                    state.pending.removeSubrange(...newline)
                    if line.contains(text) { return (line, false) }
                }
                return (nil, state.ended)
            }
            if let line { return line }
            if ended || ContinuousClock.now >= deadline { return nil }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
