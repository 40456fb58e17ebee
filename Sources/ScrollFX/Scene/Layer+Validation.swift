extension Layer {
    /// Checks the layer and its children at `path`, in document order; its id (and theirs) must be new to `ids`, the
    /// ids of its item; its effects may be 3-D only `inCarousel`.
    func validate(at path: @autoclosure () -> String, ids: inout SeenIDs, inCarousel: Bool) throws(RequestError) {
        if let id { try requireID(id, "\(path())/id") }
        if let id, !ids.insert(id) {
            throw RequestError(pointer: "\(path())/id", reason: "layer id \"\(id)\" is already used in this item")
        }
        if let frame { try frame.validate(at: "\(path())/frame") }
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
