extension Scene {
    /// The scene as its canonical form writes it: a validated scene (presets resolved) with every default that hides
    /// behind an absent member written in (a section's `spacing`, empty `effects` and `layers`), the `preset` names
    /// dropped and the scroll state gone (the offset at rest, no frame before). Every spelling of one scene has one canonical scene, and it answers every
    /// request as the scene does.
    public var canonical: Scene {
        var scene = self
        scene.offset = 0
        scene.previous = nil
        for index in scene.sections.indices { scene.sections[index].canonicalize() }
        return scene
    }
}

extension Section {
    /// Writes in the defaults the section's absent members stand for.
    mutating func canonicalize() {
        preset = nil
        spacing = itemSpacing
        effects = (effects ?? []).map(\.canonical)
        layers = (layers ?? []).map(\.canonical)
        if var header {
            header.effects = (header.effects ?? []).map(\.canonical)
            header.layers = (header.layers ?? []).map(\.canonical)
            self.header = header
        }
    }
}

extension Layer {
    /// The layer with its effects' and children's defaults written in.
    var canonical: Layer {
        var layer = self
        layer.effects = effects.map(\.canonical)
        layer.layers = layers.map(\.canonical)
        return layer
    }
}

extension Effect {
    /// The effect with the defaults its absent members stand for: an input range open at both ends is no range. (A
    /// `progress` map's absent `range` and `inset` stay absent: for elements shorter than 1e-9 points `cover` 0 to 1
    /// reads otherwise.)
    var canonical: Effect {
        guard case .parallax(var effect) = self, effect.range == InputRange(lower: nil, upper: nil) else { return self }
        effect.range = nil
        return .parallax(effect)
    }
}
