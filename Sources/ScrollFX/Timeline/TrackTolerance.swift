/// How far a timeline's keyframes may stray from the exact value where a property is curved.
///
/// `tolerance` is absolute. It is in points for positions, sizes, listing overlaps and cover gaps. For
/// `scale` and `rotation` it bounds how far any corner of the element may move from its exact position: a
/// scale error e along an axis moves a corner at most e times the element's length on that axis, and a
/// rotation error of r radians at most r times the element's scaled diagonal (a `rotateY` error, r times its scaled
/// width). `translateZ` is in points. Opacity and blur stay within 1/255 of theirs, whatever the tolerance.
struct TrackTolerance {
    /// The tolerance in points.
    let points: Double
    /// Where the element properties lie in an evaluation: ``ElementProperties/names`` per item and layer.
    let properties: Range<Int>

    /// The largest error allowed for `component` of an evaluation with `values`.
    func callAsFunction(_ component: Int, _ values: [Double]) -> Double {
        guard properties.contains(component) else { return points }
        let position = (component - properties.lowerBound) % ElementProperties.names.count
        let element = component - position
        // In the order of ElementProperties.names: frame x, y, width, height; translate x, y; scale x, y; rotation…
        let (width, height) = (abs(values[element + 2]), abs(values[element + 3]))
        let (scaleX, scaleY) = (abs(values[element + 6]), abs(values[element + 7]))
        // Guarded denominators: a length of 0 gives an infinite tolerance, as then no corner moves.
        switch position {
        case 6: return points / width
        case 7: return points / height
        case 8: return points / ((scaleX * width) * (scaleX * width) + (scaleY * height) * (scaleY * height)).squareRoot() * 180 / .pi
        case 9, 10: return 1 / 255
        case 11: return points / (scaleX * width) * 180 / .pi
        default: return points
        }
    }
}
