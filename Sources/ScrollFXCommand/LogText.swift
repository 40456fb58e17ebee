/// Logged text made safe for a line-oriented log: control characters (C0, DEL and C1, U+0000–U+001F and
/// U+007F–U+009F) written as `\u00XX`, so that no logged value (a path, a method, a header) can end its line, start
/// a forged one or drive a terminal.
enum LogText {
    /// Appends `text` to `line`, its control characters escaped; text without any (nearly all) is appended as it is.
    static func append(_ text: String, to line: inout String) {
        guard needsEscaping(text) else {
            line += text
            return
        }
        for scalar in text.unicodeScalars {
            if isControl(scalar) { line += escape(scalar) } else { line.unicodeScalars.append(scalar) }
        }
    }

    /// Whether `text` may hold a control character: a byte below 0x20, DEL, or the lead byte of U+0080–U+00BF.
    static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `\u00XX`, lowercase hex.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
