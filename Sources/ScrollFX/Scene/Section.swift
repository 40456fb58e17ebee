/// One section of a scene: a kind of layout, its items, and the effects and layers of each item.
public struct Section: Hashable, Sendable, Codable {
    /// A unique name, echoed in the response.
    public var id: String
    /// How the section lays out its items.
    public var kind: SectionKind
    /// The corner radius of each item's clip (reported, not used in geometry).
    public var cornerRadius: Double
    /// Whether each item clips its layers to its bounds.
    public var clip: Bool
    /// Effects applied to each item as a whole.
    public var effects: [Effect]
    /// The layer tree of each item.
    public var layers: [Layer]
    /// The item size; a missing cross size fills the section less its padding.
    public var itemSize: ItemSize?
    /// The gap between consecutive items.
    public var spacing: Double
    /// Space between the section's edges and its items.
    public var padding: Insets
    /// The number of identical items, when they are not enumerated.
    public var count: Int?
    /// The enumerated items, when they are not given by `count`.
    public var items: [ItemSpec]?

    /// Creates a section.
    public init(
        id: String, kind: SectionKind, cornerRadius: Double = 0, clip: Bool = true,
        effects: [Effect] = [], layers: [Layer] = [], itemSize: ItemSize? = nil,
        spacing: Double = 0, padding: Insets = .zero, count: Int? = nil, items: [ItemSpec]? = nil
    ) {
        self.id = id
        self.kind = kind
        self.cornerRadius = cornerRadius
        self.clip = clip
        self.effects = effects
        self.layers = layers
        self.itemSize = itemSize
        self.spacing = spacing
        self.padding = padding
        self.count = count
        self.items = items
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, cornerRadius, clip, effects, layers, itemSize, spacing, padding, count, items
    }

    /// Decodes a section, filling in the defaults of the contract.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(SectionKind.self, forKey: .kind),
            cornerRadius: try container.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? 0,
            clip: try container.decodeIfPresent(Bool.self, forKey: .clip) ?? true,
            effects: try container.decodeIfPresent([Effect].self, forKey: .effects) ?? [],
            layers: try container.decodeIfPresent([Layer].self, forKey: .layers) ?? [],
            itemSize: try container.decodeIfPresent(ItemSize.self, forKey: .itemSize),
            spacing: try container.decodeIfPresent(Double.self, forKey: .spacing) ?? 0,
            padding: try container.decodeIfPresent(Insets.self, forKey: .padding) ?? .zero,
            count: try container.decodeIfPresent(Int.self, forKey: .count),
            items: try container.decodeIfPresent([ItemSpec].self, forKey: .items)
        )
    }
}

/// How a section lays out its items.
public enum SectionKind: String, Hashable, Sendable, Codable {
    /// Items stacked along the scene's axis.
    case list
}

/// An item size in which either side may be left to the layout.
public struct ItemSize: Hashable, Sendable, Codable {
    /// The width, if given.
    public var width: Double?
    /// The height, if given.
    public var height: Double?

    /// Creates an item size.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// The side along `axis`, if given.
    public subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }
}

/// One enumerated item.
public struct ItemSpec: Hashable, Sendable, Codable {
    /// The item's name, echoed in the response.
    public var id: String?
    /// The item's own size (lists only), overriding the section's `itemSize`.
    public var size: ItemSize?

    /// Creates an item.
    public init(id: String? = nil, size: ItemSize? = nil) {
        self.id = id
        self.size = size
    }
}
