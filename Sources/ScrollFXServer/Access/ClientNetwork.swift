/// The network a client address stands for when requests are counted: an IPv4 address on its own, an IPv6 address
/// by its first `prefixLength` bits (a /64 by default: one subscriber's network holds 2⁶⁴ addresses, each of
/// which would otherwise get a bucket of its own).
enum ClientNetwork {
    /// The bucket key of `address` (numeric, as the transport reports it), or the address itself if it is neither.
    static func key(of address: String, ipv6PrefixLength: Int) -> String {
        guard address.contains(":") else { return address }
        guard let groups = ipv6Groups(address) else { return address }
        // An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is that IPv4 client.
        if groups[0..<5].allSatisfy({ $0 == 0 }), groups[5] == 0xFFFF {
            return "\(groups[6] >> 8).\(groups[6] & 0xFF).\(groups[7] >> 8).\(groups[7] & 0xFF)"
        }
        let prefix = min(max(ipv6PrefixLength, 0), 128)
        let masked = groups.enumerated().map { index, group -> UInt16 in
            let kept = min(max(prefix - index * 16, 0), 16)
            return kept == 0 ? 0 : group & ~UInt16((1 << (16 - kept)) - 1)
        }
        return masked.map { String($0, radix: 16) }.joined(separator: ":") + "/\(prefix)"
    }

    /// The eight 16-bit groups of an IPv6 address in text (`::` shorthand, a trailing dotted IPv4 part and a `%zone`
    /// allowed), or nil if it is not one.
    static func ipv6Groups(_ text: String) -> [UInt16]? {
        let address = text.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let halves = address.split(separator: "::", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        func groups(_ part: Substring) -> [UInt16]? {
            guard !part.isEmpty else { return [] }
            var result: [UInt16] = []
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index == pieces.count - 1, piece.contains(".") {
                    let octets = piece.split(separator: ".", omittingEmptySubsequences: false).compactMap { UInt8($0) }
                    guard octets.count == 4 else { return nil }
                    result += [UInt16(octets[0]) << 8 | UInt16(octets[1]), UInt16(octets[2]) << 8 | UInt16(octets[3])]
                } else {
                    guard (1...4).contains(piece.count), let group = UInt16(piece, radix: 16) else { return nil }
                    result.append(group)
                }
            }
            return result
        }
        guard let head = groups(halves[0]) else { return nil }
        if halves.count == 1 { return head.count == 8 ? head : nil }
        guard let tail = groups(halves[1]), head.count + tail.count < 8 else { return nil }
        return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
    }
}
