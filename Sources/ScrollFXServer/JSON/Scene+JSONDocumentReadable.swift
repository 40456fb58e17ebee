import ScrollFX
import StrictJSON

// The scene's types read without `Codable` (see `JSONDocumentReadable`): each starts from its memberwise
// initialiser, as its `init(from:)` does, sets the members present, and leaves refusals and members it does not
// know to `Decodable` (a field missing here is slower, never wrong).

extension Scene: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        try self.init(reading: cursor) { _, _ throws(JSONCursor.Unread) in false }
    }

    /// Reads a scene whose object may hold more: a member the scene does not know goes to `other`, which says whether
    /// it took it (a body that extends the scene, as `/v1/frames`'s `offsets`).
    init(reading cursor: JSONCursor, other: (String, JSONCursor) throws(JSONCursor.Unread) -> Bool) throws(JSONCursor.Unread) {
        self.init(viewport: Viewport(width: 0, height: 0), sections: [])
        var required = 0
        for (name, value) in try cursor.members() {
            switch name {
            case "viewport":
                viewport = try Viewport(reading: value)
                required += 1
            case "axis": try value.read(into: &axis)
            case "offset": try value.read(into: &offset)
            case "contentInset": try value.read(into: &contentInset)
            case "spacing": try value.read(into: &spacing)
            case "layoutDirection": try value.read(into: &layoutDirection)
            case "reduceMotion": try value.read(into: &reduceMotion)
            case "prefetch": try value.read(into: &prefetch)
            case "snap": try value.read(into: &snap)
            case "overscroll": try value.read(into: &overscroll)
            case "sections":
                sections = try value.elements()
                required += 1
            default: guard try other(name, value) else { throw JSONCursor.Unread() }
            }
        }
        guard required == 2 else { throw JSONCursor.Unread() }
    }
}

extension FramesRequest: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        var offsets: [Double]?
        let scene = try Scene(reading: cursor) { name, value throws(JSONCursor.Unread) in
            guard name == "offsets" else { return false }
            if !value.isNull { offsets = try value.elements { element throws(JSONCursor.Unread) in try element.double() } }
            return true
        }
        self.init(scene: scene, offsets: offsets)
    }
}

extension Overscroll: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init()
        for (name, value) in try cursor.members() {
            switch name {
            case "model": try value.read(into: &model)
            case "coefficient": try value.read(into: &coefficient)
            default: throw JSONCursor.Unread()
            }
        }
    }
}

extension Viewport: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init(width: 0, height: 0)
        var required = 0
        for (name, value) in try cursor.members() {
            switch name {
            case "width":
                width = try value.double()
                required += 1
            case "height":
                height = try value.double()
                required += 1
            case "x": try value.read(into: &x)
            case "y": try value.read(into: &y)
            default: throw JSONCursor.Unread()
            }
        }
        guard required == 2 else { throw JSONCursor.Unread() }
    }
}

extension Insets: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        if let all = try? cursor.double() {
            self.init(all: all)
            return
        }
        self.init()
        for (name, value) in try cursor.members() {
            switch name {
            case "top": try value.read(into: &top)
            case "leading": try value.read(into: &leading)
            case "bottom": try value.read(into: &bottom)
            case "trailing": try value.read(into: &trailing)
            default: throw JSONCursor.Unread()
            }
        }
    }
}

extension Section: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init(id: "", kind: .list)
        var required = 0
        for (name, value) in try cursor.members() {
            switch name {
            case "id":
                id = try value.string()
                required += 1
            case "kind":
                kind = try value.value()
                required += 1
            case "preset": try value.read(into: &preset)
            case "cornerRadius": try value.read(into: &cornerRadius)
            case "clip": try value.read(into: &clip)
            case "effects": try value.read(into: &effects)
            case "layers": try value.read(into: &layers)
            case "size": try value.read(into: &size)
            case "collapse": try value.read(into: &collapse)
            case "itemSize": try value.read(into: &itemSize)
            case "spacing": try value.read(into: &spacing)
            case "padding": try value.read(into: &padding)
            case "columns": try value.read(into: &columns)
            case "alignment": try value.read(into: &alignment)
            case "offset": try value.read(into: &offset)
            case "loop": try value.read(into: &loop)
            case "snap": try value.read(into: &snap)
            case "perspective": try value.read(into: &perspective)
            case "frame": try value.read(into: &frame)
            case "count": try value.read(into: &count)
            case "items": try value.read(into: &items)
            default: throw JSONCursor.Unread()
            }
        }
        guard required == 2 else { throw JSONCursor.Unread() }
    }
}

extension Collapse: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init(minHeight: 0)
        var required = 0
        for (name, value) in try cursor.members() {
            guard name == "minHeight" else { throw JSONCursor.Unread() }
            minHeight = try value.double()
            required += 1
        }
        guard required == 1 else { throw JSONCursor.Unread() }
    }
}

extension ItemSize: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init()
        for (name, value) in try cursor.members() {
            switch name {
            case "width": try value.read(into: &width)
            case "height": try value.read(into: &height)
            default: throw JSONCursor.Unread()
            }
        }
    }
}

extension ItemSpec: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init()
        for (name, value) in try cursor.members() {
            switch name {
            case "id": try value.read(into: &id)
            case "size": try value.read(into: &size)
            default: throw JSONCursor.Unread()
            }
        }
    }
}

extension Rect: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init(x: 0, y: 0, width: 0, height: 0)
        var required = 0
        for (name, value) in try cursor.members() {
            switch name {
            case "x": x = try value.double()
            case "y": y = try value.double()
            case "width": width = try value.double()
            case "height": height = try value.double()
            default: throw JSONCursor.Unread()
            }
            required += 1
        }
        guard required == 4 else { throw JSONCursor.Unread() }
    }
}

extension Point: JSONDocumentReadable {
    init(reading cursor: JSONCursor) throws(JSONCursor.Unread) {
        self.init(x: 0, y: 0)
        var required = 0
        for (name, value) in try cursor.members() {
            switch name {
            case "x": x = try value.double()
            case "y": y = try value.double()
            default: throw JSONCursor.Unread()
            }
            required += 1
        }
        guard required == 2 else { throw JSONCursor.Unread() }
    }
}
