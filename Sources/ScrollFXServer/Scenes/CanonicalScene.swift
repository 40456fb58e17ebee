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
    /// Its layout, laid out once: a frame at any scene offset builds on it.
    let builder: FrameBuilder

    /// The canonical form of `scene`, which must be validated with its presets resolved.
    ///
    /// The scene held is the one the canonical bytes spell (read back from them): two spellings with one id answer
    /// alike byte for byte, `-0` and `0` included, whichever was sent first.
    init(validated scene: Scene) {
        let canonical = scene.canonical
        bytes = CanonicalJSONWriter.bytes(of: canonical)
        id = APIKeys.hex(Array(SHA256.hash(data: bytes)))
        self.scene = (try? JSONCoding.decode(Scene.self, from: bytes)) ?? canonical
        builder = FrameBuilder(scene: self.scene)
    }

    /// Whether `bytes` have the shape of an id: 64 lowercase hexadecimal digits.
    static func isID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 64, let start = bytes.baseAddress else { return false }
        // Eight bytes at a time: every byte ASCII, and from `0` to `9` or from `a` to `f`.
        let (low, high): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
        /// The high bit of each byte of `word` (all ASCII) that is at least `byte`.
        func atLeast(_ byte: UInt64, _ word: UInt64) -> UInt64 { ((word | high) &- byte &* low) & high }
        for offset in stride(from: 0, to: 64, by: 8) {
            let word = UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self).littleEndian
            let digits = atLeast(0x30, word) & ~atLeast(0x3A, word), letters = atLeast(0x61, word) & ~atLeast(0x67, word)
            guard word & high == 0, digits | letters == high else { return false }
        }
        return true
    }
}

extension CanonicalScene {
    /// What holding the scene takes: its canonical bytes and an estimate of the decoded scene (each value's inline size,
    /// each array's and each longer string's storage) and of its layout (about a section's size again per section).
    var heldBytes: Int {
        // The scene twice (held, and in its layout), the layout's own arrays, and the store's entry (slot, index, key).
        let decoded = MemoryLayout<Scene>.stride + scene.sections.reduce(0) { $0 + Self.bytes(of: $1) }
        let items = scene.sections.reduce(0) { $0 + ($1.items?.count ?? 0) }
        return bytes.count + 2 * decoded + scene.sections.count * MemoryLayout<Section>.stride + 32 * items + 512
    }

    private static let arrayHeader = 32

    private static func bytes(of section: Section) -> Int {
        var total = MemoryLayout<Section>.stride + text(section.id) + bytes(of: section.effects ?? []) + bytes(of: section.layers ?? [])
        if let items = section.items {
            total += arrayHeader + items.reduce(0) { $0 + MemoryLayout<ItemSpec>.stride + text($1.id ?? "") }
        }
        if let header = section.header {
            total += MemoryLayout<SectionHeader>.stride + text(header.id ?? "") + bytes(of: header.effects ?? []) + bytes(of: header.layers ?? [])
        }
        return total
    }

    private static func bytes(of layers: [Layer]) -> Int {
        arrayHeader + layers.reduce(0) { $0 + MemoryLayout<Layer>.stride + text($1.id ?? "") + bytes(of: $1.effects) + bytes(of: $1.layers) }
    }

    private static func bytes(of effects: [Effect]) -> Int {
        arrayHeader + effects.reduce(0) { total, effect in
            guard case .map(let map) = effect else { return total + MemoryLayout<Effect>.stride }
            return total + MemoryLayout<Effect>.stride + arrayHeader + map.keyframes.count * MemoryLayout<Keyframe>.stride
        }
    }

    /// A string's storage beyond its inline 15 bytes.
    private static func text(_ string: String) -> Int {
        string.utf8.count > 15 ? string.utf8.count + arrayHeader : 0
    }
}
