/// A collapsing header's `collapse`: pinned where it rests, it shrinks from its height H to `minHeight` h as the
/// scene scrolls, H − clamp(offset, 0, H − h) along the scene's axis (Android's collapsing toolbar, Flutter's
/// SliverAppBar). Past the start it behaves as any header (`grow`, `stretch`).
public struct Collapse: Hashable, Sendable, Codable, WireRecord {
    /// The length it keeps once collapsed, from 0 to the header's own.
    public var minHeight: Double

    /// Creates a collapse.
    public init(minHeight: Double) { self.minHeight = minHeight }

    /// `minHeight` 0 until read.
    @inlinable
    public static var unread: Collapse { Collapse(minHeight: 0) }

    /// A collapse's members: `minHeight` is required.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of collapse: inout Collapse, _ list: inout List) throws(List.Failure) {
        try list.required("minHeight", &collapse.minHeight)
    }
}
