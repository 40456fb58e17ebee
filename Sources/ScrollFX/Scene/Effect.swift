/// One effect of a section's items or of a layer, tagged by its `type` field.
public enum Effect: Hashable, Sendable, Codable {
    /// Moves the element by a multiple of its position in its container.
    case parallax(ParallaxEffect)

    private enum CodingKeys: String, CodingKey { case type }

    /// The `type` names this version understands.
    static let typeNames = ["parallax"]

    /// Decodes an effect by its `type`; an unknown type is a data error at `type`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "parallax": self = .parallax(try ParallaxEffect(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown effect type \"\(type)\"; expected one of: \(Effect.typeNames.joined(separator: ", "))"
            )
        }
    }

    /// Encodes the effect with its `type` tag.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .parallax(let effect):
            try container.encode("parallax", forKey: .type)
            try effect.encode(to: encoder)
        }
    }

    /// Adds this effect's visual change to `transform`.
    func apply(to transform: inout VisualTransform, in context: EffectContext) {
        switch self {
        case .parallax(let effect): effect.apply(to: &transform, in: context)
        }
    }
}
