/// A collapsing header's `collapse`: pinned where it rests, it shrinks from its height H to `minHeight` h as the
/// scene scrolls, H − clamp(offset, 0, H − h) along the scene's axis (Android's collapsing toolbar, Flutter's
/// SliverAppBar). Past the start it behaves as any header (`grow`, `stretch`).
public struct Collapse: Hashable, Sendable, Codable, WireObject {
    /// The length it keeps once collapsed, from 0 to the header's own.
    public var minHeight: Double

    /// Creates a collapse.
    public init(minHeight: Double) { self.minHeight = minHeight }

    /// Reads a collapse: `minHeight` is required.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> Collapse {
        Collapse(minHeight: try members.require("minHeight", as: Double.self))
    }
}
