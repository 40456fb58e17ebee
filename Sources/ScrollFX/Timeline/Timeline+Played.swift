extension Timeline {
    /// One frame of a player that keeps the state of the scene's bars that hide and return: every track's value, and
    /// the frame to read the next one after.
    public struct PlayedFrame: Hashable, Sendable {
        /// Every track's value, parallel to ``Timeline/tracks`` (``values(at:carouselOffsets:sceneOffset:)``'s).
        public var values: [TrackValue]
        /// This frame: its offset and each bar's hidden amount, by the bar's id (the contract's `previous`).
        public var previous: PreviousFrame
    }

    /// The value of every track at `offset` along the user's path, after the frame `previous` (none: the forward path
    /// from the start), the scene scrolling to `maxOffset`, and the frame to read the next one after.
    ///
    /// Tracks are the forward path's. With the timeline's `reveal` (a scene source), each bar's hidden amount s is the
    /// contract's, s = clamp(s₀ + c(o) − c(p), 0, min(h, c(o))), and:
    /// - the bar's tracks are read at offset s: over [0, h] they give its look at every hidden amount (past the start,
    ///   o < 0, at o: it is a plain header there);
    /// - a follower's tracks are read at o′ = o − s + m (m = min(h, c(maxOffset)), o ≥ 0), where the forward path puts
    ///   its stick line as s puts it at o, and its items' position along the axis is moved back by o′ − o. A timeline
    ///   whose `to` is at least `maxOffset` + h covers every o′. (A follower's own effects that read its position read
    ///   it there.)
    ///
    /// Every other track is read as ``values(at:carouselOffsets:sceneOffset:)`` reads it.
    public func values(
        at offset: Double, after previous: PreviousFrame?, maxOffset: Double = .infinity, carouselOffsets: [String: Double] = [:],
        sceneOffset: Double? = nil
    ) -> PlayedFrame {
        var values = values(at: offset, carouselOffsets: carouselOffsets, sceneOffset: sceneOffset)
        let bars = source == nil ? reveal ?? [] : []
        var hidden: [HiddenAmounts.Entry] = []
        for bar in bars {
            let reading = RevealBar(id: bar.section, length: bar.length, threshold: bar.threshold, maxOffset: maxOffset)
            let amount = reading.hidden(at: offset, after: previous)
            hidden.append(HiddenAmounts.Entry(id: bar.section, amount: amount))
            // Where the forward path is as s puts the followers, and which way a position moves as the offset grows.
            let (shown, sliding) = (reading.forward(maxOffset), slide(of: bar))
            let followed = offset < 0 ? offset : offset - amount + shown
            for (index, track) in tracks.enumerated() {
                if track.section == bar.section {
                    // Past the start the bar is a plain header, pulled down with the content.
                    values[index] = .value(track.value(at: offset < 0 ? offset : amount))
                } else if bar.follow.contains(track.section), track.item != nil || track.header {
                    let moved = track.layer == nil && track.property == sliding?.property ? (sliding?.direction ?? 0) * (followed - offset) : 0
                    values[index] = .value(track.value(at: followed).map { $0 - moved })
                }
            }
        }
        return PlayedFrame(values: values, previous: PreviousFrame(offset: offset, hidden: bars.isEmpty ? previous?.hidden : HiddenAmounts(hidden)))
    }

    /// The bar's position along the axis as the timeline gives it (`frame.y`, or `frame.x` in a horizontal scene) and
    /// how it moves as the offset grows past the start: −1, or +1 at the right-hand edge of a right-to-left one. Nil
    /// when it never moves (a bar of no length, or a scene that does not scroll: no follower moves either).
    private func slide(of bar: Reveal) -> (property: String, direction: Double)? {
        for track in tracks where track.section == bar.section && track.layer == nil && (track.property == "frame.x" || track.property == "frame.y") {
            guard let start = track.value(at: 0), let moved = track.value(at: min(bar.length, 1)), moved != start else { continue }
            return (track.property, moved < start ? -1 : 1)
        }
        return nil
    }
}
