/// Spelling text for the contexts of an HTML page, so that no id can end an element, an attribute or a string.
enum HTMLText {
    /// `text` for an attribute value in double quotes, or for element content: `&`, `<`, `>`, `"` and `'` as
    /// character references.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as a JSON string for a `<script>`: quotes, backslashes and control characters escaped, and every `<`
    /// as `\u003c`, so that neither `</script>` nor `<!--` can appear in it.
    static func scriptString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case "<": result += "\\u003c"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
