/// `coverflow`: turns and sinks a carousel's items as they leave its centre.
///
/// With c = clamp((midX − containerMidX) / (itemWidth + spacing of the carousel), −1, 1):
/// rotateY = −c·angle, translateZ = −|c|·depth, translateX += −c·spacing. The carousel's `perspective` draws it.
public struct CoverflowEffect: Hashable, Sendable, Codable, WireRecord {
    /// The turn at one item's stride from the centre, in degrees.
    public var angle: Double
    /// How far back an item one stride from the centre sinks, in points.
    public var depth: Double
    /// How far towards the centre an item one stride from it slides, in points.
    public var spacing: Double

    /// Creates a coverflow effect.
    public init(angle: Double = 50, depth: Double = 100, spacing: Double = 0) {
        self.angle = angle
        self.depth = depth
        self.spacing = spacing
    }

    /// Every member at its default.
    @inlinable
    public static var unread: CoverflowEffect { CoverflowEffect() }

    /// A coverflow's members; all have defaults.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of effect: inout CoverflowEffect, _ list: inout List) throws(List.Failure) {
        try list.member("angle", &effect.angle)
        try list.member("depth", &effect.depth)
        try list.member("spacing", &effect.spacing)
    }

    /// The element's distance from the carousel's centre in item strides, clamped to −1…1.
    static func progress(in context: EffectContext) -> Double {
        let stride = context.container.stride
        // Guarded denominator: a carousel of no stride has every item at its centre.
        guard stride > 0 else { return 0 }
        return min(max((context.frame.mid(.horizontal) - context.container.frame.mid(.horizontal)) / stride, -1), 1)
    }

    func apply(to transform: inout VisualTransform, in context: EffectContext) {
        let c = Self.progress(in: context)
        transform.rotationY += -c * angle
        transform.translationZ += -abs(c) * depth
        transform.translation.x += -c * spacing
        transform.isThreeDimensional = true
    }
}
