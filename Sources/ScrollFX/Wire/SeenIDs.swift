/// The ids met so far in one scope (a scene's sections, one item's layers), to refuse a repeat.
///
/// A scope mostly holds a handful, which a scan compares faster than a set hashes them; from the 17th on the
/// ids go into a set, so a hostile scope of thousands stays linear.
struct SeenIDs {
    private var few: [String] = []
    private var many: Set<String>?

    /// Adds `id`; false when it was met before.
    mutating func insert(_ id: String) -> Bool {
        if many != nil { return many!.insert(id).inserted }
        if few.contains(id) { return false }
        // Room for every id a scan checks at once, rather than four growths on the way.
        if few.isEmpty { few.reserveCapacity(16) }
        few.append(id)
        if few.count > 16 {
            many = Set(few)
            few = []
        }
        return true
    }
}
