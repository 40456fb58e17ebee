extension Scene {
    /// Checks every rule the engine relies on, so that building a frame is total.
    ///
    /// Throws the first violation found, in document order, with its JSON Pointer.
    /// Presets must already be resolved (``Scene/resolvingPresets(_:)``).
    public func validate(limits: SceneLimits = SceneLimits()) throws(RequestError) {
        try require(viewport.width, "/viewport/width", .positive)
        try require(viewport.height, "/viewport/height", .positive)
        try require(viewport.x, "/viewport/x", .finite)
        try require(viewport.y, "/viewport/y", .finite)
        try require(offset, "/offset", .finite)
        try contentInset.validate(at: "/contentInset")
        try require(spacing, "/spacing", .nonNegative)
        try require(prefetch, "/prefetch", .nonNegative)
        try require(overscroll.coefficient, "/overscroll/coefficient", .positive)
        var sectionIDs = SeenIDs()
        for (index, section) in sections.enumerated() {
            try requireID(section.id, "/sections/\(index)/id")
            guard sectionIDs.insert(section.id) else {
                throw RequestError(pointer: "/sections/\(index)/id", reason: "section id \"\(section.id)\" is already used by an earlier section")
            }
            try section.validate(at: "/sections/\(index)", axis: axis, limits: limits)
        }
        // Every field is sound: what remains is read off the layout.
        if sections.contains(where: \.loops) { try FrameBuilder(scene: self).requireExactVirtualIndices() }
    }
}
