import MicroHTTP

/// `GET /`: the playground, one self-contained page (HTML, CSS and a little JavaScript, no CDN) compiled into
/// the binary from `Resources/playground.html`. Pick a preset, edit its scene, scroll a phone-sized container
/// driven live by `POST /v1/frame` or by the CSS of `POST /v1/timeline`. Off when `playground.enabled` is false.
enum PlaygroundPage {
    /// The page's bytes, as written.
    static let bytes: [UInt8] = PackageResources.playground_html

    /// Its policy: its own origin (the API, the player's module), its inline script and style by their hashes.
    static let contentSecurityPolicy = ContentSecurityPolicy.policy(
        scripts: ContentSecurityPolicy.inline("script", in: bytes), styles: ContentSecurityPolicy.inline("style", in: bytes), fetches: true)

    /// The answer to `GET /`.
    static func respond() -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": contentSecurityPolicy], body: bytes)
    }
}
