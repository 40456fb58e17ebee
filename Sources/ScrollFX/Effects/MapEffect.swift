/// `map`: a piecewise-linear map of a scroll input to one output, through keyframes.
public struct MapEffect: Hashable, Sendable, Codable, WireObject {
    /// What is measured.
    public enum Input: String, Hashable, Sendable, Codable, WireValue {
        /// The leading edge against the container's visible leading edge (or the global origin, or the section).
        case min
        /// The centre against the container's (or the section's) centre.
        case center
        /// The Euclidean distance of the centre from the container's (or the section's) centre.
        case distance
        /// The container's scroll offset.
        case offset
        /// The container's over-scroll past its start: max(0, −offset).
        case pull
        /// 0 when the leading edge enters at the container's trailing edge, 1 when the trailing edge leaves at the leading edge.
        case progress
        /// A collapsing header's collapse, clamp(offset / (H − h), 0, 1): 0 expanded, 1 collapsed; 0 elsewhere.
        case collapse
    }

    /// What is driven.
    public enum Output: String, Hashable, Sendable, Codable, WireValue {
        case translateX, translateY, scale, scaleX, scaleY, rotation, opacity, blur, width, height

        /// Whether the output changes the layout frame (and so runs in the layout phase).
        var isSize: Bool { self == .width || self == .height }
    }

    /// Where `min`, `center` and `distance` are measured.
    public enum Space: String, Hashable, Sendable, Codable, WireValue {
        case scrollView, global, section
    }

    /// What happens beyond the first and last keyframe.
    public enum Extrapolation: String, Hashable, Sendable, Codable, WireValue {
        /// Hold the end values.
        case clamp
        /// Continue the end segments' slopes.
        case extend
    }

    /// What is measured.
    public var input: Input
    /// The axis of `min`, `center` and `progress`; the container's axis when nil.
    public var axis: Axis?
    /// Where `min`, `center` and `distance` are measured.
    public var space: Space
    /// What is driven.
    public var output: Output
    /// At least two points, inputs strictly increasing.
    public var keyframes: [Keyframe]
    /// What happens beyond the ends.
    public var extrapolate: Extrapolation

    /// Creates a map effect.
    public init(input: Input, axis: Axis? = nil, space: Space = .scrollView, output: Output,
                keyframes: [Keyframe], extrapolate: Extrapolation = .clamp) {
        self.input = input
        self.axis = axis
        self.space = space
        self.output = output
        self.keyframes = keyframes
        self.extrapolate = extrapolate
    }

    /// Reads a map effect; `input`, `output` and `keyframes` are required.
    @inlinable
    public static func read<Members: MemberReader>(_ members: inout Members) throws(Members.Failure) -> MapEffect {
        // In the contract's order, so the first bad one is the one reported: output and keyframes are placeholders
        // until they are read.
        var effect = MapEffect(input: try members.require("input", as: Input.self), output: .opacity, keyframes: [])
        try members.read("axis", into: &effect.axis)
        try members.read("space", into: &effect.space)
        effect.output = try members.require("output", as: Output.self)
        effect.keyframes = try members.require("keyframes", as: [Keyframe].self)
        try members.read("extrapolate", into: &effect.extrapolate)
        return effect
    }

    /// The measured input.
    func inputValue(in context: EffectContext) -> Double {
        let axis = self.axis ?? context.container.axis
        let container = context.container
        let reference = space == .section ? context.section : container.frame
        switch input {
        case .min where space == .global: return context.frame.min(axis) + container.globalOrigin[axis]
        case .min: return context.frame.min(axis) - reference.min(axis)
        case .center: return context.frame.mid(axis) - reference.mid(axis)
        case .distance: return context.frame.centreDistance(to: reference)
        case .offset: return container.offset
        case .pull: return container.pull
        case .collapse: return context.collapse?.progress ?? 0
        case .progress:
            let travel = container.frame.length(axis) + context.frame.length(axis)
            // Guarded denominator: with nothing to travel, progress stays 0.
            return travel > 0 ? (container.frame.max(axis) - context.frame.min(axis)) / travel : 0
        }
    }

    /// The output for `value`: linear between keyframes, clamped or extended beyond them.
    func evaluate(_ value: Double) -> Double {
        // Validation guarantees at least two keyframes with strictly increasing inputs.
        let first = keyframes[0], last = keyframes[keyframes.count - 1]
        if value <= first.input {
            return extrapolate == .clamp ? first.output : Keyframe.interpolate(keyframes[0], keyframes[1], at: value)
        }
        if value >= last.input {
            return extrapolate == .clamp ? last.output : Keyframe.interpolate(keyframes[keyframes.count - 2], last, at: value)
        }
        let upper = keyframes.firstIndex { $0.input > value } ?? keyframes.count - 1
        return Keyframe.interpolate(keyframes[upper - 1], keyframes[upper], at: value)
    }

    /// Layout phase: `width` or `height` changes add; the frame grows from its top-left and never goes negative.
    func applyLayout(to frame: inout Rect, in context: EffectContext) {
        let change = evaluate(inputValue(in: context))
        if output == .width { frame.width = max(0, frame.width + change) } else { frame.height = max(0, frame.height + change) }
    }

    /// Visual phase: translations and rotations add, scales and opacities multiply, blurs add.
    func apply(to transform: inout VisualTransform, in context: EffectContext) {
        let value = evaluate(inputValue(in: context))
        switch output {
        case .translateX: transform.translation.x += value
        case .translateY: transform.translation.y += value
        case .scale: transform.scale = Point(x: transform.scale.x * value, y: transform.scale.y * value)
        case .scaleX: transform.scale.x *= value
        case .scaleY: transform.scale.y *= value
        case .rotation: transform.rotation += value
        case .opacity: transform.opacity *= value
        case .blur: transform.blur += value
        case .width, .height: return
        }
    }
}

/// One point of a map: `[input, output]` in JSON.
public struct Keyframe: Hashable, Sendable, Codable, WireValue {
    /// Where the point sits on the input.
    public var input: Double
    /// The output there.
    public var output: Double

    /// Creates a keyframe.
    public init(_ input: Double, _ output: Double) {
        self.input = input
        self.output = output
    }

    /// Reads a two-element array `[input, output]`.
    @inlinable
    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> Keyframe {
        let pair = try reader.elements { (value: Reader) throws(Reader.Failure) in try value.double() }
        guard pair.count == 2 else { throw reader.invalid(Self.shape) }
        return Keyframe(pair[0], pair[1])
    }

    @usableFromInline static let shape = "a keyframe is an array [input, output]"

    /// Decodes a two-element array `[input, output]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        guard container.count == 2 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: Self.shape))
        }
        input = try container.decode(Double.self)
        output = try container.decode(Double.self)
    }

    /// Encodes `[input, output]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(input)
        try container.encode(output)
    }

    /// The line through `a` and `b` at `value`.
    static func interpolate(_ a: Keyframe, _ b: Keyframe, at value: Double) -> Double {
        // Guarded denominator: validated inputs are strictly increasing, so b.input > a.input.
        a.output + (b.output - a.output) * (value - a.input) / (b.input - a.input)
    }
}
