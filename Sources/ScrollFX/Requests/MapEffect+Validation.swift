extension MapEffect {
    /// Checks `range` and `inset`: only with `progress`, finite, and a range's bounds in order within one name.
    func validateView(at path: @autoclosure () -> String) throws(SceneError) {
        if input != .progress {
            if range != nil { throw SceneError(pointer: "\(path())/range", reason: "a range applies to input \"progress\" only") }
            if inset != nil { throw SceneError(pointer: "\(path())/inset", reason: "an inset applies to input \"progress\" only") }
        }
        if let range {
            try require(range.start.fraction, "\(path())/range/start", .finite)
            try require(range.end.fraction, "\(path())/range/end", .finite)
            if range.start.name == range.end.name, range.start.fraction >= range.end.fraction {
                throw SceneError(pointer: "\(path())/range/end", reason: "the end must lie after the start within one range name")
            }
        }
        if let inset {
            try require(inset.start, "\(path())/inset/start", .finite)
            try require(inset.end, "\(path())/inset/end", .finite)
        }
    }
}

extension Easing {
    /// Checks what the parser checks, for an easing built in code: x1 and x2 in [0, 1], finite y1 and y2, a step
    /// count from 1 (2 with `jump-none`) to 2³¹ − 1.
    func validate(at pointer: @autoclosure () -> String) throws(SceneError) {
        switch self {
        case .linear:
            return
        case .cubicBezier(let x1, let y1, let x2, let y2):
            guard (0...1).contains(x1), (0...1).contains(x2) else {
                throw SceneError(pointer: pointer(), reason: "cubic-bezier's x1 and x2 must be in [0, 1]")
            }
            try require(y1, pointer(), .finite)
            try require(y2, pointer(), .finite)
        case .steps(let count, let position):
            guard count >= (position == .jumpNone ? 2 : 1), count <= 2_147_483_647 else {
                throw SceneError(pointer: pointer(), reason: "steps takes from \(position == .jumpNone ? 2 : 1) to 2147483647 steps")
            }
        }
    }
}
