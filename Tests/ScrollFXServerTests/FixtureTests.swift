import Foundation
import MicroHTTP
@testable import ScrollFXServer
import Testing

/// The golden fixtures: `Tests/Fixtures/<case>.request.json` and `<case>.response.json`.
enum Fixtures {
    static let folder = URL(fileURLWithPath: String(#filePath.split(separator: "/Tests/").first!) + "/Tests/Fixtures")

    /// Every case name, sorted.
    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".request.json") }.map { String($0.dropLast(".request.json".count)) }.sorted()
    }

    static func request(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent("\(name).request.json")) }
    static func responseURL(_ name: String) -> URL { folder.appendingPathComponent("\(name).response.json") }

    /// Whether two JSON documents agree: numbers within `tolerance`, everything else exactly.
    static func agree(_ lhs: Any, _ rhs: Any, tolerance: Double = 1e-9, at path: String = "") -> String? {
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

@Suite("golden request/response fixtures through the router")
struct FixtureTests {
    @Test("every fixture has a recorded response")
    func fixturesExist() {
        #expect(Fixtures.cases.count >= 8)
        for name in Fixtures.cases {
            #expect(FileManager.default.fileExists(atPath: Fixtures.responseURL(name).path), "record with SCROLLFX_RECORD_FIXTURES=1")
        }
    }

    @Test("POST /v1/frame answers each fixture as recorded", arguments: Fixtures.cases)
    func fixture(name: String) throws {
        let request = HTTPRequest(method: "POST", path: "/v1/frame", headers: ["Content-Type": "application/json"],
                                  body: Array(try Fixtures.request(name)))
        let response = try routerWithPresets().respond(to: request)
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        let actual = try JSONSerialization.jsonObject(with: Data(response.body))
        if ProcessInfo.processInfo.environment["SCROLLFX_RECORD_FIXTURES"] == "1" {
            let pretty = try JSONSerialization.data(withJSONObject: actual, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try (pretty + Data("\n".utf8)).write(to: Fixtures.responseURL(name))
        }
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.responseURL(name)))
        let difference = Fixtures.agree(actual, expected)
        #expect(difference == nil, "\(name): \(difference ?? "")")
    }
}
