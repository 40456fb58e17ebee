/// Writes one element's CSS rule, and its `@keyframes` when something changes, from its property series.
///
/// A series is `[[offset, value], …]` as in a timeline track; a single pair is a constant.
struct ElementRules {
    /// What keyframes names start with; a counter makes them unique.
    let keyframesPrefix: String
    private var count = 0
    /// What the sheet may take; its bytes are counted as at least each rule's selector and keyframes, which the
    /// sheet's text holds once each whatever it says once for many rules.
    let budget: TextBudget
    private var bytes = 0
    /// The custom properties eased components are animated through, with what they hold.
    private(set) var registered: [String: CSSUnit] = [:]
    /// The names of the view timelines' keyframes said so far, by their blocks.
    private var viewKeyframes: [String: String] = [:]

    /// Creates a writer.
    init(keyframesPrefix: String, budget: TextBudget = TextBudget()) {
        self.keyframesPrefix = keyframesPrefix
        self.budget = budget
    }

    /// Whether the rules so far have spent the budget: their sheet would be too long, or time is up.
    var isSpent: Bool { budget.isSpent(after: bytes) }

    /// What animates one element: its property series, on which timeline (an `animation-timeline` value), over which
    /// range (in pixels, unless `text` names it otherwise, as `cover 0% cover 100%` does), and where it rests in a
    /// browser without scroll-driven animations.
    struct Animation {
        var series: [String: [[Double]]]
        var timeline: String
        var range: (lower: Double, upper: Double, text: String?)
        var resting: Resting
        /// The easing of each eased segment of a series, by property and the offset the segment starts at.
        var easings: [String: [Double: Easing]] = [:]
        /// The properties played on the element's own view timeline instead, by name.
        var views: [String: ViewAnimation] = [:]
    }

    /// Where an animation rests where `animation-timeline` is not supported: at the scene's offset, as a paused
    /// one-second animation delayed by minus its progress there.
    enum Resting {
        /// At this offset of its timeline's container, in the range's pixels.
        case offset(Double)
        /// At this progress, a CSS number expression (in 0…1) that may read the item's `--sfx-index`.
        case progress(String)
    }

    /// One element's rule, kept in parts so that what the rules of a group have in common can be said once.
    struct Rule {
        /// The selector of every element alike (the same layer of every item of a section), and the element's own.
        var group: String
        var selector: String
        var declarations: [String]
        /// The `@keyframes` block, empty when nothing changes.
        var keyframes: String
        /// With keyframes: its delay where scroll-driven animations are not supported.
        var resting: String?

        /// The rule and its keyframes as CSS.
        var text: String { CSSText.rule(selector, declarations) + keyframes }
    }

    /// What every element's rule leaves out: said once for all of them by the rule `selector`.
    static func baseRule(_ selector: String) -> String {
        CSSText.rule(selector, [
            "position: absolute", "box-sizing: border-box", "left: 0", "top: 0", "animation-timing-function: linear", "animation-fill-mode: both",
        ])
    }

    /// The animations' duration, guarded: `auto` (the timeline's whole range) where scroll-driven animations are
    /// supported; where they are not (Firefox by default), which ignore `animation-timeline` and `animation-range` and
    /// would run a time-based animation of no length to its last keyframe, each animation paused at the scene's
    /// offset, so the page shows the scene as it is there.
    static func timing(of rules: [Rule], base: String) -> String {
        // Rules resting alike (a card's layers, every item of a section at one offset) are said once, in order.
        var delays: [String] = []
        var selectors: [String: [String]] = [:]
        // Every animated rule rests, also one whose keyframes another rule says (a view timeline's, said once).
        for rule in rules {
            guard let delay = rule.resting else { continue }
            if selectors[delay] == nil { delays.append(delay) }
            selectors[delay, default: []].append(rule.selector)
        }
        guard !delays.isEmpty else { return "" }
        return "@supports (animation-timeline: scroll()) {\n" + CSSText.rule(base, ["animation-duration: auto"]) + "}\n"
            + "@supports not (animation-timeline: scroll()) {\n" + CSSText.rule(base, ["animation-duration: 1s", "animation-play-state: paused"])
            + delays.map { CSSText.rule(selectors[$0, default: []].joined(separator: ",\n"), [$0]) }.joined() + "}\n"
    }

