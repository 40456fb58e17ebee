import MicroHTTP
import ScrollFX

/// Scenes by reference: `POST /v1/scenes` and `PUT /v1/scenes/{id}` hold a scene, `GET /v1/scenes/{id}` answers its
/// canonical form, and `GET /v1/scenes/{id}/frame`, `/frames`, `/timeline`, `/snap`, `/locate` and `/preview` answer
/// as their `POST`s do for the held scene with the query's members (``SceneQuery``).
///
/// Every `GET` answer carries a strong `ETag` (``EntityTag``) and `Cache-Control`; a request whose `If-None-Match`
/// holds the tag answers 304 before any work. Compiled answers (timelines, previews) are kept by their whole request
/// (``EntityTag/answerKey(id:endpoint:query:representation:)``), never by the tag alone.
struct HeldSceneHandlers: Sendable {
    let service: SceneService
    let held: HeldScenes

    /// `POST /v1/scenes`: 201 when the scene was not held, 200 when it was; `Location` and `{"id"}` either way.
    func post(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try stored(canonical(request))
    }

    /// `PUT /v1/scenes/{id}`: as `POST`, but 409 when the scene's id is not `{id}`.
    func put(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        let scene = try canonical(request)
        guard scene.id == Self.id(in: request.path) else {
            throw Problem(title: "Conflict", status: 409, detail: "this scene's id is \(scene.id), not the one in the path; PUT it to /v1/scenes/\(scene.id)")
        }
        return try stored(scene)
    }

    /// `GET /v1/scenes/{id}`: the canonical form, whose tag is its id and which never changes.
    func scene(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        let id = String(try Self.heldID(in: request.path))
        var headers: HTTPHeaders = ["ETag": EntityTag.scene(id), "Cache-Control": "public, max-age=31536000, immutable"]
        if EntityTag.noneMatchHolds(request.headers.combined("If-None-Match"), tag: EntityTag.scene(id), exists: { held.holds(id) }) {
            return HTTPResponse(status: 304, headers: headers)
        }
        let scene = try held.scene(id)
        headers["Content-Type"] = "application/json"
        return HTTPResponse(status: 200, headers: headers, body: scene.bytes)
    }

    /// The canonical form of the request's scene, validated as `POST /v1/frame` validates it.
    private func canonical(_ request: HTTPRequest) throws(Problem) -> CanonicalScene {
        try JSONCoding.requireJSON(request)
        return CanonicalScene(validated: try service.scene(body: request.body))
    }

    /// 201 or 200 for a scene now held, with where it is.
    private func stored(_ scene: CanonicalScene) throws(Problem) -> HTTPResponse {
        let created = try held.hold(scene)
        let body = Array(#"{"id":"\#(scene.id)"}"#.utf8)
        return HTTPResponse(status: created ? 201 : 200, headers: ["Content-Type": "application/json", "Location": "/v1/scenes/\(scene.id)"], body: body)
    }

    /// The `{id}` segment of a path under `/v1/scenes/` (the routes' only parameter).
    static func id(in path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            let start = min(bytes.count, "/v1/scenes/".utf8.count)
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    /// The `{id}` of `path`, or 404 when it cannot be one (64 lowercase hexadecimal digits): a part of the path, not a
    /// copy (a conditional request may need no other).
    static func heldID(in path: String) throws(Problem) -> Substring {
        var path = path
        // The segment ends at the 64th byte after the prefix when it is an id: only that much is read.
        let start = "/v1/scenes/".utf8.count, end = start + 64
        let isID = path.withUTF8 { bytes in
            bytes.count >= end && (end == bytes.count || bytes[end] == UInt8(ascii: "/"))
                && CanonicalScene.isID(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        guard isID else {
            throw Problem(title: "Not Found", status: 404, detail: "a scene id is 64 lowercase hexadecimal digits (the SHA-256 of its canonical form)")
        }
        // Indices of the bytes the check read (ASCII, so on scalar boundaries): no rounding to characters.
        let utf8 = path.utf8
        return path[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
}
