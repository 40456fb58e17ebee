import MicroHTTP
import Synchronization
import TestSupport
import Testing

/// Refuses a head without `X-Key: right` (401), admits the rest with a field of its own (and as the client `X-Client`
/// names, if any), and answers complete requests with the body's length and the admission's field (and `/big` with 12 MB).
private final class KeyedResponder: HTTPResponder {
    let heads = Atomic<Int>(0)
    let answered = Atomic<Int>(0)

    func admit(_ head: HTTPRequest) -> HTTPAdmission {
        heads.add(1, ordering: .relaxed)
        guard head.headers["X-Key"] == "right" else { return .refused(HTTPResponse(status: 401, headers: ["X-Refused": "head"])) }
        return .admitted(["X-Admitted": "at the head"], client: head.headers["X-Client"])
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        answered.add(1, ordering: .relaxed)
        // `/big`: an answer of 12 MB, more than a loopback socket's buffers hold for a client that does not read (4 MB at most by default).
        let body = request.path == "/big" ? [UInt8](repeating: 66, count: 12_000_000) : []
        return HTTPResponse(status: 200, headers: ["X-Length": String(request.body.count), "X-Admission": request.admission?["X-Admitted"] ?? "-"],
                            body: body)
    }
}

private func startServer(
    maxBodyBytes: Int = 1 << 20, maxBufferedBytes: Int = 16 << 20, perClient: Int = 16 << 20, reserve: Int = 0, connectionTimeoutSeconds: Int = 5
) throws -> (HTTPServer, KeyedResponder) {
    let responder = KeyedResponder()
    let configuration = HTTPServerConfiguration(
        host: "127.0.0.1", port: 0, threads: 2, connectionTimeoutSeconds: connectionTimeoutSeconds, maxBodyBytes: maxBodyBytes,
        maxBufferedBytes: maxBufferedBytes,
        maxBufferedBytesPerClient: perClient, smallBodyReserveBytes: reserve
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

    @Test("one client's bodies hold at most its share: its next gets 503, another address's and another named client's fit")
    func clientShare() async throws {
        let (server, _) = try startServer(maxBodyBytes: 600, maxBufferedBytes: 10_000, perClient: 1_000)
        // Each held body is admitted (100 Continue) before the next head is sent.
        let first = try RawHTTPConnection(port: server.port)
        try first.send("POST", "/upload", headers: [("X-Key", "right"), ("Expect", "100-continue")], contentLength: 600, sendBody: false)
        #expect(try first.readResponse().status == 100)
        try first.write([UInt8](repeating: 65, count: 10))
        // 127.0.0.1 holds 600 of its 1,000: 600 more from it are refused, from 127.0.0.2 they fit.
        let same = try RawHTTPConnection(port: server.port)
        try same.send("POST", "/upload", headers: [("X-Key", "right")], contentLength: 600, sendBody: false)
        let refused = try same.readResponse()
        #expect(refused.status == 503 && refused.headers["retry-after"] == "1" && same.isClosedByPeer())
        let other = try RawHTTPConnection(port: server.port, from: "127.0.0.2")
        #expect(try other.request("POST", "/upload", headers: [("X-Key", "right")], body: [UInt8](repeating: 66, count: 600)).status == 200)
        // A client the responder names has a share of its own, whatever its address; the same name shares one.
        let named = try RawHTTPConnection(port: server.port)
        try named.send("POST", "/upload", headers: [("X-Key", "right"), ("X-Client", "key 1"), ("Expect", "100-continue")], contentLength: 600, sendBody: false)
        #expect(try named.readResponse().status == 100)
        try named.write([UInt8](repeating: 67, count: 10))
        let sameName = try RawHTTPConnection(port: server.port, from: "127.0.0.3")
        let second = try sameName.request("POST", "/upload", headers: [("X-Key", "right"), ("X-Client", "key 1")], body: [UInt8](repeating: 68, count: 600))
        #expect(second.status == 503)
        try named.write([UInt8](repeating: 67, count: 590))
        #expect(try named.readResponse().headers["x-length"] == "600")
        // Answered, the first body gives its share back.
        try first.write([UInt8](repeating: 65, count: 590))
        #expect(try first.readResponse().headers["x-length"] == "600")
        let again = try RawHTTPConnection(port: server.port)
        #expect(try again.request("POST", "/upload", headers: [("X-Key", "right")], body: [UInt8](repeating: 69, count: 600)).status == 200)
        await server.stop(gracePeriod: .zero)
    }

    @Test("large bodies leave the reserve to small ones: past maxBufferedBytes less the reserve a large body gets 503, a small one fits")
    func smallBodyReserve() async throws {
        let (server, _) = try startServer(maxBodyBytes: 100_000, maxBufferedBytes: 200_000, reserve: 100_000)
        let large = try RawHTTPConnection(port: server.port)
        try large.send("POST", "/upload", headers: [("X-Key", "right"), ("Expect", "100-continue")], contentLength: 100_000, sendBody: false)
        #expect(try large.readResponse().status == 100)
        try large.write([UInt8](repeating: 65, count: 10))
        // 100,000 held: a second large body would pass 200,000 − 100,000; a 64 KiB one takes the reserve.
        let refused = try RawHTTPConnection(port: server.port, from: "127.0.0.2")
        try refused.send("POST", "/upload", headers: [("X-Key", "right")], contentLength: 70_000, sendBody: false)
        #expect(try refused.readResponse().status == 503)
        let small = try RawHTTPConnection(port: server.port, from: "127.0.0.3")
        #expect(try small.request("POST", "/upload", headers: [("X-Key", "right")], body: [UInt8](repeating: 66, count: 64 << 10)).status == 200)
        await server.stop(gracePeriod: .zero)
    }

    @Test("an answer counts until it is sent: a client that does not read holds its share, and its next big answer gets 503; another client's comes")
    func unreadAnswers() async throws {
        let (server, _) = try startServer(maxBufferedBytes: 64 << 20, perClient: 16 << 20, connectionTimeoutSeconds: 60)
        let big = { (address: String) throws -> RawHTTPConnection.Response in
            try RawHTTPConnection(port: server.port, timeoutSeconds: 30, from: address).request("GET", "/big", headers: [("X-Key", "right")])
        }
        /// The first of `address`'s big answers with `status`, asked for again (each read whole) for up to 20 s: the
        /// stalled answer is made and counted, or given back, while the client goes on.
        func first(_ status: Int, from address: String) throws -> RawHTTPConnection.Response? {
            let clock = ContinuousClock(), deadline = clock.now + .seconds(20)
            while clock.now < deadline {
                let answer = try big(address)
                if answer.status == status { return answer }
            }
            return nil
        }
        // A client that reads its answer's head, and then nothing: the answer is made and counted by then.
        let stalled = try RawHTTPConnection(port: server.port, timeoutSeconds: 30, from: "127.0.0.2", receiveBufferBytes: 4096)
        try stalled.send("GET", "/big", headers: [("X-Key", "right"), ("Connection", "close")])
        #expect(try stalled.readResponse(headOnly: true).status == 200)
        // 12 MB of 127.0.0.2's 16 MB are held by the answer it does not read: another 12 MB answer would pass its share.
        #expect(try first(503, from: "127.0.0.2")?.headers["retry-after"] == "1")
        #expect(try big("127.0.0.3").body.count == 12_000_000)
        // Once read, the answer gives its share back.
        #expect(stalled.readToEnd()?.count == 12_000_000)
        #expect(try first(200, from: "127.0.0.2")?.body.count == 12_000_000)
        await server.stop(gracePeriod: .zero)
    }
}
