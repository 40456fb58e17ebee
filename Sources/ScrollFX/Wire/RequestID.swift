/// The most Unicode scalars an id may have.
public let maxIDLength = 256

/// An id is 1 to ``maxIDLength`` Unicode scalars, none of them a control character (C0, DEL, C1) or a bidi control,
/// so that every answer, style sheet and picture that repeats it shows it as it is.
func requireID(_ id: String, _ pointer: @autoclosure () -> String) throws(RequestError) {
    // Printable ASCII, what ids mostly are, is checked a byte at a time: each byte a character, none a control.
    let printable = id.utf8.withContiguousStorageIfAvailable { bytes in
        !bytes.isEmpty && bytes.count <= maxIDLength && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
    if printable == true { return }
    var length = 0
    for scalar in id.unicodeScalars {
        length += 1
        guard length <= maxIDLength else { throw RequestError(pointer: pointer(), reason: "must be at most \(maxIDLength) characters long") }
        if scalar.isControlOrBidiControl {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            throw RequestError(pointer: pointer(), reason: "must not hold the control character \(code)")
        }
    }
    guard length > 0 else { throw RequestError(pointer: pointer(), reason: "must not be empty") }
}

extension Unicode.Scalar {
    /// C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), and the bidi controls (U+200E, U+200F, U+202A–U+202E,
    /// U+2066–U+2069).
    var isControlOrBidiControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
