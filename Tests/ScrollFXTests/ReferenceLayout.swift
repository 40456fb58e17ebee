@testable import ScrollFX

/// The contract's layout formulas (docs/contract.md#section) written out again, apart from the engine's layouts, as the oracle of what is listed:
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

    /// The sections stacked along the axis: each one's content start and length (a box: its frame's, taking no slot),
    /// and the content's length, end inset included.
    struct Stack {
        var starts: [Double]
        var lengths: [Double]
        var contentLength: Double
        var maxOffset: Double
    }

    func stack() -> Stack {
        // A box takes no slot; the content ends after the stack or the furthest box.
        var cursor = scene.contentInset.start(axis)
        var stacked = 0
        var boxEnd = 0.0
        var (starts, lengths) = ([Double](), [Double]())
        for section in scene.sections {
            if section.kind == .box {
                boxEnd = max(boxEnd, section.frame?.max(axis) ?? 0)
                starts.append(section.frame?.min(axis) ?? 0)
                lengths.append(section.frame?.length(axis) ?? 0)
                continue
            }
            if stacked > 0 { cursor += scene.spacing }
            stacked += 1
            starts.append(cursor)
            lengths.append(length(of: section))
            cursor += length(of: section)
        }
        let contentLength = max(cursor, boxEnd) + scene.contentInset.end(axis)
        return Stack(starts: starts, lengths: lengths, contentLength: contentLength, maxOffset: max(0, contentLength - scene.viewport.size[axis]))
    }

    /// The offset the scene shows.
    var shown: Double { displayed(scene.offset, maxOffset: stack().maxOffset, length: scene.viewport.size[axis]) }

    /// CSS `position: sticky`'s clamp: how far an element laid out at `start`, `length` long, in a block ending at
    /// `end`, sticking `top` below the start inset, is moved when the scene shows `shown`.
    private func sticking(start: Double, length: Double, end: Double, top: Double) -> Double {
        min(max(shown + scene.contentInset.start(axis) + top - start, 0), end - start - length)
    }

    /// How far section `index` is displaced by its pin (0 without one): its block is the whole content, and a follower's
    /// stick line is the bar's hidden amount higher. The bar that hides and returns is displayed at i₀ − s for o ≥ 0.
    func pinning(_ index: Int) -> Double {
        let stack = stack()
        if index == 0, scene.sections[0].reveal != nil {
            return shown < 0 ? 0 : scene.contentInset.start(axis) - hidden + shown - stack.starts[0]
        }
        guard let sticky = scene.sections[index].sticky else { return 0 }
        let top = sticky.follow == nil ? sticky.top : sticky.top - hidden
        return sticking(start: stack.starts[index], length: stack.lengths[index], end: stack.contentLength, top: top)
    }

    /// The bar's hidden amount in this frame, 0 without a bar: with c(x) = clamp(x, 0, M),
    /// s = clamp(s₀ + c(o) − c(p), 0, min(h, c(o))), s₀ the scene's `previous` amount (at most h; min(h, c(p)) when not
    /// given), and min(h, c(o)) without `previous`.
    var hidden: Double {
        guard let bar = scene.sections.first, bar.reveal != nil else { return 0 }
        let (h, maxOffset) = (bar.size?[axis] ?? 0, stack().maxOffset)
        func c(_ x: Double) -> Double { min(max(x, 0), maxOffset) }
        guard let previous = scene.previous else { return min(h, c(scene.offset)) }
        let given = previous.hidden?.entries.first { $0.id == bar.id }?.amount
        let s0 = min(given ?? min(h, c(previous.offset)), h)
        return min(max(s0 + c(scene.offset) - c(previous.offset), 0), min(h, c(scene.offset)))
    }

    /// Where the bar settles when the scene rests here: 0 when s / h is below its threshold, else min(h, c(o)).
    var settledHidden: Double {
        guard let bar = scene.sections.first, let reveal = bar.reveal else { return 0 }
        let h = bar.size?[axis] ?? 0
        return h > 0 && hidden / h >= reveal.threshold ? min(h, min(max(scene.offset, 0), stack().maxOffset)) : 0
    }

    /// Each section's header where it is displayed (its frame in the viewport, left to right, before its own effects)
    /// and whether it is stuck, or nil without one; `listed` when it overlaps the viewport grown by `prefetch`.
    func headers() -> [(frame: Rect, stuck: Bool, listed: Bool)?] {
        let stack = stack()
        let window = Rect(origin: .zero, size: scene.viewport.size).grown(by: scene.prefetch, along: axis)
        return scene.sections.indices.map { index in
            guard let header = scene.sections[index].header else { return nil }
            let (start, h) = (stack.starts[index], header.size[axis] ?? 0)
            let moved = sticking(start: start, length: h, end: start + stack.lengths[index], top: header.top)
            let frame = Rect(axis: axis, main: start + moved - shown, cross: scene.contentInset.start(axis.cross), mainLength: h, crossLength: crossLength)
            return (frame, moved > 0, frame.overlapsWithPositiveArea(window))
        }
    }

    /// Item `index` of section `section` (not a carousel's) along the axis in the content, where the layout puts it.
    func laidOutSpan(section: Int, item index: Int) -> (start: Double, length: Double) {
        let frame = itemFrames(of: scene.sections[section])[index]
        return (stack().starts[section] + frame.min(axis), frame.length(axis))
    }

    /// The scene's snap stops, `viewAligned`: each list, header and box item, each grid row and each carousel section's
    /// leading edge at the start inset (p − i₀), from where the layout puts them, in order.
    func sceneSnapStops() -> [Double] {
        let stack = stack()
        let inset = scene.contentInset.start(axis)
        return scene.sections.indices.flatMap { index -> [Double] in
            let section = scene.sections[index]
            switch section.kind {
            case .carousel, .box: return [stack.starts[index] - inset]
            case .header: return [stack.starts[index] - inset]
            case .list, .grid:
                let rows = Set(itemFrames(of: section).map { $0.min(axis) }).sorted()
                return rows.map { stack.starts[index] + $0 - inset }
            }
        }
    }

    /// Each section's listed items, in order.
    func listed() -> [[Listed]] {
        let stack = stack()
        let shown = self.shown
        let viewport = Rect(origin: .zero, size: scene.viewport.size)
        let window = viewport.grown(by: scene.prefetch, along: axis)
        return scene.sections.indices.map { index in
            let (section, start) = (scene.sections[index], stack.starts[index] + pinning(index))
            guard section.kind != .box else {
                let frame = section.frame.map { $0.offsetBy(along: axis, start - shown - ($0.min(axis))) }
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
            // A header takes the first h of the slot, before the padding.
            let frames = itemFrames(of: section)
            return headerLength(of: section) + padding + (frames.last.map { $0.max(axis) - section.padding.start(axis) - headerLength(of: section) } ?? 0)
        }
    }

    /// The length along the axis of the section's header, 0 without one.
    private func headerLength(of section: Section) -> Double {
        section.header?.size[axis] ?? 0
    }

    /// A list's or grid's item frames in the section, after its header: lists stacked, grids row by row.
    private func itemFrames(of section: Section) -> [Rect] {
        let spacing = section.spacing ?? 0
        var padding = section.padding
        let available = crossLength - padding.total(axis.cross)
        if axis == .vertical { padding.top += headerLength(of: section) } else { padding.leading += headerLength(of: section) }
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
