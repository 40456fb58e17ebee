import Synchronization

/// A ``LeastRecentlyUsed`` cache that every worker thread shares, under one lock held only to look up or insert.
final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let state: Mutex<LeastRecentlyUsed<Key, Value>>

    /// An empty cache of `capacity` bytes.
    init(capacity: Int) {
        state = Mutex(LeastRecentlyUsed(capacity: capacity))
    }

    /// The value of `key`, now the most recently used; nil when it is not held.
    func value(for key: Key) -> Value? {
        state.withLock { $0.value(for: key) }
    }

    /// Holds `value` under `key` at `cost` bytes, letting the least recently used go; false when it alone is too large.
    @discardableResult
    func insert(_ value: Value, for key: Key, cost: Int) -> Bool {
        state.withLock { $0.insert(value, for: key, cost: cost) }
    }

    /// Holds `value` under `key` as ``insert(_:for:cost:)`` does, unless a value is held under it already (which is
    /// then the most recently used); true when it was absent and is now held.
    func insertIfAbsent(_ value: Value, for key: Key, cost: Int) -> Bool {
        state.withLock { cache in
            guard cache.value(for: key) == nil else { return false }
            return cache.insert(value, for: key, cost: cost)
        }
    }

    /// How many values are held, and their cost.
    var usage: (count: Int, bytes: Int) {
        state.withLock { ($0.count, $0.cost) }
    }
}
