/// A named bundle of item effects and layers, and of a header or a pin, that a section can ask for by name.
public struct Preset: Hashable, Sendable, Codable {
    /// What the preset is for.
    public var description: String?
    /// Effects applied to each item as a whole, where the section gives none.
    public var effects: [Effect]?
    /// The layer tree of each item, where the section gives none.
    public var layers: [Layer]?
    /// The header of a list or grid that has none and is not pinned; its size may give both sides, the scene's axis
    /// picks the one it sticks by.
    public var header: SectionHeader?
    /// The pin of a section that has none, no header and does not collapse.
    public var sticky: Sticky?
    /// The `reveal` of a scene's first section that is a header without one, neither collapsing nor pinned: a bar
    /// that hides and returns.
    public var reveal: Reveal?

    /// Creates a preset.
    public init(
        description: String? = nil, effects: [Effect]? = nil, layers: [Layer]? = nil, header: SectionHeader? = nil, sticky: Sticky? = nil,
        reveal: Reveal? = nil
    ) {
        self.description = description
        self.effects = effects
        self.layers = layers
        self.header = header
        self.sticky = sticky
        self.reveal = reveal
    }
}

extension Scene {
    /// The scene with each section's `preset` applied: its effects and layers fill in where the section gives none, its
    /// header on a list or grid with neither header nor pin, its pin on a section with neither that does not collapse,
    /// its `reveal` on a first section that is a header with none, neither collapsing nor pinned.
    ///
    /// Throws at `/sections/i/preset` when a section names a preset that does not exist.
    public func resolvingPresets(_ presets: [String: Preset]) throws(RequestError) -> Scene {
        // Most scenes name no preset: nothing to copy.
        guard sections.contains(where: { $0.preset != nil }) else { return self }
        var resolved = self
        for (index, section) in sections.enumerated() {
            guard let name = section.preset else { continue }
            guard let preset = presets[name] else {
                let known = presets.keys.sorted().joined(separator: ", ")
                throw RequestError(pointer: "/sections/\(index)/preset", reason: "unknown preset \"\(name)\"; known presets: \(known)")
            }
            if section.effects?.isEmpty ?? true { resolved.sections[index].effects = preset.effects }
            if section.layers?.isEmpty ?? true { resolved.sections[index].layers = preset.layers }
            // A header or a pin fills in only where the section may have it.
            if section.header == nil, section.sticky == nil, [.list, .grid].contains(section.kind) { resolved.sections[index].header = preset.header }
            let isBar = index == 0 && section.kind == .header && section.collapse == nil && section.sticky == nil
            if isBar, section.reveal == nil { resolved.sections[index].reveal = preset.reveal }
            if section.sticky == nil, resolved.sections[index].header == nil, section.collapse == nil, resolved.sections[index].reveal == nil {
                resolved.sections[index].sticky = preset.sticky
            }
        }
        return resolved
    }
}
