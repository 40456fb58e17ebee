/// The head checks libmicrohttpd 0.9.75 leaves to us: with `MHD_OPTION_STRICT_FOR_CLIENT` −1 it refuses
/// whitespace before a colon and a first field line that starts with whitespace, and its Host check (at 1) answers
/// with its header block twice, so the version, `Host`, field names and field values are checked here, before
/// framing, each refusal answered once with `Connection: close`.
extension HTTPRejection {
    /// The rejection a head with protocol `version` and `headers` calls for, if any: the version, then the head's
    /// syntax (RFC 9112 §2.2, §3.2 and RFC 9110 §5), then framing and the declared size (``of(_:maxBodyBytes:)``).
    static func of(version: String, headers: HTTPHeaders, maxBodyBytes: Int) -> HTTPRejection? {
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .unsupportedVersion }
        for (index, field) in headers.enumerated() {
            guard !field.name.isEmpty, field.name.allBytes(satisfy: isTokenByte) else { return .malformedHead("the name of header field \(index + 1) is not a token") }
            guard field.value.allBytes(satisfy: isFieldValueByte) else {
                return .malformedHead("the value of header field \(index + 1) holds a control character")
            }
        }
        let hosts = headers.count { $0.name.equalsIgnoringASCIICase("Host") }
        if version == "HTTP/1.1", hosts == 0 { return .malformedHead("an HTTP/1.1 request needs a Host field") }
        if hosts > 1 { return .malformedHead("the request has \(hosts) Host fields; send one") }
        return of(headers, maxBodyBytes: maxBodyBytes)
    }

    /// A `tchar` of RFC 9110 §5.6.2: letters, digits and ``!#$%&'*+-.^_`|~``. Bit `b` of the two masks is byte `b`'s
    /// answer (a test holds them to that list for every byte).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        byte < 64 ? (0x03FF_6CFA_0000_0000 as UInt64) >> byte & 1 == 1
            : byte < 128 && (0x57FF_FFFF_C7FF_FFFE as UInt64) >> (byte - 64) & 1 == 1
    }

    /// A byte of a field value (RFC 9110 §5.5): visible characters, space, tab and obs-text; no other control
    /// character (a bare CR or LF, NUL, ESC) and no DEL.
    private static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
    }
}
