/// `grid`: items row-major in lines of `columns` across the scene axis.
///
/// Item cross size = (cross − padding − (columns − 1)·spacing) / columns; item
/// length along the axis = `itemSize` along the axis; lines are `spacing` apart.
struct GridLayout: ItemLayout {
    private let axis: Axis
    private let padding: Insets
    private let spacing: Double
    private let columns: Int
    var lineLength: Int { columns }
    private let lines: StrideLayout
    private let itemCrossLength: Double
    let count: Int
    let length: Double

    /// Lays out a validated grid for a scene scrolling along `axis`, `crossLength` wide.
    init(section: Section, axis: Axis, crossLength: Double) {
        self.axis = axis
        self.padding = section.padding
        self.spacing = section.itemSpacing
        let columns = max(1, section.columns ?? 1)
        self.columns = columns
        self.count = section.itemCount
        let available = crossLength - padding.total(axis.cross) - Double(columns - 1) * spacing
        self.itemCrossLength = max(0, available / Double(columns))
        self.lines = StrideLayout(origin: padding.start(axis), length: section.itemSize?[axis] ?? 0, spacing: spacing,
                                  count: (count + columns - 1) / columns)
        self.length = padding.total(axis) + lines.extent
    }

    func frame(ofItem index: Int) -> Rect {
        let (line, column) = index.quotientAndRemainder(dividingBy: columns)
        return Rect(
            axis: axis,
            main: lines.start(line),
            cross: padding.start(axis.cross) + Double(column) * (itemCrossLength + spacing),
            mainLength: lines.length, crossLength: itemCrossLength
        )
    }

    func candidates(from lower: Double, to upper: Double) -> Range<Int> {
        let range = lines.candidates(from: lower, to: upper)
        // The last line may be partly filled: clamp both ends to the item count.
        let lower = min(count, range.lowerBound * columns)
        return lower..<max(lower, min(count, range.upperBound * columns))
    }
}
