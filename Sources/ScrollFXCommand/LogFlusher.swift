import ScrollFXServer
import ServiceLifecycle

/// Flushes a ``LogOutput`` every ``LogOutput/flushInterval`` until graceful shutdown, then once more: first in
/// `serve`'s service group, so it stops last.
struct LogFlusher: Service {
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
