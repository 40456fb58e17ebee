/// How far a `cover` layer leaves each edge of its parent uncovered.
///
/// Judged on the layer's transformed bounding box in the parent's local
/// coordinates. An amount is the uncovered length along the edge's normal,
/// capped at the parent's length on that axis: a layer moved wholly off its
/// parent uncovers the whole parent, never more.
enum CoverGap {
    /// The parent's logical edges in the order of ``amounts(of:in:)``, with the axis along which overscan closes them.
    static let edges: [(name: String, axis: Axis)] = [
        ("top", .vertical), ("bottom", .vertical), ("leading", .horizontal), ("trailing", .horizontal),
    ]

    /// The uncovered length at each of ``edges``: 0 where covered, at most the parent's length on that axis.
    static func amounts(of box: Rect, in parent: Size) -> [Double] {
        func capped(_ uncovered: Double, _ length: Double) -> Double { min(max(0, uncovered), length) }
        return [
            capped(box.y, parent.height), capped(parent.height - box.maxY, parent.height),
            capped(box.x, parent.width), capped(parent.width - box.maxX, parent.width),
        ]
    }

    /// The amounts of a layer of `size` placed in its parent by `toParent` (its frame's origin, then its own transform).
    static func amounts(ofLayerSized size: Size, placedBy toParent: AffineTransform, in parent: Size) -> [Double] {
        // Four corners always give a box (of no area when the layer is flattened).
        let box = ConvexPolygon(Rect(origin: .zero, size: size), transformedBy: toParent).boundingBox
            ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return amounts(of: box, in: parent)
    }
}
