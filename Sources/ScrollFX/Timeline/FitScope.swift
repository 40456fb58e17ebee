/// What a fit of an item (or a header) follows: every component of its evaluations, or only where it is listed
/// and the gaps of one cover layer.
///
/// An overscan search refits whole ranges at trial overscans (``OverscanSearch``) only to see where gaps remain.
/// Following the other properties there would cost the most where the trial layer is largest: a rotation's
/// tolerance shrinks as the layer it turns grows (``TrackTolerance``), so a layer a thousand times its size would
/// need a thousand times the keyframes for an answer nobody reads.
enum FitScope {
    /// The overlaps and every property; with `covers`, every cover layer's gaps after them.
    case everything(covers: Bool)
    /// The overlaps, then the four gaps (``CoverGap/edges``) of the cover layer at this index among the tree's.
    case gaps(cover: Int)

    /// Whether evaluations measure the cover layers' gaps.
    var covers: Bool {
        switch self {
        case .everything(let covers): covers
        case .gaps: true
        }
    }

    /// The components kept of an evaluation whose overlaps are followed by `properties` property values.
    func kept(_ values: [Double], properties: Int) -> [Double] {
        guard case .gaps(let cover) = self else { return values }
        return Array(values[0..<2]) + values[Self.gaps(of: cover, properties: properties)]
    }

    /// Where the four gaps of the cover layer at index `cover` lie in an evaluation whose overlaps are followed by
    /// `properties` property values.
    static func gaps(of cover: Int, properties: Int) -> Range<Int> {
        let first = 2 + properties + 4 * cover
        return first..<(first + 4)
    }

    /// The tolerance of a fit of the kept components: element properties where they are, points elsewhere.
    func tolerance(points: Double, properties: Int) -> TrackTolerance {
        switch self {
        case .everything: TrackTolerance(points: points, properties: 2..<(2 + properties))
        case .gaps: TrackTolerance(points: points, properties: 2..<2)
        }
    }
}
