import ArgumentParser
import Foundation
import ScrollFXServer

/// `scrollfx timeline`: reads a timeline request and writes its keyframes, as `POST /v1/timeline` answers it:
/// JSON, with `--css` the CSS scroll-driven animations a static site can ship (no server at all), or with `--html` a
/// complete page of the scene.
/// Errors as for ``StandardInputOptions``.
struct TimelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Compile the keyframes of a scene over a scroll range (as POST /v1/timeline does); --css for a style sheet, --html for a page."
    )

    @OptionGroup var options: StandardInputOptions

    @Flag(help: "Write CSS scroll-driven animations (as Accept: text/css does) instead of JSON.")
    var css = false

    @Flag(help: "Write a complete HTML page of the scene, its sheet inlined (as Accept: text/html does), instead of JSON.")
    var html = false

    @Option(help: "perItem or shared: the request's `tracks`, set over what the body says.")
    var tracks: String?

    func run() async throws {
        try await options.answer { service, body throws(Problem) in
            let request = tracks.map { Self.setting(tracks: $0, in: body) } ?? body
            if html { return Array(try service.timelinePage(body: request).text.utf8) }
            return css ? Array(try service.timelineStyleSheet(body: request).utf8) : JSONCoding.encode(try service.timeline(body: request)) ?? []
        }
    }

    /// `body` with its `tracks` member set to `mode`; a body that is not a JSON object is left for the service to refuse.
    static func setting(tracks mode: String, in body: [UInt8]) -> [UInt8] {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else { return body }
        object["tracks"] = mode
        return (try? JSONSerialization.data(withJSONObject: object)).map(Array.init) ?? body
    }
}
