/// Spelling text for the contexts of an HTML page, so that no id can end an element, an attribute or a string.
///
/// Every function works on Unicode scalars or UTF-8 bytes, never on `Character`s: a grapheme cluster can join a `<`
/// or a quote to its neighbours (U+0600 before `<` is one `Character`), and so hide it from a `Character`-wise test.
package enum HTMLText {
    /// `text` for an attribute value in double quotes, or for element content: `&`, `<`, `>`, `"` and `'` as
    /// character references (which XML reads alike: the SVG preview escapes through it too).
    package static func escaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
            case "'": result.append(contentsOf: "&#39;".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped. For a `<script>`, the JSON it
    /// is part of goes through ``scriptData(_:)``.
    static func jsonString(_ text: String) -> String {
        var result = String.UnicodeScalarView(["\""])
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result.append(contentsOf: ["\\", scalar])
            case _ where scalar.value < 0x20: result.append(contentsOf: unicodeEscape(UInt8(truncatingIfNeeded: scalar.value)).unicodeScalars)
            default: result.append(scalar)
            }
        }
        result.append("\"")
        return String(result)
    }

    /// JSON text made safe as the content of a `<script type="application/json">` data block, whatever its strings
    /// hold: every `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026`, and U+2028 and U+2029 as `\u2028` and
    /// `\u2029`, so that neither `</script>` nor `<!--` can appear and the text is also valid JavaScript. Outside its
    /// strings JSON has none of these characters, so the escaped text means the same JSON. Byte by byte.
    static func scriptData(_ json: String) -> String {
        let utf8 = json.utf8
        // Most timelines have nothing to escape: then the text is kept as it is.
        guard utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0xE2 }) else { return json }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 64)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            switch byte {
            case 0x3C, 0x3E, 0x26: bytes.append(contentsOf: unicodeEscape(byte).utf8)
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                let rest = utf8[utf8.index(after: index)...].prefix(2)
                if rest.elementsEqual([0x80, 0xA8]) || rest.elementsEqual([0x80, 0xA9]) {
                    bytes.append(contentsOf: (rest.last == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index = utf8.index(index, offsetBy: 3)
                    continue
                }
                bytes.append(byte)
            default: bytes.append(byte)
            }
            index = utf8.index(after: index)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `\u00xx` for a byte, lowercase hex.
    private static func unicodeEscape(_ byte: UInt8) -> String {
        let hex = Array("0123456789abcdef".unicodeScalars)
        return "\\u00" + String(hex[Int(truncatingIfNeeded: byte >> 4)]) + String(hex[Int(truncatingIfNeeded: byte & 0xF)])
    }
}
