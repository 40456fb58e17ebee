import MicroHTTP
import ScrollFX

/// `POST /v1/frame`: a scene in, its frame out.
struct FrameHandler: Sendable {
    /// The caps a scene is held to.
    let limits: SceneLimits

    /// Decodes, validates and answers one scene.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        do throws(Problem) {
            let scene = try JSONCoding.decode(Scene.self, from: request)
            do {
                try scene.validate(limits: limits)
            } catch {
                throw Problem.invalidRequest(error.reason, pointer: error.pointer)
            }
            return JSONCoding.response(FrameBuilder(scene: scene).build())
        } catch {
            return error.response()
        }
    }
}
