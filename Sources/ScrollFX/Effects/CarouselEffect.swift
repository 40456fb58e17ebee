/// `carousel`: translate[axis] += −(centre − containerCentre) / containerLength × strength × itemLength.
///
/// In a carousel the axis is horizontal and the lengths are widths; on a
/// scene's own sections it is the scene axis. The item's length is the
/// item's, not that of an overscanned layer.
public struct CarouselEffect: Hashable, Sendable, Codable, WireRecord {
    /// How far the content slides, as a fraction of the item's length per container length of distance.
    public var strength: Double

    /// Creates a carousel effect.
    public init(strength: Double) { self.strength = strength }

    /// `strength` 0 until read.
    @inlinable
    public static var unread: CarouselEffect { CarouselEffect(strength: 0) }

    /// A carousel effect's members: `strength` is required.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of effect: inout CarouselEffect, _ list: inout List) throws(List.Failure) {
        try list.required("strength", &effect.strength)
    }

    func apply(to transform: inout VisualTransform, in context: EffectContext) {
        let axis = context.container.axis
        let containerLength = context.container.frame.length(axis)
        // Guarded denominator: a container of no length has no centre to measure against.
        guard containerLength > 0 else { return }
        let distance = context.frame.mid(axis) - context.container.frame.mid(axis)
        transform.translation[axis] += -distance / containerLength * strength * context.item.length(axis)
    }
}
