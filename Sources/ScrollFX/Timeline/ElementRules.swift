/// Writes one element's CSS rule, and its `@keyframes` when something changes, from its property series.
///
/// A series is `[[offset, value], …]` as in a timeline track; a single pair is a constant.
struct ElementRules {
    /// What keyframes names start with; a counter makes them unique.
    let keyframesPrefix: String
    private var count = 0

    /// Creates a writer.
    init(keyframesPrefix: String) {
        self.keyframesPrefix = keyframesPrefix
    }

    /// The rule of the element at `selector`: constants as declarations, the rest as keyframes
    /// on `timeline` (an `animation-timeline` value) over the offsets `range` (in pixels, unless `range.text`
    /// names it otherwise, as `cover 0% cover 100%` does).
    mutating func rule(
        _ selector: String, series: [String: [[Double]]], anchor: Point, extra: [String],
        timeline: String, range: (lower: Double, upper: Double, text: String?)
    ) -> String {
        var declarations = ["position: absolute", "box-sizing: border-box"]
        var frames: [Double: [String]] = [:]
        func add(_ property: String, _ names: [String], default defaults: [Double]? = nil, _ format: ([Double]) -> String) {
            let parts = names.map { series[$0] ?? [] }
            guard parts.allSatisfy({ !$0.isEmpty }) else { return }
            let isConstant = parts.allSatisfy { part in part.allSatisfy { PiecewiseLinearFit.isExact($0[1], part[0][1]) } }
            guard !isConstant else {
                let values = parts.map { $0[0][1] }
                if let defaults, zip(values, defaults).allSatisfy({ PiecewiseLinearFit.isExact($0, $1) }) { return }
                declarations.append("\(property): \(format(values))")
                return
            }
            for offset in Set(parts.flatMap { $0.map { $0[0] } }) {
                frames[offset, default: []].append("\(property): \(format(parts.map { Self.value(of: $0, at: offset) }))")
            }
        }
        add("left", ["frame.x"]) { CSSText.length($0[0]) }
        add("top", ["frame.y"]) { CSSText.length($0[0]) }
        add("width", ["frame.width"]) { CSSText.length($0[0]) }
        add("height", ["frame.height"]) { CSSText.length($0[0]) }
        add("translate", ["transform.translate.x", "transform.translate.y"], default: [0, 0]) {
            CSSText.length($0[0]) + " " + CSSText.length($0[1])
        }
        add("scale", ["transform.scale.x", "transform.scale.y"], default: [1, 1]) { CSSText.number($0[0]) + " " + CSSText.number($0[1]) }
        add("rotate", ["transform.rotation"], default: [0]) { CSSText.length($0[0], "deg") }
        add("opacity", ["transform.opacity"], default: [1]) { CSSText.number($0[0]) }
        add("filter", ["transform.blur"], default: [0]) { "blur(\(CSSText.length($0[0])))" }
        if anchor != Point(x: 0.5, y: 0.5) {
            declarations.append("transform-origin: \(CSSText.length(anchor.x * 100, "%")) \(CSSText.length(anchor.y * 100, "%"))")
        }
        declarations += extra
        guard !frames.isEmpty else { return CSSText.rule(selector, declarations) }

        count += 1
        let name = keyframesPrefix + String(count)
        declarations += [
            "animation-name: \(name)", "animation-duration: auto", "animation-timing-function: linear",
            "animation-fill-mode: both",
            "animation-timeline: \(timeline)",
            "animation-range: " + (range.text ?? "\(CSSText.length(range.lower)) \(CSSText.length(range.upper))"),
        ]
        var css = CSSText.rule(selector, declarations) + "@keyframes \(name) {\n"
        let length = range.upper - range.lower
        for offset in frames.keys.sorted() {
            let percent = length > 0 ? (offset - range.lower) / length * 100 : 0
            css += "  \(CSSText.length(percent, "%")) { " + frames[offset, default: []].joined(separator: "; ") + "; }\n"
        }
        return css + "}\n"
    }

    /// The series' value at `offset`: linear between keyframes, held beyond the ends.
    static func value(of series: [[Double]], at offset: Double) -> Double {
        guard let first = series.first, let last = series.last else { return 0 }
        if offset <= first[0] { return first[1] }
        if offset >= last[0] { return last[1] }
        let upper = series.firstIndex { $0[0] >= offset } ?? series.count - 1
        let (a, b) = (series[upper - 1], series[upper])
        return a[1] + (b[1] - a[1]) * (offset - a[0]) / (b[0] - a[0])
    }
}