    /// `rules` as CSS, in order. Within a group of two or more, the declarations every rule has are said once, in a
    /// rule of the group's selector before the group's first rule, and rules left with the same declarations and no
    /// keyframes are said once with their selectors listed.
    static func text(of rules: [Rule]) -> String {
        var common: [String: (count: Int, declarations: [String])] = [:]
        for rule in rules {
            let shared = common[rule.group].map { $0.declarations.filter(rule.declarations.contains) } ?? rule.declarations
            common[rule.group] = ((common[rule.group]?.count ?? 0) + 1, shared)
        }
        let own = rules.map { rule in
            guard let group = common[rule.group], group.count > 1 else { return rule.declarations }
            return rule.declarations.filter { !group.declarations.contains($0) }
        }
        // The selectors of the still rules of each group by their declarations, in order.
        var alike: [[String]: [String]] = [:]
        for (rule, declarations) in zip(rules, own) where rule.keyframes.isEmpty && !declarations.isEmpty {
            alike[[rule.group] + declarations, default: []].append(rule.selector)
        }
        var css = ""
        var said: Set<[String]> = []
        for (rule, declarations) in zip(rules, own) {
            if let group = common[rule.group], group.count > 1, !group.declarations.isEmpty, said.insert([rule.group]).inserted {
                css += CSSText.rule(rule.group, group.declarations)
            }
            guard !declarations.isEmpty else {
                css += rule.keyframes
                continue
            }
            guard rule.keyframes.isEmpty else {
                css += CSSText.rule(rule.selector, declarations) + rule.keyframes
                continue
            }
            let key = [rule.group] + declarations
            if said.insert(key).inserted { css += CSSText.rule(alike[key, default: []].joined(separator: ",\n"), declarations) }
        }
        return css
    }

