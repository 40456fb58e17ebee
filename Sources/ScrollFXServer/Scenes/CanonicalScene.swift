import Crypto
import ScrollFX

/// A scene in its canonical form and its id: what `POST /v1/scenes` holds and `GET /v1/scenes/{id}` answers.
///
/// The canonical form is RFC 8785 JSON of ``Scene/canonical`` (the validated scene with its defaults written in,
/// presets resolved and its scroll offset left out), written through the scene's own member lists; the id is the
/// lowercase hexadecimal SHA-256 of those bytes. Two spellings of one scene have one id.
struct CanonicalScene: Sendable {
    /// 64 lowercase hexadecimal digits.
    let id: String
    /// The canonical JSON.
    let bytes: [UInt8]
    /// The canonical scene, at rest (offset 0), as every answer about the id reads it.
    let scene: Scene

    /// The canonical form of `scene`, which must be validated with its presets resolved.
    init(validated scene: Scene) {
        self.scene = scene.canonical
        bytes = CanonicalJSONWriter.bytes(of: self.scene)
        id = APIKeys.hex(Array(SHA256.hash(data: bytes)))
    }

    /// Whether `text` has the shape of an id: 64 lowercase hexadecimal digits.
    static func isID(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
