/// Numbers at the edges of the number line, and the numbers of a JSON text to put them in.
///
/// Shared by the fuzz target's mutator, the in-process edge property test and the live-server test: each takes a
/// request, finds its numbers as they are written, and writes an edge value over some of them, so that every numeric
/// field a request holds is tried at 0, at subnormals, around 2⁵³, at ±10¹⁵, at 2⁶³ − 1 and at 1e300.
public enum EdgeNumbers {
    /// The edges, as JSON writes them: integers exactly (2⁵³ + 1 and 2⁶³ − 1 are not doubles), the rest as literals.
    public static let magnitudes = [
        "0", "5e-324", "2.2250738585072014e-308", "1e-300", "1e-12", "1e-4", "0.5", "1", "9007199254740992", "9007199254740993",
        "999999999999999.9", "1000000000000000", "1e15", "1000000000000001", "9223372036854775807", "1e300",
    ]

    /// Every edge, both signs.
    public static let literals: [String] = magnitudes + magnitudes.map { "-" + $0 }

    /// Where the numbers of `json` are written: byte ranges outside strings, each a whole number token.
    public static func numberRanges(in json: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < json.count {
            let byte = json[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                while index < json.count, json[index] != UInt8(ascii: "\"") { index += json[index] == UInt8(ascii: "\\") ? 2 : 1 }
                index += 1
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < json.count, isNumberByte(json[index]) { index += 1 }
                ranges.append(start..<index)
            } else {
                index += 1
            }
        }
        return ranges
    }

    /// `json` with `count` of its numbers (at least one, if it has any) written over by edges, drawn from `generator`.
    public static func mutated(_ json: [UInt8], count: Int, using generator: inout some RandomNumberGenerator) -> [UInt8] {
        let ranges = numberRanges(in: json)
        guard !ranges.isEmpty else { return json }
        // Later ranges first, so earlier ones keep their place.
        let chosen = Set((0..<max(1, count)).map { _ in Int.random(in: 0..<ranges.count, using: &generator) }).sorted(by: >)
        var result = json
        for index in chosen {
            result.replaceSubrange(ranges[index], with: Array(literals.randomElement(using: &generator)!.utf8))
        }
        return result
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }
}
