/// One layer of an item: a view filling its parent unless told otherwise, with effects of its own.
public struct Layer: Hashable, Sendable, Codable, WireRecord {
    /// The layer's name, unique within an item, echoed in the response.
    public var id: String?
    /// An explicit frame in the parent's local coordinates.
    public var frame: Rect?
    /// Size multipliers along x and y, keeping the layer centred on its frame.
    public var overscan: Point?
    /// The point the layer scales and rotates about, as fractions of its size.
    public var anchor: Point
    /// Whether the layer must always fill its parent (a background); gaps become warnings.
    public var cover: Bool
    /// Effects applied to this layer.
    public var effects: [Effect]
    /// Child layers, positioned and transformed inside this one.
    public var layers: [Layer]

    /// Creates a layer.
    public init(
        id: String? = nil, frame: Rect? = nil, overscan: Point? = nil,
        anchor: Point = Point(x: 0.5, y: 0.5), cover: Bool = false,
        effects: [Effect] = [], layers: [Layer] = []
    ) {
        self.id = id
        self.frame = frame
        self.overscan = overscan
        self.anchor = anchor
        self.cover = cover
        self.effects = effects
        self.layers = layers
    }

    /// Every member at its default.
    @inlinable
    public static var unread: Layer { Layer() }

    /// A layer's members, with the contract's defaults.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of layer: inout Layer, _ list: inout List) throws(List.Failure) {
        try list.member("id", &layer.id)
        try list.member("frame", &layer.frame)
        try list.member("overscan", &layer.overscan)
        try list.member("anchor", &layer.anchor)
        try list.member("cover", &layer.cover)
        try list.member("effects", &layer.effects)
        try list.member("layers", &layer.layers)
    }

    /// The layer's frame in its parent's local coordinates, for a parent of `parentSize`.
    func localFrame(in parentSize: Size) -> Rect {
        let base = frame ?? Rect(origin: .zero, size: parentSize)
        guard let overscan else { return base }
        let size = Size(width: base.width * overscan.x, height: base.height * overscan.y)
        return Rect(
            x: base.x + (base.width - size.width) / 2,
            y: base.y + (base.height - size.height) / 2,
            width: size.width, height: size.height
        )
    }
}
