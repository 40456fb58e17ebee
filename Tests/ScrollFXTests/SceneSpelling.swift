@testable import ScrollFX
import TestSupport

/// Spells a scene's canonical tree again as a client might: members in any order, whitespace anywhere, numbers as
/// `1`, `1.0`, `10e-1` or `0.1e1`, strings with characters escaped, defaults left out, `null` for absent members and
/// a scroll offset added. Every spelling is the same scene.
struct SceneSpelling {
    var random: SeededGenerator

    /// A spelling of the canonical tree of a scene.
    mutating func spell(_ scene: WireTree) -> String {
        var members = objectMembers(scene, kind: .scene)
        if Bool.random(using: &random) { members.append(("offset", .number(Double(Int.random(in: -500...5000, using: &random)) / 4))) }
        return object(members.shuffled(using: &random))
    }

    /// What an object is, for its defaults.
    enum Kind { case scene, viewport, section, layer, header, sticky, overscroll, effect, other }

    /// The defaults an object of `kind` may leave out, as the contract gives them, members in the order they are listed.
    static func defaults(of kind: Kind, in tree: WireTree) -> [String: WireTree] {
        let none: WireTree = .array([])
        let zeros: WireTree = .object(["top", "leading", "bottom", "trailing"].map { .init(name: $0, value: .number(0)) })
        let overscroll: WireTree = .object([.init(name: "model", value: .string("none")), .init(name: "coefficient", value: .number(0.55))])
        switch kind {
        case .scene:
            return ["axis": .string("vertical"), "contentInset": zeros, "spacing": .number(0), "layoutDirection": .string("ltr"),
                    "reduceMotion": .bool(false), "prefetch": .number(0), "snap": .string("none"), "overscroll": overscroll]
        case .viewport: return ["x": .number(0), "y": .number(0)]
        case .section:
            return ["cornerRadius": .number(0), "clip": .bool(true), "effects": none, "layers": none, "padding": zeros,
                    "alignment": .string("center"), "offset": .number(0), "loop": .bool(false), "snap": .string("viewAligned"),
                    "perspective": .number(500), "spacing": .number(tree["kind"] == .string("carousel") ? 16 : 0)]
        case .layer: return ["anchor": .object([.init(name: "x", value: .number(0.5)), .init(name: "y", value: .number(0.5))]), "cover": .bool(false), "effects": none, "layers": none]
        case .header: return ["top": .number(0), "effects": none, "layers": none, "cornerRadius": .number(0), "clip": .bool(true)]
        case .sticky: return ["top": .number(0)]
        case .overscroll: return ["model": .string("none"), "coefficient": .number(0.55)]
        case .effect:
            switch tree["type"] {
            case .string("parallax"): return ["space": .string("scrollView"), "origin": .string("min")]
            case .string("stretch"): return ["uniform": .bool(false)]
            case .string("distance"): return ["radius": .number(400), "opacity": .number(0), "scale": .number(0), "blur": .number(0), "space": .string("scrollView")]
            case .string("coverflow"): return ["angle": .number(50), "depth": .number(100), "spacing": .number(0)]
            case .string("map"):
                return ["space": .string("scrollView"), "extrapolate": .string("clamp"), "easing": .string("linear")]
            default: return [:]
            }
        case .other: return [:]
        }
    }

    /// Members that are absent unless given, and may be written as `null`.
    static let nullable: [Kind: [String]] = [
        .section: ["preset", "size", "collapse", "itemSize", "columns", "frame", "count", "items", "header", "sticky"],
        .layer: ["id", "frame", "overscan"], .header: ["id"],
    ]

    /// What a member named `name` of an object holds.
    static func kind(of name: String) -> Kind {
        switch name {
        case "viewport": .viewport
        case "sections": .section
        case "layers": .layer
        case "header": .header
        case "sticky": .sticky
        case "overscroll": .overscroll
        case "effects": .effect
        default: .other
        }
    }

