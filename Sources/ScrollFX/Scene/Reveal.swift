/// A bar that hides and returns (`reveal` on the scene's first section, a `header`): it slides away while the content
/// scrolls forward and comes back as soon as it scrolls back (Android's `enterAlways`, Flutter's floating app bar).
///
/// Where it is depends on the path the scroll took: a frame's request says where the frame before left it
/// (``Scene/previous``), its answer says where this one leaves it (the `hidden` of the bar's section).
public struct Reveal: Hashable, Sendable, Codable, WireRecord {
    /// How the bar returns: `enterAlways`, the only mode for now.
    public var mode: RevealMode
    /// Where a bar at rest settles (`POST /v1/snap`): shown when less than this fraction of it is hidden, else hidden.
    public var threshold: Double

    /// Creates a bar's reveal; the defaults are the contract's.
    public init(mode: RevealMode = .enterAlways, threshold: Double = 0.5) {
        self.mode = mode
        self.threshold = threshold
    }

    @inlinable
    public static var unread: Reveal { Reveal() }

    /// A reveal's members; both optional.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of reveal: inout Reveal, _ list: inout List) throws(List.Failure) {
        try list.member("mode", &reveal.mode)
        try list.member("threshold", &reveal.threshold)
    }
}

/// How a bar returns.
public enum RevealMode: String, Hashable, Sendable, Codable, WireField {
    /// Scrolling back by any amount shows it again, at once, wherever the content is.
    case enterAlways
}
