import Foundation
import TestSupport
import Testing

/// Runs `scrollfx <subcommand>` on `input`; its standard output, standard error and exit status.
func runCommand(
    _ subcommand: String, _ input: Data, arguments: [String] = [], environment: [String: String] = [:]
) async throws -> ChildProcess.Outcome {
    try await ChildProcess.run(executable.path, [subcommand] + arguments, environment: environment, directory: packageRoot.path, input: input)
}

/// Runs `scrollfx frame` on `input`.
private func runFrame(_ input: Data, arguments: [String] = [], environment: [String: String] = [:]) async throws -> ChildProcess.Outcome {
    try await runCommand("frame", input, arguments: arguments, environment: environment)
}

@Suite("scrollfx frame: a scene on standard input, its frame on standard output", .serialized)
struct FrameCommandTests {
    @Test("answers every golden fixture exactly as the HTTP API does", arguments: Fixtures.cases)
    func fixture(name: String) async throws {
        let run = try await runFrame(try Fixtures.request(name))
        #expect(run.status == 0, "\(String(decoding: run.error, as: UTF8.self))")
        let actual = try JSONSerialization.jsonObject(with: run.output)
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.responseURL(name)))
        let difference = Fixtures.agree(actual, expected)
        #expect(difference == nil, "\(name): \(difference ?? "")")
    }

    @Test("a bad scene writes its problem to standard error and exits 65")
    func badScene() async throws {
        let run = try await runFrame(Data(#"{"viewport": {"width": 10, "height": 10}, "sections": [{"id": "a", "kind": "grid"}]}"#.utf8))
        #expect(run.status == 65)
        #expect(run.output.isEmpty)
        let problem = try #require(try JSONSerialization.jsonObject(with: run.error) as? [String: Any])
        #expect(problem["status"] as? Int == 422)
        #expect(problem["pointer"] as? String == "/sections/0/columns")
    }

    @Test("input that is not JSON is a 400 problem; input over the limit is a 413 problem")
    func malformedAndOversized() async throws {
        let malformed = try await runFrame(Data("{\"viewport\":".utf8))
        #expect(malformed.status == 65)
        #expect(String(decoding: malformed.error, as: UTF8.self).contains(#""status":400"#))
        let oversized = try await runFrame(Data(repeating: 32, count: 2000), arguments: ["--max-body-bytes", "1000"])
        #expect(oversized.status == 65)
        #expect(String(decoding: oversized.error, as: UTF8.self).contains(#""status":413"#))
    }

    @Test("it reads the same configuration as serve: a limit from the environment applies")
    func sharesConfiguration() async throws {
        let scene = Data(#"{"viewport": {"width": 10, "height": 10}, "sections": [{"id": "a", "kind": "list", "itemSize": {"height": 1}, "items": [{}, {}]}]}"#.utf8)
        #expect(try await runFrame(scene).status == 0)
        let limited = try await runFrame(scene, environment: ["SCROLLFX_LIMITS_MAX_ENUMERATED_ITEMS": "1"])
        #expect(limited.status == 65)
        #expect(String(decoding: limited.error, as: UTF8.self).contains(#""pointer":"/sections/0/items""#))
    }
}
