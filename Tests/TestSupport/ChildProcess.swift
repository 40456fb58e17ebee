import Foundation
import Subprocess
import SystemPackage

/// Child processes for tests, through swift-subprocess rather than Foundation's `Process`.
///
/// Every wait has a time limit: a child that outlives it is killed and the test fails instead of hanging
/// (`Process` offers only `waitUntilExit` and reading a pipe to its end, neither bounded). Subprocess also
/// closes every other descriptor in the child, opens its pipes close-on-exec, sees the exit through a
/// process descriptor, and kills the child when the task that runs it is cancelled.
public enum ChildProcess {
    /// What a command run to its end wrote and how it ended.
    public struct Outcome: Sendable {
        /// Its standard output.
        public var output: Data
        /// Its standard error.
        public var error: Data
        /// Its exit status; 128 + the signal's number if a signal ended it (137 when its time ran out).
        public var status: Int32
    }

    /// Runs `path` with `arguments` to its end, `input` on its standard input; killed once `timeLimit` has passed.
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
        input: Data = Data(), timeLimit: Duration = .seconds(60)
    ) async throws -> Outcome {
        _ = ignoringBrokenPipes
        return try await bounded(by: timeLimit) {
            let result = try await Subprocess.run(
                .path(FilePath(path)), arguments: Arguments(arguments), environment: inheriting(environment),
                workingDirectory: directory.map { FilePath($0) }, input: .data(input),
                output: .data(limit: 256 << 20), error: .data(limit: 16 << 20))
            return Outcome(output: result.standardOutput, error: result.standardError, status: status(result.terminationStatus))
        }
    }

    /// A child that exits before reading its input leaves the writer a pipe without a reader: the write must fail
    /// (EPIPE), not end the whole test process with SIGPIPE.
    private static let ignoringBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// This process's environment with `overrides` on top.
    static func inheriting(_ overrides: [String: String]) -> Environment {
        .inherit.updating(Dictionary(uniqueKeysWithValues: overrides.compactMap { key, value in
            Environment.Key(rawValue: key).map { ($0, Optional(value)) }
        }))
    }

    /// A termination as a shell reports it: the exit code, or 128 + the signal's number.
    static func status(_ termination: TerminationStatus) -> Int32 {
        switch termination {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }

    /// `body`'s value, or its task cancelled once `limit` has passed (Subprocess then kills its child).
    static func bounded<T: Sendable>(by limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else {
                throw TimedOut(limit: limit)
            }
            return value
        }
    }

    /// A child did not end within its time limit and was killed.
    public struct TimedOut: Error, CustomStringConvertible {
        /// The time it had.
        public var limit: Duration
        public var description: String { "the child process did not end within \(limit) and was killed" }
    }
}
