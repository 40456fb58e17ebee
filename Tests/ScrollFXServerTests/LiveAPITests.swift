import TestSupport
import MicroHTTP
import ScrollFX
import ScrollFXServer
import Testing

import Foundation

@Suite("the API over a live loopback socket")
struct LiveAPITests {
    @Test("health and the first worked example come back exact through HTTP on one keep-alive connection")
    func endToEnd() async throws {
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: Router())
        let connection = try RawHTTPConnection(port: server.port)
        let health = try connection.request("GET", "/healthz")
        #expect(health.status == 200 && health.text == #"{"status":"ok"}"#)
        let response = try connection.request("POST", "/v1/frame", headers: [("Content-Type", "application/json")], body: Array(exampleScene.utf8))
        #expect(response.status == 200)
        let frame = try JSONDecoder().decode(Frame.self, from: Data(response.body))
        let item = frame.sections[0].items[0]
        #expect(item.frame == Rect(x: 16, y: -104, width: 358, height: 260))
        #expect(abs(item.layers[0].transform.matrix[5] - -18.2) < 1e-9)
        // Only the head: the 413 must come before (and without) the body.
        try connection.send("POST", "/v1/frame", headers: [("Content-Type", "application/json")], contentLength: (1 << 20) + 1, sendBody: false)
        let tooLarge = try connection.readResponse()
        #expect(tooLarge.status == 413)
        #expect(tooLarge.headers["content-type"] == "application/problem+json")
        await server.stop(gracePeriod: .zero)
    }
}
