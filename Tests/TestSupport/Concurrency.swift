import Foundation

/// Runs `body` on a thread of its own and awaits its result.
///
/// For blocking work (sockets, timed loops): it must not hold one of the few threads that
/// every concurrently running test shares, and its own timing must not depend on them being free.
public func onThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}

/// Runs `body` while no other test that takes turns runs: tests that load the machine (a browser) and tests
/// that measure latency would otherwise skew each other on two cores.
public func takingTurns<T: Sendable>(_ body: () async throws -> T) async throws -> T {
    await Turns.shared.acquire()
    do {
        let value = try await body()
        await Turns.shared.release()
        return value
    } catch {
        await Turns.shared.release()
        throw error
    }
}

/// The one turn, handed on in order of arrival.
private actor Turns {
    static let shared = Turns()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
