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
        /// The item's bounds (`size` at the origin, mapped to viewport space by `toViewport`), when they clip too.
        var item: (size: Size, toViewport: AffineTransform)?

        /// What survives, when every map involved is axis-aligned: `.some(nil)` when nothing does; nil when the
        /// polygon is needed.
        var box: Box?? {
            guard let container else { return .some(nil) }
            guard let item else { return Box(container) }
            guard item.toViewport.isAxisAligned else { return nil }
            return Box(Rect(origin: .zero, size: item.size), mappedBy: item.toViewport).clipped(to: Box(container).rect)
        }

        /// What survives, as a polygon (empty when nothing does).
        var polygon: ConvexPolygon {
            guard let container else { return ConvexPolygon(vertices: []) }
            guard let item else { return ConvexPolygon(container) }
            return ConvexPolygon(Rect(origin: .zero, size: item.size), transformedBy: item.toViewport).clipped(to: ConvexPolygon(container))
        }

        /// The bounding box of what survives, if it has any area.
        var visibleRect: Rect? {
            if let box { return box?.areaRect }
            let part = polygon
            return part.area > 0 ? part.boundingBox : nil
        }

        /// The bounding box, in the element's coordinates, of the part of `bounds` that survives; nil if it has no area.
        func surviving(_ bounds: Rect, toViewport: AffineTransform) -> Rect? {
            // A layer flattened to no area (scale 0) has nothing to map back.
            guard let toLocal = toViewport.inverted else { return nil }
            if toLocal.isAxisAligned, let box {
                return box?.mapped(by: toLocal).clipped(to: bounds)?.areaRect
            }
            let part = polygon.transformed(by: toLocal).clipped(to: bounds)
            return part.area > 0 ? part.boundingBox : nil
        }
    }

    /// An axis-aligned box by its edges: the span of a rectangle's corners, as its polygon's vertices span it.
    struct Box {
        var minX, minY, maxX, maxY: Double

        /// The box `rect`'s corners span.
        init(_ rect: Rect) {
            (minX, minY, maxX, maxY) = (rect.x, rect.y, rect.maxX, rect.maxY)
        }

        /// The box spanned by `rect`'s corners mapped by `transform`.
        init(_ rect: Rect, mappedBy transform: AffineTransform) {
            self = Box(rect).mapped(by: transform)
        }

        /// The box spanned by this one's corners mapped by `transform`, taken in a polygon's vertex order.
        func mapped(by transform: AffineTransform) -> Box {
            let (p0, p1) = (transform.apply(to: Point(x: minX, y: minY)), transform.apply(to: Point(x: maxX, y: minY)))
            let (p2, p3) = (transform.apply(to: Point(x: maxX, y: maxY)), transform.apply(to: Point(x: minX, y: maxY)))
            var box = self
            (box.minX, box.maxX) = (min(min(min(p0.x, p1.x), p2.x), p3.x), max(max(max(p0.x, p1.x), p2.x), p3.x))
            (box.minY, box.maxY) = (min(min(min(p0.y, p1.y), p2.y), p3.y), max(max(max(p0.y, p1.y), p2.y), p3.y))
            return box
        }

        /// As `ConvexPolygon.boundingBox` gives it.
        var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

        /// `rect`, if the box has area.
        var areaRect: Rect? { maxX > minX && maxY > minY ? rect : nil }

        /// The part inside `rect`, nil when none is (touching is kept, with no area), as polygon clipping finds it.
        func clipped(to rect: Rect) -> Box? {
            var part = self
            (part.minX, part.maxX) = (max(minX, rect.x), min(maxX, rect.maxX))
            (part.minY, part.maxY) = (max(minY, rect.y), min(maxY, rect.maxY))
            return part.minX <= part.maxX && part.minY <= part.maxY ? part : nil
        }
    }
}
