import TestSupport
import MicroHTTP
@testable import ScrollFXServer
import Testing

import Foundation

/// One row of the bad-input table: raw request bytes and what must come back.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var request: String
    var status: Int
    /// Header fields the response must carry (names lowercased), e.g. `allow`.
    var headers: [String: String] = [:]
    /// Words the problem's `detail` must contain.
    var detail: String? = nil
    var pointer: String? = nil
    /// Whether the server must close the connection after answering.
    var closes = false

    var testDescription: String { name }

    /// A POST of `body` to /v1/frame as `application/json`.
    static func post(_ name: String, _ body: String, status: Int, detail: String? = nil, pointer: String? = nil) -> BadInput {
        BadInput(name: name, request: head("POST", "/v1/frame", ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"]) + body,
                 status: status, detail: detail, pointer: pointer)
    }

    static func head(_ method: String, _ path: String, _ fields: [String] = []) -> String {
        "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n" + fields.map { $0 + "\r\n" }.joined() + "\r\n"
    }
}

let validScene = #"{"viewport": {"width": 390, "height": 844}, "sections": []}"#

let badInputs: [BadInput] = [
    .post("malformed JSON names line and column", "{\n  \"viewport\": {\n    \"width\": ]", status: 400, detail: "at line 3, column 14"),
    .post("empty body", "", status: 400, detail: "empty"),
    .post("trailing comma", #"{"viewport": {"width": 1, "height": 1,}, "sections": []}"#, status: 400, detail: "line 1"),
    .post("duplicate keys (I-JSON)", #"{"viewport": {"width": 1, "width": 2, "height": 1}, "sections": []}"#, status: 400, detail: "duplicate member name \"width\""),
    .post("lone surrogate (I-JSON)", #"{"viewport": {"width": 1, "height": 1}, "sections": [{"id": "\ud800", "kind": "list"}]}"#, status: 400, detail: "surrogate"),
    .post("nesting deeper than 64", String(repeating: "[", count: 65) + String(repeating: "]", count: 65), status: 400, detail: "nesting deeper than 64"),
    .post("NaN", #"{"viewport": {"width": NaN, "height": 1}, "sections": []}"#, status: 400),
    .post("Infinity", #"{"viewport": {"width": Infinity, "height": 1}, "sections": []}"#, status: 400),
    .post("a number too large for a double", #"{"viewport": {"width": 1e400, "height": 1}, "sections": []}"#, status: 422, pointer: "/viewport/width"),
    .post("a wrong type", #"{"viewport": {"width": "wide", "height": 1}, "sections": []}"#, status: 422, pointer: "/viewport/width"),
    .post("a missing field", #"{"viewport": {"width": 1}, "sections": []}"#, status: 422, pointer: "/viewport/height"),
    BadInput(name: "declared body over 1 MiB, head only", request: BadInput.head("POST", "/v1/frame", ["Content-Type: application/json", "Content-Length: 1048577"]),
             status: 413, detail: "1048576 bytes", closes: true),
    BadInput(name: "a chunked body", request: BadInput.head("POST", "/v1/frame", ["Content-Type: application/json", "Transfer-Encoding: chunked"])
             + "2\r\n{}\r\n0\r\n\r\n", status: 411, detail: "Content-Length", closes: true),
    BadInput(name: "a chunked body whose chunk lines end in a bare LF", request: BadInput.head("POST", "/v1/frame", [
        "Content-Type: application/json", "Transfer-Encoding: chunked",
    ]) + "2\n{}\n0\n\n", status: 411, detail: "Content-Length", closes: true),
    BadInput(name: "%00 in the path", request: BadInput.head("GET", "/metrics%00x"), status: 400, detail: "NUL", closes: true),
    BadInput(name: "%00 in a query", request: BadInput.head("GET", "/healthz?a=%00"), status: 400, detail: "NUL", closes: true),
    BadInput(name: "a raw NUL in the path", request: BadInput.head("GET", "/metrics\u{0}x"), status: 400, detail: "NUL", closes: true),
    BadInput(name: "a body on a request no route reads one of, answered unread", request: BadInput.head("OPTIONS", "/v1/frame", ["Content-Length: 1000"]),
             status: 204, closes: true),
    BadInput(name: "a body on a path no route answers, answered unread", request: BadInput.head("POST", "/nowhere", ["Content-Length: 1000"]),
             status: 404, closes: true),
    BadInput(name: "text/plain", request: BadInput.head("POST", "/v1/frame", ["Content-Type: text/plain", "Content-Length: \(validScene.utf8.count)"]) + validScene,
             status: 415, detail: "application/json"),
    BadInput(name: "no Content-Type", request: BadInput.head("POST", "/v1/frame", ["Content-Length: \(validScene.utf8.count)"]) + validScene, status: 415),
    BadInput(name: "unknown path", request: BadInput.head("GET", "/v2/frame"), status: 404, detail: "/v2/frame"),
    BadInput(name: "GET on a POST route", request: BadInput.head("GET", "/v1/frame"), status: 405, headers: ["allow": "POST, OPTIONS"]),
    BadInput(name: "PATCH on a GET route", request: BadInput.head("PATCH", "/healthz"), status: 405, headers: ["allow": "GET, HEAD, OPTIONS"]),
    BadInput(name: "OPTIONS on a POST route", request: BadInput.head("OPTIONS", "/v1/timeline"), status: 204, headers: ["allow": "POST, OPTIONS"]),
    BadInput(name: "OPTIONS on a GET route", request: BadInput.head("OPTIONS", "/v1/presets"), status: 204, headers: ["allow": "GET, HEAD, OPTIONS"]),
    BadInput(name: "OPTIONS *", request: BadInput.head("OPTIONS", "*"), status: 204, headers: ["allow": "GET, HEAD, POST, PUT, OPTIONS"]),
    BadInput(name: "QUERY on a POST route", request: BadInput.head("QUERY", "/v1/frame"), status: 405, headers: ["allow": "POST, OPTIONS"]),
    BadInput(name: "unknown method", request: BadInput.head("BREW", "/v1/frame"), status: 501),
    BadInput(name: "conflicting Content-Length", request: BadInput.head("POST", "/v1/frame", ["Content-Type: application/json", "Content-Length: 2", "Content-Length: 3"]) + "{}",
             status: 400, detail: "Content-Length", closes: true),
    BadInput(name: "Transfer-Encoding with Content-Length", request: BadInput.head("POST", "/v1/frame", [
        "Content-Type: application/json", "Content-Length: 5", "Transfer-Encoding: chunked",
    ]) + "0\r\n\r\n", status: 400, detail: "Transfer-Encoding", closes: true),
    BadInput(name: "a transfer coding other than chunked", request: BadInput.head("POST", "/v1/frame", ["Content-Type: application/json", "Transfer-Encoding: gzip"]),
             status: 501, closes: true),
]

@Suite("the bad-input table, over a live socket")
struct BadInputTests {
    @Test("each bad input gets its status as problem+json, and the server stays up", arguments: badInputs)
    func row(_ row: BadInput) async throws {
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: Router())
        let connection = try RawHTTPConnection(port: server.port)
        try connection.write(Array(row.request.utf8))
        let response = try connection.readResponse()
        #expect(response.status == row.status)
        #expect(response.headers["x-request-id"]?.count == 16)
        for (name, value) in row.headers { #expect(response.headers[name] == value) }
        if row.status == 204 {
            #expect(response.body.isEmpty)
        } else {
            #expect(response.headers["content-type"] == "application/problem+json")
            let problem = try JSONDecoder().decode(Problem.self, from: Data(response.body))
            #expect(problem.status == row.status)
            if let detail = row.detail { #expect(problem.detail.contains(detail), "\(problem.detail)") }
            #expect(problem.pointer == row.pointer)
            #expect((problem.requestId != nil) == (row.status >= 500))
            if row.status >= 500 { #expect(problem.requestId == response.headers["x-request-id"]) }
        }
        if row.closes {
            #expect(response.headers["connection"]?.lowercased() == "close")
            #expect(connection.isClosedByPeer())
        } else {
            // The connection is still good: the next request on it succeeds.
            #expect(try connection.request("GET", "/healthz").status == 200)
        }
        #expect(try RawHTTPConnection(port: server.port).request("GET", "/healthz").status == 200)
        await server.stop(gracePeriod: .zero)
    }

    @Test("HEAD on a GET route answers GET's head without a body")
    func head() async throws {
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: Router())
        let connection = try RawHTTPConnection(port: server.port)
        let get = try connection.request("GET", "/healthz")
        let head = try connection.request("HEAD", "/healthz")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.headers["content-type"] == get.headers["content-type"])
        #expect(head.headers["content-length"] == get.headers["content-length"])
        #expect(try connection.request("GET", "/healthz").text == #"{"status":"ok"}"#)
        await server.stop(gracePeriod: .zero)
    }
}
