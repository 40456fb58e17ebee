/// Spelling values as CSS text: numbers, quoted strings and identifiers that any input leaves valid.
enum CSSText {
    /// `value` rounded to a millionth, without a trailing `.0` or a negative zero (`12.5`, `-3`, `1e+15`).
    static func number(_ value: Double) -> String {
        let rounded = abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
        if rounded == 0 { return "0" }
        let text = rounded.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `value` followed by `unit`, e.g. `12.5px`.
    static func length(_ value: Double, _ unit: String = "px") -> String {
        number(value) + unit
    }

    /// `text` as a double-quoted CSS string: quotes, backslashes and control characters escaped, and `<`, `>` and `&`
    /// too, so that no string can end a `<style>` element the sheet is inlined in.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case "<", ">", "&": result += hexEscape(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += hexEscape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as the tail of an identifier (after a prefix such as `--sfx-`): everything but
    /// ASCII letters, digits, `-`, `_` and non-ASCII characters is hex-escaped.
    static func identifierTail(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isPlain = ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || scalar == "-" || scalar == "_" || (scalar.value >= 0x80 && scalar.value != 0xFFFD)
            if isPlain { result.unicodeScalars.append(scalar) } else { result += hexEscape(scalar) }
        }
        return result
    }

    /// `selector { declarations }`, one declaration per line.
    static func rule(_ selector: String, _ declarations: some Sequence<String>) -> String {
        selector + " {\n" + declarations.map { "  \($0);\n" }.joined() + "}\n"
    }

    /// `width` and `height` of `size`.
    static func size(_ size: Size) -> [String] {
        ["width: \(length(size.width))", "height: \(length(size.height))"]
    }

    /// `left` and `top` of `rect` (each left out at 0, where the base rule puts every element), `width` and `height`.
    static func box(_ rect: Rect) -> [String] {
        let (left, top) = (length(rect.x), length(rect.y))
        return (left == "0px" ? [] : ["left: \(left)"]) + (top == "0px" ? [] : ["top: \(top)"]) + size(rect.size)
    }

    /// A hex escape closed by a space, so a following hex digit is not read into it.
    private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
        "\\" + String(scalar.value, radix: 16) + " "
    }
}
