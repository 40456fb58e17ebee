import Foundation
import Configuration
import MicroHTTP
@testable import ScrollFXCommand
import ScrollFXServer
import Testing

/// The repository's documented configuration file.
let configFile = String(#filePath.split(separator: "/Tests/").first!) + "/Config/scrollfx.yaml"

@Suite("service settings: file, environment, flags")
struct ServiceSettingsTests {
    @Test("Config/scrollfx.yaml names every key and repeats the embedded defaults exactly")
    func fileMatchesDefaults() async throws {
        let location = ConfigReader(provider: InMemoryProvider(values: ["filePath": .init(.string(configFile), isSecret: false)]))
        // The file alone, with no defaults beneath it: a missing key would throw.
        let fromFile = try ServiceSettings(reader: ConfigReader(provider: try await FileProvider<YAMLSnapshot>(config: location)))
        let embedded = try ServiceSettings(reader: ConfigReader(provider: InMemoryProvider(values: ServiceSettings.defaults)))
        #expect(fromFile == embedded)
        #expect(embedded.server.host == "127.0.0.1" && embedded.server.port == 8080)
        #expect(embedded.limits.maxBodyBytes == 1_048_576)
    }

    @Test("docs/operating.md tabulates exactly the keys the components read")
    func documentedKeys() throws {
        let doc = try String(contentsOfFile: String(#filePath.split(separator: "/Tests/").first!) + "/docs/operating.md", encoding: .utf8)
        let scopes = Set(ServiceSettings.components.map { $0.scope })
        // The first cells of table rows: `scope.name` keys, several to a cell.
        func isKey(_ text: String) -> Bool {
            let parts = text.split(separator: ".")
            return parts.count == 2 && scopes.contains(String(parts[0])) && !text.hasSuffix("*")
        }
        var documented: Set<String> = []
        for row in doc.split(separator: "\n") where row.hasPrefix("| `") {
            let firstCell = row.split(separator: "|")[0]
            documented.formUnion(firstCell.split(separator: "`").map(String.init).filter(isKey))
        }
        #expect(documented == Set(ServiceSettings.keys.map(\.key)))
        #expect(Setting.environmentVariable(of: "server.connectionLimit") == "SCROLLFX_SERVER_CONNECTION_LIMIT")
        // `scrollfx serve --help` lists them all, from the same table.
        #expect(ServiceSettings.keys.allSatisfy { ServiceSettings.help.contains("\($0.key) / \(Setting.environmentVariable(of: $0.key)) (") })
    }

    @Test("the environment overrides the file, and flags override the environment")
    func precedence() async throws {
        let environment = ["SCROLLFX_SERVER_PORT": "9000", "SCROLLFX_SERVER_CONNECTION_LIMIT": "77", "SCROLLFX_LOG_LEVEL": "debug"]
        let fromEnvironment = try await ServiceSettings.load(environment: environment, configFile: configFile)
        #expect(fromEnvironment.server.port == 9000 && fromEnvironment.server.connectionLimit == 77 && fromEnvironment.log.level == "debug")
        let fromFlags = try await ServiceSettings.load(
            flags: ["server.port": .init(.int(9100), isSecret: false)], environment: environment, configFile: configFile
        )
        #expect(fromFlags.server.port == 9100 && fromFlags.server.connectionLimit == 77)
    }

    @Test("a bad value names its key", arguments: [
        ("SCROLLFX_SERVER_PORT", "70000", "server.port"),
        ("SCROLLFX_SERVER_PORT", "eighty", "server.port"),
        ("SCROLLFX_LIMITS_MAX_BODY_BYTES", "0", "limits.maxBodyBytes"),
        ("SCROLLFX_LOG_LEVEL", "loud", "log.level"),
        // A cap on bodies being received below the largest body would refuse every body of that size.
        ("SCROLLFX_SERVER_MAX_BUFFERED_BYTES", "1048575", "server.maxBufferedBytes"),
        ("SCROLLFX_SERVER_MAX_BUFFERED_BYTES", "0", "server.maxBufferedBytes"),
        // A client's share below the largest body, or a reserve leaving less than it to large bodies.
        ("SCROLLFX_SERVER_MAX_BUFFERED_BYTES_PER_CLIENT", "1048575", "server.maxBufferedBytesPerClient"),
        ("SCROLLFX_SERVER_SMALL_BODY_RESERVE_BYTES", "15728641", "server.smallBodyReserveBytes"),
        ("SCROLLFX_SERVER_MIN_BODY_BYTES_PER_SECOND", "-1", "server.minBodyBytesPerSecond"),
    ])
    func badValue(variable: String, value: String, key: String) async {
        await #expect {
            _ = try await ServiceSettings.load(environment: [variable: value])
        } throws: { error in
            (error as? SettingsError)?.key == key
        }
    }

    @Test("a missing configuration file is an error naming --config")
    func missingFile() async {
        await #expect {
            _ = try await ServiceSettings.load(environment: [:], configFile: "/nonexistent/scrollfx.yaml")
        } throws: { error in
            (error as? SettingsError)?.key == "--config"
        }
    }
}

@Suite("library defaults pinned to the settings tables")
struct SettingsDefaultsTests {
    @Test("ServiceLimits(), SceneLimits() and HTTPServerConfiguration() are the embedded configuration's defaults")
    func libraryDefaultsAreTheSettings() throws {
        let embedded = try ServiceSettings(reader: ConfigReader(provider: InMemoryProvider(values: ServiceSettings.defaults)))
        #expect(embedded.limits.serviceLimits == ServiceLimits())
        let configured = embedded.server.httpConfiguration(maxBodyBytes: embedded.limits.maxBodyBytes, log: { _ in })
        let library = HTTPServerConfiguration()
        let fields: [(String, Int, Int)] = [
            ("port", configured.port, library.port), ("threads", configured.threads, library.threads),
            ("connectionLimit", configured.connectionLimit, library.connectionLimit),
            ("connectionTimeoutSeconds", configured.connectionTimeoutSeconds, library.connectionTimeoutSeconds),
            ("connectionsPerClient", configured.connectionsPerClient, library.connectionsPerClient),
            ("headerTimeoutSeconds", configured.headerTimeoutSeconds, library.headerTimeoutSeconds),
            ("bodyTimeoutSeconds", configured.bodyTimeoutSeconds, library.bodyTimeoutSeconds),
            ("connectionMemoryLimitBytes", configured.connectionMemoryLimitBytes, library.connectionMemoryLimitBytes),
            ("maxBodyBytes", configured.maxBodyBytes, library.maxBodyBytes), ("maxBufferedBytes", configured.maxBufferedBytes, library.maxBufferedBytes),
            ("maxBufferedBytesPerClient", configured.maxBufferedBytesPerClient, library.maxBufferedBytesPerClient),
            ("smallBodyReserveBytes", configured.smallBodyReserveBytes, library.smallBodyReserveBytes),
            ("minBodyBytesPerSecond", configured.minBodyBytesPerSecond, library.minBodyBytesPerSecond),
        ]
        for (name, setting, value) in fields { #expect(setting == value, "HTTPServerConfiguration().\(name) is \(value), the setting \(setting)") }
        #expect(configured.host == library.host)
    }
}
