import RealModule

/// `distance`: with n = min(d / radius, 1), d the distance of the element's centre from the space's centre,
/// opacity ×= 1 − opacity·n, scale ×= 1 − scale·n, blur += blur·n.
public struct DistanceEffect: Hashable, Sendable, Codable, WireRecord {
    /// What the distance is measured against.
    public enum Space: String, Hashable, Sendable, Codable, WireField {
        /// The container's frame.
        case scrollView
        /// The section's frame, padding included.
        case section
    }

    /// The distance at which the full change applies; > 0.
    public var radius: Double
    /// The opacity lost at full distance.
    public var opacity: Double
    /// The scale lost at full distance.
    public var scale: Double
    /// The blur gained at full distance.
    public var blur: Double
    /// What the distance is measured against.
    public var space: Space

    /// Creates a distance effect.
    public init(radius: Double = 400, opacity: Double = 0, scale: Double = 0, blur: Double = 0, space: Space = .scrollView) {
        self.radius = radius
        self.opacity = opacity
        self.scale = scale
        self.blur = blur
        self.space = space
    }

    /// Every member at its default.
    @inlinable
    public static var unread: DistanceEffect { DistanceEffect() }

    /// A distance effect's members; all have defaults.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of effect: inout DistanceEffect, _ list: inout List) throws(List.Failure) {
        try list.member("radius", &effect.radius)
        try list.member("opacity", &effect.opacity)
        try list.member("scale", &effect.scale)
        try list.member("blur", &effect.blur)
        try list.member("space", &effect.space)
    }

    func apply(to transform: inout VisualTransform, in context: EffectContext) {
        let centre = space == .section ? context.section : context.container.frame
        let distance = context.frame.centreDistance(to: centre)
        // Guarded denominator: validation keeps radius > 0.
        let n = min(distance / radius, 1)
        transform.opacity *= 1 - opacity * n
        transform.scale = Point(x: transform.scale.x * (1 - scale * n), y: transform.scale.y * (1 - scale * n))
        transform.blur += blur * n
    }
}

extension Rect {
    /// The Euclidean distance between the centres of two rectangles.
    func centreDistance(to other: Rect) -> Double {
        Double.hypot(mid(.horizontal) - other.mid(.horizontal), mid(.vertical) - other.mid(.vertical))
    }
}
