/// A named bundle of item effects and layers that a section can ask for by name.
public struct Preset: Hashable, Sendable, Codable {
    /// What the preset is for.
    public var description: String?
    /// Effects applied to each item as a whole, where the section gives none.
    public var effects: [Effect]?
    /// The layer tree of each item, where the section gives none.
    public var layers: [Layer]?

    /// Creates a preset.
    public init(description: String? = nil, effects: [Effect]? = nil, layers: [Layer]? = nil) {
        self.description = description
        self.effects = effects
        self.layers = layers
    }
}

extension Scene {
    /// The scene with each section's `preset` applied: its effects and layers fill in where the section gives none.
    ///
    /// Throws at `/sections/i/preset` when a section names a preset that does not exist.
    public func resolvingPresets(_ presets: [String: Preset]) throws(SceneError) -> Scene {
        var resolved = self
        for (index, section) in sections.enumerated() {
            guard let name = section.preset else { continue }
            guard let preset = presets[name] else {
                let known = presets.keys.sorted().joined(separator: ", ")
                throw SceneError(pointer: "/sections/\(index)/preset", reason: "unknown preset \"\(name)\"; known presets: \(known)")
            }
            if section.effects?.isEmpty ?? true { resolved.sections[index].effects = preset.effects }
            if section.layers?.isEmpty ?? true { resolved.sections[index].layers = preset.layers }
        }
        return resolved
    }
}
