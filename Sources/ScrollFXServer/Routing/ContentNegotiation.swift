/// Picks the answer's media type from an `Accept` header (RFC 9110, section 12.5.1).
enum ContentNegotiation {
    /// The offered type the client prefers: the highest quality of its most specific matching range,
    /// ties going to the earlier offer; the first offer when there is no `Accept`; nil when none is acceptable.
    static func preferred(_ accept: String?, among offered: [String]) -> String? {
        guard let accept, !accept.allSatisfy({ $0 == " " || $0 == "\t" }) else { return offered.first }
        let ranges = accept.split(separator: ",").compactMap(MediaRange.init)
        var best: (type: String, quality: Double)?
        for type in offered {
            let matching = ranges.filter { $0.matches(type) }
            guard let range = matching.max(by: { $0.specificity < $1.specificity }), range.quality > 0 else { continue }
            if range.quality > best?.quality ?? 0 { best = (type, range.quality) }
        }
        return best?.type
    }

    /// A media type's `;`-separated parts, lowercased, without spaces or tabs: `"text/css"`, `"q=0.5"`, ….
    /// The first is the type itself.
    static func parts(_ text: some StringProtocol) -> [String] {
        text.split(separator: ";", omittingEmptySubsequences: false).map { String($0.filter { $0 != " " && $0 != "\t" }).lowercased() }
    }

    /// The first of ``parts(_:)``, the type itself, without taking the rest apart: read from the bytes (up to the first
    /// `;`, spaces and tabs skipped, ASCII letters lowered) when they are all ASCII, as media types are; through
    /// ``parts(_:)`` otherwise, whose characters decide then (a combining mark after `;` makes one character of both).
    static func mediaType(_ text: String) -> String {
        // Through the string's own storage, written straight into the answer's.
        var source = text
        guard source.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) else { return parts(text)[0] }
        return String(unsafeUninitializedCapacity: text.utf8.count) { type in
            source.withUTF8 { utf8 in
                var count = 0
                for byte in utf8 {
                    if byte == UInt8(ascii: ";") { break }
                    if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
                    type[count] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                    count += 1
                }
                return count
            }
        }
    }

    /// One `type/subtype;q=…` entry of an `Accept` header.
    private struct MediaRange {
        var type: Substring
        var subtype: Substring
        var quality = 1.0

        init?(_ text: Substring) {
            let parts = ContentNegotiation.parts(text)
            let names = parts[0].split(separator: "/", omittingEmptySubsequences: false)
            guard names.count == 2, !names[0].isEmpty, !names[1].isEmpty else { return nil }
            (type, subtype) = (names[0], names[1])
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0] == "q" else { continue }
                guard let value = Double(pair[1]), (0...1).contains(value) else { return nil }
                quality = value
            }
        }

        /// 2 for `type/subtype`, 1 for `type/*`, 0 for `*/*`.
        var specificity: Int { type == "*" ? 0 : subtype == "*" ? 1 : 2 }

        func matches(_ offered: String) -> Bool {
            let names = offered.split(separator: "/")
            return (type == "*" || type == names[0]) && (subtype == "*" || subtype == names[1])
        }
    }
}
