import Foundation
@testable import ScrollFXCommand
import ScrollFXServer
import Testing

@Suite("service settings: CORS, API keys and rate limits")
struct ServiceSettingsAccessTests {
    /// Keys of the shortest length accepted, 32 bytes.
    static let first = "first-key-0123456789abcdef012345", second = "second-key-0123456789abcdef01234"

    @Test("origins, keys and limits from the environment; only the keys' digests reach the access control")
    func fromEnvironment() async throws {
        let settings = try await ServiceSettings.load(environment: [
            "SCROLLFX_CORS_ALLOWED_ORIGINS": "https://app.example.org, https://*.example.com,null",
            "SCROLLFX_AUTH_KEYS": "\(Self.first),\(Self.second)",
            "SCROLLFX_RATE_LIMIT_REQUESTS_PER_SECOND": "2.5", "SCROLLFX_RATE_LIMIT_BURST": "7",
        ])
        #expect(settings.cors.allowedOrigins == ["https://app.example.org", "https://*.example.com", "null"])
        #expect(settings.auth.keys == [Self.first, Self.second])
        let access = try settings.accessControl()
        #expect(access.cors.allows("https://shop.example.com") && access.cors.allows("null") && !access.cors.allows("https://evil.net"))
        #expect(access.keys == APIKeys(digests: [APIKeys.digest(Self.first), APIKeys.digest(Self.second)]))
        #expect(access.limiter?.rate == 2.5 && access.limiter?.burst == 7)
        // Off by default.
        let defaults = try await ServiceSettings.load(environment: [:]).accessControl()
        #expect(!defaults.cors.isEnabled && !defaults.keys.isEnabled && defaults.limiter == nil)
    }

    @Test("a digests file: 64 hex digits a line, comments and blank lines skipped; a bad line is named, not quoted")
    func digestsFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let digest = APIKeys.hex(APIKeys.digest("from-file"))
        try "# team keys\n\n\(digest)  # web front-end\n".write(to: file, atomically: true, encoding: .utf8)
        let settings = try await ServiceSettings.load(environment: ["SCROLLFX_AUTH_KEY_DIGESTS_FILE": file.path])
        #expect(try settings.accessControl().keys == APIKeys(digests: [APIKeys.digest("from-file")]))

        try "\(digest)\nnot-a-digest-but-a-secret\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = try await ServiceSettings.load(environment: ["SCROLLFX_AUTH_KEY_DIGESTS_FILE": file.path])
        #expect {
            _ = try bad.accessControl()
        } throws: { error in
            let settingsError = error as? SettingsError
            return settingsError?.key == "auth.keyDigestsFile" && settingsError?.reason.contains("line 2") == true
                && settingsError?.description.contains("secret") == false
        }
    }

    @Test("values that cannot be used name their key", arguments: [
        ("SCROLLFX_CORS_ALLOWED_ORIGINS", "example.com", "cors.allowedOrigins"),
        ("SCROLLFX_CORS_ALLOWED_ORIGINS", "https://a.example.com/path", "cors.allowedOrigins"),
        ("SCROLLFX_CORS_MAX_AGE_SECONDS", "-1", "cors.maxAgeSeconds"),
        ("SCROLLFX_RATE_LIMIT_REQUESTS_PER_SECOND", "-3", "rateLimit.requestsPerSecond"),
        ("SCROLLFX_RATE_LIMIT_REQUESTS_PER_SECOND", "5e-324", "rateLimit.requestsPerSecond"),
        ("SCROLLFX_RATE_LIMIT_BURST", "0", "rateLimit.burst"),
    ])
    func badValues(variable: String, value: String, key: String) async {
        await #expect {
            _ = try await ServiceSettings.load(environment: [variable: value])
        } throws: { error in
            (error as? SettingsError)?.key == key
        }
    }

    @Test("keys fail closed: an empty, blank or short key, a digests file with no digest, or auth.required with no key stops start-up",
          arguments: [
              (["SCROLLFX_AUTH_KEYS": ""], "auth.keys"), (["SCROLLFX_AUTH_KEYS": " "], "auth.keys"),
              (["SCROLLFX_AUTH_KEYS": ","], "auth.keys"), (["SCROLLFX_AUTH_KEYS": "a"], "auth.keys"),
              (["SCROLLFX_AUTH_KEYS": "\(first),"], "auth.keys"),
              (["SCROLLFX_AUTH_KEYS": "0123456789abcdef0123456789abcde"], "auth.keys"),
              (["SCROLLFX_AUTH_REQUIRED": "true"], "auth.required"),
              (["SCROLLFX_AUTH_KEY_DIGESTS_FILE": "EMPTY"], "auth.keyDigestsFile"),
              (["SCROLLFX_AUTH_KEY_DIGESTS_FILE": "COMMENTS"], "auth.keyDigestsFile"),
          ])
    func failsClosed(environment: [String: String], key: String) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scrollfx-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try (environment.values.first == "COMMENTS" ? "# none yet\n\n" : "").write(to: file, atomically: true, encoding: .utf8)
        let variables = environment.mapValues { ["EMPTY", "COMMENTS"].contains($0) ? file.path : $0 }
        await #expect {
            _ = try await ServiceSettings.load(environment: variables).accessControl()
        } throws: { error in
            let settingsError = error as? SettingsError
            return settingsError?.key == key && settingsError?.description.contains(Self.first) == false
        }
        // With a key of 32 bytes, required is met.
        let required = try await ServiceSettings.load(environment: ["SCROLLFX_AUTH_REQUIRED": "true", "SCROLLFX_AUTH_KEYS": Self.first])
        #expect(try required.accessControl().keys.count == 1)
    }
}
