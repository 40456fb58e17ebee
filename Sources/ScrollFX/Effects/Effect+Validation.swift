// The rules of effects, maps and easings, checked with the element that holds them.

extension [Effect] {
    /// Checks each effect; a 3-D effect only where a carousel's perspective draws it (`inCarousel`).
    func validate(at outer: @autoclosure () -> String, inCarousel: Bool) throws(RequestError) {
        for (index, effect) in enumerated() {
            func path() -> String { "\(outer())/\(index)" }
            switch effect {
            case .parallax(let parallax):
                try require(parallax.rate, "\(path())/rate", .finite)
                if let range = parallax.range {
                    try require(range.lower ?? 0, "\(path())/range/0", .finite)
                    try require(range.upper ?? 0, "\(path())/range/1", .finite)
                    if let lower = range.lower, let upper = range.upper, lower > upper {
                        throw RequestError(pointer: "\(path())/range", reason: "the lower end must not exceed the upper end")
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
                    throw RequestError(pointer: "\(path())/type", reason: "coverflow turns a carousel's items and their layers only")
                }
                try require(coverflow.angle, "\(path())/angle", .finite)
                try require(coverflow.depth, "\(path())/depth", .finite)
                try require(coverflow.spacing, "\(path())/spacing", .finite)
            case .map(let map):
                guard map.keyframes.count >= 2 else {
                    throw RequestError(pointer: "\(path())/keyframes", reason: "a map needs at least two keyframes")
                }
                for (position, keyframe) in map.keyframes.enumerated() {
                    try require(keyframe.input, "\(path())/keyframes/\(position)/0", .finite)
                    try require(keyframe.output, "\(path())/keyframes/\(position)/1", .finite)
                    if position > 0, keyframe.input <= map.keyframes[position - 1].input {
                        throw RequestError(pointer: "\(path())/keyframes/\(position)/0", reason: "keyframe inputs must be strictly increasing")
                    }
                    try keyframe.easing?.validate(at: "\(path())/keyframes/\(position)/2")
                }
                try map.easing.validate(at: "\(path())/easing")
                try map.validateView(at: path())
            }
        }
    }
}

extension MapEffect {
    /// Checks `range` and `inset`: only with `progress`, finite, and a range's bounds in order within one name.
    func validateView(at path: @autoclosure () -> String) throws(RequestError) {
        if input != .progress {
            if range != nil { throw RequestError(pointer: "\(path())/range", reason: "a range applies to input \"progress\" only") }
            if inset != nil { throw RequestError(pointer: "\(path())/inset", reason: "an inset applies to input \"progress\" only") }
        }
        if let range {
            try require(range.start.fraction, "\(path())/range/start", .finite)
            try require(range.end.fraction, "\(path())/range/end", .finite)
            if range.start.name == range.end.name, range.start.fraction >= range.end.fraction {
                throw RequestError(pointer: "\(path())/range/end", reason: "the end must lie after the start within one range name")
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
    func validate(at pointer: @autoclosure () -> String) throws(RequestError) {
        switch self {
        case .linear:
            return
        case .cubicBezier(let x1, let y1, let x2, let y2):
            guard (0...1).contains(x1), (0...1).contains(x2) else {
                throw RequestError(pointer: pointer(), reason: "cubic-bezier's x1 and x2 must be in [0, 1]")
            }
            try require(y1, pointer(), .finite)
            try require(y2, pointer(), .finite)
        case .steps(let count, let position):
            guard count >= (position == .jumpNone ? 2 : 1), count <= 2_147_483_647 else {
                throw RequestError(pointer: pointer(), reason: "steps takes from \(position == .jumpNone ? 2 : 1) to 2147483647 steps")
            }
        }
    }
}
