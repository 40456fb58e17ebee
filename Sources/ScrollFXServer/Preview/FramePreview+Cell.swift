import ScrollFX

/// One frame's drawing, in viewport space.
struct Cell {
    let frame: Frame
    let viewport: Size
    let perspectives: [String: Double]
    /// The sections painted above the others, by id.
    let raised: Set<String>
    /// Layer fills, by depth.
    static let palette = ["#f4a261", "#2a9d8f", "#e76f51", "#8e7dbe", "#e9c46a"]
    /// What the cell shows: the viewport and every listed item and layer as drawn.
    let bounds: Rect

    /// The smallest rectangle holding the points added to it.
    struct Extent {
        var minX, minY, maxX, maxY: Double

        init(_ rect: Rect) { (minX, minY, maxX, maxY) = (rect.x, rect.y, rect.maxX, rect.maxY) }

        mutating func add(_ point: Point) {
            (minX, minY, maxX, maxY) = (min(minX, point.x), min(minY, point.y), max(maxX, point.x), max(maxY, point.y))
        }

        mutating func add(_ rect: Rect) {
            add(Point(x: rect.x, y: rect.y))
            add(Point(x: rect.maxX, y: rect.maxY))
        }

        var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    }

    init(frame: Frame, viewport: Size, perspectives: [String: Double], raised: Set<String> = []) {
        self.frame = frame
        self.viewport = viewport
        self.perspectives = perspectives
        self.raised = raised
        var extent = Extent(Rect(x: 0, y: 0, width: viewport.width, height: viewport.height))
        func add(_ size: Size, _ map: AffineTransform) {
            for corner in [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height), Point(x: 0, y: size.height)] {
                let point = map.apply(to: corner)
                if point.x.isFinite, point.y.isFinite { extent.add(point) }
            }
        }
        func add(_ layers: [Frame.Layer], in parent: AffineTransform) {
            for layer in layers {
                let map = parent.concatenating(.translation(Point(x: layer.frame.x, y: layer.frame.y))).concatenating(layer.transform.affine)
                add(layer.frame.size, map)
                add(layer.layers, in: map)
            }
        }
        for section in frame.sections {
            for item in section.elements {
                // Items turned in 3-D are drawn smaller than their frames, never larger: their frames bound them.
                let map = AffineTransform.translation(Point(x: item.frame.x, y: item.frame.y)).concatenating(item.transform.affine)
                add(item.frame.size, item.isTurnedInThreeDimensions ? .translation(Point(x: item.frame.x, y: item.frame.y)) : map)
                if !item.isTurnedInThreeDimensions { add(item.layers, in: map) }
            }
        }
        bounds = extent.rect
    }

    /// How an element is put on the picture: inside its parent's SVG transform (flat), or, for an item turned in 3-D
    /// and everything in it, with its corners projected into viewport space, since SVG transforms are flat.
    private enum Placement {
        case flat
        case projected(FrameProjection)

        /// The group attribute that places a child at `frame` by `transform` (flat only), and how its own content is placed.
        func child(_ frame: Rect, _ transform: Frame.Transform, _ svg: SVGText) -> (attribute: String, content: Placement) {
            switch self {
            case .flat: (#" transform="\#(svg.placement(frame, transform))""#, .flat)
            case .projected(let parent): ("", .projected(parent.placing(frame, by: transform)))
            }
        }

        /// `rect` of the element's own coordinates as a shape: a rectangle, or the polygon it is seen as.
        func shape(_ rect: Rect, _ leading: String, _ trailing: String = "", _ svg: SVGText) -> String {
            switch self {
            case .flat: #"<rect \#(leading) \#(svg.box(x: rect.x, y: rect.y, width: rect.width, height: rect.height))\#(trailing)/>"#
            case .projected(let map): #"<polygon \#(leading) points="\#(svg.points(map.quad(of: rect)))"\#(trailing)/>"#
            }
        }

        /// Where a point of the element's own coordinates is drawn; nil at or behind the eye.
        func point(_ point: Point) -> Point? {
            switch self {
            case .flat: point
            case .projected(let map): map.point(point)
            }
        }
    }

    /// An item by its section's id and its index.
    private struct ItemKey: Hashable {
        var section: String
        var item: Int?
    }

    /// The sections in paint order: those painted above the others last, each group in request order.
    private var paintOrder: [Frame.Section] {
        frame.sections.filter { !raised.contains($0.id) } + frame.sections.filter { raised.contains($0.id) }
    }

    /// Draws the frame, then fades what lies outside the viewport within `area`.
    func draw(into svg: inout SVGText, fadingOutside area: Rect) {
        // Each element's gaps, found in one pass over the warnings (not one per element); a header's have no item.
        let gapsByItem = Dictionary(grouping: frame.warnings.filter { $0.code == "gap" }) { ItemKey(section: $0.section, item: $0.item) }
        for section in paintOrder {
            let eye = perspectives[section.id].map { FrameProjection(carousel: section, perspective: $0) }
            // A section's header paints above its items.
            for (position, item) in section.elements.enumerated() {
                // A picture over its budget is refused: drawing the rest would be wasted.
                if svg.isSpent { return }
                let isHeader = position == section.items.count
                let gaps = gapsByItem[ItemKey(section: section.id, item: isHeader ? nil : item.index)] ?? []
                let placement: Placement = if let eye, item.isTurnedInThreeDimensions { .projected(eye) } else { .flat }
                draw(item, of: section.id, isHeader: isHeader, gaps: gaps, placement: placement, into: &svg)
            }
        }
        for section in paintOrder {
            for item in section.elements {
                guard let visible = item.visibleRect else { continue }
                svg.line(#"<rect class="visible" \#(svg.box(x: visible.x, y: visible.y, width: visible.width, height: visible.height))/>"#)
            }
        }
        // What lies outside the viewport stays in the picture, faded: the cell minus the viewport, filled even-odd.
        let (w, h) = (svg.number(viewport.width), svg.number(viewport.height))
        svg.line(#"<path class="outside" fill-rule="evenodd" d="M\#(svg.number(area.x)) \#(svg.number(area.y))h\#(svg.number(area.width))"#
            + #"v\#(svg.number(area.height))h\#(svg.number(-area.width))Z M0 0h\#(w)v\#(h)h-\#(w)Z"/>"#)
        svg.line(#"<rect class="viewport" \#(svg.box(x: 0, y: 0, width: viewport.width, height: viewport.height))/>"#)
    }

    /// Draws an item (or a section's header) as its clip shape, its layers inside it and the gaps its cover layers leave.
    private func draw(
        _ item: Frame.Item, of section: String, isHeader: Bool, gaps: [Frame.Warning], placement: Placement, into svg: inout SVGText
    ) {
        let (attribute, content) = placement.child(item.frame, item.transform, svg)
        let projected = if case .projected = placement { #" data-projected="true""# } else { "" }
        let which = isHeader ? #" data-header="true""# : #" data-index="\#(item.index)""#
        svg.line(#"<g class="item" data-section="\#(svg.escaped(section))""# + which
            + (item.id.map { #" data-id="\#(svg.escaped($0))""# } ?? "") + attribute + projected + ">")
        let shape = item.clip ?? Frame.ClipRect(x: 0, y: 0, width: item.frame.width, height: item.frame.height, cornerRadius: 0)
        // A projected shape is a polygon: it has no corner radius to draw.
        let radius = if case .flat = content { #" rx="\#(svg.number(shape.cornerRadius))""# } else { "" }
        svg.line(content.shape(Rect(x: shape.x, y: shape.y, width: shape.width, height: shape.height), #"class="item""#, radius, svg))
        var (gaps, labels) = (gaps, 0)
        draw(item.layers, in: item.frame.size, placement: content, gaps: &gaps, depth: 0, labels: &labels, into: &svg)
        svg.line("</g>")
    }

    /// Where a gap's amount is written: inside its band's parent, just past the band, away from the corner labels.
    static func labelPoint(_ gap: Frame.Warning, band: Rect, in size: Size) -> Point {
        switch gap.edge {
        case "top": Point(x: size.width - 60, y: min(band.maxY + 11, size.height - 2))
        case "bottom": Point(x: size.width - 60, y: max(band.y - 3, 11))
        case "leading": Point(x: min(band.maxX + 3, size.width - 50), y: size.height - 6)
        default: Point(x: max(band.x - 50, 2), y: size.height - 6)
        }
    }

    /// An amount to one decimal, as a label shows it.
    static func amount(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return Int(exactly: rounded).map(String.init) ?? String(rounded)
    }

    /// The band along the parent edge a gap names, as wide as its amount, in the parent's coordinates.
    static func band(_ gap: Frame.Warning, in size: Size) -> Rect {
        switch gap.edge {
        case "top": Rect(x: 0, y: 0, width: size.width, height: gap.amount)
        case "bottom": Rect(x: 0, y: size.height - gap.amount, width: size.width, height: gap.amount)
        case "leading": Rect(x: 0, y: 0, width: gap.amount, height: size.height)
        default: Rect(x: size.width - gap.amount, y: 0, width: gap.amount, height: size.height)
        }
    }

    /// Draws `layers` inside a parent of `size`, then the gaps its cover layers leave in it (each of `gaps` once,
    /// where the first layer of its id is). Labels go one under the other (`labels` counts those of the item so far),
    /// so that layers sharing a corner stay legible.
    private func draw(
        _ layers: [Frame.Layer], in size: Size, placement: Placement, gaps: inout [Frame.Warning], depth: Int, labels: inout Int,
        into svg: inout SVGText
    ) {
        for layer in layers {
            let (attribute, content) = placement.child(layer.frame, layer.transform, svg)
            svg.line(#"<g class="layer""# + (layer.id.map { #" data-id="\#(svg.escaped($0))""# } ?? "") + attribute + ">")
            svg.line(content.shape(Rect(origin: .zero, size: layer.frame.size), #"class="layer""#,
                                   #" fill="\#(Self.palette[depth % Self.palette.count])""#, svg))
            if let id = layer.id, let at = content.point(Point(x: 4, y: 13 + 12 * Double(labels))) {
                svg.line(#"<text x="\#(svg.number(at.x))" y="\#(svg.number(at.y))">\#(svg.escaped(id))</text>"#)
                labels += 1
            }
            draw(layer.layers, in: layer.frame.size, placement: content, gaps: &gaps, depth: depth + 1, labels: &labels, into: &svg)
            svg.line("</g>")
        }
        for layer in layers {
            let own = gaps.filter { $0.layer == layer.id }
            gaps.removeAll { $0.layer == layer.id }
            for gap in own {
                let band = Self.band(gap, in: size)
                svg.line(placement.shape(band, #"class="gap" data-layer="\#(svg.escaped(gap.layer ?? ""))" data-edge="\#(gap.edge)""#, "", svg))
                guard let label = placement.point(Self.labelPoint(gap, band: band, in: size)) else { continue }
                svg.line(#"<text class="gap-amount" x="\#(svg.number(label.x))" y="\#(svg.number(label.y))">"#
                    + #"gap \#(Self.amount(gap.amount))</text>"#)
            }
        }
    }
}

extension Frame.Section {
    /// The listed items, then the header when it is listed, as item-shaped answers: what a picture draws.
    var elements: [Frame.Item] {
        guard case .some(.some(let header)) = header else { return items }
        return items + [header.element]
    }
}
