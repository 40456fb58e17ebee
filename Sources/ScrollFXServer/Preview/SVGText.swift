import ScrollFX

/// An SVG document being written, line by line, with its numbers and text made safe.
struct SVGText {
    private(set) var text = ""
    /// What the picture may take: once it is spent, no more lines are appended.
    var budget = TextBudget()
    private(set) var isSpent = false

    /// Appends `line` and a newline, unless the budget is spent.
    mutating func line(_ line: String) {
        guard !isSpent else { return }
        text += line
        text += "\n"
        isSpent = budget.isSpent(after: text.utf8.count)
    }

    /// A number as SVG reads it: the shortest text that rounds back to it, without a trailing `.0`.
    func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
        return value.description
    }

    /// A polygon's vertices as the `points` of an SVG `<polygon>`.
    func points(_ polygon: ConvexPolygon) -> String {
        polygon.vertices.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
    }

    /// `text` escaped for element content and attribute values, scalar by scalar (``HTMLText/escaped(_:)``), with the
    /// scalars XML 1.0 cannot carry even escaped (most controls, U+FFFE, U+FFFF) as U+FFFD.
    func escaped(_ text: String) -> String {
        var carried = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isCarried = (scalar.value >= 0x20 || scalar == "\t" || scalar == "\n" || scalar == "\r") && !(0xFFFE...0xFFFF).contains(scalar.value)
            carried.append(isCarried ? scalar : "\u{FFFD}")
        }
        return HTMLText.escaped(String(carried))
    }

    /// The `x`, `y`, `width` and `height` attributes of a rectangle (negative sizes drawn as empty).
    func box(x: Double, y: Double, width: Double, height: Double) -> String {
        #"x="\#(number(x))" y="\#(number(y))" width="\#(number(max(0, width)))" height="\#(number(max(0, height)))""#
    }

    /// The SVG transform placing an element whose frame is `frame` and whose visual transform is `transform`:
    /// moved to the frame's origin, then the frame's `matrix` (which applies about the top-left corner).
    func placement(_ frame: Rect, _ transform: Frame.Transform) -> String {
        let matrix = transform.matrix.map(number).joined(separator: " ")
        return "translate(\(number(frame.x)) \(number(frame.y))) matrix(\(matrix))"
    }
}
