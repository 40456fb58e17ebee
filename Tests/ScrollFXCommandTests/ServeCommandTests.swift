import Foundation
import TestSupport
import Testing

/// The `scrollfx` executable built beside the test bundle.
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scrollfx")

/// The package's root folder, where `Config/` is.
let packageRoot = URL(fileURLWithPath: String(#filePath.split(separator: "/Tests/").first!))

/// A running `scrollfx` process whose combined output is read line by line.
private final class RunningCommand {
    let process = Process()
    private let output = Pipe()
    private var pending = Data()

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = packageRoot
        process.standardOutput = output
        process.standardError = output
        try process.run()
    }

    /// The first output line containing `text`, or nil if the output ends first.
    func line(containing text: String) -> String? {
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if line.contains(text) { return line }
                continue
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            pending.append(chunk)
        }
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
        let command = try RunningCommand(["serve", "--port", "0"])
        defer { if command.process.isRunning { command.process.interrupt() } }
        let listening = try #require(command.line(containing: "listening"))
        let port = try #require(listening.split(separator: " ").first { $0.hasPrefix("port=") }.flatMap { Int($0.dropFirst(5)) })
        #expect(listening.contains("host=127.0.0.1"))

        let connection = try RawHTTPConnection(port: port)
        #expect(try connection.request("GET", "/healthz").text == #"{"status":"ok"}"#)
        let scene = #"{"viewport":{"width":390,"height":844},"offset":120,"sections":[{"id":"destinations","kind":"list","count":5,"itemSize":{"height":260},"spacing":24,"padding":16,"cornerRadius":24,"layers":[{"id":"background","effects":[{"type":"parallax","rate":0.175}]}]}]}"#
        let frame = try connection.request("POST", "/v1/frame", headers: [("Content-Type", "application/json")], body: Array(scene.utf8))
        #expect(frame.status == 200)
        #expect(frame.text.contains(#""translate":{"x":0,"y":-18.2}"#))

        command.process.terminate()
        #expect(command.line(containing: "stopped") != nil)
        #expect(command.exitStatus() == 0)
    }

    @Test("a bad configuration value exits with 78 and names the key")
    func badConfiguration() throws {
        let command = try RunningCommand(["serve"], environment: ["SCROLLFX_SERVER_PORT": "70000"])
        #expect(command.line(containing: "server.port") != nil)
        #expect(command.exitStatus() == 78)
    }
}
