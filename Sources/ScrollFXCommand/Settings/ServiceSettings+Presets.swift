import Foundation
import ScrollFX
import ScrollFXServer

extension ServiceSettings {
    /// The scene service these settings describe: the built-in presets, and those of `presets.file` read and checked.
    func sceneService() throws(SettingsError) -> SceneService {
        SceneService(limits: limits.serviceLimits, presets: SceneService.shippedPresets.merging(try presetsFromFile()) { _, file in file })
    }

    /// The presets of `presets.file`, which add to the built-in ones or replace them by name; none when it is empty.
    /// A file that is named (by flag, environment or configuration) must be readable: the default names none.
    func presetsFromFile() throws(SettingsError) -> [String: Preset] {
        let file = presets.file
        guard !file.isEmpty else { return [:] }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SettingsError(key: "presets.file", reason: "cannot read \(file)")
        }
        do {
            return try SceneService.presets(json: Array(data))
        } catch {
            throw SettingsError(key: "presets.file", reason: "\(file): \(error.detail) at \(error.pointer ?? "/")")
        }
    }
}

/// Writes `text` to standard error unbuffered.
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
