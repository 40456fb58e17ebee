import Foundation
import TestSupport
import Testing

/// A folder of its own, with no `Config/`, removed afterwards.
private func emptyFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-anywhere-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite("scrollfx's request commands, from any folder", .serialized)
struct RequestCommandTests {
    /// A command line and the endpoint (path, Accept, body) it stands for, given the same body on standard input.
    struct Case: Sendable {
        var arguments: [String]
        var path: String
        var accept = "application/json"
        var body: String
        /// The body the endpoint gets, when the command line changes it (`--tracks`).
        var endpointBody: String?
    }

    static let scene = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "cards", "kind": "list", "count": 30, "itemSize": {"height": 260}, "spacing": 24, "padding": 16, "cornerRadius": 24, "preset": "parallax-cards"}, {"id": "covers", "kind": "carousel", "count": 8, "itemSize": {"width": 200, "height": 280}, "preset": "coverflow"}]}"#
    /// Letter sections under sticky headers and a tab bar pinned under a collapsing header, by the shipped presets.
    static let stickyScene = #"{"viewport": {"width": 390, "height": 844}, "offset": 400, "sections": [{"id": "bar", "kind": "header", "size": {"height": 240}, "collapse": {"minHeight": 56}, "preset": "collapsing-header"}, {"id": "tabs", "kind": "header", "size": {"height": 48}, "preset": "pinned-tabs"}, {"id": "A", "kind": "list", "count": 12, "itemSize": {"height": 64}, "preset": "sectioned-list"}, {"id": "B", "kind": "list", "count": 12, "itemSize": {"height": 64}, "preset": "sectioned-list"}]}"#
    static let cases: [Case] = [
        Case(arguments: ["frame"], path: "/v1/frame", body: scene),
        Case(arguments: ["frames"], path: "/v1/frames", body: String(scene.dropLast()) + #", "offsets": [0, 120.5, 900]}"#),
        Case(arguments: ["preview"], path: "/v1/preview", accept: "image/svg+xml", body: scene),
        Case(arguments: ["snap"], path: "/v1/snap", body: #"{"scene": \#(scene), "target": "covers", "velocity": 1800}"#),
        Case(arguments: ["locate"], path: "/v1/locate", body: #"{"scene": \#(scene), "section": "cards", "item": 7, "align": "center"}"#),
        Case(arguments: ["timeline"], path: "/v1/timeline", body: #"{"scene": \#(scene)}"#),
        Case(arguments: ["timeline", "--css"], path: "/v1/timeline", accept: "text/css", body: #"{"scene": \#(scene)}"#),
        Case(arguments: ["timeline", "--html"], path: "/v1/timeline", accept: "text/html", body: #"{"scene": \#(scene)}"#),
        Case(arguments: ["timeline", "--tracks", "shared"], path: "/v1/timeline", body: #"{"scene": \#(scene)}"#,
             endpointBody: #"{"scene": \#(scene), "tracks": "shared"}"#),
        Case(arguments: ["frame"], path: "/v1/frame", body: stickyScene),
        Case(arguments: ["preview"], path: "/v1/preview", accept: "image/svg+xml", body: stickyScene),
        Case(arguments: ["timeline", "--html"], path: "/v1/timeline", accept: "text/html", body: #"{"scene": \#(stickyScene)}"#),
    ]

    @Test("every request command answers byte for byte as its endpoint does, run where there is no Config/")
    func sameAsTheEndpoints() async throws {
        let folder = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The service itself starts there too: its presets are built in.
        let (server, port, _) = try await startServe(directory: folder.path)
        defer { server.stop() }
        for test in Self.cases {
            let run = try await ChildProcess.run(executable.path, test.arguments, directory: folder.path, input: Data(test.body.utf8))
            #expect(run.status == 0, "\(test.arguments): \(String(decoding: run.error, as: UTF8.self))")
            let answer = try RawHTTPConnection(port: port).request(
                "POST", test.path, headers: [("Content-Type", "application/json"), ("Accept", test.accept)], body: Array((test.endpointBody ?? test.body).utf8))
            #expect(answer.status == 200, "\(test.path): \(answer.text)")
            // The command ends its output with a newline, which the JSON answers leave out.
            let expected = answer.body.last == UInt8(ascii: "\n") ? answer.body : answer.body + [UInt8(ascii: "\n")]
            #expect(Array(run.output) == expected, "\(test.arguments) differs from \(test.path)")
            #expect(answer.body.count > 10)
            // The presets' headers and pin are in the answer: stuck under the collapsed bar at offset 400.
            if test.body == Self.stickyScene, test.path == "/v1/frame" {
                #expect(run.output.contains(Data(#""stuck":true"#.utf8)) && run.output.contains(Data(#""header":{"#.utf8)))
            }
        }
        // --input reads the same body from a file.
        let file = folder.appendingPathComponent("timeline.json")
        try Data(Self.cases[6].body.utf8).write(to: file)
        let fromFile = try await ChildProcess.run(executable.path, ["timeline", "--css", "--input", file.path], directory: folder.path)
        let fromInput = try await ChildProcess.run(executable.path, ["timeline", "--css"], directory: folder.path, input: Data(Self.cases[6].body.utf8))
        #expect(fromFile.status == 0 && fromFile.output == fromInput.output)
    }

    @Test("bad input exits 65 with its problem on standard error; a named presets file that cannot be read, 78; a missing --input, 66")
    func refusals() async throws {
        let folder = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for subcommand in ["frame", "frames", "preview", "snap", "locate", "timeline"] {
            let run = try await ChildProcess.run(executable.path, [subcommand], directory: folder.path, input: Data(#"{"viewport": 3"#.utf8))
            #expect(run.status == 65, "\(subcommand)")
            #expect(run.output.isEmpty)
            let problem = try #require(try JSONSerialization.jsonObject(with: run.error) as? [String: Any])
            #expect(problem["status"] as? Int == 400 && problem["type"] as? String == "urn:scrollfx:problem:malformed-json")
        }
        let invalid = try await ChildProcess.run(executable.path, ["locate"], directory: folder.path,
                                                 input: Data(#"{"scene": \#(Self.scene), "section": "cards", "item": 99, "align": "center"}"#.utf8))
        #expect(invalid.status == 65)
        #expect((try JSONSerialization.jsonObject(with: invalid.error) as? [String: Any])?["pointer"] as? String == "/item")
        // A presets file named by flag or by environment must be there: for a command and for the service.
        // (No input: the command stops before reading it.)
        let flag = try await ChildProcess.run(executable.path, ["frame", "--presets", "missing.json"], directory: folder.path)
        #expect(flag.status == 78)
        #expect(String(decoding: flag.error, as: UTF8.self) == "scrollfx: configuration key presets.file: cannot read missing.json\n")
        let serve = try await ChildProcess.run(executable.path, ["serve", "--port", "0", "--admin-port", "0"],
                                               environment: ["SCROLLFX_PRESETS_FILE": "missing.json"], directory: folder.path)
        #expect(serve.status == 78)
        #expect(String(decoding: serve.error, as: UTF8.self).contains("configuration key presets.file: cannot read missing.json"))
        let input = try await ChildProcess.run(executable.path, ["frame", "--input", "missing.json"], directory: folder.path)
        #expect(input.status == 66 && String(decoding: input.error, as: UTF8.self) == "scrollfx: cannot read missing.json\n")
    }

    @Test("unreadable input exits 66 with one line on standard error, never a trap: a folder, a closed or write-only standard input", arguments: [
        (#"exec "$0" frame --input /"#, "/"), (#"exec "$0" frame <&-"#, "standard input"),
        (#"exec "$0" locate 0>"$1""#, "standard input"), (#"exec "$0" snap < /"#, "standard input"),
    ])
    func unreadable(script: String, name: String) async throws {
        let folder = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The shell sets standard input up and becomes scrollfx ($0); $1 is a file to open write-only.
        let run = try await ChildProcess.run("/bin/sh", ["-c", script, executable.path, folder.appendingPathComponent("written").path],
                                             directory: folder.path)
        let error = String(decoding: run.error, as: UTF8.self)
        #expect(run.status == 66, "\(error)")
        #expect(error == "scrollfx: cannot read \(name)\n")
        #expect(run.output.isEmpty)
    }

    @Test("a presets file adds presets and replaces built-in ones by name")
    func presetsFile() async throws {
        let folder = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"tilted": {"effects": [{"type": "map", "input": "offset", "output": "rotation", "keyframes": [[0, 0], [100, 10]]}]}, "parallax-cards": {"layers": [{"id": "mine"}]}}"#.utf8)
            .write(to: folder.appendingPathComponent("more.json"))
        let scene = #"{"viewport": {"width": 300, "height": 500}, "offset": 50, "sections": [{"id": "a", "kind": "list", "count": 2, "itemSize": {"height": 100}, "preset": "tilted"}, {"id": "b", "kind": "list", "count": 1, "itemSize": {"height": 100}, "preset": "parallax-cards"}, {"id": "c", "kind": "header", "size": {"height": 100}, "preset": "hero-header"}]}"#
        let run = try await ChildProcess.run(executable.path, ["frame", "--presets", "more.json"], directory: folder.path, input: Data(scene.utf8))
        #expect(run.status == 0, "\(String(decoding: run.error, as: UTF8.self))")
        let frame = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        let sections = try #require(frame["sections"] as? [[String: Any]])
        let firstItem = { (index: Int) in (sections[index]["items"] as? [[String: Any]])?.first }
        // Offset 50 is half of 100: rotation 5 from the added preset; the replaced one's layer; a built-in one untouched.
        #expect((firstItem(0)?["transform"] as? [String: Any])?["rotation"] as? Double == 5)
        #expect(((firstItem(1)?["layers"] as? [[String: Any]])?.first)?["id"] as? String == "mine")
        #expect(((firstItem(2)?["layers"] as? [[String: Any]])?.first)?["id"] as? String == "art")
    }
}
