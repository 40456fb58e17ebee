import MicroHTTP
import TestSupport
import Testing

/// Answers 200 to whatever reaches it.
private struct OK: HTTPResponder {
    func respond(to request: HTTPRequest) -> HTTPResponse { HTTPResponse(status: 200) }
}

/// A request head with `fields` between its request line and a 5-byte body; each line ends with CRLF unless given.
private func head(_ line: String = "POST /x HTTP/1.1", _ fields: String = "Host: a\r\n", body: String = "hello") -> [UInt8] {
    Array("\(line)\r\n\(fields)Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
}

@Suite("a request head that HTTP/1.1 does not allow gets one 400 (505 for the version) and the connection closes")
struct StrictHeadTests {
    @Test("each malformed head is refused with a single well-formed answer", arguments: [
        ("a bare LF", Array("POST /x HTTP/1.1\nHost: a\nX-A: b\nContent-Length: 5\n\nhello".utf8), 400),
        ("a bare CR in a value", head("POST /x HTTP/1.1", "Host: a\r\nX-A: a\rb\r\n"), 400),
        ("a NUL in Content-Length", Array("POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 5\0 0\r\n\r\nhello".utf8), 400),
        ("a NUL in a value", head("POST /x HTTP/1.1", "Host: a\r\nX-A: a\0b\r\n"), 400),
        ("ESC in a value", head("POST /x HTTP/1.1", "Host: a\r\nX-A: a\u{1B}b\r\n"), 400),
        ("DEL in a value", head("POST /x HTTP/1.1", "Host: a\r\nX-A: a\u{7F}b\r\n"), 400),
        ("a space before the colon", head("POST /x HTTP/1.1", "Host: a\r\nContent-Type : text/plain\r\n"), 400),
        ("a tab before the colon", head("POST /x HTTP/1.1", "Host: a\r\nX-A\t: b\r\n"), 400),
        ("a control character in a name", head("POST /x HTTP/1.1", "Host: a\r\nX\u{1}A: b\r\n"), 400),
        ("obs-fold", head("POST /x HTTP/1.1", "Host: a\r\nX-A: a\r\n b\r\n"), 400),
        ("obs-fold on the first field", head("POST /x HTTP/1.1", " Host: a\r\n"), 400),
        ("no Host on HTTP/1.1", head("POST /x HTTP/1.1", ""), 400),
        ("two Host fields", head("POST /x HTTP/1.1", "Host: a\r\nHost: b\r\n"), 400),
        ("two Host fields on HTTP/1.0", head("POST /x HTTP/1.0", "Host: a\r\nhost: a\r\n"), 400),
        ("HTTP/1.9", head("POST /x HTTP/1.9"), 505),
        ("HTTP/2.0", head("POST /x HTTP/2.0"), 505),
    ])
    func refused(_ name: String, _ bytes: [UInt8], _ status: Int) async throws {
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: OK())
        let connection = try RawHTTPConnection(port: server.port, timeoutSeconds: 5)
        try connection.write(bytes)
        let answer = String(decoding: try #require(connection.readToEnd(), "\(name): the connection stayed open"), as: UTF8.self)
        let statusLines = answer.split(separator: "\r\n").filter { $0.hasPrefix("HTTP/1.") }
        #expect(statusLines.count == 1, "\(name): \(answer)")
        #expect(statusLines.first?.split(separator: " ").dropFirst().first == "\(status)", "\(name): \(answer)")
        await server.stop(gracePeriod: .zero)
    }

    @Test("the heads HTTP/1.1 allows pass: obs-text in a value, tabs and spaces around it, HTTP/1.0 without Host, an empty value")
    func allowed() async throws {
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: OK())
        for bytes in [
            head("POST /x HTTP/1.1", "Host: a\r\nX-A: caf\u{E9}\r\n"), head("POST /x HTTP/1.1", "Host: a\r\nX-A:\t b \t\r\n"),
            head("POST /x HTTP/1.0", ""), head("POST /x HTTP/1.1", "Host: a\r\nX-Empty:\r\nX-B: c\r\n"),
        ] {
            let connection = try RawHTTPConnection(port: server.port, timeoutSeconds: 5)
            try connection.write(bytes)
            #expect(try connection.readResponse().status == 200, "\(String(decoding: bytes, as: UTF8.self))")
        }
        await server.stop(gracePeriod: .zero)
    }
}
