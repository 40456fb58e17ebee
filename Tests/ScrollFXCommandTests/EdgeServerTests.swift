import EdgeCases
import Foundation
import TestSupport
import Testing

/// The names of the seeds holding the shapes issue 32 found stopping the process.
private let crashShapes = ["snap-loop-subnormal-width", "snap-loop-tiny-width-fast", "snap-loop-far-offset", "locate-loop-max-item",
                           "locate-loop-huge-items", "frame-ids-controls"]

@Suite("the server at the edges of the number line, on its default settings", .serialized)
struct EdgeServerTests {
    /// `SCROLLFX_RELEASE_BIN` when set (scripts/test sets it to the release build, what is deployed), else the
    /// executable built beside the tests.
    static let binary = ProcessInfo.processInfo.environment["SCROLLFX_RELEASE_BIN"] ?? executable.path

    @Test("the issue's shapes and 300 edge-drawn requests each answer 200 or a problem, and /healthz answers after every one")
    func staysUp() async throws {
        let (command, port, adminPort) = try await startServe(["--log-level", "notice"], binary: Self.binary)
        defer { command.stop() }
        print("edge requests against \(Self.binary)")
        var generator = SeededGenerator(for: "edge requests against the server")
        let seeds = try FuzzCorpus.seeds()
        let shapes = seeds.filter { crashShapes.contains($0.name) }.map(\.input)
        #expect(shapes.count == crashShapes.count)
        let drawn = (0..<300).map { _ in
            var input = seeds.randomElement(using: &generator)!.input
            input.body = EdgeNumbers.mutated(input.body, count: Int.random(in: 1...3, using: &generator), using: &generator)
            return input
        }
        let (statuses, failure) = try await onThreadOfItsOwn { () throws -> ([Int: Int], String?) in
            var statuses: [Int: Int] = [:]
            for input in shapes + drawn {
                // A connection per request, so a server that dies is seen at the next one, not as a broken keep-alive.
                let api = try RawHTTPConnection(port: port, timeoutSeconds: 10)
                var headers = [("Content-Type", "application/json")]
                if input.acceptsCSS { headers.append(("Accept", "text/css")) }
                let response = try api.request("POST", input.path, headers: headers, body: input.body)
                statuses[response.status, default: 0] += 1
                let request = String(decoding: input.body, as: UTF8.self)
                if let fault = EdgeAnswer.fault(status: response.status, contentType: response.headers["content-type"], body: response.body, path: input.path) {
                    return (statuses, "\(input.path): \(fault)\nrequest: \(request)")
                }
                let health = try RawHTTPConnection(port: adminPort, timeoutSeconds: 5).request("GET", "/healthz")
                guard health.status == 200 else { return (statuses, "/healthz answered \(health.status) after \(input.path) \(request)") }
            }
            return (statuses, nil)
        }
        print("edge requests against the server, by status: \(statuses.sorted { $0.key < $1.key })")
        #expect(failure == nil, "\(failure ?? "")")
        #expect(statuses.values.reduce(0, +) == shapes.count + drawn.count)
        #expect(statuses[200, default: 0] > 20 && statuses[422, default: 0] > 20)
    }

    @Test("the request commands answer the same shapes with exit 65 and the problem naming the field, never a trap")
    func commandLine() async throws {
        for (name, input) in try FuzzCorpus.seeds() where crashShapes.contains(name) {
            let subcommand = String(input.path.dropFirst("/v1/".count))
            let run = try await ChildProcess.run(Self.binary, [subcommand], input: Data(input.body))
            let problem = try JSONSerialization.jsonObject(with: run.error) as? [String: Any]
            #expect(run.status == 65 && problem?["status"] as? Int == 422, "\(name): \(run.status)")
            #expect((problem?["pointer"] as? String)?.hasPrefix("/") == true, "\(name)")
        }
    }
}
