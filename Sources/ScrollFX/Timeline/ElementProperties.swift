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

    /// The effects of an element with `effects` and `layers`, then of each of its layers depth-first, each with its
    /// path of ids (empty for the element itself): the order of ``values(of:)`` and of ``FrameBuilder/mapInputs(_:of:in:)``.
    static func effects(_ effects: [Effect]?, layers: [Layer]?) -> [(path: [String], effects: [Effect])] {
        [([], effects ?? [])] + Self.layers(layers ?? []).map { ($0.path, $0.layer.effects) }
    }

    /// Where each value of ``values(of:)`` belongs for an item with layers `layers`: nil for the item, else the layer path.
    static func owners(of layers: [Layer]) -> [[String]?] {
        ([nil] + Self.layers(layers).map(\.path)).flatMap { Array(repeating: $0, count: names.count) }
    }

    /// `prefix`, then every property value of the item, then of each layer depth-first: one array, allocated once.
    static func values(of item: Frame.Item, after prefix: [Double] = []) -> [Double] {
        func count(_ layers: [Frame.Layer]) -> Int { layers.reduce(layers.count) { $0 + count($1.layers) } }
        var values = prefix
        values.reserveCapacity(prefix.count + names.count * (1 + count(item.layers)))
        append(frame: item.frame, transform: item.transform, to: &values)
        func visit(_ layers: [Frame.Layer]) {
            for layer in layers {
                append(frame: layer.frame, transform: layer.transform, to: &values)
                visit(layer.layers)
            }
        }
        visit(item.layers)
        return values
    }

    /// The values of one element, in the order of ``names``.
    static func values(frame: Rect, transform: Frame.Transform) -> [Double] {
        var values: [Double] = []
        append(frame: frame, transform: transform, to: &values)
        return values
    }

    private static func append(frame: Rect, transform: Frame.Transform, to values: inout [Double]) {
        values.append(contentsOf: [frame.x, frame.y, frame.width, frame.height,
                                   transform.translate.x, transform.translate.y, transform.scale.x, transform.scale.y,
                                   transform.rotation, transform.opacity, transform.blur, transform.rotateY ?? 0, transform.translateZ ?? 0])
    }
}
