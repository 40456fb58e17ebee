/// The tracks of one item (or a section's header) from its fit, and which of its constant properties a player needs.
enum ItemTracks {
    /// The tracks of every changing property of the item (nil: the header) of the section with id `section`, from
    /// its fit, but for the elements `skipping` marks (those with tracks shared by the section's items); with `held`,
    /// those of its constant properties go to `held`, each with a keyframe where its listing starts and one where it ends.
    static func of(
        section: String, item: Int?, listed: [[PiecewiseLinearFit.Sample]], owners: [[String]?], skipping: [Bool]?,
        held: inout [Timeline.Track]?
    ) -> [Timeline.Track] {
        guard !listed.isEmpty else { return [] }
        return owners.indices.compactMap { property in
            if skipping?[property / ElementProperties.names.count] == true { return nil }
            let samples = listed[property + 2]
            guard let first = samples.first, let last = samples.last else { return nil }
            let track = { (keyframes: [[Double]], easings: [Int: Easing]) in
                Timeline.Track(section: section, item: item, layer: owners[property],
                               property: ElementProperties.names[property % ElementProperties.names.count], keyframes: keyframes,
                               header: item == nil, easings: easings)
            }
            let value = first.values[property + 2]
            guard samples.contains(where: { !PiecewiseLinearFit.isExact($0.values[property + 2], value) }) else {
                held?.append(track([[first.offset, value], [last.offset, value]], [:]))
                return nil
            }
            let (keyframes, easings) = Keyframes.minimal(samples.map { [$0.offset, $0.values[property + 2]] }, easings: samples.map(\.easing))
            return track(keyframes, easings)
        }
    }

    /// Of a section's `held` tracks, those a player needs: of a property that changes for another of its items (the
    /// same layer), in `changing`, or an item's position along `pinned`, the axis of a container that scrolls while
    /// the item stays put in the viewport (nil when the source does not scroll the item's container).
    static func needed(_ held: [Timeline.Track], changing: ArraySlice<Timeline.Track>, pinned: Axis?) -> [Timeline.Track] {
        struct Key: Hashable { let layer: [String]?, property: String }
        let changes = Set(changing.map { Key(layer: $0.layer, property: $0.property) })
        let position = pinned.map { $0 == .vertical ? "frame.y" : "frame.x" }
        return held.filter { changes.contains(Key(layer: $0.layer, property: $0.property)) || ($0.layer == nil && $0.property == position) }
    }
}
