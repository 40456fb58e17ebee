extension Timeline.Track {
    /// The track's value at `key` (the source's offset; a shared track's item position, or with ``keyedByOffset`` its
    /// container's offset) as the contract reads its keyframes: segment k holds o_k ≤ key < o_{k+1} and is eased by
    /// keyframe k's easing (linear without one); at a jump (two keyframes at one offset) the later is the value from
    /// there on. Nil outside the keyframes (and for a key that is not a number), where the track has no value.
    ///
    /// The keyframe is found by halving: a player reads every track of a screen at every frame.
    public func value(at key: Double) -> Double? {
        guard let first = keyframes.first, let last = keyframes.last, key >= first[0], key <= last[0] else { return nil }
        if key == last[0] { return last[1] }
        // The last keyframe at or before `key`: keyframes[low][0] ≤ key < keyframes[high][0].
        var (low, high) = (0, keyframes.count - 1)
        while high - low > 1 {
            let middle = (low + high) / 2
            if keyframes[middle][0] <= key { low = middle } else { high = middle }
        }
        let (a, b) = (keyframes[low], keyframes[high])
        // Guarded denominator: b's offset lies past `key`, which is at or past a's.
        let progress = (key - a[0]) / (b[0] - a[0])
        return a[1] + (b[1] - a[1]) * (easings[low].map { $0(progress) } ?? progress)
    }
}