    /// The rule of the element at `selector` (one of `group`): constants as declarations, the rest as keyframes of
    /// its `animation`. Placement and timing common to every element are the ``baseRule(_:)``'s.
    mutating func rule(_ selector: String, group: String? = nil, animation: Animation, anchor: Point, extra: [String]) -> Rule {
        let (timeline, range) = (animation.timeline, animation.range)
        let series = animation.series.mapValues(Self.separatingJumps)
        let length = range.upper - range.lower
        // Guarded denominator: a range of no length holds everything at its start.
        func percent(_ offset: Double) -> String { CSSText.length(length > 0 ? (offset - range.lower) / length * 100 : 0, "%") }
        var declarations: [String] = []
        var frames: [Double: [String]] = [:]
        // Eased components (and those on a view timeline), each a registered custom property with its own keyframes
        // and timing functions; nil timing for the element's timeline and range.
        var ownAnimations: [(name: String, keyframes: String, timing: ViewAnimation?)] = []
        func keyframes(_ custom: String, _ unit: CSSUnit, _ part: [[Double]], easings: [Double: Easing], at: (Double) -> String) -> String {
            part.map { keyframe in
                "  \(at(keyframe[0])) { \(custom): \(unit.text(keyframe[1]))"
                    + (easings[keyframe[0]].map { "; animation-timing-function: \($0.css)" } ?? "") + "; }\n"
            }.joined()
        }
        func add(_ property: String, _ names: [String], _ units: [CSSUnit], default defaults: [Double]? = nil, _ format: ([String]) -> String) {
            let parts = names.map { series[$0] ?? [] }
            guard parts.allSatisfy({ !$0.isEmpty }) else { return }
            func isConstant(_ part: [[Double]]) -> Bool { part.allSatisfy { PiecewiseLinearFit.isExact($0[1], part[0][1]) } }
            // A component on a view timeline is played whatever its track; an eased one where it changes.
            if names.contains(where: { animation.views[$0] != nil })
                || names.contains(where: { animation.easings[$0]?.isEmpty == false }) && !parts.allSatisfy(isConstant) {
                declarations.append("\(property): \(format(names.map { "var(\(Self.customProperty($0)))" }))")
                for (name, (part, unit)) in zip(names, zip(parts, units)) {
                    let custom = Self.customProperty(name)
                    registered[custom] = unit
                    let view = animation.views[name]
                    guard view != nil || !isConstant(part) else {
                        declarations.append("\(custom): \(unit.text(part[0][1]))")
                        continue
                    }
                    let blocks = if let view {
                        keyframes(custom, unit, view.keyframes, easings: view.easings) { CSSText.length($0, "%") }
                    } else {
                        keyframes(custom, unit, part, easings: animation.easings[name] ?? [:], at: percent)
                    }
                    // A view timeline's keyframes are the map's, the same for every item that has it: said once.
                    if view != nil, let known = viewKeyframes[blocks] {
                        ownAnimations.append((known, "", view))
                        continue
                    }
                    count += 1
                    let keyframesName = keyframesPrefix + String(count)
                    if view != nil { viewKeyframes[blocks] = keyframesName }
                    ownAnimations.append((keyframesName, "@keyframes \(keyframesName) {\n" + blocks + "}\n", view))
                }
                return
            }
            guard !parts.allSatisfy(isConstant) else {
                let values = parts.map { $0[0][1] }
                if let defaults, zip(values, defaults).allSatisfy({ PiecewiseLinearFit.isExact($0, $1) }) { return }
                declarations.append("\(property): \(format(zip(values, units).map { $1.text($0) }))")
                return
            }
            for offset in Set(parts.flatMap { $0.map { $0[0] } }) {
                frames[offset, default: []].append("\(property): \(format(zip(parts, units).map { $1.text(Self.value(of: $0, at: offset)) }))")
            }
        }
        add("left", ["frame.x"], [.length], default: [0]) { $0[0] }
        add("top", ["frame.y"], [.length], default: [0]) { $0[0] }
        add("width", ["frame.width"], [.length]) { $0[0] }
        add("height", ["frame.height"], [.length]) { $0[0] }
        add("translate", ["transform.translate.x", "transform.translate.y"], [.length, .length], default: [0, 0]) { $0[0] + " " + $0[1] }
        add("scale", ["transform.scale.x", "transform.scale.y"], [.number, .number], default: [1, 1]) { $0[0] == $0[1] ? $0[0] : $0[0] + " " + $0[1] }
        add("rotate", ["transform.rotation"], [.angle], default: [0]) { $0[0] }
        add("opacity", ["transform.opacity"], [.number], default: [1]) { $0[0] }
        add("filter", ["transform.blur"], [.length], default: [0]) { "blur(\($0[0]))" }
        // After translate, rotate and scale, as `matrix3d` composes them; translateZ commutes with the three.
        add("transform", ["transform.translateZ", "transform.rotateY"], [.length, .angle], default: [0, 0]) { "translateZ(\($0[0])) rotateY(\($0[1]))" }
        if anchor != Point(x: 0.5, y: 0.5) {
            declarations.append("transform-origin: \(CSSText.length(anchor.x * 100, "%")) \(CSSText.length(anchor.y * 100, "%"))")
        }
        declarations += extra
        var rule = Rule(group: group ?? selector, selector: selector, declarations: declarations, keyframes: "")
        bytes += selector.utf8.count
        guard !frames.isEmpty || !ownAnimations.isEmpty else { return rule }

        var names: [String] = []
        if !frames.isEmpty {
            count += 1
            names.append(keyframesPrefix + String(count))
            rule.keyframes = "@keyframes \(names[0]) {\n"
            for offset in frames.keys.sorted() {
                rule.keyframes += "  \(percent(offset)) { " + frames[offset, default: []].joined(separator: "; ") + "; }\n"
            }
            rule.keyframes += "}\n"
        }
        names += ownAnimations.map(\.name)
        rule.keyframes += ownAnimations.map(\.keyframes).joined()
        let elementRange = range.text ?? "\(CSSText.length(range.lower)) \(CSSText.length(range.upper))"
        let delay = switch animation.resting {
        case .offset(let offset):
            // Guarded denominator: a range of no length rests at its start.
            Self.delay(length > 0 ? min(max((offset - range.lower) / length, 0), 1) : 0)
        case .progress(let expression):
            "calc(\(expression) * -1s)"
        }
        // Each animation's timeline, range and resting delay, listed one per name where a view timeline differs.
        let timings = (frames.isEmpty ? [] : [nil]) + ownAnimations.map(\.timing)
        func list(_ own: (ViewAnimation) -> String, _ element: String) -> String {
            timings.contains { $0 != nil } ? timings.map { $0.map(own) ?? element }.joined(separator: ", ") : element
        }
        rule.declarations += [
            "animation-name: " + names.joined(separator: ", "), "animation-timeline: " + list(\.timeline, timeline),
            "animation-range: " + list(\.range, elementRange),
        ]
        rule.resting = "animation-delay: " + list(\.resting, delay)
        bytes += rule.keyframes.utf8.count
        return rule
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
