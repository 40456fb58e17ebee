/// A convex polygon: a rectangle after affine or projective maps and clipping by other convex polygons.
public struct ConvexPolygon: Hashable, Sendable {
    /// The vertices in order (either winding); empty when nothing remains.
    public var vertices: [Point]

    /// Creates a polygon from vertices in order.
    public init(vertices: [Point]) { self.vertices = vertices }

    /// The polygon covering `rect`.
    public init(_ rect: Rect) { self.vertices = rect.corners }

    /// The image of `rect` under `transform`.
    public init(_ rect: Rect, transformedBy transform: AffineTransform) {
        self.vertices = rect.corners.map(transform.apply(to:))
    }

    /// The image of this polygon under `transform`.
    public func transformed(by transform: AffineTransform) -> ConvexPolygon {
        ConvexPolygon(vertices: vertices.map(transform.apply(to:)))
    }

    /// The enclosed area (0 for fewer than three vertices).
    public var area: Double {
        vertices.count >= 3 ? abs(signedDoubleArea) / 2 : 0
    }

    /// The smallest axis-aligned rectangle holding every vertex, or nil if there are none.
    public var boundingBox: Rect? {
        guard let first = vertices.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in vertices.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The part of this polygon inside `clip` (Sutherland–Hodgman: exact for convex clips).
    public func clipped(to clip: ConvexPolygon) -> ConvexPolygon {
        if let rect = clip.axisAlignedRect { return clipped(to: rect) }
        guard clip.vertices.count >= 3 else { return ConvexPolygon(vertices: []) }
        // Orientation of the clip decides which side of each edge is inside.
        let orientation: Double = clip.signedDoubleArea >= 0 ? 1 : -1
        var output = self
        for index in clip.vertices.indices where !output.vertices.isEmpty {
            let edgeStart = clip.vertices[index]
            let edgeEnd = clip.vertices[(index + 1) % clip.vertices.count]
            output = output.clipped { p in
                orientation * ((edgeEnd.x - edgeStart.x) * (p.y - edgeStart.y) - (edgeEnd.y - edgeStart.y) * (p.x - edgeStart.x))
            }
        }
        return output
    }

    /// The part of this polygon where `side`, a function affine in the point, is at least 0.
    func clipped(where side: (Point) -> Double) -> ConvexPolygon {
        var output: [Point] = []
        for (offset, current) in vertices.enumerated() {
            let previous = vertices[(offset + vertices.count - 1) % vertices.count]
            let (sideCurrent, sidePrevious) = (side(current), side(previous))
            if sideCurrent >= 0 {
                if sidePrevious < 0 { output.append(crossing(previous, current, sidePrevious, sideCurrent)) }
                output.append(current)
            } else if sidePrevious >= 0 {
                output.append(crossing(previous, current, sidePrevious, sideCurrent))
            }
        }
        return ConvexPolygon(vertices: output)
    }

    /// The part of this polygon inside `rect`; crossings land exactly on the rectangle's edges.
    public func clipped(to rect: Rect) -> ConvexPolygon {
        // Two buffers, swapped between the four edges: each edge adds at most one vertex.
        var output = vertices
        var spare: [Point] = []
        spare.reserveCapacity(vertices.count + 4)
        output.clipHalfPlane(axis: .horizontal, bound: rect.x, keepAbove: true, into: &spare)
        spare.clipHalfPlane(axis: .horizontal, bound: rect.maxX, keepAbove: false, into: &output)
        output.clipHalfPlane(axis: .vertical, bound: rect.y, keepAbove: true, into: &spare)
        spare.clipHalfPlane(axis: .vertical, bound: rect.maxY, keepAbove: false, into: &output)
        return ConvexPolygon(vertices: output)
    }

    /// The rectangle this polygon is, when it is an axis-aligned one.
    private var axisAlignedRect: Rect? {
        guard vertices.count == 4 else { return nil }
        let v = vertices
        let edgesAligned = (v[0].y == v[1].y && v[1].x == v[2].x && v[2].y == v[3].y && v[3].x == v[0].x)
            || (v[0].x == v[1].x && v[1].y == v[2].y && v[2].x == v[3].x && v[3].y == v[0].y)
        return edgesAligned ? boundingBox : nil
    }

    var signedDoubleArea: Double {
        var twice = 0.0
        for index in vertices.indices {
            let (p, q) = (vertices[index], vertices[(index + 1) % vertices.count])
            twice += p.x * q.y - q.x * p.y
        }
        return twice
    }

    /// Where segment p→q crosses the edge line, given the signed sides of p and q (of opposite signs).
    private func crossing(_ p: Point, _ q: Point, _ sideP: Double, _ sideQ: Double) -> Point {
        // Guarded denominator: the sides have opposite signs, so sideP − sideQ ≠ 0.
        let t = sideP / (sideP - sideQ)
        return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}

extension [Point] {
    /// Replaces `output` with the polygon's part on one side of the line `point[axis] == bound`,
    /// crossings exactly on the line.
    fileprivate func clipHalfPlane(axis: Axis, bound: Double, keepAbove: Bool, into output: inout [Point]) {
        output.removeAll(keepingCapacity: true)
        guard !isEmpty else { return }
        let inside = { (p: Point) in keepAbove ? p[axis] >= bound : p[axis] <= bound }
        var previous = self[count - 1]
        for current in self {
            switch (inside(previous), inside(current)) {
            case (true, true): output.append(current)
            case (true, false): output.append(crossing(previous, current, axis: axis, bound: bound))
            case (false, true): output.append(crossing(previous, current, axis: axis, bound: bound)); output.append(current)
            case (false, false): break
            }
            previous = current
        }
    }

    private func crossing(_ p: Point, _ q: Point, axis: Axis, bound: Double) -> Point {
        // Guarded denominator: p and q lie on opposite sides of the line, so their coordinates differ.
        let t = (bound - p[axis]) / (q[axis] - p[axis])
        var point = Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
        point[axis] = bound
        return point
    }
}
