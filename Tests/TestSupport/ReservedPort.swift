import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback TCP port that nobody listens on for as long as this lives: bound, never listening, so no other
/// test can take it and connections to it are refused. A port freed by a stopped server gives no such promise.
public final class ReservedPort {
    /// The port.
    public let port: Int
    private let socket: Int32

    /// Binds a fresh socket to 127.0.0.1 on a port the kernel picks.
    public init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard socket >= 0, bound else {
            if socket >= 0 { Glibc.close(socket) }
            throw RawHTTPConnection.Failure(description: "cannot reserve a port")
        }
        self.socket = socket
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { Glibc.close(socket) }
}
