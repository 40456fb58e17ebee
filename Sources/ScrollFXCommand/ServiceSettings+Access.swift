import Foundation
import ScrollFXServer

extension ServiceSettings {
    /// CORS, API keys and rate limits as configured, with `auth.keyDigestsFile` read and checked.
    func accessControl() throws(SettingsError) -> AccessControl {
        let limiter = rateLimitRequestsPerSecond > 0
            ? RateLimiter(rate: rateLimitRequestsPerSecond, burst: rateLimitBurst, maxClients: rateLimitMaxClients)
            : nil
        return AccessControl(
            cors: CORSPolicy(origins: corsAllowedOrigins, maxAgeSeconds: corsMaxAgeSeconds),
            keys: APIKeys(keys: authKeys, digests: try keyDigests()),
            limiter: limiter
        )
    }

    /// The digests of `auth.keyDigestsFile`: 64 hex digits per line; blank lines and `#` comments are skipped.
    func keyDigests() throws(SettingsError) -> [[UInt8]] {
        guard !authKeyDigestsFile.isEmpty else { return [] }
        guard let data = FileManager.default.contents(atPath: authKeyDigestsFile) else {
            throw SettingsError(key: "auth.keyDigestsFile", reason: "cannot read \(authKeyDigestsFile)")
        }
        var digests: [[UInt8]] = []
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map { $0.filter { !$0.isWhitespace } } ?? ""
            guard !text.isEmpty else { continue }
            guard let digest = APIKeys.digest(hex: String(text)) else {
                throw SettingsError(key: "auth.keyDigestsFile", reason: "\(authKeyDigestsFile) line \(number + 1) is not a SHA-256 digest (64 hex digits)")
            }
            digests.append(digest)
        }
        return digests
    }
}
