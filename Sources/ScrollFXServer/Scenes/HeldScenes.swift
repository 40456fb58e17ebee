import MicroHTTP
import ScrollFX

/// Scenes held in memory by id, least recently used out past `scenes.maxBytes`, and the compiled answers about
/// them kept past `caching.maxAnswerBytes`: shared by every worker thread.
public final class HeldScenes: Sendable {
    /// The settings it holds scenes and answers to.
    public let holding: SceneHolding
    /// `Cache-Control` of every answer about a held scene but the scene itself.
    let cacheControl: String
    private let scenes: SharedCache<String, CanonicalScene>
    private let answers: SharedCache<String, HTTPResponse>

    /// An empty store.
    public init(holding: SceneHolding = SceneHolding()) {
        self.holding = holding
        cacheControl = "public, max-age=\(holding.maxAgeSeconds)"
        scenes = SharedCache(capacity: holding.maxSceneBytes)
        answers = SharedCache(capacity: holding.maxAnswerBytes)
    }

    /// Holds `scene` (validated); true when it was not held before. A canonical form longer than a body may be (so
    /// that it could not be PUT back), or a scene that alone takes more than the whole store, is refused with 422.
    func hold(_ scene: CanonicalScene) throws(Problem) -> Bool {
        guard scene.bytes.count <= holding.maxCanonicalBytes else {
            throw Problem.invalidRequest("the scene's canonical form (its defaults written out) would take \(scene.bytes.count) bytes, more than "
                + "a body may (\(holding.maxCanonicalBytes), limits.maxBodyBytes): it could not be sent again; send a smaller scene", pointer: "")
        }
        guard scene.heldBytes <= holding.maxSceneBytes else {
            throw Problem.invalidRequest("holding the scene would take about \(scene.heldBytes) bytes, more than all held scenes may "
                + "(\(holding.maxSceneBytes), scenes.maxBytes)", pointer: "")
        }
        return scenes.insertIfAbsent(scene, for: scene.id, cost: scene.heldBytes)
    }

    /// The scene held under `id`, or 404 `scene-not-held`.
    func scene(_ id: String) throws(Problem) -> CanonicalScene {
        guard let scene = scenes.value(for: id) else { throw Problem.sceneNotHeld(id) }
        return scene
    }

    /// Whether `id` is held.
    func holds(_ id: String) -> Bool { scenes.value(for: id) != nil }

    /// The answer kept under `key` (``EntityTag/answerKey(id:endpoint:query:representation:)``), if any.
    func answer(for key: String) -> HTTPResponse? { answers.value(for: key) }

    /// Keeps `answer` under `key`, at the cost of its body and its key.
    func keep(_ answer: HTTPResponse, for key: String) {
        answers.insert(answer, for: key, cost: answer.body.count + key.utf8.count + 256)
    }

    /// How many scenes are held and the bytes they take; likewise the kept answers.
    public var usage: (scenes: (count: Int, bytes: Int), answers: (count: Int, bytes: Int)) { (scenes.usage, answers.usage) }
}

extension Problem {
    /// 404: no scene is held under `id` (never sent, or dropped since).
    static func sceneNotHeld(_ id: String) -> Problem {
        Problem(type: "urn:scrollfx:problem:scene-not-held", title: "Scene Not Held", status: 404,
                detail: "no scene is held under this id: it was never sent here, or it was dropped to make room; "
                    + "send the scene again with PUT /v1/scenes/\(id) and repeat the request")
    }
}
