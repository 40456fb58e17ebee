import MicroHTTP
import ScrollFX

/// The endpoints that answer scenes: `POST /v1/frame`, `/v1/frames`, `/v1/preview`, `/v1/snap`, `/v1/locate`, `/v1/timeline`,
/// `GET /v1/presets`.
///
/// Each takes a JSON body (415 for another content type) and throws its problem when the answer is one.
struct SceneHandlers: Sendable {
    let service: SceneService

    /// `POST /v1/frame`: a scene in, its frame out.
    func frame(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try JSONCoding.response(service.frame(body: jsonBody(request)), maxBytes: maxBytes)
    }

    /// `POST /v1/frames`: a scene with `offsets` in, `{"frames": [...]}` out.
    func frames(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try JSONCoding.response(service.frames(body: jsonBody(request)), maxBytes: maxBytes)
    }

    /// `POST /v1/preview`: a scene (with `offsets` if wanted) in, its frames drawn as SVG out.
    func preview(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try Self.text(service.previewSVG(body: jsonBody(request)), as: Self.previewType, policy: Self.previewPolicy, maxBytes: maxBytes)
    }

    /// A preview's media type and `Content-Security-Policy`.
    static let previewType = "image/svg+xml; charset=utf-8"
    static let previewPolicy = ContentSecurityPolicy.policy(styles: [FramePreview.style], fetches: false)

    /// `POST /v1/snap`: a scene and a fling in, where it rests out.
    func snap(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try JSONCoding.response(service.snap(body: jsonBody(request)), maxBytes: maxBytes)
    }

    /// `POST /v1/locate`: a scene and an item in, where to scroll for it out.
    func locate(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try JSONCoding.response(service.locate(body: jsonBody(request)), maxBytes: maxBytes)
    }

    /// `POST /v1/timeline`: a scene and a range in, keyframes out as JSON, as CSS for `Accept: text/css`, or as a
    /// page for `Accept: text/html`.
    func timeline(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        guard let type = Self.timelineType(request) else { throw Self.notAcceptable }
        return try Self.timeline(try service.decode(TimelineRequest.self, from: jsonBody(request)), as: type, service: service)
    }

    /// The media type a timeline is answered in for `request`'s `Accept`: JSON, CSS or HTML; nil for none of them.
    static func timelineType(_ request: HTTPRequest) -> String? {
        ContentNegotiation.preferred(request.headers["Accept"], among: ["application/json", "text/css", "text/html"])
    }

    /// 406: a timeline is JSON, CSS or HTML.
    static let notAcceptable = Problem(title: "Not Acceptable", status: 406, detail: "this endpoint answers application/json, text/css or text/html")

    /// `request`'s timeline as `type` (``timelineType(_:)``).
    static func timeline(_ request: TimelineRequest, as type: String, service: SceneService) throws(Problem) -> HTTPResponse {
        let maxBytes = service.limits.maxResponseBytes
        switch type {
        case "text/css":
            return try text(service.timelineStyleSheet(request), as: "text/css; charset=utf-8", maxBytes: maxBytes)
        case "text/html":
            let page = try service.timelinePage(request)
            return try text(page.text, as: "text/html; charset=utf-8", policy: page.policy, maxBytes: maxBytes)
        default:
            return try JSONCoding.response(service.timeline(request), maxBytes: maxBytes)
        }
    }

    /// `GET /v1/presets`: `{"presets": {name: preset}}`.
    func presets(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try JSONCoding.response(["presets": service.presets])
    }

    /// The most bytes an answer may take (`limits.maxResponseBytes`).
    private var maxBytes: Int { service.limits.maxResponseBytes }

    /// A 200 response of `text` as `contentType`, with the `Content-Security-Policy` `policy` for a document, or the
    /// 422 of an answer over `maxBytes`.
    static func text(_ text: String, as contentType: String, policy: String? = nil, maxBytes: Int) throws(Problem) -> HTTPResponse {
        guard text.utf8.count <= maxBytes else { throw JSONCoding.tooLarge(maxBytes) }
        let body = Array(text.utf8)
        var headers: HTTPHeaders = ["Content-Type": contentType]
        if let policy { headers["Content-Security-Policy"] = policy }
        return HTTPResponse(status: 200, headers: headers, body: body)
    }

    /// The request's body, which must be sent as JSON.
    private func jsonBody(_ request: HTTPRequest) throws(Problem) -> [UInt8] {
        try JSONCoding.requireJSON(request)
        return request.body
    }
}
