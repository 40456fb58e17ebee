@testable import ScrollFXServer
import Testing

/// The bounded cache behind held scenes and kept answers.
@Suite("least recently used first out")
struct LeastRecentlyUsedTests {
    @Test("a new value makes room by letting the least recently used go; a lookup makes a value the most recent")
    func eviction() {
        var cache = LeastRecentlyUsed<String, Int>(capacity: 10)
        cache.insert(1, for: "a", cost: 4)
        cache.insert(2, for: "b", cost: 4)
        #expect(cache.value(for: "a") == 1)
        cache.insert(3, for: "c", cost: 4)
        #expect(cache.value(for: "b") == nil && cache.value(for: "a") == 1 && cache.value(for: "c") == 3)
        #expect(cache.cost == 8 && cache.count == 2)
        cache.insert(4, for: "d", cost: 10)
        #expect(cache.count == 1 && cache.value(for: "d") == 4 && cache.cost == 10)
    }

    @Test("a value over the capacity is not kept, and lets nothing go; inserting a key again replaces it")
    func oversizedAndReplaced() {
        var cache = LeastRecentlyUsed<String, Int>(capacity: 10)
        cache.insert(1, for: "a", cost: 6)
        let kept = cache.insert(2, for: "b", cost: 11)
        #expect(!kept)
        #expect(cache.value(for: "a") == 1 && cache.value(for: "b") == nil)
        cache.insert(3, for: "a", cost: 2)
        #expect(cache.value(for: "a") == 3 && cache.cost == 2 && cache.count == 1)
        cache.remove("a")
        #expect(cache.count == 0 && cache.cost == 0)
    }

    @Test("over 100,000 random operations it agrees with a plain model and stays within its capacity")
    func againstModel() {
        var cache = LeastRecentlyUsed<Int, Int>(capacity: 100)
        var model: [(key: Int, value: Int, cost: Int)] = []
        var generator = SystemRandomNumberGenerator()
        for step in 0..<100_000 {
            let key = Int.random(in: 0..<40, using: &generator)
            if Bool.random(using: &generator) {
                let cost = Int.random(in: 0...30, using: &generator)
                cache.insert(step, for: key, cost: cost)
                model.removeAll { $0.key == key }
                if cost <= 100 {
                    while model.reduce(0, { $0 + $1.cost }) + cost > 100 { model.removeFirst() }
                    model.append((key, step, cost))
                }
            } else {
                let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0) }
                if let expected { model.append(expected) }
                #expect(cache.value(for: key) == expected?.value)
            }
            #expect(cache.cost == model.reduce(0) { $0 + $1.cost } && cache.cost <= 100)
        }
    }

    @Test("held scenes stay within scenes.maxBytes however many distinct scenes arrive")
    func heldScenesBounded() throws {
        let held = HeldScenes(holding: SceneHolding(maxSceneBytes: 200_000))
        let service = SceneService()
        var ids: [String] = []
        for index in 0..<2_000 {
            let body = #"{"viewport": {"width": \#(300 + index), "height": 600}, "sections": [{"id": "s", "kind": "list", "count": 3, "itemSize": {"height": 50}}]}"#
            let scene = CanonicalScene(validated: try service.scene(body: Array(body.utf8)))
            #expect(try held.hold(scene))
            ids.append(scene.id)
            #expect(held.usage.scenes.bytes <= 200_000)
        }
        #expect(held.usage.scenes.count > 50 && held.usage.scenes.count < 2_000)
        // The newest are held, the oldest dropped.
        #expect(held.holds(ids.last!) && !held.holds(ids[0]))
    }
}
