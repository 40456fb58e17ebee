/// How the eye of a 3-D carousel sees an element of a frame: the element's plane mapped into viewport space
/// through the carousel's perspective, exactly as the engine works out `visibleRect`, clips and cover warnings.
///
/// For drawing what a frame answers (previews, debugging overlays): start from the carousel's eye and place each
/// item, then each layer, by its `frame` and `transform`, as the answer nests them.
public struct FrameProjection: Hashable, Sendable {
    let perspective: Perspective
    /// The element's own coordinates to viewport space, before the perspective.
    let placement: Transform3D

    /// The eye of the carousel answered as `carousel`, `perspective` points in front of its frame's centre (the
    /// section's `perspective`, 500 by default), seeing viewport space as it is.
    public init(carousel: Frame.Section, perspective: Double) {
        let centre = Point(x: carousel.frame.mid(.horizontal), y: carousel.frame.mid(.vertical))
        self.init(perspective: Perspective(origin: centre, distance: perspective), placement: Transform3D(.identity))
    }

    init(perspective: Perspective, placement: Transform3D) {
        (self.perspective, self.placement) = (perspective, placement)
    }

    /// The projection of a child placed at `frame`'s origin and then by `transform` (its 3-D map, or its flat one).
    public func placing(_ frame: Rect, by transform: Frame.Transform) -> FrameProjection {
        let own = transform.depth?.map ?? Transform3D(transform.affine)
        let moved = Transform3D(AffineTransform(a: 1, b: 0, c: 0, d: 1, e: frame.x, f: frame.y))
        return FrameProjection(perspective: perspective, placement: placement.concatenating(moved).concatenating(own))
    }

    /// Where the point of the element's own coordinates is seen; nil when it lies at or behind the eye.
    public func point(_ point: Point) -> Point? {
        let map = perspective.homography(of: placement)
        return map.divisor(at: point) > Homography.nearest ? map.apply(to: point) : nil
    }

    /// `rect` of the element's own coordinates as seen: its part in front of the eye, projected (empty when none is).
    public func quad(of rect: Rect) -> ConvexPolygon {
        perspective.homography(of: placement).quad(of: rect)
    }
}
