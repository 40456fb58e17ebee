/// What `POST /v1/snap` asks: where a fling of the scene or of one carousel comes to rest.
public struct SnapRequest: Hashable, Sendable, Codable, WireObject {
    /// How quickly a fling slows: the fraction of velocity kept per millisecond.
    public enum Deceleration: String, Hashable, Sendable, Codable, CaseIterable, WireField {
        /// 0.998, UIKit's normal rate.
        case normal
        /// 0.99, UIKit's fast rate.
        case fast

        /// The fraction of velocity kept per millisecond.
        public var rate: Double { self == .normal ? 0.998 : 0.99 }
    }

    /// How far a fling may travel.
    public enum Limit: String, Hashable, Sendable, Codable, CaseIterable, WireField {
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

    /// Reads a snap request; only `scene` is required.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> SnapRequest {
        var request = SnapRequest(scene: try members.require("scene", as: Scene.self))
        try members.read("target", into: &request.target)
        try members.read("velocity", into: &request.velocity)
        try members.read("deceleration", into: &request.deceleration)
        try members.read("limit", into: &request.limit)
        return request
    }
}
