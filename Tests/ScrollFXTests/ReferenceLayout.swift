@testable import ScrollFX

/// API.md's layout formulas written out again, apart from the engine's layouts, as the oracle of what is listed:
/// for each section of a scene, the (virtual) indices of the items whose laid-out frame overlaps the viewport grown
/// by `prefetch`, or a carousel's visible part grown by it, with those frames in the viewport.
///
/// Everything is placed left to right: right to left mirrors the frames and lists the same items.
struct ReferenceLayout {
    let scene: Scene
    private var axis: Axis { scene.axis }
    private var crossLength: Double { max(0, scene.viewport.size[axis.cross] - scene.contentInset.total(axis.cross)) }

    /// One listed item: its index (virtual in a looping carousel) and its laid-out frame in the viewport.
    struct Listed: Equatable {
        var index: Int
        var frame: Rect
    }

    /// Each section's listed items, in order.
    func listed() -> [[Listed]] {
        // Stack the sections: a box takes no slot; the content ends after the stack or the furthest box.
        var cursor = scene.contentInset.start(axis)
        var stacked = 0
        var boxEnd = 0.0
        var starts: [Double?] = []
        for section in scene.sections {
            if section.kind == .box {
                boxEnd = max(boxEnd, section.frame?.max(axis) ?? 0)
                starts.append(nil)
                continue
            }
            if stacked > 0 { cursor += scene.spacing }
            stacked += 1
            starts.append(cursor)
            cursor += length(of: section)
        }
        let length = scene.viewport.size[axis]
        let maxOffset = max(0, max(cursor, boxEnd) + scene.contentInset.end(axis) - length)
        let shown = displayed(scene.offset, maxOffset: maxOffset, length: length)
        let viewport = Rect(origin: .zero, size: scene.viewport.size)
        let window = viewport.grown(by: scene.prefetch, along: axis)
        return zip(scene.sections, starts).map { section, start in
            guard let start else {
                let frame = section.frame.map { $0.offsetBy(along: axis, -shown) }
                return frame.flatMap { $0.overlapsWithPositiveArea(window) ? [Listed(index: 0, frame: $0)] : nil } ?? []
            }
            var origin = Point.zero
            origin[axis] = start - shown
            origin[axis.cross] = scene.contentInset.start(axis.cross)
            if section.kind == .carousel {
                let frame = Rect(origin: origin, size: Size(width: crossLength, height: self.length(of: section)))
                guard let visible = frame.intersection(viewport) else { return [] }
                return carouselListing(section, at: frame.origin, window: visible.grown(by: scene.prefetch, along: .horizontal))
            }
            if section.kind == .header, let collapse = section.collapse, shown >= 0 {
                // Pinned where it rests, and shorter by what has collapsed.
                let height = section.size?[axis] ?? 0
                var frame = Rect(axis: axis, main: start, cross: origin[axis.cross], mainLength: height, crossLength: crossLength)
                frame.size[axis] -= min(max(shown, 0), max(0, height - collapse.minHeight))
                return frame.overlapsWithPositiveArea(window) ? [Listed(index: 0, frame: frame)] : []
            }
            return itemFrames(of: section).enumerated().map { Listed(index: $0, frame: $1.offsetBy(origin)) }
                .filter { $0.frame.overlapsWithPositiveArea(window) }
        }
    }

    /// The offset the content shows: past either end, a rubber band's b = (1 − 1 / (x·c / d + 1))·d.
    private func displayed(_ offset: Double, maxOffset: Double, length: Double) -> Double {
        guard scene.overscroll.model == .rubberBand else { return offset }
        func band(_ x: Double) -> Double { (1 - 1 / (x * scene.overscroll.coefficient / length + 1)) * length }
        if offset < 0 { return -band(-offset) }
        if offset > maxOffset { return maxOffset + band(offset - maxOffset) }
        return offset
    }

    /// The section's length along the scene's axis.
    private func length(of section: Section) -> Double {
        let padding = section.padding.total(section.kind == .carousel ? .vertical : axis)
        switch section.kind {
        case .header: return section.size?[axis] ?? 0
        case .carousel: return padding + (section.itemSize?.height ?? 0)
        case .box: return 0
        case .list, .grid:
            let frames = itemFrames(of: section)
            return padding + (frames.last.map { $0.max(axis) - section.padding.start(axis) } ?? 0)
        }
    }

    /// A list's or grid's item frames in the section: lists stacked, grids row by row.
    private func itemFrames(of section: Section) -> [Rect] {
        let spacing = section.spacing ?? 0
        let padding = section.padding
        let available = crossLength - padding.total(axis.cross)
        switch section.kind {
        case .header:
            return [Rect(axis: axis, main: 0, cross: 0, mainLength: section.size?[axis] ?? 0, crossLength: crossLength)]
        case .list:
            let lengths = section.items.map { $0.map { $0.size?[axis] ?? section.itemSize?[axis] ?? 0 } }
                ?? Array(repeating: section.itemSize?[axis] ?? 0, count: section.count ?? 0)
            var main = padding.start(axis)
            return lengths.map { length in
                defer { main += length + spacing }
                return Rect(axis: axis, main: main, cross: padding.start(axis.cross), mainLength: length,
                            crossLength: section.itemSize?[axis.cross] ?? max(0, available))
            }
        case .grid:
            let columns = section.columns ?? 1
            let width = max(0, (available - Double(columns - 1) * spacing) / Double(columns))
            let height = section.itemSize?[axis] ?? 0
            return (0..<section.itemCount).map { index in
                let (row, column) = index.quotientAndRemainder(dividingBy: columns)
                return Rect(axis: axis, main: padding.start(axis) + Double(row) * (height + spacing),
                            cross: padding.start(axis.cross) + Double(column) * (width + spacing), mainLength: height, crossLength: width)
            }
        case .carousel, .box:
            return []
        }
    }

    /// A carousel's listed items: item k starts at pad + k·(width + spacing) − offset, any k when it loops.
    private func carouselListing(_ section: Section, at origin: Point, window: Rect) -> [Listed] {
        let (width, spacing) = (section.itemSize?.width ?? 0, section.spacing ?? 16)
        let pad = section.alignment == .center ? (crossLength - width) / 2 : section.padding.leading
        let stride = width + spacing
        let count = section.itemCount
        func frame(_ k: Int) -> Rect {
            Rect(x: origin.x + pad + Double(k) * stride - section.offset, y: origin.y + section.padding.top,
                 width: width, height: section.itemSize?.height ?? 0)
        }
        func listed(_ ks: some Sequence<Int>) -> [Listed] {
            ks.map { Listed(index: $0, frame: frame($0)) }.filter { $0.frame.overlapsWithPositiveArea(window) }
        }
        guard section.loop, count > 0 else { return listed(0..<count) }
        // Every k whose copy can reach the window, then the ones that do.
        let first = Int(((window.min(.horizontal) - origin.x - pad + section.offset) / stride).rounded(.down)) - 1
        let last = Int(((window.max(.horizontal) - origin.x - pad + section.offset) / stride).rounded(.up)) + 1
        return listed(first...last)
    }
}

extension Rect {
    fileprivate func offsetBy(along axis: Axis, _ amount: Double) -> Rect {
        var origin = self.origin
        origin[axis] += amount
        return Rect(origin: origin, size: size)
    }
}
