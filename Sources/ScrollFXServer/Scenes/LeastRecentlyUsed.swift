/// Values by key within a budget of bytes, the least recently used going first when a new one needs room: the
/// held scenes and the compiled answers. A value larger than the whole budget is not kept.
///
/// Not thread-safe on its own: ``SharedCache`` holds one under a lock. Entries live in slots linked from the most
/// to the least recently used, so a lookup, an insertion and an eviction each take constant time.
struct LeastRecentlyUsed<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value
        var cost: Int
        var newer: Int?
        var older: Int?
    }

    /// The budget, in the units of each value's cost.
    let capacity: Int
    /// The cost of what is held.
    private(set) var cost = 0
    private var slots: [Slot?] = []
    private var free: [Int] = []
    private var index: [Key: Int] = [:]
    private var newest: Int?
    private var oldest: Int?

    /// An empty cache of `capacity`.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// How many values are held.
    var count: Int { index.count }

    /// The value of `key`, now the most recently used; nil when it is not held.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        touch(slot)
        return slots[slot]?.value
    }

    /// Holds `value` under `key` at `cost`, the most recently used, letting the least recently used go until it fits;
    /// false (and nothing held under `key`) when it alone is over the capacity.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key, cost: Int) -> Bool {
        remove(key)
        guard cost <= capacity else { return false }
        while self.cost + cost > capacity, let oldest { remove(at: oldest) }
        let slot = free.popLast() ?? slots.count
        let entry = Slot(key: key, value: value, cost: cost, newer: nil, older: newest)
        if slot == slots.count { slots.append(entry) } else { slots[slot] = entry }
        if let newest { slots[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
        index[key] = slot
        self.cost += cost
        return true
    }

    /// Lets the value of `key` go, if it is held.
    mutating func remove(_ key: Key) {
        if let slot = index[key] { remove(at: slot) }
    }

    private mutating func remove(at slot: Int) {
        guard let entry = slots[slot] else { return }
        unlink(slot, entry)
        slots[slot] = nil
        free.append(slot)
        index[entry.key] = nil
        cost -= entry.cost
    }

    /// Moves `slot` to the newest end.
    private mutating func touch(_ slot: Int) {
        guard newest != slot, let entry = slots[slot] else { return }
        unlink(slot, entry)
        slots[slot]?.newer = nil
        slots[slot]?.older = newest
        if let newest { slots[newest]?.newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }

    /// Takes `slot` out of the list, its neighbours joined.
    private mutating func unlink(_ slot: Int, _ entry: Slot) {
        if let newer = entry.newer { slots[newer]?.older = entry.older } else { newest = entry.older }
        if let older = entry.older { slots[older]?.newer = entry.newer } else { oldest = entry.newer }
    }
}
