extension Scene {
    /// Checks every rule the engine relies on, so that building a frame is total.
    ///
    /// Throws the first violation found, in document order, with its JSON Pointer.
    /// Presets must already be resolved (``Scene/resolvingPresets(_:)``).
    public func validate(limits: SceneLimits = SceneLimits()) throws(SceneError) {
        try require(viewport.width, "/viewport/width", .positive)
        try require(viewport.height, "/viewport/height", .positive)
        try require(viewport.x, "/viewport/x", .finite)
        try require(viewport.y, "/viewport/y", .finite)
        try require(offset, "/offset", .finite)
        try requireInsets(contentInset, "/contentInset")
        try require(spacing, "/spacing", .nonNegative)
        try require(prefetch, "/prefetch", .nonNegative)
        try require(overscroll.coefficient, "/overscroll/coefficient", .positive)
        var sectionIDs = Set<String>()
        for (index, section) in sections.enumerated() {
            try requireID(section.id, "/sections/\(index)/id")
            guard sectionIDs.insert(section.id).inserted else {
                throw SceneError(pointer: "/sections/\(index)/id", reason: "section id \"\(section.id)\" is already used by an earlier section")
            }
            try section.validate(at: "/sections/\(index)", axis: axis, limits: limits)
        }
        // Every field is sound: what remains is read off the layout.
        if sections.contains(where: \.loops) { try FrameBuilder(scene: self).requireExactVirtualIndices() }
    }
}

extension Section {
    fileprivate func validate(at path: @autoclosure () -> String, axis: Axis, limits: SceneLimits) throws(SceneError) {
        try require(cornerRadius, "\(path())/cornerRadius", .nonNegative)
        if let spacing { try require(spacing, "\(path())/spacing", .nonNegative) }
        try requireInsets(padding, "\(path())/padding")
        if let size { try requireItemSize(size, "\(path())/size") }
        if let collapse {
            try require(collapse.minHeight, "\(path())/collapse/minHeight", .nonNegative)
            if kind == .header, let length = size?[axis], collapse.minHeight > length {
                throw SceneError(pointer: "\(path())/collapse/minHeight", reason: "must not exceed the header's own length, \(length)")
            }
        }
        if let itemSize { try requireItemSize(itemSize, "\(path())/itemSize") }
        // Fields another kind ignores are still checked, so every number of a scene obeys the same rules.
        try require(offset, "\(path())/offset", .finite)
        try require(perspective, "\(path())/perspective", .positive)
        if let frame { try requireRect(frame, "\(path())/frame") }
        if let columns, columns < 1 || columns > limits.maxCount {
            throw SceneError(pointer: "\(path())/columns", reason: "must be between 1 and \(limits.maxCount)")
        }
        try validateItems(at: path(), limits: limits)
        if loop, kind != .carousel {
            throw SceneError(pointer: "\(path())/loop", reason: "only a carousel loops")
        }
        if loops, itemCount > 0, (itemSize?.width ?? 0) + itemSpacing <= 0 {
            throw SceneError(pointer: "\(path())/loop", reason: "a looping carousel needs items or spacing of some width")
        }
        let side = axis == .vertical ? "height" : "width"
        switch kind {
        case .header:
            guard size?[axis] != nil else {
                throw SceneError(pointer: "\(path())/size/\(side)", reason: "a header needs its \(side) along the scene axis")
            }
        case .list:
            let needsDefaultLength = items.map { $0.contains { $0.size?[axis] == nil } } ?? ((count ?? 0) > 0)
            if needsDefaultLength, itemSize?[axis] == nil {
                throw SceneError(pointer: "\(path())/itemSize/\(side)", reason: "a list needs its items' \(side) along the scene axis")
            }
        case .grid:
            guard columns != nil else { throw SceneError(pointer: "\(path())/columns", reason: "a grid needs its number of columns") }
            guard itemSize?[axis] != nil else {
                throw SceneError(pointer: "\(path())/itemSize/\(side)", reason: "a grid needs its items' \(side) along the scene axis")
            }
        case .carousel:
            guard axis == .vertical else {
                throw SceneError(pointer: "\(path())/kind", reason: "a carousel is only allowed in a vertical scene")
            }
            guard itemSize?.width != nil else { throw SceneError(pointer: "\(path())/itemSize/width", reason: "a carousel needs its items' width") }
            guard itemSize?.height != nil else { throw SceneError(pointer: "\(path())/itemSize/height", reason: "a carousel needs its items' height") }
        case .box:
            guard frame != nil else { throw SceneError(pointer: "\(path())/frame", reason: "a box needs its frame in content space") }
        }
        try validateSticking(at: path(), side: side, axis: axis)
        let inCarousel = kind == .carousel
        try (effects ?? []).validate(at: "\(path())/effects", inCarousel: inCarousel)
        var layerIDs = Set<String>()
        for (index, layer) in (layers ?? []).enumerated() {
            try layer.validate(at: "\(path())/layers/\(index)", ids: &layerIDs, inCarousel: inCarousel)
        }
    }

