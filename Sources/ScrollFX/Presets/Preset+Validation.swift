extension Preset {
    /// Checks the preset's effects and layers; pointers start at `/<name>`.
    public func validate(name: String) throws(RequestError) {
        // Where a preset is used is checked with the scene: a 3-D preset may only serve carousels.
        try (effects ?? []).validate(at: "/\(name)/effects", inCarousel: true)
        var layerIDs = SeenIDs()
        for (index, layer) in (layers ?? []).enumerated() {
            try layer.validate(at: "/\(name)/layers/\(index)", ids: &layerIDs, inCarousel: true)
        }
        // The scene's axis picks the header's length: each side given must be one.
        try header?.validate(at: "/\(name)/header") { () throws(RequestError) in
            guard let size = header?.size, size.width != nil || size.height != nil else {
                throw RequestError(pointer: "/\(name)/header/size", reason: "a header needs its height, its width or both")
            }
            if let width = size.width { try require(width, "/\(name)/header/size/width", .positive) }
            if let height = size.height { try require(height, "/\(name)/header/size/height", .positive) }
        }
        if let sticky { try require(sticky.top, "/\(name)/sticky/top", .finite) }
        if let threshold = reveal?.threshold, !(threshold >= 0 && threshold <= 1) {
            throw RequestError(pointer: "/\(name)/reveal/threshold", reason: "must be a number from 0 to 1")
        }
    }
}
