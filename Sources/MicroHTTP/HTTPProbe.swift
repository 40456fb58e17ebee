#if canImport(Glibc)
import Glibc
#endif

/// A one-request HTTP/1.1 client for health probes: connect, `GET`, read the status line, close.
public enum HTTPProbe {
    /// The status code `GET path` gets from `host:port` (a numeric address), or nil if there is no answer within the timeout.
    public static func status(host: String, port: Int, path: String = "/healthz", timeoutSeconds: Int = 2) -> Int? {
        fetchStatus(host: host, port: port, path: path, timeoutSeconds: timeoutSeconds)
    }
}

extension HTTPProbe {
    /// The status of `GET path` on `host:port` over a fresh connection, nil on any failure or timeout.
    static func fetchStatus(host: String, port: Int, path: String, timeoutSeconds: Int) -> Int? {
        guard let address = try? SocketAddress(host: host, port: port) else { return nil }
        let socket = Glibc.socket(address.isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = address.withSockaddr { pointer in
            connect(socket, pointer.assumingMemoryBound(to: sockaddr.self),
                    socklen_t(address.isIPv6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size))
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else { return nil }
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while !head.contains(UInt8(ascii: "\n")), head.count < 4096 {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            head += buffer[..<count]
        }
        // "HTTP/1.1 200 OK": the second word of the status line.
        let statusLine = String(decoding: head.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let words = statusLine.split(separator: " ")
        guard words.count >= 2, words[0].hasPrefix("HTTP/") else { return nil }
        return Int(words[1])
    }
}
