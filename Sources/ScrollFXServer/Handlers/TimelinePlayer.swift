import MicroHTTP

/// `GET /player/v1/timeline-player.js`: the timeline player, an ES module that plays a timeline's JSON on a page built
/// as the `data-sfx-*` skeleton where the browser has no CSS scroll-driven animations; compiled into the binary from
/// `Resources/timeline-player.js` and the client module it reads tracks with, `Clients/typescript/scrollfx.mjs`, which
/// front-ends may also vendor, the two side by side.
///
/// Served, and inlined in pages, as one module: the client's text, then the player's without its import of it.
/// Versioned by its path, so it is cached for a year: a new player gets a new path.
enum TimelinePlayer {
    /// Where it is served.
    static let path = "/player/v1/timeline-player.js"

    /// The player's import of the client module, which the bundle leaves out.
    static let clientImport = "import { barHidden, trackValue } from './scrollfx.mjs';\n"

    /// The module's text: the client module, then the player.
    static let module: String = {
        let player = String(decoding: PackageResources.timeline_player_js, as: UTF8.self)
        let client = String(decoding: PackageResources.scrollfx_mjs, as: UTF8.self)
        return client + "\n" + player.replacing(clientImport, with: "", maxReplacements: 1)
    }()

    /// The module's bytes.
    static let bytes: [UInt8] = Array(module.utf8)

    /// The answer to `GET` at ``path``.
    static func respond() -> HTTPResponse {
        HTTPResponse(status: 200, headers: [
            "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable",
        ], body: bytes)
    }
}
