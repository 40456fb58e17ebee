// Work to count instructions of with callgrind (scripts/bench-instructions): `InstructionCounts MODE N`
// - `request` (`healthz`): answers N typical-scene frame requests (N `GET /healthz`) in process (routing, decoding, engine,
//   writing, the access line as `serve` writes it, into its buffer, batches discarded; no transport);
// - `byref`, `timeline`, `notmodified`: with the typical scene held once (`POST /v1/scenes`, before the N), N
//   `GET /v1/scenes/{id}/frame?offset=200` (its frame by reference, the POST's bytes), N `GET …/timeline` (compiled by
//   the first, kept), or N of that frame's GET with `If-None-Match` holding its tag (304);
// - `engine`, `decode`, `write`: builds N frames of the already decoded typical scene (the engine alone), reads, decodes
//   and validates the scene N times, or writes its frame N times.
// Run with N and 2N, the difference over N is the cost of one: callgrind's counts repeat exactly.
//
// Over HTTP, the server and its client are two processes, so that only the server is counted, as the C limit is:
// - `serve PORT_FILE`: a server on one worker thread, assembled as `serve` assembles its API listener (metrics, access
//   lines, connection deadlines), its port written to PORT_FILE, until SIGINT;
// - `client-request` (`client-healthz`, `client-byref`) `N PORT`: N typical-scene frame requests (N `GET /healthz`, N
//   frames by reference of the scene the client PUTs first) to 127.0.0.1:PORT over one keep-alive connection, each
//   answer read whole; exits 1 unless every answer is 200.
import Foundation
import Logging
import MicroHTTP
import Prometheus
import ScrollFX
import ScrollFXServer

let arguments = CommandLine.arguments
let modes = ["request", "healthz", "byref", "timeline", "notmodified", "engine", "decode", "write", "serve", "client-request",
             "client-healthz", "client-byref"]
guard arguments.count >= 3, modes.contains(arguments[1]), arguments[1] == "serve" || Int(arguments[2]) != nil,
      arguments.count == (arguments[1].hasPrefix("client-") ? 4 : 3) else {
    FileHandle.standardError.write(Data("""
        usage: InstructionCounts request|healthz|byref|timeline|notmodified|engine|decode|write N
               InstructionCounts serve PORT_FILE
               InstructionCounts client-request|client-healthz|client-byref N PORT

        """.utf8))
    exit(64)
}
let count = Int(arguments[2]) ?? 0
let scenePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/typical-scene.json")
let body = Array(try Data(contentsOf: scenePath))
/// Holding the typical scene.
let hold = HTTPRequest(method: "POST", path: "/v1/scenes", headers: ["Content-Type": "application/json"], body: body)
/// The typical scene's id, as `POST /v1/scenes` answers it.
let sceneID = (try? JSONSerialization.jsonObject(with: Data(Router(accessLine: { _ in }).respond(to: hold).body)) as? [String: String])?["id"] ?? ""
/// Its frame by reference at its own offset.
let byReference = "GET /v1/scenes/\(sceneID)/frame?offset=200"
var checksum = 0
if ["request", "healthz", "byref", "timeline", "notmodified"].contains(arguments[1]) {
    let lines = LineBuffers(workers: 1) { _ in }
    let router = Router(logger: Logger(label: "scrollfx") { StreamLogHandler.standardError(label: $0) }, accessLine: { record in
        lines.appendAccessLine(record, format: .text, label: "scrollfx")
    })
    guard arguments[1] == "request" || arguments[1] == "healthz" || router.respond(to: hold).status == 201 else { exit(1) }
    let frame = HTTPRequest(method: "GET", path: "/v1/scenes/\(sceneID)/frame", query: [QueryArgument("offset", "200")])
    var request: HTTPRequest
    switch arguments[1] {
    case "healthz": request = HTTPRequest(method: "GET", path: "/healthz")
    case "byref": request = frame
    case "timeline": request = HTTPRequest(method: "GET", path: "/v1/scenes/\(sceneID)/timeline")
    case "notmodified":
        request = frame
        request.headers["If-None-Match"] = router.respond(to: frame).headers["ETag"]
    default: request = HTTPRequest(method: "POST", path: "/v1/frame", headers: ["Content-Type": "application/json"], body: body)
    }
    _ = router.respond(to: request)
    for _ in 0..<count { checksum &+= router.respond(to: request).status }
} else if arguments[1] == "serve" {
    Interruption.block()
    let registry = PrometheusCollectorRegistry()
    let lines = LineBuffers(workers: 1) { _ in }
    let router = Router(service: SceneService(metrics: EngineMetrics(registry: registry)), logger: Logger(label: "scrollfx"),
                        metrics: RequestMetrics(registry: registry, workers: 1), accessLine: { record in
        lines.appendAccessLine(record, format: .text, label: "scrollfx")
    })
    let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1, connectionsPerClient: 0), responder: router)
    try String(server.port).write(toFile: arguments[2], atomically: true, encoding: .utf8)
    Interruption.wait()
    withExtendedLifetime(server) {}
    exit(0)
} else if arguments[1].hasPrefix("client-") {
    let post = "POST /v1/frame HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
    let request = switch arguments[1] {
    case "client-healthz": Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    case "client-byref": Array("\(byReference) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    default: Array(post.utf8) + body
    }
    guard let port = Int(arguments[3]), var client = LoopbackClient(port: port, request: request) else {
        FileHandle.standardError.write(Data("InstructionCounts: cannot connect to port \(arguments[3])\n".utf8))
        exit(1)
    }
    if arguments[1] == "client-byref" {
        // The scene, PUT once at its id: the same count in both runs, so it cancels out.
        let put = "PUT /v1/scenes/\(sceneID) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        guard var holder = LoopbackClient(port: port, request: Array(put.utf8) + body), [200, 201].contains(holder.exchange()) else { exit(1) }
        holder.close()
    }
    for _ in 0..<count where client.exchange() != 200 {
        FileHandle.standardError.write(Data("InstructionCounts: an answer was not 200\n".utf8))
        exit(1)
    }
    client.close()
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
