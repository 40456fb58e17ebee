/// A problem+json answer (RFC 9457): every refusal of the service, as the client throws it.
public struct ScrollFXProblem: Error, Sendable, Hashable, Codable {
    /// The problem type that says a scene is no longer held: send it again.
    public static let sceneNotHeld = "urn:scrollfx:problem:scene-not-held"

    /// The HTTP status.
    public var status: Int
    /// The problem's type, a URI.
    public var type: String
    /// Its short title.
    public var title: String
    /// What went wrong, for a person.
    public var detail: String
    /// The JSON Pointer of the field at fault, where there is one.
    public var pointer: String?

    /// Creates a problem.
    public init(status: Int, type: String, title: String, detail: String, pointer: String? = nil) {
        self.status = status
        self.type = type
        self.title = title
        self.detail = detail
        self.pointer = pointer
    }

    /// Reads a problem; a member it lacks is empty (`type` `about:blank`), as RFC 9457 reads an absent one.
    public init(from decoder: any Decoder) throws {
        let members = try decoder.container(keyedBy: CodingKeys.self)
        status = try members.decodeIfPresent(Int.self, forKey: .status) ?? 0
        type = try members.decodeIfPresent(String.self, forKey: .type) ?? "about:blank"
        title = try members.decodeIfPresent(String.self, forKey: .title) ?? ""
        detail = try members.decodeIfPresent(String.self, forKey: .detail) ?? ""
        pointer = try members.decodeIfPresent(String.self, forKey: .pointer)
    }

    /// A success the client did not expect (none the document lists), as a problem of status 0.
    static func unexpected(_ answer: Any) -> ScrollFXProblem {
        ScrollFXProblem(status: 0, type: "about:blank", title: "Unexpected answer", detail: "\(answer)")
    }

    /// Whether it says the scene asked about by id is not held (404 `scene-not-held`).
    public var isSceneNotHeld: Bool { status == 404 && type == Self.sceneNotHeld }
}
