/// `map`: a map of a scroll input to one output through keyframes, each segment shaped by its easing.
public struct MapEffect: Hashable, Sendable, Codable, WireRecord {
    /// What is measured.
    public enum Input: String, Hashable, Sendable, Codable, WireField {
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
        /// A bar's hidden fraction s / h: 0 shown, 1 hidden (0 when h = 0); 0 for any element but the bar's own.
        case reveal
    }

    /// What is driven.
    public enum Output: String, Hashable, Sendable, Codable, WireField {
        case translateX, translateY, scale, scaleX, scaleY, rotation, opacity, blur, width, height

        /// Whether the output changes the layout frame (and so runs in the layout phase).
        var isSize: Bool { self == .width || self == .height }
    }

    /// Where `min`, `center` and `distance` are measured.
    public enum Space: String, Hashable, Sendable, Codable, WireField {
        case scrollView, global, section
    }

    /// What happens beyond the first and last keyframe.
    public enum Extrapolation: String, Hashable, Sendable, Codable, WireField {
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
    /// The timing function of every segment whose keyframe names none.
    public var easing: Easing
    /// With `progress`: the view-timeline range whose start is 0 and end is 1; nil is the whole of `cover`.
    public var range: ViewRange?
    /// With `progress`: the visibility range's insets from the container's edges; nil is none.
    public var inset: ViewInset?

    /// Creates a map effect.
    public init(input: Input, axis: Axis? = nil, space: Space = .scrollView, output: Output,
                keyframes: [Keyframe], extrapolate: Extrapolation = .clamp, easing: Easing = .linear,
                range: ViewRange? = nil, inset: ViewInset? = nil) {
        self.input = input
        self.axis = axis
        self.space = space
        self.output = output
        self.keyframes = keyframes
        self.extrapolate = extrapolate
        self.easing = easing
        self.range = range
        self.inset = inset
    }

    /// Every member at its default; `input`, `output` and `keyframes` placeholders until read.
    @inlinable
    public static var unread: MapEffect { MapEffect(input: .offset, output: .opacity, keyframes: []) }

    /// A map's members in the contract's order, so the first bad one is the one reported.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of effect: inout MapEffect, _ list: inout List) throws(List.Failure) {
        try list.required("input", &effect.input)
        try list.member("axis", &effect.axis)
        try list.member("space", &effect.space)
        try list.required("output", &effect.output)
        try list.required("keyframes", &effect.keyframes)
        try list.member("extrapolate", &effect.extrapolate)
        try list.member("easing", &effect.easing)
        try list.member("range", &effect.range)
        try list.member("inset", &effect.inset)
    }

    private enum CodingKeys: String, CodingKey { case input, axis, space, output, keyframes, extrapolate, easing, range, inset }

    /// Encodes every field, leaving out `axis`, `range` and `inset` when nil and `easing` when linear.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(input, forKey: .input)
        try container.encodeIfPresent(axis, forKey: .axis)
        try container.encode(space, forKey: .space)
        try container.encode(output, forKey: .output)
        try container.encode(keyframes, forKey: .keyframes)
        try container.encode(extrapolate, forKey: .extrapolate)
        if easing != .linear { try container.encode(easing, forKey: .easing) }
        try container.encodeIfPresent(range, forKey: .range)
        try container.encodeIfPresent(inset, forKey: .inset)
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
        case .reveal: return context.reveal
        case .progress where range == nil && inset == nil:
            let travel = container.frame.length(axis) + context.frame.length(axis)
            // Guarded denominator: with nothing to travel, progress stays 0.
            return travel > 0 ? (container.frame.max(axis) - context.frame.min(axis)) / travel : 0
        case .progress:
            let inset = self.inset ?? ViewInset()
            let visible = container.frame.length(axis) - inset.start - inset.end
            let travelled = container.frame.max(axis) - inset.end - context.frame.min(axis)
            return (range ?? ViewRange(.cover)).progress(travelled, length: context.frame.length(axis), visible: visible)
        }
    }

    /// The output for `value`: each segment eased from its keyframe to the next, clamped or extended beyond the ends.
    func evaluate(_ value: Double) -> Double {
        // Validation guarantees at least two keyframes with strictly increasing inputs.
        let last = keyframes.count - 1
        if value >= keyframes[last].input, extrapolate == .clamp || value == keyframes[last].input { return keyframes[last].output }
        let segment = value <= keyframes[0].input ? 0 : value >= keyframes[last].input ? last - 1
            : (keyframes.firstIndex { $0.input > value } ?? last) - 1
        let (a, b) = (keyframes[segment], keyframes[segment + 1])
        let easing = easing(ofSegment: segment)
        if easing == .linear {
            return value <= a.input && extrapolate == .clamp ? a.output : Keyframe.interpolate(a, b, at: value)
        }
        // Guarded denominator: validated inputs are strictly increasing, so b.input > a.input.
        let p = extrapolate == .clamp && value < a.input ? 0 : (value - a.input) / (b.input - a.input)
        return a.output + (b.output - a.output) * easing(p)
    }

    /// The easing of segment `k` (from keyframe k to k + 1).
    func easing(ofSegment k: Int) -> Easing { keyframes[k].easing ?? easing }

    /// Whether any segment is eased (anything but linear).
    var isEased: Bool { (0..<max(0, keyframes.count - 1)).contains { easing(ofSegment: $0) != .linear } }

    /// The largest output between the first and last keyframe: a curve's segment reaches y_k + Δ·E for E in
    /// [min(0, y1, y2), max(1, y1, y2)].
    var largestOutput: Double {
        zip(keyframes, keyframes.dropFirst()).reduce(keyframes.map(\.output).max() ?? 0) { largest, segment in
            guard case .cubicBezier(_, let y1, _, let y2) = segment.0.easing ?? easing else { return largest }
            let change = segment.1.output - segment.0.output
            return max(largest, segment.0.output + change * max(1, y1, y2), segment.0.output + change * min(0, y1, y2))
        }
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
