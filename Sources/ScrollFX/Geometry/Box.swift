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
