extension FrameBuilder {
    /// What an element's clips leave of viewport space: its container's visible rect, cut by its item's bounds when
    /// the item clips.
    ///
    /// Kept as those parts rather than as a polygon. While the maps involved are axis-aligned (no rotation), what
    /// survives is a ``Box`` worked out with no array built, so a frame allocates nothing per item or layer for its
    /// clips; a rotated element builds the polygons. Both give the same numbers: clipping a box by a rectangle's edges
    /// lands exactly on them.
    struct Clip {
        /// The container's visible rect; nil when none of it is visible.
        var container: Rect?
        /// The item's bounds, when they clip too.
        var item: Bounds?

        /// An element's bounds: `size` at the origin, mapped to viewport space by `toViewport`, or drawn by
        /// `projection` when the element is turned in 3-D.
        struct Bounds {
            var size: Size
            var toViewport: AffineTransform
            /// Where ``Scratch/projections`` (the `projections` the methods take) holds the drawing, for an element turned in 3-D.
            var projection: Int?

            /// The bounds in viewport space, as drawn.
            func polygon(projections: [Homography]) -> ConvexPolygon {
                let rect = Rect(origin: .zero, size: size)
                return projection.map { projections[$0].quad(of: rect) } ?? ConvexPolygon(rect, transformedBy: toViewport)
            }
        }

        /// What survives, when every map involved is axis-aligned: `.some(nil)` when nothing does; nil when the
        /// polygon is needed.
        var box: Box?? {
            guard let container else { return .some(nil) }
            guard let item else { return Box(container) }
            guard item.projection == nil, item.toViewport.isAxisAligned else { return nil }
            return Box(Rect(origin: .zero, size: item.size), mappedBy: item.toViewport).clipped(to: Box(container).rect)
        }

        /// What survives, as a polygon (empty when nothing does).
        func polygon(projections: [Homography]) -> ConvexPolygon {
            guard let container else { return ConvexPolygon(vertices: []) }
            guard let item else { return ConvexPolygon(container) }
            return item.polygon(projections: projections).clipped(to: ConvexPolygon(container))
        }

        /// The bounding box of what survives, if it has any area.
        func visibleRect(projections: [Homography]) -> Rect? {
            if let box { return box?.areaRect }
            let part = polygon(projections: projections)
            return part.area > 0 ? part.boundingBox : nil
        }

        /// The bounding box, in the element's coordinates, of the part of `bounds` that survives; nil if it has no area.
        /// The element is drawn by `projection` when it is turned in 3-D.
        func surviving(_ bounds: Rect, toViewport: AffineTransform, projection: Homography?, projections: [Homography]) -> Rect? {
            if let projection {
                // A plane seen edge-on is drawn with no area.
                guard projection.inverted != nil else { return nil }
                let part = projection.preimage(of: polygon(projections: projections), within: ConvexPolygon(bounds))
                return part.area > 0 ? part.boundingBox : nil
            }
            // A layer flattened to no area (scale 0) has nothing to map back.
            guard let toLocal = toViewport.inverted else { return nil }
            if toLocal.isAxisAligned, let box {
                return box?.mapped(by: toLocal).clipped(to: bounds)?.areaRect
            }
            let part = polygon(projections: projections).transformed(by: toLocal).clipped(to: bounds)
            return part.area > 0 ? part.boundingBox : nil
        }
    }
}
