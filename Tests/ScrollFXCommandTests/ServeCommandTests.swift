import Foundation
@testable import scrollfx
import TestSupport
import Testing

/// The `scrollfx` executable built beside the test bundle.
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scrollfx")

/// The package's root folder, where `Config/` is.
let packageRoot = URL(fileURLWithPath: String(#filePath.split(separator: "/Tests/").first!))

/// A running `scrollfx` process whose combined output is read line by line.
///
/// Output is drained as it arrives, so a chatty process never blocks on a full pipe.
final class RunningCommand {
    let process = Process()
    private let output = Pipe()
    private let lines = OutputLines()

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = packageRoot
        process.standardOutput = output
        process.standardError = output
        let lines = self.lines
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            lines.append(data)
        }
        try process.run()
    }

    /// The next output line containing `text` (earlier lines are skipped), or nil if the output ends first or within 30 s.
    func line(containing text: String) -> String? { lines.next(containing: text) }

    /// Starts `scrollfx serve` on free ports and returns it with the API and admin ports it logged.
    static func serve(_ extra: [String] = [], environment: [String: String] = [:]) throws -> (RunningCommand, api: Int, admin: Int) {
        let command = try RunningCommand(["serve", "--port", "0", "--admin-port", "0"] + extra, environment: environment)
        var ports: [String: Int] = [:]
        while ports.count < 2, let line = command.line(containing: "listening") {
            // Text lines say `key=value`, JSON lines `"key":"value"`.
            let fields = line.split(whereSeparator: { " ,{}".contains($0) }).map { $0.replacingOccurrences(of: "\"", with: "") }
            func value(_ key: String) -> String? {
                fields.first { $0.hasPrefix(key + "=") || $0.hasPrefix(key + ":") }.map { String($0.dropFirst(key.count + 1)) }
            }
            if let listener = value("listener"), let port = value("port").flatMap({ Int($0) }) { ports[listener] = port }
        }
        return (command, try #require(ports["api"]), try #require(ports["admin"]))
    }

    /// Waits for the process to exit and returns its status.
    func exitStatus() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }
}

@Suite("the scrollfx executable", .serialized)
struct ServeCommandTests {
    @Test("the executable is built beside the tests")
    func executableExists() {
        #expect(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: swift build")
    }

    @Test("serve answers health and the worked example, then drains and exits 0 on SIGTERM")
    func serveAndDrain() throws {
        let (command, port, _) = try RunningCommand.serve()
        defer { if command.process.isRunning { command.process.interrupt() } }
        do {
            let connection = try RawHTTPConnection(port: port)
            #expect(try connection.request("GET", "/healthz").text == #"{"status":"ok"}"#)
            let scene = #"{"viewport":{"width":390,"height":844},"offset":120,"sections":[{"id":"destinations","kind":"list","count":5,"itemSize":{"height":260},"spacing":24,"padding":16,"cornerRadius":24,"layers":[{"id":"background","effects":[{"type":"parallax","rate":0.175}]}]}]}"#
            let frame = try connection.request("POST", "/v1/frame", headers: [("Content-Type", "application/json")], body: Array(scene.utf8))
            #expect(frame.status == 200)
            #expect(frame.text.contains(#""translate":{"x":0,"y":-18.2}"#))
        }
        command.process.terminate()
        #expect(command.line(containing: "stopped") != nil)
        #expect(command.exitStatus() == 0)
    }

    @Test("access lines are written in batches yet arrive unprompted within moments, and none is lost at SIGTERM")
    func bufferedAccessLog() throws {
        let (command, port, _) = try RunningCommand.serve()
        defer { if command.process.isRunning { command.process.interrupt() } }
        // With no traffic after it, the flusher writes the line.
        #expect(try RawHTTPConnection(port: port).request("GET", "/healthz").status == 200)
        #expect(command.line(containing: "http.route=/healthz") != nil)
        // A line still buffered when SIGTERM arrives is written before the process exits.
        #expect(try RawHTTPConnection(port: port).request("GET", "/v1/presets").status == 200)
        command.process.terminate()
        #expect(command.line(containing: "http.route=/v1/presets") != nil)
        #expect(command.exitStatus() == 0)
    }

    @Test("the admin listener answers /healthz, /readyz and /metrics on its own port, and not the API's scene endpoints")
    func adminListener() throws {
        let (command, port, adminPort) = try RunningCommand.serve()
        defer { if command.process.isRunning { command.process.interrupt() } }
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
        // API.md lists /metrics among the API's endpoints too.
        #expect(try RawHTTPConnection(port: port).request("GET", "/metrics").text.contains("scrollfx_items_computed_total 3\n"))
        command.process.terminate()
        #expect(command.exitStatus() == 0)
    }

