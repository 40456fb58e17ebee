extension Scene {
    /// Checks every rule the engine relies on, so that building a frame is total.
    ///
    /// Throws the first violation found, in document order, with its JSON Pointer.
    public func validate(limits: SceneLimits = SceneLimits()) throws(SceneError) {
        try require(viewport.width, "/viewport/width", .positive)
        try require(viewport.height, "/viewport/height", .positive)
        try require(viewport.x, "/viewport/x", .finite)
        try require(viewport.y, "/viewport/y", .finite)
        try require(offset, "/offset", .finite)
        try requireInsets(contentInset, "/contentInset")
        try require(spacing, "/spacing", .nonNegative)
        try require(prefetch, "/prefetch", .nonNegative)
        var sectionIDs = Set<String>()
        for (index, section) in sections.enumerated() {
            let path = "/sections/\(index)"
            guard sectionIDs.insert(section.id).inserted else {
                throw SceneError(pointer: "\(path)/id", reason: "section id \"\(section.id)\" is already used by an earlier section")
            }
            try section.validate(at: path, axis: axis, limits: limits)
        }
    }
}

extension Section {
    fileprivate func validate(at path: String, axis: Axis, limits: SceneLimits) throws(SceneError) {
        try require(cornerRadius, "\(path)/cornerRadius", .nonNegative)
        try require(spacing, "\(path)/spacing", .nonNegative)
        try requireInsets(padding, "\(path)/padding")
        if let itemSize { try requireItemSize(itemSize, "\(path)/itemSize") }
        if count != nil, items != nil {
            throw SceneError(pointer: "\(path)/items", reason: "give the items either by count or by items, not both")
        }
        if let count, count < 0 || count > limits.maxCount {
            throw SceneError(pointer: "\(path)/count", reason: "must be between 0 and \(limits.maxCount)")
        }
        let needsDefaultLength: Bool
        if let items {
            guard items.count <= limits.maxEnumeratedItems else {
                throw SceneError(pointer: "\(path)/items", reason: "at most \(limits.maxEnumeratedItems) items may be enumerated; use count for more")
            }
            for (index, item) in items.enumerated() {
                if let size = item.size { try requireItemSize(size, "\(path)/items/\(index)/size") }
            }
            needsDefaultLength = items.contains { $0.size?[axis] == nil }
        } else {
            needsDefaultLength = (count ?? 0) > 0
        }
        if needsDefaultLength, itemSize?[axis] == nil {
            let side = axis == .vertical ? "height" : "width"
            throw SceneError(pointer: "\(path)/itemSize/\(side)", reason: "a list needs its items' \(side) along the scene axis")
        }
        try effects.validate(at: "\(path)/effects")
        var layerIDs = Set<String>()
        for (index, layer) in layers.enumerated() {
            try layer.validate(at: "\(path)/layers/\(index)", ids: &layerIDs)
        }
    }
}

extension Layer {
    fileprivate func validate(at path: String, ids: inout Set<String>) throws(SceneError) {
        if let id, !ids.insert(id).inserted {
            throw SceneError(pointer: "\(path)/id", reason: "layer id \"\(id)\" is already used in this item")
        }
        if let frame {
            try require(frame.x, "\(path)/frame/x", .finite)
            try require(frame.y, "\(path)/frame/y", .finite)
            try require(frame.width, "\(path)/frame/width", .nonNegative)
            try require(frame.height, "\(path)/frame/height", .nonNegative)
        }
        if let overscan {
            try require(overscan.x, "\(path)/overscan/x", .nonNegative)
            try require(overscan.y, "\(path)/overscan/y", .nonNegative)
        }
        try require(anchor.x, "\(path)/anchor/x", .finite)
        try require(anchor.y, "\(path)/anchor/y", .finite)
        try effects.validate(at: "\(path)/effects")
        for (index, child) in layers.enumerated() {
            try child.validate(at: "\(path)/layers/\(index)", ids: &ids)
        }
    }
}

extension [Effect] {
    fileprivate func validate(at path: String) throws(SceneError) {
        for (index, effect) in enumerated() {
            switch effect {
            case .parallax(let parallax):
                try require(parallax.rate, "\(path)/\(index)/rate", .finite)
                if let range = parallax.range {
                    try require(range.lower ?? 0, "\(path)/\(index)/range/0", .finite)
                    try require(range.upper ?? 0, "\(path)/\(index)/range/1", .finite)
                    if let lower = range.lower, let upper = range.upper, lower > upper {
                        throw SceneError(pointer: "\(path)/\(index)/range", reason: "the lower end must not exceed the upper end")
                    }
                }
            }
        }
    }
}

private enum NumberRule {
    case finite, nonNegative, positive
}

private func require(_ value: Double, _ pointer: String, _ rule: NumberRule) throws(SceneError) {
    guard value.isFinite else { throw SceneError(pointer: pointer, reason: "must be a finite number") }
    switch rule {
    case .finite: return
    case .nonNegative where value < 0: throw SceneError(pointer: pointer, reason: "must not be negative")
    case .positive where value <= 0: throw SceneError(pointer: pointer, reason: "must be greater than 0")
    default: return
    }
}

private func requireInsets(_ insets: Insets, _ pointer: String) throws(SceneError) {
    for side in insets.sides {
        try require(side.value, "\(pointer)/\(side.name)", .nonNegative)
    }
}

private func requireItemSize(_ size: ItemSize, _ pointer: String) throws(SceneError) {
    if let width = size.width { try require(width, "\(pointer)/width", .nonNegative) }
    if let height = size.height { try require(height, "\(pointer)/height", .nonNegative) }
}
