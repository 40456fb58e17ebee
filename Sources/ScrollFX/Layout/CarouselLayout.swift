/// `carousel`: a nested horizontal scroll container of equal items.
///
/// Content coordinates start at the carousel's leading edge. `center` pads
/// both ends by (containerWidth − itemWidth) / 2 so the first and last items
/// can sit centred; `leading` pads by the section's leading and trailing
/// padding. Item i starts at pad + i·(itemWidth + spacing).
struct CarouselLayout: ItemLayout {
    private let runs: StrideLayout
    private let top: Double
    private let itemSize: Size
    /// The carousel's own content width.
    let contentWidth: Double
    /// The carousel's largest offset: max(0, contentWidth − containerWidth).
    let maxOffset: Double
    /// The carousel's height in the scene: its items plus top and bottom padding.
    let length: Double
    var count: Int { runs.count }
    /// Whether virtual item k (any integer) starts at pad + k·(itemWidth + spacing), showing item k mod count.
    let loops: Bool

    /// Lays out a validated carousel whose container is `containerWidth` wide.
    init(section: Section, containerWidth: Double) {
        itemSize = Size(width: section.itemSize?.width ?? 0, height: section.itemSize?.height ?? 0)
        let (leadingPad, trailingPad) = section.alignment == .center
            ? ((containerWidth - itemSize.width) / 2, (containerWidth - itemSize.width) / 2)
            : (section.padding.leading, section.padding.trailing)
        runs = StrideLayout(origin: leadingPad, length: itemSize.width, spacing: section.itemSpacing, count: section.itemCount)
        top = section.padding.top
        contentWidth = max(0, leadingPad + runs.extent + trailingPad)
        maxOffset = max(0, contentWidth - containerWidth)
        length = section.padding.top + itemSize.height + section.padding.bottom
        loops = section.loops && runs.count > 0
    }

    func frame(ofItem index: Int) -> Rect {
        Rect(origin: Point(x: runs.start(index), y: top), size: itemSize)
    }

    /// From one item's start to the next: itemWidth + spacing.
    var stride: Double { runs.stride }

    /// The items, or in a looping carousel the virtual items, that may overlap [lower, upper].
    func candidates(from lower: Double, to upper: Double) -> Range<Int> {
        loops ? runs.repeatingCandidates(from: lower, to: upper) : runs.candidates(from: lower, to: upper)
    }

    /// Whether the items that may overlap [lower, upper] have indices an answer can carry exactly (within ±2⁵³): always
    /// true unless the carousel loops.
    func indicesAreExact(from lower: Double, to upper: Double) -> Bool {
        !loops || runs.repeatingIndicesAreExact(from: lower, to: upper)
    }
}
