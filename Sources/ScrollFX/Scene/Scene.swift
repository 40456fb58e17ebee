/// A scroll container, what is laid out in it, and its scroll position: the request body of `POST /v1/frame`.
public struct Scene: Hashable, Sendable, Codable {
    /// The scroll container's visible rect and where it sits on screen.
    public var viewport: Viewport
    /// The direction the scene scrolls in; `vertical` by default.
    public var axis: Axis
    /// The scroll offset from rest along `axis`; negative is over-scroll past the start.
    public var offset: Double
    /// Content padding around all sections, part of the content length.
    public var contentInset: Insets
    /// The gap between consecutive sections.
    public var spacing: Double
    /// `ltr` (default) or `rtl`, which mirrors horizontal placement.
    public var layoutDirection: LayoutDirection
    /// When true, only opacity changes survive.
    public var reduceMotion: Bool
    /// Extra length at both ends of the visible rect within which items are listed too.
    public var prefetch: Double
    /// How a fling of the scene itself settles (`POST /v1/snap`); `none` by default.
    public var snap: SnapMode
    /// The sections, stacked along `axis` in order.
    public var sections: [Section]

    /// Creates a scene with the contract's defaults.
    public init(
        viewport: Viewport,
        axis: Axis = .vertical,
        offset: Double = 0,
        contentInset: Insets = .zero,
        spacing: Double = 0,
        layoutDirection: LayoutDirection = .ltr,
        reduceMotion: Bool = false,
        prefetch: Double = 0,
        snap: SnapMode = .none,
        sections: [Section]
    ) {
        self.viewport = viewport
        self.axis = axis
        self.offset = offset
        self.contentInset = contentInset
        self.spacing = spacing
        self.layoutDirection = layoutDirection
        self.reduceMotion = reduceMotion
        self.prefetch = prefetch
        self.snap = snap
        self.sections = sections
    }

    private enum CodingKeys: String, CodingKey {
        case viewport, axis, offset, contentInset, spacing, layoutDirection, reduceMotion, prefetch, snap, sections
    }

    /// Decodes a scene, filling in the defaults of the contract.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            viewport: try container.decode(Viewport.self, forKey: .viewport),
            axis: try container.decodeIfPresent(Axis.self, forKey: .axis) ?? .vertical,
            offset: try container.decodeIfPresent(Double.self, forKey: .offset) ?? 0,
            contentInset: try container.decodeIfPresent(Insets.self, forKey: .contentInset) ?? .zero,
            spacing: try container.decodeIfPresent(Double.self, forKey: .spacing) ?? 0,
            layoutDirection: try container.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .ltr,
            reduceMotion: try container.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? false,
            prefetch: try container.decodeIfPresent(Double.self, forKey: .prefetch) ?? 0,
            snap: try container.decodeIfPresent(SnapMode.self, forKey: .snap) ?? .none,
            sections: try container.decode([Section].self, forKey: .sections)
        )
    }
}

/// The scroll container's visible size and its position in global (screen) space.
public struct Viewport: Hashable, Sendable, Codable {
    /// The visible width.
    public var width: Double
    /// The visible height.
    public var height: Double
    /// Where the container's left edge sits in global space.
    public var x: Double
    /// Where the container's top edge sits in global space.
    public var y: Double

    /// Creates a viewport.
    public init(width: Double, height: Double, x: Double = 0, y: Double = 0) {
        self.width = width
        self.height = height
        self.x = x
        self.y = y
    }

    private enum CodingKeys: String, CodingKey { case width, height, x, y }

    /// Decodes a viewport; `x` and `y` default to 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            width: try container.decode(Double.self, forKey: .width),
            height: try container.decode(Double.self, forKey: .height),
            x: try container.decodeIfPresent(Double.self, forKey: .x) ?? 0,
            y: try container.decodeIfPresent(Double.self, forKey: .y) ?? 0
        )
    }

    /// The size of the visible rect.
    public var size: Size { Size(width: width, height: height) }
}

/// The horizontal reading direction.
public enum LayoutDirection: String, Hashable, Sendable, Codable {
    /// Left to right.
    case ltr
    /// Right to left: horizontal placement and effects are mirrored.
    case rtl
}
