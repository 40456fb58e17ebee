import TestSupport
import MicroHTTP
import Synchronization
import Testing

/// Answers with what it received, so tests can see exactly what the transport delivered.
private final class EchoResponder: HTTPResponder {
    let calls = Atomic<Int>(0)

    func respond(to request: HTTPRequest) -> HTTPResponse {
        calls.add(1, ordering: .relaxed)
        var headers: HTTPHeaders = ["Content-Type": "application/octet-stream"]
        headers.add(name: "X-Method", value: request.method)
        headers.add(name: "X-Path", value: request.path)
        headers.add(name: "X-Echo-Header", value: request.headers["x-probe"] ?? "-")
        headers.add(name: "X-Client-Address", value: request.clientAddress ?? "-")
        headers.add(name: "X-Worker", value: request.worker.map(String.init) ?? "-")
        // Each argument as name=value (or the name alone), space-separated.
        headers.add(name: "X-Query", value: request.query.isEmpty ? "-" : request.query.map { $0.name + ($0.value.map { "=" + $0 } ?? "") }.joined(separator: "|"))
        return HTTPResponse(status: 200, headers: headers, body: request.body)
    }
}

private func startServer(maxBodyBytes: Int = 1 << 20, connectionTimeoutSeconds: Int = 5) throws -> (HTTPServer, EchoResponder) {
    let responder = EchoResponder()
    let configuration = HTTPServerConfiguration(
        host: "127.0.0.1", port: 0, threads: 2, connectionTimeoutSeconds: connectionTimeoutSeconds, maxBodyBytes: maxBodyBytes
    )
    return (try HTTPServer(configuration: configuration, responder: responder), responder)
}

@Suite("HTTPServer on a live loopback socket")
struct HTTPServerTests {
    @Test("binds port 0 and reports the port it got")
    func bindsAnEphemeralPort() async throws {
        let (server, _) = try startServer()
        #expect(server.port > 0)
        await server.stop(gracePeriod: .zero)
    }

    @Test("a GET round trip delivers method, path and headers")
    func getRoundTrip() async throws {
        let (server, _) = try startServer()
        let connection = try RawHTTPConnection(port: server.port)
        let response = try connection.request("GET", "/some/path?query=1", headers: [("X-Probe", "hello")])
        #expect(response.status == 200)
        #expect(response.headers["x-method"] == "GET")
        #expect(response.headers["x-path"] == "/some/path")
        #expect(response.headers["x-echo-header"] == "hello")
        #expect(response.headers["x-client-address"] == "127.0.0.1")
        #expect(response.body.isEmpty)
        await server.stop(gracePeriod: .zero)
    }

    @Test("the query's arguments arrive in order, percent-decoded, `+` a space (form encoding), repeated ones kept, a name alone without a value")
    func queryArguments() async throws {
        let (server, _) = try startServer()
        let connection = try RawHTTPConnection(port: server.port)
        let response = try connection.request("GET", "/v1/x?offset=1e%2B5&b&offset=2&c=%41+%7e&=empty&d=")
        #expect(response.headers["x-path"] == "/v1/x")
        #expect(response.headers["x-query"] == "offset=1e+5|b|offset=2|c=A ~|=empty|d=")
        #expect(try connection.request("GET", "/v1/x").headers["x-query"] == "-")
        await server.stop(gracePeriod: .zero)
    }

    @Test("each request names its worker thread, 0 ..< threads, the same for every request on one connection")
    func workers() async throws {
        let (server, _) = try startServer()
        var seen: Set<String> = []
        for _ in 0..<12 {
            let connection = try RawHTTPConnection(port: server.port)
            let workers = try (0..<3).map { _ in try connection.request("GET", "/").headers["x-worker"] ?? "none" }
            #expect(Set(workers).count == 1 && ["0", "1"].contains(workers[0]), "\(workers)")
            seen.formUnion(workers)
        }
        #expect(!seen.isEmpty && seen.isSubset(of: ["0", "1"]))
        await server.stop(gracePeriod: .zero)
    }

