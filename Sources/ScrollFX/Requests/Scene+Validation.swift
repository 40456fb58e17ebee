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
        var sectionIDs = SeenIDs()
        for (index, section) in sections.enumerated() {
            try requireID(section.id, "/sections/\(index)/id")
            guard sectionIDs.insert(section.id) else {
                throw SceneError(pointer: "/sections/\(index)/id", reason: "section id \"\(section.id)\" is already used by an earlier section")
            }
            try section.validate(at: "/sections/\(index)", axis: axis, limits: limits)
        }
        // Every field is sound: what remains is read off the layout.
        if sections.contains(where: \.loops) { try FrameBuilder(scene: self).requireExactVirtualIndices() }
    }
}

extension Preset {
    /// Checks the preset's effects and layers; pointers start at `/<name>`.
    public func validate(name: String) throws(SceneError) {
        // Where a preset is used is checked with the scene: a 3-D preset may only serve carousels.
        try (effects ?? []).validate(at: "/\(name)/effects", inCarousel: true)
        var layerIDs = SeenIDs()
        for (index, layer) in (layers ?? []).enumerated() {
            try layer.validate(at: "/\(name)/layers/\(index)", ids: &layerIDs, inCarousel: true)
        }
        // The scene's axis picks the header's length: each side given must be one.
        try header?.validate(at: "/\(name)/header") { () throws(SceneError) in
            guard let size = header?.size, size.width != nil || size.height != nil else {
                throw SceneError(pointer: "/\(name)/header/size", reason: "a header needs its height, its width or both")
            }
            if let width = size.width { try require(width, "/\(name)/header/size/width", .positive) }
            if let height = size.height { try require(height, "/\(name)/header/size/height", .positive) }
        }
        if let sticky { try require(sticky.top, "/\(name)/sticky/top", .finite) }
    }
}

extension Layer {
    func validate(at path: @autoclosure () -> String, ids: inout SeenIDs, inCarousel: Bool) throws(SceneError) {
        if let id { try requireID(id, "\(path())/id") }
        if let id, !ids.insert(id) {
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
    func validate(at outer: @autoclosure () -> String, inCarousel: Bool) throws(SceneError) {
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
                    try keyframe.easing?.validate(at: "\(path())/keyframes/\(position)/2")
                }
                try map.easing.validate(at: "\(path())/easing")
                try map.validateView(at: path())
            }
        }
    }
}

enum NumberRule {
    case finite, nonNegative, positive
}

func require(_ value: Double, _ pointer: @autoclosure () -> String, _ rule: NumberRule) throws(SceneError) {
    guard value.isFinite else { throw SceneError(pointer: pointer(), reason: "must be a finite number") }
    guard abs(value) <= sceneNumberLimit else { throw SceneError(pointer: pointer(), reason: "must be within ±1e15") }
    switch rule {
    case .finite: return
    case .nonNegative where value < 0: throw SceneError(pointer: pointer(), reason: "must not be negative")
    case .positive where value <= 0: throw SceneError(pointer: pointer(), reason: "must be greater than 0")
    default: return
    }
}

func requireInsets(_ insets: Insets, _ pointer: @autoclosure () -> String) throws(SceneError) {
    // Side by side in document order, with no list of them made per check.
    try require(insets.top, "\(pointer())/top", .nonNegative)
    try require(insets.leading, "\(pointer())/leading", .nonNegative)
    try require(insets.bottom, "\(pointer())/bottom", .nonNegative)
    try require(insets.trailing, "\(pointer())/trailing", .nonNegative)
}

func requireItemSize(_ size: ItemSize, _ pointer: @autoclosure () -> String) throws(SceneError) {
    if let width = size.width { try require(width, "\(pointer())/width", .nonNegative) }
    if let height = size.height { try require(height, "\(pointer())/height", .nonNegative) }
}

func requireRect(_ rect: Rect, _ pointer: @autoclosure () -> String) throws(SceneError) {
    try require(rect.x, "\(pointer())/x", .finite)
    try require(rect.y, "\(pointer())/y", .finite)
    try require(rect.width, "\(pointer())/width", .nonNegative)
    try require(rect.height, "\(pointer())/height", .nonNegative)
}

/// The most Unicode scalars an id may have.
public let maxIDLength = 256

/// An id is 1 to ``maxIDLength`` Unicode scalars, none of them a control character (C0, DEL, C1) or a bidi control,
/// so that every answer, style sheet and picture that repeats it shows it as it is.
func requireID(_ id: String, _ pointer: @autoclosure () -> String) throws(SceneError) {
    // Printable ASCII, what ids mostly are, is checked a byte at a time: each byte a character, none a control.
    let printable = id.utf8.withContiguousStorageIfAvailable { bytes in
        !bytes.isEmpty && bytes.count <= maxIDLength && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
    if printable == true { return }
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
