/// The trace id of a W3C Trace Context `traceparent` header (`00-<32 hex>-<16 hex>-<2 hex>`).
///
/// Only what the access log needs: the trace id of a well-formed header whose
/// ids are not all zero. Anything else starts no trace (nil), as the
/// specification asks of a receiver that cannot parse the header.
enum TraceParent {
    /// The 32-digit lowercase trace id, or nil when `header` is absent or malformed.
    static func traceID(_ header: String?) -> String? {
        guard let header else { return nil }
        let fields = header.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count >= 4, fields[0].count == 2, fields[0] != "ff",
              fields[1].count == 32, fields[2].count == 16, fields[3].count == 2,
              fields.prefix(4).allSatisfy({ $0.utf8.allSatisfy(isLowerHex) }),
              fields[1].utf8.contains(where: { $0 != UInt8(ascii: "0") }),
              fields[2].utf8.contains(where: { $0 != UInt8(ascii: "0") })
        else { return nil }
        // Version 00 has exactly four fields; later versions may append more.
        guard fields[0] != "00" || fields.count == 4 else { return nil }
        return String(fields[1])
    }

    private static func isLowerHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
