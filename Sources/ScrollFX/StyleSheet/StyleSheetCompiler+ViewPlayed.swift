// Which maps a style sheet plays on their element's own view timeline (docs/contract.md#timelinerequest, and docs/css-timelines.md), and the scene its
// timeline is compiled from, without them.

extension StyleSheetCompiler {
    /// The maps of each element of a section's items that a sheet with `source` plays on the element's own view
    /// timeline, as indices into the element's effects, elements in ``ElementProperties/effects(_:layers:)`` order;
    /// nil when the section plays none so.
    ///
    /// A map so played is the only writer of its properties on its element, reads `progress` along its container's
    /// axis with keyframe inputs in [0, 1] and `clamp`, and its element moves rigidly with its container's content:
    /// an item (or a layer of one) of a list, grid, box or carousel driven by the sheet (the scene the source, or the
    /// carousel itself), no rubber band, no stickiness, no `grow` or size map on the element or the layers down to it,
    /// not along a right-to-left horizontal axis (whose positions run backwards), not a copy of a looping carousel
    /// the sheet leaves still.
    func viewPlayed(section: Int, source: Int?) -> [[Int]]? {
        let builder = windows.builder
        let placement = builder.layout.placements[section]
        let spec = placement.section
        let axis = placement.carousel == nil ? builder.scene.axis : .horizontal
        guard source == nil || source == section, [.list, .grid, .box, .carousel].contains(spec.kind), spec.sticky == nil,
              !spec.loops || source == section, builder.scene.overscroll.model == .none,
              !(builder.scene.layoutDirection == .rtl && axis == .horizontal) else { return nil }
        // Most sections have no map of progress at all: told before any element's path is built.
        func readsProgress(_ effects: [Effect]?, _ layers: [Layer]?) -> Bool {
            (effects ?? []).contains { if case .map(let map) = $0 { map.input == .progress } else { false } }
                || (layers ?? []).contains { readsProgress($0.effects, $0.layers) }
        }
        guard readsProgress(spec.effects, spec.layers) else { return nil }
        let elements = ElementProperties.effects(spec.effects, layers: spec.layers)
        // Whether the element at each depth of the current path, or one above it, changes its layout: depth-first, an
        // element's parent is the last element one level up (one pass, however many layers).
        var changedAt: [Bool] = []
        let played = elements.map { path, effects in
            let changed = (path.count > 0 && changedAt[path.count - 1]) || effects.contains(where: \.changesLayout)
            changedAt.removeLast(changedAt.count - path.count)
            changedAt.append(changed)
            guard !changed else { return [Int]() }
            return effects.indices.filter { index in
                guard case .map(let map) = effects[index], map.input == .progress, (map.axis ?? axis) == axis, map.extrapolate == .clamp,
                      map.keyframes.allSatisfy({ (0...1).contains($0.input) }),
                      !builder.scene.reduceMotion || map.output == .opacity else { return false }
                return map.output.properties.allSatisfy { property in
                    effects.filter { $0.writes(ElementProperties.names[property]) }.count == 1
                }
            }
        }
        return played.contains { !$0.isEmpty } ? played : nil
    }

    /// The timeline compiler, or one over the scene without the maps a sheet with `source` plays on view timelines:
    /// what they write is no track of the sheet's timeline, and is not fitted (an eased map of progress keyed by
    /// position would be sampled). The layout is the same: such maps change no frame.
    func withoutViewPlayed(source: Int?) -> TimelineCompiler {
        var scene = windows.builder.scene
        var changed = false
        for section in scene.sections.indices {
            guard let played = viewPlayed(section: section, source: source) else { continue }
            changed = true
            var position = 0
            func kept(_ effects: [Effect]) -> [Effect] {
                defer { position += 1 }
                return effects.indices.filter { !played[position].contains($0) }.map { effects[$0] }
            }
            // Depth-first, as ElementProperties.effects lists the elements.
            func visit(_ layers: [Layer]) -> [Layer] {
                layers.map { layer in
                    var layer = layer
                    layer.effects = kept(layer.effects)
                    layer.layers = visit(layer.layers)
                    return layer
                }
            }
            scene.sections[section].effects = kept(scene.sections[section].effects ?? [])
            scene.sections[section].layers = scene.sections[section].layers.map(visit)
        }
        return changed ? TimelineCompiler(scene: scene) : timelines
    }
}
