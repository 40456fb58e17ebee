import MicroHTTP

/// `GET /player/v1/timeline-player.js`: the timeline player, an ES module that plays a timeline's JSON on a page built
/// as the `data-sfx-*` skeleton where the browser has no CSS scroll-driven animations; compiled into the binary from
/// `Resources/timeline-player.js`, which front-ends may also vendor.
///
/// Versioned by its path, so it is cached for a year: a new player gets a new path.
enum TimelinePlayer {
    /// Where it is served.
    static let path = "/player/v1/timeline-player.js"

    /// The module's bytes, as written.
    static let bytes: [UInt8] = PackageResources.timeline_player_js

    /// The answer to `GET` at ``path``.
    static func respond() -> HTTPResponse {
        HTTPResponse(status: 200, headers: [
            "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable",
        ], body: bytes)
    }
}
