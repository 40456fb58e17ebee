#if canImport(Glibc)
import Glibc
#endif

/// A blocking HTTP/1.1 client connection over a raw TCP socket, for live tests on loopback.
///
/// It writes exactly the bytes it is given (so tests can split bodies into
/// chunks or send only headers) and parses `Content-Length` responses.
public final class RawHTTPConnection {
    /// A parsed response.
    public struct Response: Sendable {
        /// The status code.
        public var status: Int
        /// Header fields, names lowercased.
        public var headers: [String: String]
        /// The body bytes.
        public var body: [UInt8]
        /// The body as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Why a connection or exchange failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What happened.
        public var description: String
    }

    private let socket: Int32
    private var isOpen = true
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port` from the loopback address `source` (another client, as 127.0.0.2 is), with
    /// `timeoutSeconds` on every read and write, and a receive buffer of `receiveBufferBytes` when given (a client
    /// that reads slowly, or not at all).
    public init(port: Int, timeoutSeconds: Int = 10, from source: String = "127.0.0.1", receiveBufferBytes: Int32? = nil) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else {
            isOpen = false
            throw Failure(description: "socket() failed")
        }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        // Head and body go in separate writes: without this, Nagle and delayed ACKs add ~40 ms each.
        var noDelay: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        if var receiveBufferBytes { setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &receiveBufferBytes, socklen_t(MemoryLayout<Int32>.size)) }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            close()
            throw Failure(description: "bind to \(source) failed")
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            // Through close(): deinit runs on this throw too, and must not close the number again, which by then
            // may be another thread's descriptor (a child process's pipe, whose owner then traps).
            close()
            throw Failure(description: "connect to port \(port) failed")
        }
    }

    deinit { close() }

    /// Closes the connection now (it also closes when released).
    public func close() {
        guard isOpen else { return }
        isOpen = false
        Glibc.close(socket)
    }

    /// Writes `bytes` completely.
    public func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard result > 0 else { throw Failure(description: "send failed after \(sent) bytes") }
            sent += result
        }
    }

    /// Writes one chunk of a `Transfer-Encoding: chunked` body; an empty one ends the body.
    public func writeChunk(_ bytes: [UInt8]) throws {
        try write(Array("\(String(bytes.count, radix: 16))\r\n".utf8) + bytes + Array("\r\n".utf8))
    }

    /// Writes a request head (and `body`, unless `sendBody` is false) with a matching Content-Length.
    public func send(
        _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = [],
        contentLength: Int? = nil, sendBody: Bool = true
    ) throws {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || contentLength != nil { head += "Content-Length: \(contentLength ?? body.count)\r\n" }
        head += "\r\n"
        try write(Array(head.utf8))
        if sendBody, !body.isEmpty { try write(body) }
    }

    /// Sends a request and reads its response.
    public func request(_ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = []) throws -> Response {
        try send(method, path, headers: headers, body: body)
        return try readResponse(headOnly: method == "HEAD")
    }

    /// Reads one response with a Content-Length body; `headOnly` for the answer to `HEAD`, which has none.
    public func readResponse(headOnly: Bool = false) throws -> Response {
        let headEnd = try fill { buffer in
            buffer.indices.dropLast(3).first { buffer[$0] == 13 && buffer[$0 + 1] == 10 && buffer[$0 + 2] == 13 && buffer[$0 + 3] == 10 }
        }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "bad status line") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            headers[line[..<colon].lowercased()] = String(value)
        }
        let length = headOnly ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        _ = try fill { $0.count >= length ? length : nil }
        let body = Array(buffer.prefix(length))
        buffer.removeFirst(length)
        return Response(status: status, headers: headers, body: body)
    }

    /// Every byte the peer sends until it closes the connection (nil if it stays open past the read timeout).
    public func readToEnd() -> [UInt8]? {
        var scratch = [UInt8](repeating: 0, count: 4096)
        var all = buffer
        buffer = []
        while true {
            let count = recv(socket, &scratch, scratch.count, 0)
            if count == 0 || (count < 0 && errno == ECONNRESET) { return all }
            guard count > 0 else { return nil }
            all += scratch[..<count]
        }
    }

    /// Whether the peer has closed the connection (reads until EOF or `timeoutSeconds`' worth of silence).
    public func isClosedByPeer() -> Bool {
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &scratch, scratch.count, 0)
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    /// Reads until `found` returns a value for the buffered bytes.
    private func fill<T>(until found: ([UInt8]) -> T?) throws -> T {
        var scratch = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let result = found(buffer) { return result }
            let count = recv(socket, &scratch, scratch.count, 0)
            guard count > 0 else { throw Failure(description: "connection closed or timed out while reading") }
            buffer.append(contentsOf: scratch[..<count])
        }
    }
}
