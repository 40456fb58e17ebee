import Foundation

/// The golden fixtures: `Tests/Fixtures/<case>.request.json` and `<case>.response.json`.
public enum Fixtures {
    /// The fixtures folder.
    public static let folder = URL(fileURLWithPath: String(#filePath.split(separator: "/Tests/").first!) + "/Tests/Fixtures")

    /// Every case name, sorted.
    public static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".request.json") }.map { String($0.dropLast(".request.json".count)) }.sorted()
    }

    /// The request body of case `name`.
    public static func request(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent("\(name).request.json")) }
    /// Where the recorded response of case `name` is.
    public static func responseURL(_ name: String) -> URL { folder.appendingPathComponent("\(name).response.json") }

    /// Whether two JSON documents agree: numbers within `tolerance`, everything else exactly.
    public static func agree(_ lhs: Any, _ rhs: Any, tolerance: Double = 1e-9, at path: String = "") -> String? {
        switch (lhs, rhs) {
        case let (a as [String: Any], b as [String: Any]):
            guard a.keys.sorted() == b.keys.sorted() else { return "\(path): keys \(a.keys.sorted()) ≠ \(b.keys.sorted())" }
            return a.keys.sorted().lazy.compactMap { agree(a[$0]!, b[$0]!, tolerance: tolerance, at: "\(path)/\($0)") }.first
        case let (a as [Any], b as [Any]):
            guard a.count == b.count else { return "\(path): \(a.count) ≠ \(b.count) entries" }
            return zip(a, b).enumerated().lazy.compactMap { agree($1.0, $1.1, tolerance: tolerance, at: "\(path)/\($0)") }.first
        case let (a as NSNumber, b as NSNumber):
            return abs(a.doubleValue - b.doubleValue) <= tolerance ? nil : "\(path): \(a) ≠ \(b)"
        case let (a as String, b as String):
            return a == b ? nil : "\(path): \(a) ≠ \(b)"
        case (is NSNull, is NSNull):
            return nil
        default:
            return "\(path): \(lhs) ≠ \(rhs)"
        }
    }
}
