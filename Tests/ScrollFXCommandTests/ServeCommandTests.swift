import Foundation
@testable import ScrollFXCommand
import ScrollFXServer
import TestSupport
import Testing

/// The `scrollfx` executable built beside the test bundle.
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scrollfx")

/// The package's root folder, where `Config/` is.
let packageRoot = URL(fileURLWithPath: String(#filePath.split(separator: "/Tests/").first!))

/// Starts `scrollfx` with `arguments` in `directory` (the package's root folder by default), with this environment
/// plus `environment`.
func startScrollFX(
    _ arguments: [String], environment: [String: String] = [:], directory: String = packageRoot.path, binary: String = executable.path
) -> LiveProcess {
    LiveProcess(binary, arguments, environment: environment, directory: directory)
}

/// Starts `scrollfx serve` on free ports and returns it with the API and admin ports it logged.
func startServe(
    _ extra: [String] = [], environment: [String: String] = [:], directory: String = packageRoot.path, binary: String = executable.path
) async throws -> (LiveProcess, api: Int, admin: Int) {
    let command = startScrollFX(["serve", "--port", "0", "--admin-port", "0"] + extra, environment: environment, directory: directory,
                                binary: binary)
    var ports: [String: Int] = [:]
    // A debug build starting while the other tests load both cores may take a while to say so.
    while ports.count < 2, let line = await command.line(containing: "listening", within: .seconds(90)) {
        // Text lines say `key=value`, JSON lines `"key":"value"`.
        let fields = line.split(whereSeparator: { " ,{}".contains($0) }).map { $0.replacingOccurrences(of: "\"", with: "") }
        func value(_ key: String) -> String? {
            fields.first { $0.hasPrefix(key + "=") || $0.hasPrefix(key + ":") }.map { String($0.dropFirst(key.count + 1)) }
        }
        if let listener = value("listener"), let port = value("port").flatMap({ Int($0) }) { ports[listener] = port }
    }
    guard let api = ports["api"], let admin = ports["admin"] else {
        command.stop()
        throw StartFailure(arguments: extra)
    }
    return (command, api, admin)
}

/// `scrollfx serve` did not log both of its ports.
struct StartFailure: Error, CustomStringConvertible {
    var arguments: [String]
    var description: String { "scrollfx serve \(arguments.joined(separator: " ")) did not log its ports" }
}

@Suite("the scrollfx executable", .serialized)
struct ServeCommandTests {
    @Test("the executable is built beside the tests")
    func executableExists() {
        #expect(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: swift build")
    }

    @Test("serve answers health and the worked example, then drains and exits 0 on SIGTERM")
    func serveAndDrain() async throws {
        let (command, port, _) = try await startServe()
        defer { command.stop() }
        do {
            let connection = try RawHTTPConnection(port: port)
            #expect(try connection.request("GET", "/healthz").text == #"{"status":"ok"}"#)
            let scene = #"{"viewport":{"width":390,"height":844},"offset":120,"sections":[{"id":"destinations","kind":"list","count":5,"itemSize":{"height":260},"spacing":24,"padding":16,"cornerRadius":24,"layers":[{"id":"background","effects":[{"type":"parallax","rate":0.175}]}]}]}"#
            let frame = try connection.request("POST", "/v1/frame", headers: [("Content-Type", "application/json")], body: Array(scene.utf8))
            #expect(frame.status == 200)
            #expect(frame.text.contains(#""translate":{"x":0,"y":-18.2}"#))
        }
        command.terminate()
        #expect(await command.line(containing: "stopped") != nil)
        #expect(await command.exitStatus() == 0)
    }

    @Test("access lines are written in batches yet arrive unprompted within moments, and none is lost at SIGTERM")
    func bufferedAccessLog() async throws {
        let (command, port, _) = try await startServe()
        defer { command.stop() }
        // With no traffic after it, the flusher writes the line.
        #expect(try RawHTTPConnection(port: port).request("GET", "/healthz").status == 200)
        #expect(await command.line(containing: "http.route=/healthz") != nil)
        // A line still buffered when SIGTERM arrives is written before the process exits.
        #expect(try RawHTTPConnection(port: port).request("GET", "/v1/presets").status == 200)
        command.terminate()
        #expect(await command.line(containing: "http.route=/v1/presets") != nil)
        #expect(await command.exitStatus() == 0)
    }

    @Test("the admin listener answers /healthz, /readyz and /metrics on its own port, and not the API's scene endpoints")
    func adminListener() async throws {
        let (command, port, adminPort) = try await startServe()
        defer { command.stop() }
        #expect(adminPort != port)
        let admin = try RawHTTPConnection(port: adminPort)
        #expect(try admin.request("GET", "/healthz").text == #"{"status":"ok"}"#)
        #expect(try admin.request("GET", "/readyz").status == 200)
        #expect(try RawHTTPConnection(port: port).request("GET", "/v1/presets").status == 200)
        let scene = #"{"viewport": {"width": 390, "height": 844}, "sections": [{"id": "a", "kind": "list", "count": 3, "itemSize": {"height": 100}}]}"#
        let frame = try RawHTTPConnection(port: port).request("POST", "/v1/frame", headers: [("Content-Type", "application/json")], body: Array(scene.utf8))
        #expect(frame.status == 200)
        let metrics = try admin.request("GET", "/metrics")
        #expect(metrics.text.contains("scrollfx_frame_compute_duration_seconds_count 1\n"))
        #expect(metrics.text.contains("scrollfx_items_computed_total 3\n"))
        #expect(metrics.text.contains(#"http_server_request_duration_seconds_count{http_request_method="GET",http_route="/v1/presets",http_response_status_code="200"} 1"#))
        #expect(metrics.headers["content-type"] == "text/plain; version=0.0.4; charset=utf-8")
        let resident = metrics.text.split(separator: "\n").first { $0.hasPrefix("process_resident_memory_bytes ") }
        #expect((resident.flatMap { Double($0.split(separator: " ")[1]) } ?? 0) > 1_000_000)
        #expect(metrics.text.contains("scrollfx_ready 1"))
        #expect(try admin.request("POST", "/v1/frame", headers: [("Content-Type", "application/json")], body: Array("{}".utf8)).status == 404)
        // The contract lists /metrics among the API's endpoints too.
        #expect(try RawHTTPConnection(port: port).request("GET", "/metrics").text.contains("scrollfx_items_computed_total 3\n"))
        command.terminate()
        #expect(await command.exitStatus() == 0)
    }

    @Test("a bad configuration value exits with 78 and names the key")
    func badConfiguration() async throws {
        let command = startScrollFX(["serve"], environment: ["SCROLLFX_SERVER_PORT": "70000"])
        #expect(await command.line(containing: "server.port") != nil)
        #expect(await command.exitStatus() == 78)
    }
}

@Suite("JSON-lines logs")
struct JSONLinesLogTests {
    @Test("timestamps are UTC, to the second for text lines and to the millisecond for JSON lines, and current")
    func timestamps() throws {
        var writer = LogLineWriter()
        LogTime.now.writeText(into: &writer)
        let seconds = String(decoding: writer.bytes, as: UTF8.self)
        writer.removeAll()
        LogTime.now.writeJSON(into: &writer)
        let milliseconds = String(decoding: writer.bytes.dropFirst().dropLast(), as: UTF8.self)
        #expect(seconds.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000/) != nil, "\(seconds)")
        #expect(milliseconds.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil, "\(milliseconds)")
        let parsed = try Date(milliseconds, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        #expect(abs(parsed.timeIntervalSinceNow) < 2)
    }

    @Test("strings are escaped as JSON, DEL and C1 too")
    func quoting() {
        for (text, literal) in [("a\"b\\c\nd\u{1}é", #""a\"b\\c\nd\u0001é""#), ("plain é", #""plain é""#),
                                ("esc\u{1B}[31m del\u{7F} c1\u{85}\u{9F} nbsp\u{A0} \u{8}\u{C}", #""esc\u001b[31m del\u007f c1\u0085\u009f nbsp\#u{A0} \b\f""#)] {
            var writer = LogLineWriter()
            LogFormat.json.writeLine(time: LogTime(sinceEpoch: 0), level: "info", label: "l", message: "m", source: "s",
                                     fields: [(key: "k", value: text)], into: &writer)
            let line = String(decoding: writer.bytes, as: UTF8.self)
            #expect(line == #"{"ts":"1970-01-01T00:00:00.000Z","level":"info","label":"l","msg":"m","k":"# + literal + "}\n")
        }
    }

    @Test("log.format json: every line is one JSON object; access lines carry the trace id")
    func jsonLines() async throws {
        let (command, port, _) = try await startServe(environment: ["SCROLLFX_LOG_FORMAT": "json"])
        defer { command.stop() }
        _ = try RawHTTPConnection(port: port).request("GET", "/healthz", headers: [("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")])
        let line = try #require(await command.line(containing: #""msg":"request""#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
        #expect(object["level"] == "info" && object["http.route"] == "/healthz" && object["http.response.status_code"] == "200")
        #expect(object["trace_id"] == "4bf92f3577b34da6a3ce929d0e0e4736")
        #expect(object["ts"]?.hasSuffix("Z") == true)
        command.terminate()
        #expect(await command.exitStatus() == 0)
    }
}

@Suite("scrollfx healthcheck and version", .serialized)
struct HealthcheckCommandTests {
    @Test("healthcheck exits 0 against a serving admin listener, 1 where nothing listens")
    func healthcheck() async throws {
        let (server, _, adminPort) = try await startServe()
        defer { server.stop() }
        let probe = startScrollFX(["healthcheck", "--admin-port", "\(adminPort)"])
        #expect(await probe.line(containing: "answered 200") != nil)
        #expect(await probe.exitStatus() == 0)
        server.terminate()
        #expect(await server.exitStatus() == 0)
        // Not the freed admin port, which another test's server may have taken since: a port held unlistened.
        let nobody = try ReservedPort()
        let late = startScrollFX(["healthcheck", "--admin-port", "\(nobody.port)"])
        #expect(await late.line(containing: "answered nothing") != nil)
        #expect(await late.exitStatus() == 1)
    }

    @Test("version prints the version, also as --version")
    func version() async throws {
        #expect(await startScrollFX(["version"]).line(containing: "scrollfx \(VersionCommand.version)") != nil)
        #expect(await startScrollFX(["--version"]).line(containing: VersionCommand.version) != nil)
        // One version everywhere: the OpenAPI document and the Kubernetes image tag say the same.
        let documentFile = packageRoot.appending(path: "Sources/ScrollFXServer/Resources/openapi.json")
        let document = try JSONSerialization.jsonObject(with: try Data(contentsOf: documentFile)) as? [String: Any]
        #expect((document?["info"] as? [String: Any])?["version"] as? String == VersionCommand.version)
        let deployment = try String(contentsOf: packageRoot.appending(path: "deploy/kubernetes/deployment.yaml"), encoding: .utf8)
        #expect(deployment.contains("image: scrollfx:\(VersionCommand.version)"))
    }
}
