/// `stretch`: scale s = (L + pull) / L along the axis (both axes if uniform), anchored at the far edge.
public struct StretchEffect: Hashable, Sendable, Codable, WireRecord {
    /// The axis measured and scaled; the container's axis when nil.
    public var axis: Axis?
    /// Whether both axes scale by s.
    public var uniform: Bool

    /// Creates a stretch effect.
    public init(axis: Axis? = nil, uniform: Bool = false) {
        self.axis = axis
        self.uniform = uniform
    }

    /// Every member at its default.
    @inlinable
    public static var unread: StretchEffect { StretchEffect() }

    /// A stretch's members; both have defaults.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of effect: inout StretchEffect, _ list: inout List) throws(List.Failure) {
        try list.member("axis", &effect.axis)
        try list.member("uniform", &effect.uniform)
    }

    func apply(to transform: inout VisualTransform, in context: EffectContext) {
        let axis = self.axis ?? context.container.axis
        let length = context.frame.length(axis)
        // Guarded denominator: an element of no length keeps scale 1.
        let factor = length > 0 ? (length + context.container.pull) / length : 1
        if uniform {
            transform.scale = Point(x: transform.scale.x * factor, y: transform.scale.y * factor)
        } else {
            transform.scale[axis] *= factor
        }
        // The far edge (bottom, or trailing) stays put.
        transform.anchor = axis == .vertical ? Point(x: 0.5, y: 1) : Point(x: 1, y: 0.5)
    }
}
