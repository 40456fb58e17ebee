import Crypto

/// The API keys `/v1/*` requests must present as `Authorization: Bearer <key>`, kept only as SHA-256 digests.
///
/// A presented key is hashed and compared with every digest in constant time (no early exit on the first
/// differing byte, nor on the first match), so timing tells nothing about how close a guess was.
public struct APIKeys: Sendable, Equatable {
    /// The digests of the accepted keys, 32 bytes each.
    private let digests: [[UInt8]]

    /// Keys given as their SHA-256 digests.
    public init(digests: [[UInt8]]) {
        self.digests = digests
    }

    /// Keys given in the clear (from the environment): only their digests are kept.
    public init(keys: [String], digests: [[UInt8]] = []) {
        self.digests = digests + keys.map(Self.digest)
    }

    /// Whether keys are required at all.
    public var isEnabled: Bool { !digests.isEmpty }

    /// How many keys are accepted.
    public var count: Int { digests.count }

    /// The SHA-256 digest of `key`'s UTF-8 bytes.
    public static func digest(_ key: String) -> [UInt8] {
        Array(SHA256.hash(data: Array(key.utf8)))
    }

    /// A digest written as 64 hexadecimal digits (either case), or nil if it is not one.
    public static func digest(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: 64, by: 2) {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// `digest` as 64 lowercase hexadecimal digits.
    public static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] }, as: UTF8.self)
    }

    /// Which key an `Authorization` value presents: the position of its digest, or nil when it names none.
    func match(_ authorization: String?) -> Int? {
        guard let authorization, let key = Self.bearerToken(authorization) else { return nil }
        let presented = Self.digest(key)
        var found: Int?
        for (position, digest) in digests.enumerated() {
            var difference: UInt8 = 0
            for (a, b) in zip(digest, presented) { difference |= a ^ b }
            if difference == 0, found == nil { found = position }
        }
        return found
    }

    /// The token of a `Bearer` credential (scheme case-insensitive), or nil for another scheme.
    private static func bearerToken(_ authorization: String) -> String? {
        let parts = authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].drop { $0 == " " }
        return token.isEmpty ? nil : String(token)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
