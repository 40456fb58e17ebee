/// The animatable properties of an item and its layers, flattened in a stable order.
enum ElementProperties {
    /// The property paths every item and layer has, in order; `rotateY` and `translateZ` are 0 for an element with
    /// no 3-D effect, so they never change and get no track.
    static let names = [
        "frame.x", "frame.y", "frame.width", "frame.height",
        "transform.translate.x", "transform.translate.y", "transform.scale.x", "transform.scale.y",
        "transform.rotation", "transform.opacity", "transform.blur", "transform.rotateY", "transform.translateZ",
    ]

    /// Every layer under `layers`, depth-first as ``values(of:)`` visits them: its path of ids
    /// (`#n` for a layer without id), its index path and its spec.
    static func layers(_ layers: [Layer], path: [String] = [], indices: [Int] = []) -> [(path: [String], indices: [Int], layer: Layer)] {
        layers.enumerated().flatMap { position, layer in
            let (layerPath, layerIndices) = (path + [layer.id ?? "#\(position)"], indices + [position])
            return [(layerPath, layerIndices, layer)] + Self.layers(layer.layers, path: layerPath, indices: layerIndices)
        }
    }

    /// Where each value of ``values(of:)`` belongs for an item with layers `layers`: nil for the item, else the layer path.
    static func owners(of layers: [Layer]) -> [[String]?] {
        ([nil] + Self.layers(layers).map(\.path)).flatMap { Array(repeating: $0, count: names.count) }
    }

    /// Every property value of the item, then of each layer depth-first.
    static func values(of item: Frame.Item) -> [Double] {
        var values = values(frame: item.frame, transform: item.transform)
        func visit(_ layers: [Frame.Layer]) {
            for layer in layers {
                values += Self.values(frame: layer.frame, transform: layer.transform)
                visit(layer.layers)
            }
        }
        visit(item.layers)
        return values
    }

    /// The values of one element, in the order of ``names``.
    static func values(frame: Rect, transform: Frame.Transform) -> [Double] {
        [frame.x, frame.y, frame.width, frame.height,
         transform.translate.x, transform.translate.y, transform.scale.x, transform.scale.y,
         transform.rotation, transform.opacity, transform.blur, transform.rotateY ?? 0, transform.translateZ ?? 0]
    }
}
