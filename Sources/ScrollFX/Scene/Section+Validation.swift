// A section's rules, checked by ``Scene/validate(limits:)``.

extension Section {
    /// Checks the section's fields and its kind's requirements, its header and pin, its effects and layers.
    func validate(at path: @autoclosure () -> String, axis: Axis, limits: SceneLimits) throws(RequestError) {
        try require(cornerRadius, "\(path())/cornerRadius", .nonNegative)
        if let spacing { try require(spacing, "\(path())/spacing", .nonNegative) }
        try padding.validate(at: "\(path())/padding")
        if let size { try size.validate(at: "\(path())/size") }
        if let collapse {
            try require(collapse.minHeight, "\(path())/collapse/minHeight", .nonNegative)
            if kind == .header, let length = size?[axis], collapse.minHeight > length {
                throw RequestError(pointer: "\(path())/collapse/minHeight", reason: "must not exceed the header's own length, \(length)")
            }
        }
        if let itemSize { try itemSize.validate(at: "\(path())/itemSize") }
        // Fields another kind ignores are still checked, so every number of a scene obeys the same rules.
        try require(offset, "\(path())/offset", .finite)
        try require(perspective, "\(path())/perspective", .positive)
        if let frame { try frame.validate(at: "\(path())/frame") }
        if let columns, columns < 1 || columns > limits.maxCount {
            throw RequestError(pointer: "\(path())/columns", reason: "must be between 1 and \(limits.maxCount)")
        }
        try validateItems(at: path(), limits: limits)
        if loop, kind != .carousel {
            throw RequestError(pointer: "\(path())/loop", reason: "only a carousel loops")
        }
        if loops, itemCount > 0, (itemSize?.width ?? 0) + itemSpacing <= 0 {
            throw RequestError(pointer: "\(path())/loop", reason: "a looping carousel needs items or spacing of some width")
        }
        let side = axis == .vertical ? "height" : "width"
        switch kind {
        case .header:
            guard size?[axis] != nil else {
                throw RequestError(pointer: "\(path())/size/\(side)", reason: "a header needs its \(side) along the scene axis")
            }
        case .list:
            let needsDefaultLength = items.map { $0.contains { $0.size?[axis] == nil } } ?? ((count ?? 0) > 0)
            if needsDefaultLength, itemSize?[axis] == nil {
                throw RequestError(pointer: "\(path())/itemSize/\(side)", reason: "a list needs its items' \(side) along the scene axis")
            }
        case .grid:
            guard columns != nil else { throw RequestError(pointer: "\(path())/columns", reason: "a grid needs its number of columns") }
            guard itemSize?[axis] != nil else {
                throw RequestError(pointer: "\(path())/itemSize/\(side)", reason: "a grid needs its items' \(side) along the scene axis")
            }
        case .carousel:
            guard axis == .vertical else {
                throw RequestError(pointer: "\(path())/kind", reason: "a carousel is only allowed in a vertical scene")
            }
            guard itemSize?.width != nil else { throw RequestError(pointer: "\(path())/itemSize/width", reason: "a carousel needs its items' width") }
            guard itemSize?.height != nil else { throw RequestError(pointer: "\(path())/itemSize/height", reason: "a carousel needs its items' height") }
        case .box:
            guard frame != nil else { throw RequestError(pointer: "\(path())/frame", reason: "a box needs its frame in content space") }
        }
        try validateSticking(at: path(), side: side, axis: axis)
        let inCarousel = kind == .carousel
        try (effects ?? []).validate(at: "\(path())/effects", inCarousel: inCarousel)
        var layerIDs = SeenIDs()
        for (index, layer) in (layers ?? []).enumerated() {
            try layer.validate(at: "\(path())/layers/\(index)", ids: &layerIDs, inCarousel: inCarousel)
        }
    }

    /// `header` and `sticky`: a header only on lists and grids, a pin on anything but a collapsing header, never both.
    private func validateSticking(at path: @autoclosure () -> String, side: String, axis: Axis) throws(RequestError) {
        if let header {
            guard kind == .list || kind == .grid else {
                throw RequestError(pointer: "\(path())/header", reason: "only a list or a grid has a header")
            }
            try header.validate(at: "\(path())/header") { () throws(RequestError) in
                guard let length = header.size[axis] else {
                    throw RequestError(pointer: "\(path())/header/size/\(side)", reason: "a header needs its \(side) along the scene axis")
                }
                try require(length, "\(path())/header/size/\(side)", .positive)
            }
        }
        if let sticky {
            if collapse != nil {
                throw RequestError(pointer: "\(path())/sticky", reason: "a collapsing header is pinned already")
            }
            if header != nil {
                throw RequestError(pointer: "\(path())/sticky", reason: "a section with a header cannot be pinned as a whole")
            }
            try require(sticky.top, "\(path())/sticky/top", .finite)
        }
    }

    private func validateItems(at path: @autoclosure () -> String, limits: SceneLimits) throws(RequestError) {
        if count != nil, items != nil {
            throw RequestError(pointer: "\(path())/items", reason: "give the items either by count or by items, not both")
        }
        if let count, count < 0 || count > limits.maxCount {
            throw RequestError(pointer: "\(path())/count", reason: "must be between 0 and \(limits.maxCount)")
        }
        guard let items else { return }
        guard items.count <= limits.maxEnumeratedItems else {
            throw RequestError(pointer: "\(path())/items", reason: "at most \(limits.maxEnumeratedItems) items may be enumerated; use count for more")
        }
        for (index, item) in items.enumerated() {
            if let id = item.id { try requireID(id, "\(path())/items/\(index)/id") }
            guard let size = item.size else { continue }
            guard kind == .list else {
                throw RequestError(pointer: "\(path())/items/\(index)/size", reason: "only list items may have their own size")
            }
            try size.validate(at: "\(path())/items/\(index)/size")
        }
    }
}

extension SectionHeader {
    /// Checks the header at `path` in document order, its size by `checkSize` (which knows the axis, or not).
    func validate(at path: String, checkSize: () throws(RequestError) -> Void) throws(RequestError) {
        if let id { try requireID(id, "\(path)/id") }
        try checkSize()
        try require(top, "\(path)/top", .finite)
        try require(cornerRadius, "\(path)/cornerRadius", .nonNegative)
        try (effects ?? []).validate(at: "\(path)/effects", inCarousel: false)
        var layerIDs = SeenIDs()
        for (index, layer) in (layers ?? []).enumerated() {
            try layer.validate(at: "\(path)/layers/\(index)", ids: &layerIDs, inCarousel: false)
        }
    }
}

extension ItemSize {
    /// Checks each side given: none negative.
    func validate(at pointer: @autoclosure () -> String) throws(RequestError) {
        if let width { try require(width, "\(pointer())/width", .nonNegative) }
        if let height { try require(height, "\(pointer())/height", .nonNegative) }
    }
}
