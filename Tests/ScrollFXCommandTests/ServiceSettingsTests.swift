import Configuration
@testable import ScrollFXCommand
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
        #expect(embedded.host == "127.0.0.1" && embedded.port == 8080)
        #expect(embedded.maxBodyBytes == 1_048_576)
    }

    @Test("the environment overrides the file, and flags override the environment")
    func precedence() async throws {
        let environment = ["SCROLLFX_SERVER_PORT": "9000", "SCROLLFX_SERVER_CONNECTION_LIMIT": "77", "SCROLLFX_LOG_LEVEL": "debug"]
        let fromEnvironment = try await ServiceSettings.load(environment: environment, configFile: configFile)
        #expect(fromEnvironment.port == 9000 && fromEnvironment.connectionLimit == 77 && fromEnvironment.logLevel == "debug")
        let fromFlags = try await ServiceSettings.load(
            flags: ["server.port": .init(.int(9100), isSecret: false)], environment: environment, configFile: configFile
        )
        #expect(fromFlags.port == 9100 && fromFlags.connectionLimit == 77)
    }

    @Test("a bad value names its key", arguments: [
        ("SCROLLFX_SERVER_PORT", "70000", "server.port"),
        ("SCROLLFX_SERVER_PORT", "eighty", "server.port"),
        ("SCROLLFX_LIMITS_MAX_BODY_BYTES", "0", "limits.maxBodyBytes"),
        ("SCROLLFX_LOG_LEVEL", "loud", "log.level"),
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
