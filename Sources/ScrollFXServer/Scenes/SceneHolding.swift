/// How scenes are held by id and how answers about them are kept and cached (`scenes.*`, `caching.*`).
public struct SceneHolding: Hashable, Sendable {
    /// The most bytes held scenes may take, canonical and decoded (`scenes.maxBytes`).
    public var maxSceneBytes: Int
    /// The most bytes compiled answers (timelines, pages, previews) kept in memory may take (`caching.maxAnswerBytes`).
    public var maxAnswerBytes: Int
    /// How long HTTP caches may keep an answer about a held scene (`caching.maxAgeSeconds`).
    public var maxAgeSeconds: Int
    /// The longest canonical form a held scene may have: the body limit (`limits.maxBodyBytes`), so that a client can
    /// always PUT it back.
    public var maxCanonicalBytes: Int

    /// Creates the settings; the defaults are the embedded configuration's.
    public init(maxSceneBytes: Int = 64 << 20, maxAnswerBytes: Int = 64 << 20, maxAgeSeconds: Int = 86_400, maxCanonicalBytes: Int = 1 << 20) {
        self.maxSceneBytes = maxSceneBytes
        self.maxAnswerBytes = maxAnswerBytes
        self.maxAgeSeconds = maxAgeSeconds
        self.maxCanonicalBytes = maxCanonicalBytes
    }
}

/// The release of the service, in every answer's `ETag` under `/v1/scenes/{id}`: a new release may answer other bytes.
public enum ServiceRelease {
    /// The release this source tree is.
    public static let version = "0.9.0"
}