    @Test("a bad configuration value exits with 78 and names the key")
    func badConfiguration() throws {
        let command = try RunningCommand(["serve"], environment: ["SCROLLFX_SERVER_PORT": "70000"])
        #expect(command.line(containing: "server.port") != nil)
        #expect(command.exitStatus() == 78)
    }
}

/// Output lines as they arrive, each handed out once.
private final class OutputLines: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending = Data()
    private var ended = false

    /// Adds output; empty data marks its end.
    func append(_ data: Data) {
        condition.withLock {
            if data.isEmpty { ended = true } else { pending.append(data) }
            condition.broadcast()
        }
    }

    func next(containing text: String, timeout: TimeInterval = 30) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if line.contains(text) { return line }
                continue
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }
}

@Suite("JSON-lines logs")
struct JSONLinesLogTests {
    @Test("timestamps are UTC, to the second for text lines and to the millisecond for JSON lines, and current")
    func timestamps() throws {
        let seconds = LogTimestamp.seconds()
        let milliseconds = LogTimestamp.milliseconds()
        #expect(seconds.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000/) != nil, "\(seconds)")
        #expect(milliseconds.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil, "\(milliseconds)")
        let parsed = try Date(milliseconds, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        #expect(abs(parsed.timeIntervalSinceNow) < 2)
    }

    @Test("strings are escaped as JSON")
    func quoting() {
        for (text, literal) in [("a\"b\\c\nd\u{1}é", #""a\"b\\c\nd\u0001é""#), ("plain é", #""plain é""#)] {
            var line = "x"
            JSONLinesLogHandler.quote(text, into: &line)
            #expect(line == "x" + literal)
        }
    }

    @Test("log.format json: every line is one JSON object; access lines carry the trace id")
    func jsonLines() throws {
        let (command, port, _) = try RunningCommand.serve(environment: ["SCROLLFX_LOG_FORMAT": "json"])
        defer { if command.process.isRunning { command.process.interrupt() } }
        _ = try RawHTTPConnection(port: port).request("GET", "/healthz", headers: [("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")])
        let line = try #require(command.line(containing: #""msg":"request""#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
        #expect(object["level"] == "info" && object["http.route"] == "/healthz" && object["http.response.status_code"] == "200")
        #expect(object["trace_id"] == "4bf92f3577b34da6a3ce929d0e0e4736")
        #expect(object["ts"]?.hasSuffix("Z") == true)
        command.process.terminate()
        #expect(command.exitStatus() == 0)
    }
}

@Suite("scrollfx healthcheck and version", .serialized)
struct HealthcheckCommandTests {
    @Test("healthcheck exits 0 against a serving admin listener, 1 once it is gone")
    func healthcheck() throws {
        let (server, _, adminPort) = try RunningCommand.serve()
        defer { if server.process.isRunning { server.process.interrupt() } }
        let probe = try RunningCommand(["healthcheck", "--admin-port", "\(adminPort)"])
        #expect(probe.line(containing: "answered 200") != nil)
        #expect(probe.exitStatus() == 0)
        server.process.terminate()
        #expect(server.exitStatus() == 0)
        let late = try RunningCommand(["healthcheck", "--admin-port", "\(adminPort)"])
        #expect(late.line(containing: "answered nothing") != nil)
        #expect(late.exitStatus() == 1)
    }

    @Test("version prints the version, also as --version")
    func version() throws {
        #expect(try RunningCommand(["version"]).line(containing: "scrollfx \(VersionCommand.version)") != nil)
        #expect(try RunningCommand(["--version"]).line(containing: VersionCommand.version) != nil)
        // One version everywhere: the OpenAPI document and the Kubernetes image tag say the same.
        let documentFile = packageRoot.appending(path: "Sources/ScrollFXServer/Resources/openapi.json")
        let document = try JSONSerialization.jsonObject(with: try Data(contentsOf: documentFile)) as? [String: Any]
        #expect((document?["info"] as? [String: Any])?["version"] as? String == VersionCommand.version)
        let deployment = try String(contentsOf: packageRoot.appending(path: "deploy/kubernetes/deployment.yaml"), encoding: .utf8)
        #expect(deployment.contains("image: scrollfx:\(VersionCommand.version)"))
    }
}
