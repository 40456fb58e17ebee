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
    private let itemLength: Double
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
        self.itemLength = section.itemSize?[axis] ?? 0
        let available = crossLength - padding.total(axis.cross) - Double(columns - 1) * spacing
        self.itemCrossLength = max(0, available / Double(columns))
        let lines = (count + columns - 1) / columns
        let content = lines == 0 ? 0 : Double(lines) * itemLength + Double(lines - 1) * spacing
        self.length = padding.total(axis) + content
    }

    func frame(ofItem index: Int) -> Rect {
        let (line, column) = index.quotientAndRemainder(dividingBy: columns)
        return Rect(
            axis: axis,
            main: padding.start(axis) + Double(line) * (itemLength + spacing),
            cross: padding.start(axis.cross) + Double(column) * (itemCrossLength + spacing),
            mainLength: itemLength, crossLength: itemCrossLength
        )
    }

    func candidates(from lower: Double, to upper: Double) -> Range<Int> {
        let lines = (count + columns - 1) / columns
        let range = StrideLayout(origin: padding.start(axis), length: itemLength, spacing: spacing, count: lines)
            .candidates(from: lower, to: upper)
        // The last line may be partly filled: clamp both ends to the item count.
        let lower = min(count, range.lowerBound * columns)
        return lower..<max(lower, min(count, range.upperBound * columns))
    }
}

/// Equal runs of `length`, `spacing` apart from `origin`: the arithmetic behind uniform lists, grids and carousels.
struct StrideLayout: Sendable {
    var origin: Double
    var length: Double
    var spacing: Double
    var count: Int

    /// The start of run `index`.
    func start(_ index: Int) -> Double { origin + Double(index) * (length + spacing) }

    /// The runs that may overlap [lower, upper] with positive length.
    func candidates(from lower: Double, to upper: Double) -> Range<Int> {
        let stride = length + spacing
        // Guarded denominator: runs of no length have no area and are never listed.
        guard count > 0, length > 0, stride > 0 else { return 0..<0 }
        // Run i spans [origin + i·stride, origin + i·stride + length].
        let first = ((lower - origin - length) / stride).rounded(.down) + 1
        let last = ((upper - origin) / stride).rounded(.up) - 1
        let lowerIndex = Int(min(max(first, 0), Double(count)))
        let upperIndex = Int(min(max(last + 1, 0), Double(count)))
        return lowerIndex..<max(lowerIndex, upperIndex)
    }
}
