import ScrollFX
import StrictJSON

// Layers and effects read without `Codable` (see `JSONDocumentReadable`), each from its memberwise
// initialiser as its `init(from:)` reads it; refusals and members it does not know are left to `Decodable`.

extension Layer: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init()
        for (name, value) in try cursor.members() {
            switch name {
            case "id": try value.read(into: &id)
            case "frame": try value.read(into: &frame)
            case "overscan": try value.read(into: &overscan)
            case "anchor": try value.read(into: &anchor)
            case "cover": try value.read(into: &cover)
            case "effects": try value.read(into: &effects)
            case "layers": try value.read(into: &layers)
            default: throw JSONCursor.Unread()
            }
        }
    }
}

extension Effect: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        // Each effect's reader skips the tag and gives up on any other member it does not know.
        guard let type = cursor.member("type") else { throw JSONCursor.Unread() }
        switch try type.string() {
        case "parallax": self = .parallax(try ParallaxEffect(reading: cursor))
        case "carousel": self = .carousel(try CarouselEffect(reading: cursor))
        case "stretch": self = .stretch(try StretchEffect(reading: cursor))
        case "grow":
            guard try cursor.members().allSatisfy({ $0.name == "type" }) else { throw JSONCursor.Unread() }
            self = .grow
        case "distance": self = .distance(try DistanceEffect(reading: cursor))
        case "map": self = .map(try MapEffect(reading: cursor))
        case "coverflow": self = .coverflow(try CoverflowEffect(reading: cursor))
        default: throw JSONCursor.Unread()
        }
    }
}

extension ParallaxEffect: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init(rate: 0)
        var required = 0
        for (name, value) in try cursor.members() where name != "type" {
            switch name {
            case "rate":
                rate = try value.double()
                required += 1
            case "axis": try value.read(into: &axis)
            case "space": try value.read(into: &space)
            case "origin": try value.read(into: &origin)
            case "range": try value.read(into: &range)
            default: throw JSONCursor.Unread()
            }
        }
        guard required == 1 else { throw JSONCursor.Unread() }
    }
}

extension CarouselEffect: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init(strength: 0)
        var required = 0
        for (name, value) in try cursor.members() where name != "type" {
            guard name == "strength" else { throw JSONCursor.Unread() }
            strength = try value.double()
            required += 1
        }
        guard required == 1 else { throw JSONCursor.Unread() }
    }
}

extension StretchEffect: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init()
        for (name, value) in try cursor.members() where name != "type" {
            switch name {
            case "axis": try value.read(into: &axis)
            case "uniform": try value.read(into: &uniform)
            default: throw JSONCursor.Unread()
            }
        }
    }
}

extension DistanceEffect: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init()
        for (name, value) in try cursor.members() where name != "type" {
            switch name {
            case "radius": try value.read(into: &radius)
            case "opacity": try value.read(into: &opacity)
            case "scale": try value.read(into: &scale)
            case "blur": try value.read(into: &blur)
            case "space": try value.read(into: &space)
            default: throw JSONCursor.Unread()
            }
        }
    }
}

extension CoverflowEffect: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init()
        for (name, value) in try cursor.members() where name != "type" {
            switch name {
            case "angle": try value.read(into: &angle)
            case "depth": try value.read(into: &depth)
            case "spacing": try value.read(into: &spacing)
            default: throw JSONCursor.Unread()
            }
        }
    }
}

extension MapEffect: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init(input: .min, output: .opacity, keyframes: [])
        var required = 0
        for (name, value) in try cursor.members() where name != "type" {
            switch name {
            case "input":
                input = try value.value()
                required += 1
            case "axis": try value.read(into: &axis)
            case "space": try value.read(into: &space)
            case "output":
                output = try value.value()
                required += 1
            case "keyframes":
                keyframes = try value.elements()
                required += 1
            case "extrapolate": try value.read(into: &extrapolate)
            default: throw JSONCursor.Unread()
            }
        }
        guard required == 3 else { throw JSONCursor.Unread() }
    }
}

extension Keyframe: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        let pair = try cursor.elements { value throws(JSONCursor.Unread) in try value.double() }
        guard pair.count == 2 else { throw JSONCursor.Unread() }
        self.init(pair[0], pair[1])
    }
}

extension InputRange: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        let bounds = try cursor.elements { value throws(JSONCursor.Unread) in value.isNull ? nil : try value.double() }
        guard bounds.count == 2 else { throw JSONCursor.Unread() }
        self.init(lower: bounds[0], upper: bounds[1])
    }
}
