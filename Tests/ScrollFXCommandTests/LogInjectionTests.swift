import Foundation
import TestSupport
import Testing

/// What a client sends cannot write lines of its own into the server's log, nor drive the terminal showing it.
@Suite("logs that cannot lie", .serialized)
struct LogInjectionTests {
    /// A 501 whose percent-decoded path carries a whole forged `notice` line.
    static let forged = "/x%0a2026-01-01T00:00:00+0000%20notice%20scrollfx:%20FORGED%0d"

    @Test("CR, LF, NUL and ESC in the path and the method reach the log escaped, unknown methods as _OTHER", arguments: ["text", "json"])
    func controlCharacters(format: String) async throws {
        let (command, port, _) = try await startServe(["--log-level", "info"], environment: ["SCROLLFX_LOG_FORMAT": format])
        defer { command.stop() }
        try await onThreadOfItsOwn { () throws in
            let requests: [(method: String, path: String)] = [
                ("BREW", Self.forged), ("B\u{1B}[31mREW", "/"), ("GET", "/%1b[2J%07%c2%9b"), ("POST", "/v1/frame%0a%0d"),
            ]
            for (index, (method, path)) in requests.enumerated() {
                // ESC in a header value is refused at the head (400); the others reach their routes.
                let connection = try RawHTTPConnection(port: port)
                _ = try? connection.request(method, path, headers: index == requests.count - 1 ? [("X-Note", "a\u{1B}b")] : [])
            }
        }
        command.terminate()
        var lines: [String] = []
        while let line = await command.line(containing: "scrollfx", within: .seconds(10)) { lines.append(line) }
        let text = lines.joined(separator: "\n")
        #expect(lines.contains { $0.contains("stopped") }, "the log ends with the drain")
        // Every line is the server's own: none begins with the forged time, none holds a control character.
        #expect(!lines.contains { $0.hasPrefix("2026-01-01") || $0.hasPrefix("{\"ts\":\"2026-01-01") }, "\(text)")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, "\(text)")
        // The forged path is there, escaped (and in text quoted), in the 501's notice line; the unknown methods are _OTHER.
        let escaped = format == "json" ? #"\n2026-01-01T00:00:00+0000 notice scrollfx: FORGED\r""# : #"\u000a2026-01-01T00:00:00+0000 notice scrollfx: FORGED\u000d" "#
        #expect(text.contains(escaped), "\(text)")
        #expect(text.contains("_OTHER") && !text.contains("BREW"), "\(text)")
    }
}