    @Test("the client's address is its numeric form, octets of one, two and three digits")
    func clientAddresses() async throws {
        let (server, _) = try startServer()
        for source in ["127.0.0.2", "127.10.200.3", "127.255.0.99"] {
            let response = try RawHTTPConnection(port: server.port, from: source).request("GET", "/")
            #expect(response.headers["x-client-address"] == source)
        }
        await server.stop(gracePeriod: .zero)
    }

    @Test("a POST round trip delivers the body")
    func postRoundTrip() async throws {
        let (server, _) = try startServer()
        let connection = try RawHTTPConnection(port: server.port)
        let body = Array(#"{"hello":"world"}"#.utf8)
        let response = try connection.request("POST", "/v1/frame", body: body)
        #expect(response.status == 200)
        #expect(response.headers["x-method"] == "POST")
        #expect(response.body == body)
        await server.stop(gracePeriod: .zero)
    }

    @Test("a 1 MiB body sent in many small writes arrives intact")
    func largeBodyInChunks() async throws {
        let (server, _) = try startServer(maxBodyBytes: 1 << 20)
        let connection = try RawHTTPConnection(port: server.port)
        var generator = SystemRandomNumberGenerator()
        let body = (0..<(1 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try connection.send("POST", "/upload", body: body, sendBody: false)
        var offset = 0
        while offset < body.count {
            let end = min(offset + 7_919, body.count)
            try connection.write(Array(body[offset..<end]))
            offset = end
        }
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.body.count == body.count)
        #expect(response.body == body)
        await server.stop(gracePeriod: .zero)
    }

    @Test("a declared body over the limit gets 413 and Connection: close without being read")
    func oversizedBodyIsRefusedUnread() async throws {
        let (server, responder) = try startServer(maxBodyBytes: 1 << 20)
        let connection = try RawHTTPConnection(port: server.port)
        // Only the head is sent: the answer must come without the body.
        try connection.send("POST", "/upload", contentLength: (1 << 20) + 1, sendBody: false)
        let response = try connection.readResponse()
        #expect(response.status == 413)
        #expect(response.headers["connection"]?.lowercased() == "close")
        #expect(responder.calls.load(ordering: .relaxed) == 0)
        #expect(connection.isClosedByPeer())
        await server.stop(gracePeriod: .zero)
    }

    @Test("a chunked body, its chunk lines ended by CRLF or a bare LF, is refused with 411 at its head, unread, and the connection closed",
          arguments: ["\r\n", "\n"])
    func chunkedBodyIsRefused(lineEnd: String) async throws {
        let (server, responder) = try startServer(maxBodyBytes: 1_000)
        let connection = try RawHTTPConnection(port: server.port)
        try connection.write(Array("POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\(lineEnd)abc\(lineEnd)0\(lineEnd)\(lineEnd)".utf8))
        let response = try connection.readResponse()
        #expect(response.status == 411)
        #expect(response.headers["connection"]?.lowercased() == "close")
        #expect(connection.isClosedByPeer())
        #expect(responder.calls.load(ordering: .relaxed) == 0)
        await server.stop(gracePeriod: .zero)
    }

    @Test("a target holding a NUL, raw or unescaped from %00, is refused with 400: /metrics%00x is not /metrics; %2500 is a literal %00")
    func nulInTarget() async throws {
        let (server, responder) = try startServer()
        for target in ["/metrics%00x", "/a?b=%00", "/x%00"] {
            let connection = try RawHTTPConnection(port: server.port)
            let response = try connection.request("GET", target)
            #expect(response.status == 400, "\(target)")
            #expect(connection.isClosedByPeer())
        }
        // A raw NUL in the target, which libmicrohttpd's text would end at.
        for target in ["/metrics\u{0}x", "/healthz\u{0}/v1/x", "/a?b=\u{0}"] {
            let connection = try RawHTTPConnection(port: server.port)
            try connection.write(Array("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
            #expect(try connection.readResponse().status == 400, "\(Array(target.utf8))")
        }
        #expect(responder.calls.load(ordering: .relaxed) == 0)
        let connection = try RawHTTPConnection(port: server.port)
        let escaped = try connection.request("GET", "/a%2500%41%4a%zz%")
        #expect(escaped.status == 200 && escaped.headers["x-path"] == "/a%00AJ%zz%")
        // The next request on the same connection is not refused for the last one's NUL.
        #expect(try connection.request("GET", "/b").headers["x-path"] == "/b")
        await server.stop(gracePeriod: .zero)
    }

    @Test("100 requests on one keep-alive connection all succeed")
    func keepAlive() async throws {
        let (server, responder) = try startServer()
        let connection = try RawHTTPConnection(port: server.port)
        for index in 0..<100 {
            let body = Array("request \(index)".utf8)
            let response = try connection.request(index.isMultiple(of: 2) ? "POST" : "GET", "/n/\(index)", body: index.isMultiple(of: 2) ? body : [])
            #expect(response.status == 200)
            #expect(response.headers["connection"]?.lowercased() != "close")
            #expect(response.headers["x-path"] == "/n/\(index)")
            if index.isMultiple(of: 2) { #expect(response.body == body) }
        }
        #expect(responder.calls.load(ordering: .relaxed) == 100)
        #expect(server.connections == 1)
        await server.stop(gracePeriod: .zero)
    }

    @Test("stop() waits for idle keep-alive connections no longer than the grace period, then closes them")
    func stopsWithConnectionsOpen() async throws {
        // Idle connections would stay 600 s: a stop that ignored its grace period would take that long.
        let (server, _) = try startServer(connectionTimeoutSeconds: 600)
        let port = server.port
        let connections = try (0..<5).map { _ in try RawHTTPConnection(port: port) }
        for connection in connections {
            #expect(try connection.request("GET", "/warm").status == 200)
        }
        let clock = ContinuousClock()
        let elapsed = await clock.measure { await server.stop(gracePeriod: .milliseconds(300)) }
        // Generous: while tests computing on both threads of the cooperative pool run, each step of the stop's polling
        // waits its turn behind them (35 s in one CI run).
        #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(150))
        // Every connection is closed. (Connecting to the freed port again proves nothing: another test may have it.)
        for connection in connections {
            #expect(connection.isClosedByPeer())
        }
    }

    @Test("stop() returns as soon as the last connection closes after its Connection: close answer")
    func stopReturnsWhenDrained() async throws {
        let (server, _) = try startServer(connectionTimeoutSeconds: 600)
        let port = server.port
        let connection = try RawHTTPConnection(port: port)
        #expect(try connection.request("GET", "/before").headers["connection"] == nil)
        // Quiesced only once the first answer is in: the drain must find this connection open.
        server.quiesce()
        let clock = ContinuousClock()
        let started = clock.now
        // The client's idle connection would otherwise hold the stop for the whole 600 s grace period.
        let stopping = Task { await server.stop(gracePeriod: .seconds(600)) }
        // Sent while the server drains: answered, with Connection: close; then the client hangs up.
        #expect(try connection.request("GET", "/during").headers["connection"]?.lowercased() == "close")
        connection.close()
        await stopping.value
        // Generous, as above.
        #expect(clock.now - started < .seconds(150))
        #expect(throws: RawHTTPConnection.Failure.self) { try RawHTTPConnection(port: port) }
    }

    @Test("after quiesce, responses carry Connection: close")
    func quiesceClosesConnections() async throws {
        let (server, _) = try startServer()
        let connection = try RawHTTPConnection(port: server.port)
        #expect(try connection.request("GET", "/before").headers["connection"] == nil)
        server.quiesce()
        let response = try connection.request("GET", "/after")
        #expect(response.status == 200)
        #expect(response.headers["connection"]?.lowercased() == "close")
        await server.stop(gracePeriod: .zero)
    }

    @Test("an address that is not a numeric IP is refused before listening")
    func invalidHost() {
        #expect(throws: HTTPServerError.invalidAddress(host: "example.invalid", port: 0)) {
            try HTTPServer(configuration: HTTPServerConfiguration(host: "example.invalid", port: 0), responder: EchoResponder())
        }
    }
}
