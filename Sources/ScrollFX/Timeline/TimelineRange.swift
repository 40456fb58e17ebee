/// The stretch of a source's offsets a timeline covers, and the tolerance its tracks keep: what every part of one
/// compile fits over (``ItemFits``, ``SharedTracks``, ``HeaderFits``, ``CoverExposures``).
struct TimelineRange {
    /// The timeline's source: the scene (nil) or a carousel's placement index.
    let source: Int?
    let from: Double
    let to: Double
    /// The most a track may stray from the answer between its keyframes, in points.
    let tolerance: Double
}
