/// How far a `cover` layer leaves each edge of its parent uncovered.
///
/// Judged on the layer's transformed bounding box in the parent's local
/// coordinates. An amount is the uncovered length along the edge's normal,
/// capped at the parent's length on that axis: a layer moved wholly off its
/// parent uncovers the whole parent, never more.
enum CoverGap {
    /// The parent's logical edges, in the order the frame builder judges them (``FrameBuilder/Scratch/coverAmounts``),
    /// with the axis along which overscan closes them.
    static let edges: [(name: String, axis: Axis)] = [
        ("top", .vertical), ("bottom", .vertical), ("leading", .horizontal), ("trailing", .horizontal),
    ]

    /// The uncovered length at edge `index` of ``edges`` left by a layer whose box in its parent is `box`: 0 where
    /// covered, at most the parent's length on that axis.
    static func amount(at index: Int, of box: Rect, in parent: Size) -> Double {
        let (uncovered, length) = switch index {
        case 0: (box.y, parent.height)
        case 1: (parent.height - box.maxY, parent.height)
        case 2: (box.x, parent.width)
        default: (parent.width - box.maxX, parent.width)
        }
        return min(max(0, uncovered), length)
    }

    /// The box in its parent of a layer of `size` placed by `toParent` (its frame's origin, then its own transform):
    /// its four corners' span, of no area when the layer is flattened.
    static func box(ofLayerSized size: Size, placedBy toParent: AffineTransform) -> Rect {
        Box(Rect(origin: .zero, size: size), mappedBy: toParent).rect
    }

    /// The box in its parent of a layer of `size` turned in 3-D: its quad as `drawn`, taken back into the parent's
    /// plane through the parent's own drawing; of no area at the parent's origin when none of it is drawn.
    ///
    /// Only the part of the quad on the near side of the parent plane's horizon is drawn from that plane (the back
    /// map's divisor, 1/w of the plane's point, is positive there): the rest would map to points behind the eye.
    static func box(ofLayerSized size: Size, drawnBy drawn: Homography, backThrough parentDrawn: Homography) -> Rect {
        let quad = drawn.quad(of: Rect(origin: .zero, size: size))
        guard let back = parentDrawn.inverted,
              let box = back.mapping(quad.clipped { back.divisor(at: $0) - Homography.nearest }).boundingBox else {
            return Rect(x: 0, y: 0, width: 0, height: 0)
        }
        return box
    }
}
