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
        let bar = barID
        if let previous { try previous.validate(bar: bar) }
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
            try section.validateRevealing(at: index, bar: bar)
        }
        // Every field is sound: what remains is read off the layout.
        if sections.contains(where: \.loops) { try FrameBuilder(scene: self).requireExactVirtualIndices() }
    }
}

extension Scene {
    /// The id of the scene's bar that hides and returns: its first section, when that has `reveal` (which validation
    /// allows only on a first section that is a `header`).
    public var barID: String? {
        // The first section's members read where they lie, not copied out with its arrays.
        sections.isEmpty || sections[0].reveal == nil ? nil : sections[0].id
    }
}

extension PreviousFrame {
    /// Checks `offset` is a request offset and `hidden` holds a finite amount ≥ 0 for the scene's bar (`bar`, its id)
    /// and nothing else; pointers under `/previous`.
    public func validate(bar: String?) throws(RequestError) {
        try require(offset, "/previous/offset", .finite)
        var given = false
        for entry in hidden?.entries ?? [] {
            let pointer = "/previous/hidden/\(RequestError.token(entry.id))"
            guard let bar, entry.id == bar else {
                throw RequestError(pointer: pointer, reason: "\"\(entry.id)\" is not the id of the scene's bar (its first section, with reveal)")
            }
            guard !given else { throw RequestError(pointer: pointer, reason: "the bar's hidden amount is given twice") }
            given = true
            guard let amount = entry.amount, amount.isFinite, amount >= 0 else {
                throw RequestError(pointer: pointer, reason: "must be a finite number of points, not negative")
            }
        }
    }
}

extension Section {
    /// `sticky.follow` names the scene's bar; `reveal` only on the first section, a `header` neither collapsing nor
    /// pinned, with a `threshold` in [0, 1].
    func validateRevealing(at index: Int, bar: String?) throws(RequestError) {
        if let follow = sticky?.follow, follow != bar {
            throw RequestError(pointer: "/sections/\(index)/sticky/follow", reason: "\"\(follow)\" is not the id of the scene's bar (its first section, with reveal)")
        }
        guard let reveal else { return }
        let pointer = "/sections/\(index)/reveal"
        let refusal: String? = if index != 0 { "only the scene's first section may be a bar that hides and returns" }
            else if kind != .header { "only a header may be a bar that hides and returns" }
            else if collapse != nil { "a collapsing header cannot also hide and return" }
            else if sticky != nil { "a pinned section cannot also hide and return" }
            else { nil }
        if let refusal { throw RequestError(pointer: pointer, reason: refusal) }
        guard reveal.threshold.isFinite, reveal.threshold >= 0, reveal.threshold <= 1 else {
            throw RequestError(pointer: "\(pointer)/threshold", reason: "must be a number from 0 to 1")
        }
    }
}
