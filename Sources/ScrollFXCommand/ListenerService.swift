import Logging
import MicroHTTP
import ServiceLifecycle

/// One listening HTTP server as a lifecycle service: serves until graceful shutdown, then drains it.
struct ListenerService: Service {
    let name: String
    let host: String
    let server: HTTPServer
    let gracePeriod: Duration
    let logger: Logger
    /// Called the moment shutdown begins, before the drain (the API listener turns readiness to 503 here).
    var onShutdown: @Sendable () -> Void = {}

    func run() async throws {
        // Logged from here, once the group has installed its signal handlers: a SIGTERM from now on drains.
        logger.notice("listening", metadata: ["listener": "\(name)", "host": "\(host)", "port": "\(server.port)"])
        // Returns once SIGTERM or SIGINT asks for a graceful shutdown (or the task is cancelled).
        try? await gracefulShutdown()
        onShutdown()
        logger.notice("draining", metadata: ["listener": "\(name)", "requestsInFlight": "\(server.requestsInFlight)", "connections": "\(server.connections)"])
        await server.stop(gracePeriod: gracePeriod)
        logger.notice("stopped", metadata: ["listener": "\(name)"])
    }
}
