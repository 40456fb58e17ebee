/// Distances inward from the four edges; leading and trailing are logical sides.
///
/// Decodes from a number (all four sides) or from an object whose missing sides are 0.
public struct Insets: Hashable, Sendable, Codable {
    /// From the top edge.
    public var top: Double
    /// From the leading edge (left in left-to-right layouts).
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge (right in left-to-right layouts).
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset at all.
    public static let zero = Insets()

    private enum CodingKeys: String, CodingKey {
        case top, leading, bottom, trailing
    }

    /// Decodes a number (all sides) or an object of sides.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let value = try? single.decode(Double.self) {
            self.init(all: value)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        try container.decode(&top, ifPresent: .top)
        try container.decode(&leading, ifPresent: .leading)
        try container.decode(&bottom, ifPresent: .bottom)
        try container.decode(&trailing, ifPresent: .trailing)
    }

    /// The inset at the start of `axis` (top or leading).
    public func start(_ axis: Axis) -> Double { axis == .vertical ? top : leading }
    /// The inset at the end of `axis` (bottom or trailing).
    public func end(_ axis: Axis) -> Double { axis == .vertical ? bottom : trailing }
    /// Both insets along `axis`.
    public func total(_ axis: Axis) -> Double { start(axis) + end(axis) }

    /// Every side, with the name of its field, for validation.
    var sides: [(name: String, value: Double)] {
        [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
    }
}
