#if canImport(Glibc)
import Glibc
#endif

/// One keep-alive HTTP/1.1 connection to a loopback port, sending one request again and again and reading each whole
/// answer (its head to the blank line, then `Content-Length` bytes): the client side of the `http-*` modes.
struct LoopbackClient {
    private let socket: Int32
    private let request: [UInt8]
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    /// Connects to 127.0.0.1:`port`; `request` is the whole request, head and body.
    init?(port: Int, request: [UInt8]) {
        let socket = Glibc.socket(AF_INET, Int32(bitPattern: SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        address.sin_addr.s_addr = (0x7F00_0001 as UInt32).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { _ = Glibc.close(socket); return nil }
        self.socket = socket
        self.request = request
    }

    /// Sends the request once and reads its answer; the answer's status, or nil if the connection failed.
    mutating func exchange() -> Int? {
        guard request.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, Int32(truncatingIfNeeded: MSG_NOSIGNAL)) }) == request.count else { return nil }
        var received = 0
        var bodyStart: Int?
        var length = 0
        while bodyStart.map({ received < $0 + length }) ?? true {
            guard received < buffer.count else { return nil }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress! + received, $0.count - received, 0) }
            guard count > 0 else { return nil }
            received += count
            if bodyStart == nil, let end = headEnd(received) {
                bodyStart = end
                length = contentLength(end)
            }
        }
        // "HTTP/1.1 200": the three digits after the first space.
        return buffer[9..<12].reduce(0) { $0 * 10 + Int(truncatingIfNeeded: $1 &- UInt8(ascii: "0")) }
    }

    /// Where the body starts, once the head's blank line has come.
    private func headEnd(_ received: Int) -> Int? {
        guard received >= 4 else { return nil }
        for index in 3..<received where buffer[index - 3] == 13 && buffer[index - 2] == 10 && buffer[index - 1] == 13 && buffer[index] == 10 {
            return index + 1
        }
        return nil
    }

    /// The value of the head's `Content-Length` field (0 without one), read from the bytes: the client's share of the
    /// count stays small beside the server's.
    private func contentLength(_ headEnd: Int) -> Int {
        let name = Array("content-length:".utf8)
        var index = 0
        while index + name.count < headEnd {
            if buffer[index] == 10, (0..<name.count).allSatisfy({ buffer[index + 1 + $0] | 0x20 == name[$0] | 0x20 }) {
                var cursor = index + 1 + name.count, value = 0
                while buffer[cursor] == 32 { cursor += 1 }
                while buffer[cursor] >= 48 && buffer[cursor] <= 57 { value = value * 10 + Int(truncatingIfNeeded: buffer[cursor] - 48); cursor += 1 }
                return value
            }
            index += 1
        }
        return 0
    }

    /// Closes the connection.
    func close() { _ = Glibc.close(socket) }
}
