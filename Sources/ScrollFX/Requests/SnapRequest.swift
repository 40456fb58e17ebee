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
