import MicroHTTP
import ScrollFX

/// The endpoints that answer scenes: `POST /v1/frame`, `/v1/frames`, `/v1/preview`, `/v1/snap`, `/v1/timeline`, `GET /v1/presets`.
struct SceneHandlers: Sendable {
    let service: SceneService

    /// `POST /v1/frame`: a scene in, its frame out.
    func frame(_ request: HTTPRequest) -> HTTPResponse {
        answer(request) { body throws(Problem) in try service.frame(body: body) }
    }

    /// `POST /v1/frames`: a scene with `offsets` in, `{"frames": [...]}` out.
    func frames(_ request: HTTPRequest) -> HTTPResponse {
        answer(request) { body throws(Problem) in try service.frames(body: body) }
    }

    /// `POST /v1/preview`: a scene (with `offsets` if wanted) in, its frames drawn as SVG out.
    func preview(_ request: HTTPRequest) -> HTTPResponse {
        respond(request) { body throws(Problem) in
            let svg = try service.preview(body: body).svg
            return HTTPResponse(status: 200, headers: ["Content-Type": "image/svg+xml; charset=utf-8"], body: Array(svg.utf8))
        }
    }

    /// `POST /v1/snap`: a scene and a fling in, where it rests out.
    func snap(_ request: HTTPRequest) -> HTTPResponse {
        answer(request) { body throws(Problem) in try service.snap(body: body) }
    }

    /// `POST /v1/timeline`: a scene and a range in, keyframes out as JSON, or as CSS for `Accept: text/css`.
    func timeline(_ request: HTTPRequest) -> HTTPResponse {
        switch ContentNegotiation.preferred(request.headers["Accept"], among: ["application/json", "text/css"]) {
        case "text/css":
            return respond(request) { body throws(Problem) in
                let css = try service.timelineStyleSheet(body: body)
                return HTTPResponse(status: 200, headers: ["Content-Type": "text/css; charset=utf-8"], body: Array(css.utf8))
            }
        case nil:
            return Problem(title: "Not Acceptable", status: 406,
                           detail: "this endpoint answers application/json or text/css").response()
        default:
            return answer(request) { body throws(Problem) in try service.timeline(body: body) }
        }
    }

    /// `GET /v1/presets`: `{"presets": {name: preset}}`.
    func presets(_ request: HTTPRequest) -> HTTPResponse {
        JSONCoding.response(["presets": service.presets])
    }

    /// The JSON answer `compute` makes of the request's body.
    private func answer(_ request: HTTPRequest, _ compute: ([UInt8]) throws(Problem) -> some Encodable) -> HTTPResponse {
        respond(request) { body throws(Problem) in JSONCoding.response(try compute(body)) }
    }

    /// The response `compute` makes of a JSON body; 415 for another content type, any problem as problem+json.
    private func respond(_ request: HTTPRequest, _ compute: ([UInt8]) throws(Problem) -> HTTPResponse) -> HTTPResponse {
        do throws(Problem) {
            try JSONCoding.requireJSON(request)
            return try compute(request.body)
        } catch {
            // A 503 (the compute deadline) is worth retrying, perhaps on a less busy instance.
            return error.response(adding: error.status == 503 ? ["Retry-After": "1"] : [:])
        }
    }
}
