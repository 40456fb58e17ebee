/// What the style sheet needs to play eased tracks and view timelines: components as registered custom properties,
/// their `@property` rules, jumps a browser can play, and each animation's resting delay.
extension ElementRules {
    /// A property played on its element's view timeline: `animation-timeline` and `animation-range` values, its
    /// keyframes as `[percent, value]` with the easing of each segment by the percent it starts at, and the delay
    /// that rests it where the page rests without scroll-driven animations.
    struct ViewAnimation {
        var timeline: String
        var range: String
        var keyframes: [[Double]]
        var easings: [Double: Easing]
        var resting: String
    }

    /// The delay that rests a paused one-second animation at `progress`.
    static func delay(_ progress: Double) -> String {
        progress == 0 ? "0s" : "\((-progress).description)s"
    }

    /// How a component's value is written.
    enum CSSUnit {
        case length, number, angle

        func text(_ value: Double) -> String {
            switch self {
            case .length: CSSText.length(value)
            case .number: CSSText.number(value)
            case .angle: CSSText.length(value, "deg")
            }
        }

        /// The `@property` registration of a custom property holding such a value.
        func registration(_ name: String) -> String {
            let (syntax, initial) = switch self {
            case .length: ("<length>", "0px")
            case .number: ("<number>", "0")
            case .angle: ("<angle>", "0deg")
            }
            return "@property \(name) {\n  syntax: \"\(syntax)\";\n  inherits: false;\n  initial-value: \(initial);\n}\n"
        }
    }

    /// The custom property that holds an eased component (`--sfx-transform-translate-x`).
    static func customProperty(_ name: String) -> String {
        "--sfx-" + String(name.map { $0 == "." ? "-" : $0 })
    }

    /// The `@property` rules of every custom property the rules so far animate, by name: registered, they
    /// interpolate as lengths, numbers and angles.
    var registrations: String {
        registered.keys.sorted().map { registered[$0, default: .number].registration($0) }.joined()
    }

    /// A series whose jumps (two keyframes at one offset) a CSS animation can play: the value before each jump a
    /// thousandth of a pixel earlier (or halfway to the keyframe before it, when that is closer); at the series' start,
    /// where nothing comes before, only the value from the jump on.
    static func separatingJumps(_ series: [[Double]]) -> [[Double]] {
        guard series.count > 1 else { return series }
        var result = series
        for index in (1..<result.count).reversed() where result[index][0] == result[index - 1][0] {
            if index == 1 {
                result.remove(at: 0)
            } else {
                result[index - 1][0] = result[index][0] - min(1e-3, (result[index][0] - result[index - 2][0]) / 2)
            }
        }
        return result
    }
}
