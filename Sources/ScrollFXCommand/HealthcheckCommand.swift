import ArgumentParser
import Configuration
import MicroHTTP

/// `scrollfx healthcheck`: exits 0 when the admin listener answers `GET /healthz` with 200, else 1.
///
/// Meant for a container's HEALTHCHECK: it reads the same configuration as `serve`
/// (file, `SCROLLFX_*` environment, flags) to find the admin listener, and a
/// wildcard listening address is probed on loopback.
struct HealthcheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "healthcheck",
        abstract: "Probe the admin listener's /healthz; exit 0 when it answers 200."
    )

    @Option(help: "A YAML configuration file; without it the embedded defaults apply.")
    var config: String?

    @Option(help: "The admin listener's TCP port (admin.port).")
    var adminPort: Int?

    @Option(help: "Seconds to wait for the answer.")
    var timeout: Int = 2

    func run() async throws {
        var flags: [AbsoluteConfigKey: ConfigValue] = [:]
        if let adminPort { flags["admin.port"] = .init(.int(adminPort), isSecret: false) }
        let (settings, _) = try await ServiceSettings.loadForCommand(flags: flags, configFile: config)
        let host = switch settings.admin.host {
        case "0.0.0.0": "127.0.0.1"
        case "::", "[::]": "::1"
        default: settings.admin.host
        }
        let status = HTTPProbe.status(host: host, port: settings.admin.port, timeoutSeconds: timeout)
        print("scrollfx healthcheck: \(host):\(settings.admin.port)/healthz answered \(status.map(String.init) ?? "nothing")")
        guard status == 200 else { throw ExitCode.failure }
    }
}
