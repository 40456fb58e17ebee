#if canImport(Glibc)
import Glibc
#endif

/// SIGINT, taken by the main thread alone: blocked before any thread starts (threads inherit the mask, so the signal
/// cannot land on a worker), then waited for with `sigwait`. An asynchronous top level would wait in `sigsuspend`,
/// which valgrind cannot run.
enum Interruption {
    /// Blocks SIGINT in this thread and every thread it starts from now on.
    static func block() {
        var signals = interrupt
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Returns once SIGINT has come (after ``block()``).
    static func wait() {
        var signals = interrupt
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 || received != SIGINT {}
    }

    /// The set holding SIGINT alone.
    private static var interrupt: sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        return signals
    }
}
