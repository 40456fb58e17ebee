// Work to count instructions of with callgrind (scripts/bench-instructions): `InstructionCounts MODE N`
// - `request` (`healthz`): answers N typical-scene frame requests (N `GET /healthz`) in process (routing, decoding, engine,
//   writing, the access line as `serve` writes it, into its buffer, batches discarded; no transport);
// - `http-request` (`http-healthz`): the same N requests over one keep-alive loopback connection to a server on one worker
//   thread, assembled as `serve` assembles its API listener (metrics, access lines, connection deadlines): the transport,
//   libmicrohttpd and this process's client counted too;
// - `engine`, `decode`, `write`: builds N frames of the already decoded typical scene (the engine alone), reads, decodes
//   and validates the scene N times, or writes its frame N times.
// Run with N and 2N, the difference over N is the cost of one: callgrind's counts repeat exactly.
import Foundation
import Logging
import MicroHTTP
import Prometheus
import ScrollFX
import ScrollFXServer

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), ["request", "healthz", "http-request", "http-healthz", "engine", "decode", "write"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: InstructionCounts request|healthz|http-request|http-healthz|engine|decode|write N\n".utf8))
    exit(64)
}
let scenePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/typical-scene.json")
let body = Array(try Data(contentsOf: scenePath))
var checksum = 0
if arguments[1] == "request" || arguments[1] == "healthz" {
    let lines = LineBuffers(workers: 1) { _ in }
    let router = Router(logger: Logger(label: "scrollfx") { StreamLogHandler.standardError(label: $0) }, accessLine: { record in
        lines.appendAccessLine(record, format: .text, label: "scrollfx")
    })
    let request = arguments[1] == "healthz" ? HTTPRequest(method: "GET", path: "/healthz")
        : HTTPRequest(method: "POST", path: "/v1/frame", headers: ["Content-Type": "application/json"], body: body)
    for _ in 0..<count { checksum &+= router.respond(to: request).body.count }
} else if arguments[1].hasPrefix("http-") {
    let registry = PrometheusCollectorRegistry()
    let lines = LineBuffers(workers: 1) { _ in }
    let router = Router(service: SceneService(metrics: EngineMetrics(registry: registry)), logger: Logger(label: "scrollfx"),
                        metrics: RequestMetrics(registry: registry, workers: 1), accessLine: { record in
        lines.appendAccessLine(record, format: .text, label: "scrollfx")
    })
    let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1, connectionsPerClient: 0), responder: router)
    let head = arguments[1] == "http-healthz" ? "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        : "POST /v1/frame HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
    guard var client = LoopbackClient(port: server.port, request: Array(head.utf8) + (arguments[1] == "http-healthz" ? [] : body)) else {
        FileHandle.standardError.write(Data("InstructionCounts: cannot connect to the server\n".utf8))
        exit(1)
    }
    for _ in 0..<count { checksum &+= client.exchange() ?? -1_000_000 }
    client.close()
    // No `await` here: an asynchronous top level waits in sigsuspend, which valgrind cannot run. The server stops as it goes.
    withExtendedLifetime(server) {}
} else if arguments[1] == "decode" {
    for _ in 0..<count { checksum &+= try SceneService().scene(body: body).sections.count }
} else {
    let builder = FrameBuilder(scene: try SceneService().scene(body: body))
    if arguments[1] == "engine" {
        for _ in 0..<count { checksum &+= builder.build().sections.count }
    } else {
        let frame = builder.build()
        for _ in 0..<count { checksum &+= JSONCoding.encode(frame)?.count ?? 0 }
    }
}
print(checksum)