    /// `header` and `sticky`: a header only on lists and grids, a pin on anything but a collapsing header, never both.
    private func validateSticking(at path: @autoclosure () -> String, side: String, axis: Axis) throws(SceneError) {
        if let header {
            guard kind == .list || kind == .grid else {
                throw SceneError(pointer: "\(path())/header", reason: "only a list or a grid has a header")
            }
            if let id = header.id { try requireID(id, "\(path())/header/id") }
            guard let length = header.size[axis] else {
                throw SceneError(pointer: "\(path())/header/size/\(side)", reason: "a header needs its \(side) along the scene axis")
            }
            try require(length, "\(path())/header/size/\(side)", .positive)
            try require(header.top, "\(path())/header/top", .finite)
            try require(header.cornerRadius, "\(path())/header/cornerRadius", .nonNegative)
            try (header.effects ?? []).validate(at: "\(path())/header/effects", inCarousel: false)
            var layerIDs = Set<String>()
            for (index, layer) in (header.layers ?? []).enumerated() {
                try layer.validate(at: "\(path())/header/layers/\(index)", ids: &layerIDs, inCarousel: false)
            }
        }
        if let sticky {
            if collapse != nil {
                throw SceneError(pointer: "\(path())/sticky", reason: "a collapsing header is pinned already")
            }
            if header != nil {
                throw SceneError(pointer: "\(path())/sticky", reason: "a section with a header cannot be pinned as a whole")
            }
            try require(sticky.top, "\(path())/sticky/top", .finite)
        }
    }

    private func validateItems(at path: @autoclosure () -> String, limits: SceneLimits) throws(SceneError) {
        if count != nil, items != nil {
            throw SceneError(pointer: "\(path())/items", reason: "give the items either by count or by items, not both")
        }
        if let count, count < 0 || count > limits.maxCount {
            throw SceneError(pointer: "\(path())/count", reason: "must be between 0 and \(limits.maxCount)")
        }
        guard let items else { return }
        guard items.count <= limits.maxEnumeratedItems else {
            throw SceneError(pointer: "\(path())/items", reason: "at most \(limits.maxEnumeratedItems) items may be enumerated; use count for more")
        }
        for (index, item) in items.enumerated() {
            if let id = item.id { try requireID(id, "\(path())/items/\(index)/id") }
            guard let size = item.size else { continue }
            guard kind == .list else {
                throw SceneError(pointer: "\(path())/items/\(index)/size", reason: "only list items may have their own size")
            }
            try requireItemSize(size, "\(path())/items/\(index)/size")
        }
    }
}

extension Preset {
    /// Checks the preset's effects and layers; pointers start at `/<name>`.
    public func validate(name: String) throws(SceneError) {
        // Where a preset is used is checked with the scene: a 3-D preset may only serve carousels.
        try (effects ?? []).validate(at: "/\(name)/effects", inCarousel: true)
        var layerIDs = Set<String>()
        for (index, layer) in (layers ?? []).enumerated() {
            try layer.validate(at: "/\(name)/layers/\(index)", ids: &layerIDs, inCarousel: true)
        }
    }
}

extension Layer {
    fileprivate func validate(at path: @autoclosure () -> String, ids: inout Set<String>, inCarousel: Bool) throws(SceneError) {
        if let id { try requireID(id, "\(path())/id") }
        if let id, !ids.insert(id).inserted {
            throw SceneError(pointer: "\(path())/id", reason: "layer id \"\(id)\" is already used in this item")
        }
        if let frame { try requireRect(frame, "\(path())/frame") }
        if let overscan {
            try require(overscan.x, "\(path())/overscan/x", .nonNegative)
            try require(overscan.y, "\(path())/overscan/y", .nonNegative)
        }
        try require(anchor.x, "\(path())/anchor/x", .finite)
        try require(anchor.y, "\(path())/anchor/y", .finite)
        try effects.validate(at: "\(path())/effects", inCarousel: inCarousel)
        for (index, child) in layers.enumerated() {
            try child.validate(at: "\(path())/layers/\(index)", ids: &ids, inCarousel: inCarousel)
        }
    }
}

