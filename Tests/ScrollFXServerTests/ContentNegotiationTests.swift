import MicroHTTP
@testable import ScrollFXServer
import Testing

@Suite("Accept negotiation")
struct ContentNegotiationTests {
    let offered = ["application/json", "text/css"]

    @Test("the preferred offer wins by quality, then by specificity, then by order", arguments: [
        (nil, "application/json"), ("", "application/json"), ("text/css", "text/css"),
        ("TEXT/CSS; charset=utf-8", "text/css"), ("text/*", "text/css"), ("*/*", "application/json"),
        ("text/css;q=0.5, application/json", "application/json"), ("application/json;q=0.2, text/css;q=0.9", "text/css"),
        ("*/*;q=0.1, text/css", "text/css"), ("*/*, application/json;q=0", "text/css"),
    ] as [(String?, String)])
    func preferred(accept: String?, expected: String) {
        #expect(ContentNegotiation.preferred(accept, among: offered) == expected)
    }

    @Test("a media type read from its bytes is the first of its parts, for every combination of cased, spaced, parametrised and non-ASCII pieces")
    func mediaTypeIsFirstPart() {
        let pieces = ["application/json", "Application/JSON", " text/css", "\t", "APPLICATION/scene+json", ";", "; charset=utf-8",
                      "é", "\u{212A}", "\u{301}", "İ", "", "a;b", "+json", " ; q=0.5"]
        var checked = 0
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + third
                    #expect(ContentNegotiation.mediaType(text) == ContentNegotiation.parts(text)[0], "\(text.debugDescription)")
                    checked += 1
                }
            }
        }
        #expect(checked == pieces.count * pieces.count * pieces.count)
    }

    @Test("nothing acceptable is nil", arguments: ["image/png", "text/css;q=0", "application/*;q=0, text/html", "nonsense"])
    func nothingAcceptable(accept: String) {
        #expect(ContentNegotiation.preferred(accept, among: offered) == nil)
    }

    @Test("POST /v1/timeline answers CSS for Accept: text/css, a page for text/html, and 406 problem+json for what it cannot give")
    func timelineAccept() throws {
        let body = Array(#"{"scene": {"viewport": {"width": 390, "height": 844}, "sections": [{"id": "cards", "kind": "list", "count": 9, "itemSize": {"height": 200}, "layers": [{"id": "art", "effects": [{"type": "parallax", "rate": 0.3}]}]}]}}"#.utf8)
        func post(_ accept: String) -> HTTPResponse {
            Router().respond(to: HTTPRequest(method: "POST", path: "/v1/timeline",
                                             headers: ["Content-Type": "application/json", "Accept": accept], body: body))
        }
        let css = post("text/css")
        #expect(css.status == 200)
        #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(String(decoding: css.body, as: UTF8.self).contains("@keyframes sfx-scene-1 {"))
        #expect(post("application/json").headers["Content-Type"] == "application/json")
        // A browser's own Accept header gets the page: its sheet, the player module and the timeline it plays.
        let page = post("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200 && page.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(html.hasPrefix("<!doctype html>") && html.contains("@keyframes sfx-scene-1 {"))
        #expect(html.contains(#"<script type="application/json" id="sfx-timeline">{"#) && html.contains(#""item":"*""#))
        #expect(html.contains("<script type=\"module\">\n" + String(decoding: TimelinePlayer.bytes, as: UTF8.self)))
        let refused = post("image/png")
        #expect(refused.status == 406)
        #expect(refused.headers["Content-Type"] == "application/problem+json")
        // Errors are problem+json whatever was asked for.
        let invalid = Router().respond(to: HTTPRequest(method: "POST", path: "/v1/timeline",
                                                       headers: ["Content-Type": "application/json", "Accept": "text/css"], body: Array("{}".utf8)))
        #expect(invalid.status == 422 && invalid.headers["Content-Type"] == "application/problem+json")
    }
}
