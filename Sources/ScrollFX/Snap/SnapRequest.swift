/// What `POST /v1/snap` asks: where a fling of the scene or of one carousel comes to rest.
public struct SnapRequest: Hashable, Sendable, Codable {
    /// How quickly a fling slows: the fraction of velocity kept per millisecond.
    public enum Deceleration: String, Hashable, Sendable, Codable {
        /// 0.998, UIKit's normal rate.
        case normal
        /// 0.99, UIKit's fast rate.
        case fast

        /// The fraction of velocity kept per millisecond.
        public var rate: Double { self == .normal ? 0.998 : 0.99 }
    }

    /// How far a fling may travel.
    public enum Limit: String, Hashable, Sendable, Codable {
        /// As far as it goes.
        case none
        /// At most one item or page from the current one.
        case one
    }

    /// The scene.
    public var scene: Scene
    /// The id of the carousel flung, or nil for the scene itself.
    public var target: String?
    /// The release velocity in points per second; positive increases the offset.
    public var velocity: Double
    /// How quickly the fling slows.
    public var deceleration: Deceleration
    /// How far it may travel.
    public var limit: Limit

    /// Creates a request.
    public init(scene: Scene, target: String? = nil, velocity: Double = 0, deceleration: Deceleration = .normal, limit: Limit = .none) {
        self.scene = scene
        self.target = target
        self.velocity = velocity
        self.deceleration = deceleration
        self.limit = limit
    }

    private enum CodingKeys: String, CodingKey { case scene, target, velocity, deceleration, limit }

    /// Decodes a request; only `scene` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(scene: try container.decode(Scene.self, forKey: .scene), target: try container.decodeIfPresent(String.self, forKey: .target))
        try container.decode(&velocity, ifPresent: .velocity)
        try container.decode(&deceleration, ifPresent: .deceleration)
        try container.decode(&limit, ifPresent: .limit)
    }
}

/// Where a fling comes to rest: the answer of `POST /v1/snap`.
public struct SnapResult: Hashable, Sendable, Codable {
    /// The carousel's id, or nil for the scene.
    public var target: String?
    /// The offset at release (unclamped).
    public var from: Double
    /// Where free deceleration would end: from + (velocity / 1000) · r / (1 − r) (unclamped).
    public var projected: Double
    /// Where it rests: the chosen stop, clamped to [0, maxOffset].
    public var offset: Double
    /// The item (or page) it rests on; nil with `snap: none`, or when there is nothing to rest on.
    public var index: Int?
    /// For the scene's `viewAligned`: the section whose item (or row, or carousel) it rests on.
    public var section: String?
    /// For a looping carousel: the virtual index of the item (or page) it rests on, `index` being it mod count.
    public var virtualIndex: Int?
    /// Seconds until the motion settles within 0.5 points of `offset`.
    public var duration: Double

    /// Encodes every field, `target`, `index` and `section` as `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(target, forKey: .target)
        try container.encode(from, forKey: .from)
        try container.encode(projected, forKey: .projected)
        try container.encode(offset, forKey: .offset)
        try container.encode(index, forKey: .index)
        try container.encode(section, forKey: .section)
        try container.encode(duration, forKey: .duration)
        try container.encodeIfPresent(virtualIndex, forKey: .virtualIndex)
    }
}
