/// The animatable properties of an item and its layers, flattened in a stable order.
enum ElementProperties {
    /// The property paths every item and layer has, in order.
    static let names = [
        "frame.x", "frame.y", "frame.width", "frame.height",
        "transform.translate.x", "transform.translate.y", "transform.scale.x", "transform.scale.y",
        "transform.rotation", "transform.opacity", "transform.blur",
    ]

    /// Where each value of ``values(of:)`` belongs: nil for the item, else the layer path.
    static func owners(of item: Frame.Item) -> [[String]?] {
        var owners: [[String]?] = Array(repeating: nil, count: names.count)
        func visit(_ layers: [Frame.Layer], path: [String]) {
            for (index, layer) in layers.enumerated() {
                let layerPath = path + [layer.id ?? "#\(index)"]
                owners += Array(repeating: layerPath, count: names.count)
                visit(layer.layers, path: layerPath)
            }
        }
        visit(item.layers, path: [])
        return owners
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
         transform.rotation, transform.opacity, transform.blur]
    }
}
