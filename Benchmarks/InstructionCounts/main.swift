// Work to count instructions of with callgrind (scripts/bench-instructions): `InstructionCounts request|engine|decode|write N`
// answers N typical-scene frame requests (or N `GET /healthz`) in process (routing, decoding, engine, writing, the access line as `serve`
// writes it, into its buffer, batches discarded; no transport), builds N frames of the already decoded typical scene (the engine alone), reads, decodes and validates
// the scene N times, or writes its frame N times. Run with N and
// 2N, the difference over N is the cost of one: callgrind's counts repeat exactly.
import Foundation
import Logging
import MicroHTTP
import ScrollFX
import ScrollFXServer

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), ["request", "healthz", "engine", "decode", "write"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: InstructionCounts request|healthz|engine|decode|write N\n".utf8))
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
