import Foundation
import MicroHTTP
@testable import ScrollFXServer
import TestSupport
import Testing

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
        // Record mode only records: what it wrote is compared by the next, ordinary run, not by itself.
        if ProcessInfo.processInfo.environment["SCROLLFX_RECORD_FIXTURES"] == "1" {
            let pretty = try JSONSerialization.data(withJSONObject: actual, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try (pretty + Data("\n".utf8)).write(to: Fixtures.responseURL(name))
            print("recorded \(name); run the tests again, without SCROLLFX_RECORD_FIXTURES, to compare")
            return
        }
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.responseURL(name)))
        let difference = Fixtures.agree(actual, expected)
        #expect(difference == nil, "\(name): \(difference ?? "")")
    }
}