extension [Effect] {
    /// Checks each effect; a 3-D effect only where a carousel's perspective draws it (`inCarousel`).
    fileprivate func validate(at outer: @autoclosure () -> String, inCarousel: Bool) throws(SceneError) {
        for (index, effect) in enumerated() {
            func path() -> String { "\(outer())/\(index)" }
            switch effect {
            case .parallax(let parallax):
                try require(parallax.rate, "\(path())/rate", .finite)
                if let range = parallax.range {
                    try require(range.lower ?? 0, "\(path())/range/0", .finite)
                    try require(range.upper ?? 0, "\(path())/range/1", .finite)
                    if let lower = range.lower, let upper = range.upper, lower > upper {
                        throw SceneError(pointer: "\(path())/range", reason: "the lower end must not exceed the upper end")
                    }
                }
            case .carousel(let carousel):
                try require(carousel.strength, "\(path())/strength", .finite)
            case .stretch, .grow:
                break
            case .distance(let distance):
                try require(distance.radius, "\(path())/radius", .positive)
                try require(distance.opacity, "\(path())/opacity", .finite)
                try require(distance.scale, "\(path())/scale", .finite)
                try require(distance.blur, "\(path())/blur", .finite)
            case .coverflow(let coverflow):
                guard inCarousel else {
                    throw SceneError(pointer: "\(path())/type", reason: "coverflow turns a carousel's items and their layers only")
                }
                try require(coverflow.angle, "\(path())/angle", .finite)
                try require(coverflow.depth, "\(path())/depth", .finite)
                try require(coverflow.spacing, "\(path())/spacing", .finite)
            case .map(let map):
                guard map.keyframes.count >= 2 else {
                    throw SceneError(pointer: "\(path())/keyframes", reason: "a map needs at least two keyframes")
                }
                for (position, keyframe) in map.keyframes.enumerated() {
                    try require(keyframe.input, "\(path())/keyframes/\(position)/0", .finite)
                    try require(keyframe.output, "\(path())/keyframes/\(position)/1", .finite)
                    if position > 0, keyframe.input <= map.keyframes[position - 1].input {
                        throw SceneError(pointer: "\(path())/keyframes/\(position)/0", reason: "keyframe inputs must be strictly increasing")
                    }
                }
            }
        }
    }
}

private enum NumberRule {
    case finite, nonNegative, positive
}

private func require(_ value: Double, _ pointer: @autoclosure () -> String, _ rule: NumberRule) throws(SceneError) {
    guard value.isFinite else { throw SceneError(pointer: pointer(), reason: "must be a finite number") }
    guard abs(value) <= sceneNumberLimit else { throw SceneError(pointer: pointer(), reason: "must be within ±1e15") }
    switch rule {
    case .finite: return
    case .nonNegative where value < 0: throw SceneError(pointer: pointer(), reason: "must not be negative")
    case .positive where value <= 0: throw SceneError(pointer: pointer(), reason: "must be greater than 0")
    default: return
    }
}

private func requireInsets(_ insets: Insets, _ pointer: @autoclosure () -> String) throws(SceneError) {
    for side in insets.sides {
        try require(side.value, "\(pointer())/\(side.name)", .nonNegative)
    }
}

private func requireItemSize(_ size: ItemSize, _ pointer: @autoclosure () -> String) throws(SceneError) {
    if let width = size.width { try require(width, "\(pointer())/width", .nonNegative) }
    if let height = size.height { try require(height, "\(pointer())/height", .nonNegative) }
}

private func requireRect(_ rect: Rect, _ pointer: @autoclosure () -> String) throws(SceneError) {
    try require(rect.x, "\(pointer())/x", .finite)
    try require(rect.y, "\(pointer())/y", .finite)
    try require(rect.width, "\(pointer())/width", .nonNegative)
    try require(rect.height, "\(pointer())/height", .nonNegative)
}

/// The most Unicode scalars an id may have.
public let maxIDLength = 256

/// An id is 1 to ``maxIDLength`` Unicode scalars, none of them a control character (C0, DEL, C1) or a bidi control,
/// so that every answer, style sheet and picture that repeats it shows it as it is.
private func requireID(_ id: String, _ pointer: @autoclosure () -> String) throws(SceneError) {
    var length = 0
    for scalar in id.unicodeScalars {
        length += 1
        guard length <= maxIDLength else { throw SceneError(pointer: pointer(), reason: "must be at most \(maxIDLength) characters long") }
        if scalar.isControlOrBidiControl {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            throw SceneError(pointer: pointer(), reason: "must not hold the control character \(code)")
        }
    }
    guard length > 0 else { throw SceneError(pointer: pointer(), reason: "must not be empty") }
}

extension Unicode.Scalar {
    /// C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), and the bidi controls (U+200E, U+200F, U+202A–U+202E,
    /// U+2066–U+2069).
    var isControlOrBidiControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
