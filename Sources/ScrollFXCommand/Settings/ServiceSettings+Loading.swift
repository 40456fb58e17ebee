import ArgumentParser
import Configuration
import ScrollFXServer

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ServiceSettings {
    /// Reads the settings from flags over `SCROLLFX_*` environment variables over
    /// the YAML file (if any) over the embedded defaults, and checks them.
    static func load(
        flags: [AbsoluteConfigKey: ConfigValue] = [:],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        configFile: String? = nil
    ) async throws(SettingsError) -> ServiceSettings {
        var providers: [any ConfigProvider] = [
            InMemoryProvider(name: "flags", values: flags),
            EnvironmentVariablesProvider(
                environmentVariables: environment,
                secretsSpecifier: .specific(Set(keys.filter(\.setting.isSecret).map { Setting.environmentVariable(of: $0.key) }))
            )
                .prefixKeys(with: "scrollfx"),
        ]
        if let configFile {
            let location = ConfigReader(provider: InMemoryProvider(values: ["filePath": .init(.string(configFile), isSecret: false)]))
            do {
                providers.append(try await FileProvider<YAMLSnapshot>(config: location))
            } catch {
                throw SettingsError(key: "--config", reason: "cannot read \(configFile): \(error)")
            }
        }
        providers.append(InMemoryProvider(name: "defaults", values: defaults))
        return try ServiceSettings(reader: ConfigReader(providers: providers))
    }

    /// The settings and the scene service for a command; a bad key exits 78 (EX_CONFIG) with one line on standard error.
    static func loadForCommand(
        flags: [AbsoluteConfigKey: ConfigValue], configFile: String? = nil
    ) async throws -> (settings: ServiceSettings, service: SceneService) {
        do {
            let settings = try await load(flags: flags, configFile: configFile)
            return (settings, try settings.sceneService())
        } catch {
            writeToStandardError("scrollfx: \(error)\n")
            throw ExitCode(78)
        }
    }
}
