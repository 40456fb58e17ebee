#if canImport(Glibc)
import Glibc
#endif

/// A numeric IPv4 or IPv6 listening address.
struct SocketAddress {
    private enum Storage {
        case v4(sockaddr_in)
        case v6(sockaddr_in6)
    }

    private let storage: Storage

    init(host: String, port: Int) throws(HTTPServerError) {
        guard let port16 = UInt16(exactly: port) else { throw .invalidAddress(host: host, port: port) }
        let literal = host == "localhost" ? "127.0.0.1" : host
        var v4 = sockaddr_in()
        if inet_pton(AF_INET, literal, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port16.bigEndian
            storage = .v4(v4)
            return
        }
        var v6 = sockaddr_in6()
        let bare = literal.hasPrefix("[") && literal.hasSuffix("]") ? String(literal.dropFirst().dropLast()) : literal
        guard inet_pton(AF_INET6, bare, &v6.sin6_addr) == 1 else { throw .invalidAddress(host: host, port: port) }
        v6.sin6_family = sa_family_t(AF_INET6)
        v6.sin6_port = port16.bigEndian
        storage = .v6(v6)
    }

    var isIPv6: Bool {
        if case .v6 = storage { return true }
        return false
    }

    /// Calls `body` with a pointer to the `sockaddr`, valid only during the call.
    func withSockaddr<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
        switch storage {
        case .v4(var address): return withUnsafeMutableBytes(of: &address) { body($0.baseAddress!) }
        case .v6(var address): return withUnsafeMutableBytes(of: &address) { body($0.baseAddress!) }
        }
    }
}
