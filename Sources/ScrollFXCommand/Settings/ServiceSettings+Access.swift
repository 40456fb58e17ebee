import Foundation
import ScrollFXServer

extension ServiceSettings {
    /// CORS, API keys and rate limits as configured, with `auth.keyDigestsFile` read and checked.
    func accessControl() throws(SettingsError) -> AccessControl {
        let limiter = rateLimit.requestsPerSecond > 0
            ? RateLimiter(rate: rateLimit.requestsPerSecond, burst: rateLimit.burst, maxClients: rateLimit.maxClients)
            : nil
        let digests = try keyDigests()
        guard !auth.required || !auth.keys.isEmpty || !digests.isEmpty else {
            throw SettingsError(key: "auth.required", reason: "is true, but neither auth.keys nor auth.keyDigestsFile gives a key")
        }
        return AccessControl(
            cors: CORSPolicy(origins: cors.allowedOrigins, maxAgeSeconds: cors.maxAgeSeconds),
            keys: APIKeys(keys: auth.keys, digests: digests),
            limiter: limiter, ipv6PrefixLength: rateLimit.ipv6PrefixLength
        )
    }

    /// The digests of `auth.keyDigestsFile`: 64 hex digits per line; blank lines and `#` comments are skipped.
    func keyDigests() throws(SettingsError) -> [[UInt8]] {
        let file = auth.keyDigestsFile
        guard !file.isEmpty else { return [] }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SettingsError(key: "auth.keyDigestsFile", reason: "cannot read \(file)")
        }
        var digests: [[UInt8]] = []
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map { $0.filter { !$0.isWhitespace } } ?? ""
            guard !text.isEmpty else { continue }
            guard let digest = APIKeys.digest(hex: String(text)) else {
                throw SettingsError(key: "auth.keyDigestsFile", reason: "\(file) line \(number + 1) is not a SHA-256 digest (64 hex digits)")
            }
            digests.append(digest)
        }
        // A file named but holding no digest would serve without keys: fail closed.
        guard !digests.isEmpty else { throw SettingsError(key: "auth.keyDigestsFile", reason: "\(file) holds no digest") }
        return digests
    }
}
