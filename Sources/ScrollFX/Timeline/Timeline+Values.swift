extension Timeline {
    /// What a player reads from one track at one scroll state: the track's value there, or, for a track shared by
    /// position, the track itself, read at each element's own position.
    public enum TrackValue: Hashable, Sendable {
        /// The track's value at its key, or nil where it has none (outside its keyframes, or a container whose offset
        /// was not given).
        case value(Double?)
        /// A track shared by the items of a section and keyed by an item's position: read it at each element's
        /// leading edge along its container's axis, as `/v1/frame` reports its frame.
        case byPosition(Track)

        /// The value for an element whose leading edge is at `position`; a `.value` is the same at every position.
        public func value(atPosition position: Double) -> Double? {
            switch self {
            case .value(let value): value
            case .byPosition(let track): track.value(at: position)
            }
        }
    }

    /// The value of every track at one scroll state, parallel to ``tracks``: the answer of the TypeScript client's
    /// `valuesAt`, so that an app plays a timeline it fetched, or compiled on the device, as a web page does.
    ///
    /// - A track of an item or a header is read at `offset`, the source's offset.
    /// - A shared track keyed by position is ``TrackValue/byPosition(_:)``.
    /// - A shared track keyed by its container's offset (`"key": "offset"`) is read at that container's offset: the
    ///   source's when its section is the source, else its entry in `carouselOffsets` (each carousel's own offset, by
    ///   id), else the scene's: `offset` when the source is the scene, else `sceneOffset` (no value without one). A
    ///   carousel left out of `carouselOffsets` is therefore read at the scene's offset, as a list is: name them all.
    public func values(at offset: Double, carouselOffsets: [String: Double] = [:], sceneOffset: Double? = nil) -> [TrackValue] {
        let scene = source == nil ? offset : sceneOffset
        return tracks.map { track in
            guard track.item == nil, !track.header else { return .value(track.value(at: offset)) }
            guard track.keyedByOffset else { return .byPosition(track) }
            let container = track.section == source ? offset : carouselOffsets[track.section] ?? scene
            return .value(container.flatMap(track.value(at:)))
        }
    }
}
