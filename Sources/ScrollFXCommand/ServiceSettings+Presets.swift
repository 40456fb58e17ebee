import Foundation
import ScrollFX
import ScrollFXServer

extension ServiceSettings {
    /// The scene service these settings describe, with the presets file read and checked.
    func sceneService() throws(SettingsError) -> SceneService {
        SceneService(limits: serviceLimits, presets: try presets())
    }

    /// The presets of `presets.file`; none when it is empty.
    func presets() throws(SettingsError) -> [String: Preset] {
        guard !presetsFile.isEmpty else { return [:] }
        guard let data = FileManager.default.contents(atPath: presetsFile) else {
            throw SettingsError(key: "presets.file", reason: "cannot read \(presetsFile)")
        }
        do {
            return try SceneService.presets(json: Array(data))
        } catch {
            throw SettingsError(key: "presets.file", reason: "\(presetsFile): \(error.detail) at \(error.pointer ?? "/")")
        }
    }
}

/// Writes `text` to standard error unbuffered.
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
