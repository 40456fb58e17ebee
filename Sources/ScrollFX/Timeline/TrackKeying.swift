/// How a compile keys the tracks of one element of a section's items.
enum TrackKeying {
    /// The item's own tracks, keyed by the source's offset.
    case perItem
    /// One track for every item, keyed by the item's position in its container.
    case byPosition
    /// One track for every item, keyed by its container's offset.
    case byOffset

    /// How `"tracks": "shared"` keys the elements of the items of `section`: by position those that read nothing but
    /// it, by their container's offset those that read nothing but that (not in a looping carousel other than the
    /// source, whose offsets have no ends), the rest per item. Nil when the items are not alike. With `played`, the
    /// maps a sheet plays on view timelines read the position, eased or not (their tracks are then sampled).
    static func shared(section: Int, source: Int?, played: [[Int]]?, in builder: FrameBuilder) -> [TrackKeying]? {
        let placement = builder.layout.placements[section]
        let endless = placement.section.loops && source != section
        return ElementReads.ofItems(of: placement, in: builder.scene, played: played, playedReads: .position)?.map { reads in
            reads.isSubset(of: .position) ? .byPosition : reads == .offset && !endless ? .byOffset : .perItem
        }
    }
}
