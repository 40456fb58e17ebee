/// One effect of a section's items or of a layer, tagged by its `type` field.
///
/// Effects run in two phases: layout effects (`grow`, `map` to `width` or
/// `height`) read the element's frame before them and change it; visual
/// effects then read the resulting frame and build the transform.
public enum Effect: Hashable, Sendable, Codable, WireObject, WireWritable {
    /// Moves the element by a multiple of its position in its container.
    case parallax(ParallaxEffect)
    /// Slides a carousel item's content against its distance from the container's centre.
    case carousel(CarouselEffect)
    /// Scales the element by the container's over-scroll, anchored at its far edge.
    case stretch(StretchEffect)
    /// Grows the element by the container's over-scroll, keeping its start edge pinned.
    case grow
    /// Fades, shrinks or blurs the element with its distance from a centre.
    case distance(DistanceEffect)
    /// Maps a scroll input to any output through keyframes.
    case map(MapEffect)
    /// Turns and sinks a carousel's items in 3-D with their distance from its centre.
    case coverflow(CoverflowEffect)

    private enum CodingKeys: String, CodingKey { case type }

    /// The `type` names this version understands.
    @usableFromInline static let typeNames = ["parallax", "carousel", "stretch", "grow", "distance", "map", "coverflow"]

    /// Reads an effect by its `type`, then its own members; an unknown type is refused at `type`.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> Effect {
        let type = try members.require("type", as: String.self)
        switch type {
        case "parallax": return .parallax(try .read(&members))
        case "carousel": return .carousel(try .read(&members))
        case "stretch": return .stretch(try .read(&members))
        case "grow": return .grow
        case "distance": return .distance(try .read(&members))
        case "map": return .map(try .read(&members))
        case "coverflow": return .coverflow(try .read(&members))
        default:
            throw members.invalid("type", "unknown effect type \"\(type)\"; expected one of: \(typeNames.joined(separator: ", "))")
        }
    }

    /// Writes the effect's `type`, then its own members.
    @inlinable
    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.object { (members: inout Writer) in
            var type: String
            switch self {
            case .parallax: type = "parallax"
            case .carousel: type = "carousel"
            case .stretch: type = "stretch"
            case .grow: type = "grow"
            case .distance: type = "distance"
            case .map: type = "map"
            case .coverflow: type = "coverflow"
            }
            members.required("type", &type)
            switch self {
            case .parallax(var effect): ParallaxEffect.members(of: &effect, &members)
            case .carousel(var effect): CarouselEffect.members(of: &effect, &members)
            case .stretch(var effect): StretchEffect.members(of: &effect, &members)
            case .grow: break
            case .distance(var effect): DistanceEffect.members(of: &effect, &members)
            case .map(var effect): MapEffect.members(of: &effect, &members)
            case .coverflow(var effect): CoverflowEffect.members(of: &effect, &members)
            }
        }
    }

    /// Encodes the effect with its `type` tag.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .parallax(let effect): try container.encode("parallax", forKey: .type); try effect.encode(to: encoder)
        case .carousel(let effect): try container.encode("carousel", forKey: .type); try effect.encode(to: encoder)
        case .stretch(let effect): try container.encode("stretch", forKey: .type); try effect.encode(to: encoder)
        case .grow: try container.encode("grow", forKey: .type)
        case .distance(let effect): try container.encode("distance", forKey: .type); try effect.encode(to: encoder)
        case .map(let effect): try container.encode("map", forKey: .type); try effect.encode(to: encoder)
        case .coverflow(let effect): try container.encode("coverflow", forKey: .type); try effect.encode(to: encoder)
        }
    }

    /// Layout phase: changes `frame` (and, for `grow`, the translation) reading `context.frame`, the frame before.
    func applyLayout(to frame: inout Rect, _ transform: inout VisualTransform, in context: EffectContext) {
        switch self {
        case .grow:
            let axis = context.container.axis
            let pull = context.container.pull
            frame.size[axis] += pull
            transform.translation[axis] -= pull
        case .map(let effect) where effect.output.isSize:
            effect.applyLayout(to: &frame, in: context)
        default:
            return
        }
    }

    /// Visual phase: adds this effect's change to `transform`, reading `context.frame`, the laid-out frame.
    func apply(to transform: inout VisualTransform, in context: EffectContext) {
        switch self {
        case .parallax(let effect): effect.apply(to: &transform, in: context)
        case .carousel(let effect): effect.apply(to: &transform, in: context)
        case .stretch(let effect): effect.apply(to: &transform, in: context)
        case .distance(let effect): effect.apply(to: &transform, in: context)
        case .map(let effect) where !effect.output.isSize: effect.apply(to: &transform, in: context)
        case .coverflow(let effect): effect.apply(to: &transform, in: context)
        case .grow, .map: return
        }
    }

    /// Whether this effect reads the element's distance from a centre, and so may peak where the element passes it
    /// (coverflow's depth, −|c|·depth, does).
    var readsDistance: Bool {
        switch self {
        case .distance, .coverflow: true
        case .map(let effect): effect.input == .distance
        default: false
        }
    }

    /// The most this effect can lengthen its element along `axis`, for finding items that grow into view.
    func growthBound(along axis: Axis, pull: Double) -> Double {
        switch self {
        case .grow: pull
        case .map(let effect) where effect.output == (axis == .vertical ? .height : .width):
            max(0, effect.largestOutput)
        default: 0
        }
    }
}
