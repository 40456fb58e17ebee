import Foundation

/// Runs `body` on a thread of its own and awaits its result.
///
/// For blocking work (subprocesses, sockets, timed loops): it must not hold one of the few threads that
/// every concurrently running test shares, and its own timing must not depend on them being free.
public func onThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
