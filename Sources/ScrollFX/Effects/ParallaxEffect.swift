/// `parallax`: translate[axis] += rate × input, the input being the element's position in its container.
public struct ParallaxEffect: Hashable, Sendable, Codable, WireRecord {
    /// Where the input position is measured.
    public enum Space: String, Hashable, Sendable, Codable, WireField {
        /// Against the container (the scene's viewport, or a carousel).
        case scrollView
        /// Against the global (screen) origin.
        case global
    }

    /// Which point of the element is measured.
    public enum Origin: String, Hashable, Sendable, Codable, WireField {
        /// The leading edge, against the container's visible leading edge (or the global origin).
        case min
        /// The centre, against the container's centre.
        case center
    }

    /// The multiple of the input added to the translation.
    public var rate: Double
    /// The axis measured and moved; the container's axis when nil.
    public var axis: Axis?
    /// Where the input is measured.
    public var space: Space
    /// Which point of the element is measured.
    public var origin: Origin
    /// A clamp on the input.
    public var range: InputRange?

    /// Creates a parallax effect.
    public init(rate: Double, axis: Axis? = nil, space: Space = .scrollView, origin: Origin = .min, range: InputRange? = nil) {
        self.rate = rate
        self.axis = axis
        self.space = space
        self.origin = origin
        self.range = range
    }

    /// Every member at its default; `rate` 0 until read.
    @inlinable
    public static var unread: ParallaxEffect { ParallaxEffect(rate: 0) }

    /// A parallax's members: `rate` is required.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of effect: inout ParallaxEffect, _ list: inout List) throws(List.Failure) {
        try list.required("rate", &effect.rate)
        try list.member("axis", &effect.axis)
        try list.member("space", &effect.space)
        try list.member("origin", &effect.origin)
        try list.member("range", &effect.range)
    }

    /// The measured position, before the range clamp.
    func rawInput(in context: EffectContext) -> Double {
        let axis = self.axis ?? context.container.axis
        switch (origin, space) {
        case (.min, .scrollView): return context.frame.min(axis) - context.container.frame.min(axis)
        case (.min, .global): return context.frame.min(axis) + context.container.globalOrigin[axis]
        case (.center, _): return context.frame.mid(axis) - context.container.frame.mid(axis)
        }
    }

    /// Adds rate × clamped input to the translation along the effect's axis.
    func apply(to transform: inout VisualTransform, in context: EffectContext) {
        // A collapsing header's layers move with the distance collapsed, clamp(offset, 0, H − h), at every offset (Android's
        // collapse-mode parallax; 0 in over-scroll, where grow and stretch move them). The item's own effects are ordinary.
        let raw = if let collapse = context.collapse, !context.isItem { -collapse.distance } else { rawInput(in: context) }
        let input = range?.clamp(raw) ?? raw
        transform.translation[axis ?? context.container.axis] += rate * input
    }
}
