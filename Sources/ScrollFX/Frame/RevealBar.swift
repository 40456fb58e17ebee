/// The scene's bar that hides and returns (``Reveal``) as frames read it: its hidden amount s ∈ [0, h] along a path.
///
/// With c(x) = clamp(x, 0, M): after a frame at offset p that left it hidden by s₀, the frame at o hides it by
/// s = clamp(s₀ + c(o) − c(p), 0, min(h, c(o))). Forward scrolling hides it, backward scrolling shows it at once, it is
/// whole at the start, and over-scroll past either end moves it not. Without a frame before, s = min(h, c(o)): the
/// forward path from the start.
public struct RevealBar: Hashable, Sendable {
    /// The bar's section id.
    public let id: String
    /// Its length along the scene axis, h.
    public let length: Double
    /// Where it settles at rest (``Reveal/threshold``).
    public let threshold: Double
    /// The scene's largest offset, M.
    public let maxOffset: Double

    /// A bar `length` long in a scene scrolling to `maxOffset`.
    init(id: String, length: Double, threshold: Double, maxOffset: Double) {
        (self.id, self.length, self.threshold, self.maxOffset) = (id, max(0, length), threshold, max(0, maxOffset))
    }

    /// The bar of a validated scene laid out to `maxOffset`; nil when it has none.
    init?(scene: Scene, maxOffset: Double) {
        // The first section's members read where they lie, not copied out with its arrays.
        guard !scene.sections.isEmpty, let reveal = scene.sections[0].reveal, scene.sections[0].kind == .header else { return nil }
        self.init(id: scene.sections[0].id, length: scene.sections[0].size?[scene.axis] ?? 0, threshold: reveal.threshold, maxOffset: maxOffset)
    }

    /// c(x): the offset clamped to the scroll range.
    private func clamped(_ offset: Double) -> Double { min(max(offset, 0), maxOffset) }

    /// Where the forward path from the start leaves it at `offset`: min(h, c(o)).
    public func forward(_ offset: Double) -> Double { min(length, clamped(offset)) }

    /// Its hidden amount at `offset` after the frame `previous` (the forward path without one); the amount given for
    /// it there is taken as at most h, and a missing one as the forward path's at that offset.
    public func hidden(at offset: Double, after previous: PreviousFrame?) -> Double {
        guard let previous else { return forward(offset) }
        return hidden(at: offset, afterOffset: previous.offset, hidden: previous.hidden?.amount(for: id))
    }

    /// Its hidden amount at `offset` after a frame at `before` that left it hidden by `given` (nil: where the offset
    /// alone puts it, min(h, c(p))).
    func hidden(at offset: Double, afterOffset before: Double, hidden given: Double?) -> Double {
        let before = clamped(before)
        let given = given.map { min(max($0, 0), length) } ?? min(length, before)
        let now = clamped(offset)
        return min(max(given + now - before, 0), min(length, now))
    }

    /// Its hidden amounts along `offsets`, each frame after the one before it, the first after `previous`.
    public func hidden(along offsets: [Double], after previous: PreviousFrame?) -> [Double] {
        var before = previous.map { ($0.offset, $0.hidden?.amount(for: id)) }
        return offsets.map { offset in
            let hidden = before.map { self.hidden(at: offset, afterOffset: $0.0, hidden: $0.1) } ?? forward(offset)
            before = (offset, hidden)
            return hidden
        }
    }

    /// Where it settles once the scene rests at `offset` hidden by `hidden`: shown when less than `threshold` of it is
    /// hidden, else as far as the forward path would hide it there.
    public func settled(_ hidden: Double, at offset: Double) -> Double {
        guard length > 0, hidden / length >= threshold else { return 0 }
        return forward(offset)
    }

    /// The `reveal` map input of an element of the bar: s / h (0 shown, 1 hidden; 0 when h = 0).
    func fraction(_ hidden: Double) -> Double { length > 0 ? min(max(hidden / length, 0), 1) : 0 }

    /// How far the bar is moved along the axis from where it is laid out when the scene shows `offset` hidden by
    /// `hidden`: its start sticks at the start inset slid up by s (content position o + i₀ − s); past the start
    /// (o < 0) it is a plain header.
    func displacement(offset: Double, hidden: Double) -> Double { max(0, offset - hidden) }
}
