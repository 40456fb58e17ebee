import ArgumentParser
import Configuration
import Logging
import MicroHTTP
import Prometheus
import ScrollFXServer
import ServiceLifecycle
import UnixSignals

/// `scrollfx serve`: answers the HTTP API until SIGTERM or SIGINT, then drains.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve the HTTP API (127.0.0.1:8080 by default).", discussion: ServiceSettings.help)

    // Options have no defaults here: a default would always beat the environment and the file.
    @Option(help: "The numeric IP address to listen on (server.host).")
    var host: String?

    @Option(help: "The TCP port to listen on, 0 for any (server.port).")
    var port: Int?

    @Option(help: "The TCP port of the admin listener for /healthz, /readyz and /metrics, 0 for any (admin.port).")
    var adminPort: Int?

    @Option(help: "A YAML configuration file, e.g. Config/scrollfx.yaml; without it the embedded defaults apply.")
    var config: String?

    @Option(help: "trace, debug, info, notice, warning, error or critical (log.level).")
    var logLevel: String?

    func run() async throws {
        ServerMemory.configureAllocator()
        var flags: [AbsoluteConfigKey: ConfigValue] = [:]
        if let host { flags["server.host"] = .init(.string(host), isSecret: false) }
        if let port { flags["server.port"] = .init(.int(port), isSecret: false) }
        if let adminPort { flags["admin.port"] = .init(.int(adminPort), isSecret: false) }
        if let logLevel { flags["log.level"] = .init(.string(logLevel), isSecret: false) }
        let (settings, service) = try await ServiceSettings.loadForCommand(flags: flags, configFile: config)
        let access: AccessControl
        do {
            access = try settings.accessControl()
        } catch {
            writeToStandardError("scrollfx: \(error)\n")
            throw ExitCode(78)
        }
        let handler = LineLogHandler(label: "scrollfx", format: settings.log.format == "json" ? .json : .text)
        var logger = Logger(label: "scrollfx") { _ in handler }
        logger.logLevel = Logger.Level(rawValue: settings.log.level) ?? .info
        // Whether /v1/* needs a key, said at every start, so a deployment that meant keys on sees when they are off.
        logger.notice("authentication", metadata: ["enabled": "\(access.keys.isEnabled)", "keys": "\(access.keys.count)"])
        // Access lines skip swift-log's metadata dictionary: the handler writes the same line from the record.
        let accessLine: @Sendable (AccessRecord) -> Void = { record in handler.accessLine(record) }
        let readiness = Readiness()
        let registry = PrometheusCollectorRegistry()
        // libmicrohttpd's messages are mostly per connection ("closed by remote side"): at debug level, so a
        // flood of slow or broken clients cannot flood the log, or block workers on a slow log reader.
        let log: @Sendable (String) -> Void = { [logger] message in logger.debug("libmicrohttpd: \(message)") }
        let counted = SceneService(limits: service.limits, presets: service.presets, metrics: EngineMetrics(registry: registry))
        let requests = RequestMetrics(registry: registry)
        let metrics = ServiceMetrics(registry: registry, readiness: readiness, requests: requests)
        let api = try HTTPServer(
            configuration: settings.server.httpConfiguration(maxBodyBytes: settings.limits.maxBodyBytes, log: log, onRefusal: requests.refused),
            responder: Router(service: counted, held: HeldScenes(holding: settings.holding), readiness: readiness, logger: logger,
                              metrics: requests, exposition: settings.server.exposeMetrics ? metrics : nil, playground: settings.playground.enabled,
                              access: access, accessLine: accessLine)
        )
        metrics.observe { [weak api] in (api?.requestsInFlight ?? 0, api?.connections ?? 0) }
        let admin = try HTTPServer(configuration: settings.admin.httpConfiguration(log: log), responder: Router.admin(readiness: readiness, metrics: metrics, logger: logger, accessLine: accessLine))
        let grace = Duration.seconds(settings.shutdown.gracePeriodSeconds)
        // Shutdown runs in reverse order: the API drains first while the admin listener still answers /readyz with 503.
        let group = ServiceGroup(configuration: .init(
            services: [
                LogFlusher(output: .standardOutput),
                ListenerService(name: "admin", host: settings.admin.host, server: admin, gracePeriod: .seconds(1), logger: logger),
                ListenerService(name: "api", host: settings.server.host, server: api, gracePeriod: grace, logger: logger, onShutdown: readiness.drain),
            ],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: logger
        ))
        defer { LogOutput.standardOutput.flush() }
        try await group.run()
    }
}
