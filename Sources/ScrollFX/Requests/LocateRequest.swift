/// What `POST /v1/locate` asks: the offset at which an item sits where it is wanted, or the offsets at which
/// enough of it is visible.
public struct LocateRequest: Hashable, Sendable, Codable, WireObject {
    /// Which edge of the item, or its centre, to bring where.
    public enum Alignment: String, Hashable, Sendable, Codable, CaseIterable, WireField {
        /// The item's leading edge at the start inset.
        case leading
        /// The item's centre at the visible centre (between the insets).
        case center
        /// The item's trailing edge at the end inset.
        case trailing
    }

    /// The scene.
    public var scene: Scene
    /// The id of the item's section; a carousel's items are placed by the carousel's own offset.
    public var section: String
    /// The item's index in its section.
    public var item: Int
    /// Where the item goes; exactly one of `align` and `fraction` is given.
    public var align: Alignment?
    /// The least part of the item's length, in (0, 1], that must be inside the visible area.
    public var fraction: Double?

    /// Creates a request.
    public init(scene: Scene, section: String, item: Int, align: Alignment? = nil, fraction: Double? = nil) {
        self.scene = scene
        self.section = section
        self.item = item
        self.align = align
        self.fraction = fraction
    }

    /// Reads a locate request; `scene`, `section` and `item` are required.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> LocateRequest {
        var request = LocateRequest(
            scene: try members.require("scene", as: Scene.self), section: try members.require("section", as: String.self),
            item: try members.require("item", as: Int.self)
        )
        try members.read("align", into: &request.align)
        try members.read("fraction", into: &request.fraction)
        return request
    }
}
