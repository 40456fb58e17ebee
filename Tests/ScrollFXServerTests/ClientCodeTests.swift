import Foundation
import TestSupport
import Testing

/// The Swift client's generated code is the OpenAPI document's as it is now (scripts/generate-swift-client).
@Suite("the Swift client's generated code")
struct ClientCodeTests {
    @Test("was written from the OpenAPI document as it is: the SHA-256 beside it is the document's")
    func current() async throws {
        let root = Fixtures.folder.deletingLastPathComponent().deletingLastPathComponent()
        let document = root.appendingPathComponent("Sources/ScrollFXServer/Resources/openapi.json").path
        let recorded = try String(contentsOf: root.appendingPathComponent("Sources/ScrollFXClient/Generated/openapi.sha256"), encoding: .utf8)
        let outcome = try await ChildProcess.run("/usr/bin/sha256sum", [document])
        let digest = String(decoding: outcome.output, as: UTF8.self).prefix(64)
        #expect(digest.count == 64 && recorded.trimmingCharacters(in: .whitespacesAndNewlines) == digest,
                "the generated client is stale: run scripts/generate-swift-client")
    }
}
