/// A scroll or effect axis.
public enum Axis: String, Hashable, Sendable, Codable, WireField {
    /// Along y, top to bottom.
    case vertical
    /// Along x, leading to trailing.
    case horizontal

    /// The other axis.
    public var cross: Axis { self == .vertical ? .horizontal : .vertical }
}
