import MicroHTTP
import Synchronization
import TestSupport
import Testing

/// Refuses a head without `X-Key: right` (401), admits the rest with a field of its own, and answers complete
/// requests with the body's length and the admission's field.
private final class KeyedResponder: HTTPResponder {
    let heads = Atomic<Int>(0)
    let answered = Atomic<Int>(0)

    func admit(_ head: HTTPRequest) -> HTTPAdmission {
        heads.add(1, ordering: .relaxed)
        guard head.headers["X-Key"] == "right" else { return .refused(HTTPResponse(status: 401, headers: ["X-Refused": "head"])) }
        return .admitted(["X-Admitted": "at the head"])
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        answered.add(1, ordering: .relaxed)
        return HTTPResponse(status: 200, headers: ["X-Length": String(request.body.count), "X-Admission": request.admission?["X-Admitted"] ?? "-"])
    }
}

private func startServer(maxBodyBytes: Int = 1 << 20, maxBufferedBytes: Int = 16 << 20) throws -> (HTTPServer, KeyedResponder) {
    let responder = KeyedResponder()
    let configuration = HTTPServerConfiguration(
        host: "127.0.0.1", port: 0, threads: 2, connectionTimeoutSeconds: 5, maxBodyBytes: maxBodyBytes, maxBufferedBytes: maxBufferedBytes
    )
    return (try HTTPServer(configuration: configuration, responder: responder), responder)
}

@Suite("admission is decided at the head, and bodies being received share one cap")
struct HTTPAdmissionTests {
    @Test("a refused head is answered at once, without 100 Continue, its body never read, and the connection closed")
    func refusedHead() async throws {
        let (server, responder) = try startServer()
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send("POST", "/upload", headers: [("Expect", "100-continue")], contentLength: 1 << 20, sendBody: false)
        let response = try connection.readResponse()
        #expect(response.status == 401)
        #expect(response.headers["x-refused"] == "head")
        #expect(response.headers["connection"] == "close")
        #expect(connection.isClosedByPeer())
        #expect(responder.answered.load(ordering: .relaxed) == 0)
        await server.stop(gracePeriod: .zero)
    }

    @Test("an admitted head's fields reach the complete request, and a 100-continue client is told to go on")
    func admittedHead() async throws {
        let (server, responder) = try startServer()
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send("POST", "/upload", headers: [("X-Key", "right"), ("Expect", "100-continue")], contentLength: 5, sendBody: false)
        #expect(try connection.readResponse().status == 100)
        try connection.write(Array("hello".utf8))
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.headers["x-length"] == "5")
        #expect(response.headers["x-admission"] == "at the head")
        #expect(responder.heads.load(ordering: .relaxed) == 1)
        await server.stop(gracePeriod: .zero)
    }

    @Test("past maxBufferedBytes a body gets 503 with Retry-After, unread; once the first is answered, the next fits")
    func bufferedBytesCap() async throws {
        let (server, _) = try startServer(maxBodyBytes: 600, maxBufferedBytes: 1000)
        let first = try RawHTTPConnection(port: server.port)
        try first.send("POST", "/upload", headers: [("X-Key", "right")], contentLength: 600, sendBody: false)
        try first.write([UInt8](repeating: 65, count: 100))
        // Its head has counted 600 bytes; 600 more would pass 1,000.
        let second = try RawHTTPConnection(port: server.port)
        try second.send("POST", "/upload", headers: [("X-Key", "right")], contentLength: 600, sendBody: false)
        let refused = try second.readResponse()
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        #expect(second.isClosedByPeer())
        // 400 more still fit, and a body-less request counts nothing.
        let small = try RawHTTPConnection(port: server.port)
        #expect(try small.request("POST", "/upload", headers: [("X-Key", "right")], body: [UInt8](repeating: 66, count: 400)).status == 200)
        #expect(try small.request("GET", "/", headers: [("X-Key", "right")]).status == 200)
        try first.write([UInt8](repeating: 65, count: 500))
        #expect(try first.readResponse().headers["x-length"] == "600")
        let third = try RawHTTPConnection(port: server.port)
        #expect(try third.request("POST", "/upload", headers: [("X-Key", "right")], body: [UInt8](repeating: 67, count: 600)).status == 200)
        await server.stop(gracePeriod: .zero)
    }

    @Test("a chunked body counts maxBodyBytes from its head")
    func chunkedCountsTheLimit() async throws {
        let (server, _) = try startServer(maxBodyBytes: 600, maxBufferedBytes: 1000)
        let chunked = try RawHTTPConnection(port: server.port)
        try chunked.send("POST", "/upload", headers: [("X-Key", "right"), ("Transfer-Encoding", "chunked")], sendBody: false)
        try chunked.writeChunk(Array("abc".utf8))
        let other = try RawHTTPConnection(port: server.port)
        #expect(try other.request("POST", "/upload", headers: [("X-Key", "right")], body: [UInt8](repeating: 66, count: 401)).status == 503)
        try chunked.writeChunk([])
        #expect(try chunked.readResponse().headers["x-length"] == "3")
        await server.stop(gracePeriod: .zero)
    }
}