    /// An object's members, each spelled, its defaults left out at random and its absent members given as `null`.
    mutating func objectMembers(_ tree: WireTree, kind: Kind) -> [(String, WireTree)] {
        guard case .object(let members) = tree else { return [] }
        let defaults = Self.defaults(of: kind, in: tree)
        var kept = members.filter { defaults[$0.name] != $0.value || Bool.random(using: &random) }.map { ($0.name, $0.value) }
        for name in Self.nullable[kind] ?? [] where tree[name] == nil && Int.random(in: 0..<4, using: &random) == 0 {
            kept.append((name, .null))
        }
        return kept
    }

    /// The text of one value under member `name`.
    mutating func value(_ tree: WireTree, name: String) -> String {
        switch tree {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return number(value)
        case .string(let text): return string(text)
        case .array(let elements):
            return "[" + space() + elements.map { value($0, name: name) }.joined(separator: space() + "," + space()) + space() + "]"
        case .object:
            let kind = Self.kind(of: name)
            // Insets of four equal sides may be one number.
            if name == "contentInset" || name == "padding", case .object(let sides) = tree, sides.allSatisfy({ $0.value == sides[0].value }),
               case .number(let all) = sides[0].value, Bool.random(using: &random) {
                return number(all)
            }
            return object(objectMembers(tree, kind: kind).shuffled(using: &random))
        }
    }

    mutating func object(_ members: [(String, WireTree)]) -> String {
        "{" + space() + members.map { string($0.0) + space() + ":" + space() + value($0.1, name: $0.0) }.joined(separator: space() + "," + space()) + space() + "}"
    }

    /// Whitespace JSON allows between tokens, often none.
    mutating func space() -> String { ["", "", "", " ", "\n", "\t", "\r\n  "].randomElement(using: &random)! }

    /// A string with some of its characters written as `\u` escapes.
    mutating func string(_ text: String) -> String {
        var spelled = "\""
        for scalar in text.unicodeScalars {
            let hex = String(scalar.value, radix: 16, uppercase: Bool.random(using: &random))
            if scalar.value < 0x10000, Int.random(in: 0..<4, using: &random) == 0 {
                spelled += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                spelled += scalar == "\"" ? "\\\"" : scalar == "\\" ? "\\\\" : String(scalar)
            }
        }
        return spelled + "\""
    }

    /// `value` as an exact decimal: its shortest digits d and exponent e (value = d × 10^e) written with the point
    /// moved and zeros added at random, so that every spelling reads as the same number.
    mutating func number(_ value: Double) -> String {
        let text = "\(value.magnitude)"
        let parts = text.split(separator: "e")
        var exponent = parts.count == 2 ? Int(parts[1])! : 0
        let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(mantissa[0]) + (mantissa.count == 2 ? String(mantissa[1]) : "")
        exponent -= mantissa.count == 2 ? mantissa[1].count : 0
        digits = String(digits.drop { $0 == "0" })
        guard !digits.isEmpty else { return ["0", "0.0", "0e0", "0.000E+3"].randomElement(using: &random)! }
        // Trailing zeros added to the digits, and the point placed k digits from their end (`0.` before all of them).
        let zeros = Int.random(in: 0...2, using: &random)
        digits += String(repeating: "0", count: zeros)
        exponent -= zeros
        let point = Int.random(in: 0...min(digits.count, 3), using: &random)
        var spelled = point == 0 ? digits : point == digits.count ? "0." + digits : String(digits.dropLast(point)) + "." + String(digits.suffix(point))
        exponent += point
        if exponent != 0 || Bool.random(using: &random) {
            spelled += ["e", "E"].randomElement(using: &random)! + (exponent >= 0 && Bool.random(using: &random) ? "+" : "") + "\(exponent)"
        }
        return (value.sign == .minus && value != 0 ? "-" : "") + spelled
    }
}
