import Logging
import MicroHTTP
import ScrollFXServer
import ServiceLifecycle

/// The API listener as a lifecycle service: listens on `run()`, drains on graceful shutdown.
struct APIService: Service {
    let settings: ServiceSettings
    let service: SceneService
    let logger: Logger

    func run() async throws {
        let logger = self.logger
        let server = try HTTPServer(
            configuration: settings.httpConfiguration { message in
                logger.warning("libmicrohttpd: \(message)")
            },
            responder: Router(service: service)
        )
        logger.info("listening", metadata: ["host": "\(settings.host)", "port": "\(server.port)"])
        // Returns once SIGTERM or SIGINT asks for a graceful shutdown (or the task is cancelled).
        try? await gracefulShutdown()
        logger.info("draining", metadata: ["requestsInFlight": "\(server.requestsInFlight)"])
        await server.stop(gracePeriod: .seconds(settings.gracePeriodSeconds))
        logger.info("stopped")
    }
}
