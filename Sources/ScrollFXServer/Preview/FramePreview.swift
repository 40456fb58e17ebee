import ScrollFX

/// Frames drawn to scale as one SVG picture (`POST /v1/preview`, `scrollfx preview`).
///
/// Each frame is a cell: the viewport's outline, every listed item as its clip shape (with its corner
/// radius) after the item's transform, its layers as translucent rectangles after theirs (labelled with
/// their ids), each item's `visibleRect` dashed, and every `gap` warning as a hatched band, with its
/// amount, along the edge of the parent the cover layer leaves uncovered. Several frames sit side by
/// side, the offset under each. Every cell spans what any frame shows, so the viewport sits at the same
/// place in each; what lies outside it is faded, not cut away. Coordinates are the frame's own numbers:
/// an SVG transform per item and layer, in viewport space.
public struct FramePreview: Sendable {
    /// The scroll container's visible size, the outline of every cell.
    public var viewport: Size
    /// The frames drawn, left to right.
    public var frames: [Frame]
    /// The `perspective` of each carousel, by section id: items turned in 3-D are drawn as their projected quads.
    public var perspectives: [String: Double]
    /// The sections painted above the others (pinned sections and collapsing headers), by id.
    public var raised: Set<String>
    /// Whether a legend of the colours and marks goes under the cells.
    public var legend: Bool

    /// Creates a preview of `frames` in a viewport of `viewport`.
    public init(viewport: Size, frames: [Frame], perspectives: [String: Double] = [:], raised: Set<String> = [], legend: Bool = false) {
        self.viewport = viewport
        self.frames = frames
        self.perspectives = perspectives
        self.raised = raised
        self.legend = legend
    }

    /// Space around each cell, under it for the offset, and for the legend.
    static let margin = 16.0, captionHeight = 24.0, legendHeight = 28.0

    /// The SVG document.
    public var svg: String { svg(within: TextBudget()) ?? "" }

    /// The SVG document, or nil as soon as it would take more than `budget` allows.
    public func svg(within budget: TextBudget) -> String? {
        let cells = frames.map { Cell(frame: $0, viewport: viewport, perspectives: perspectives, raised: raised) }
        // Every cell spans what all the frames show, so that the viewport sits at the same place in each.
        var bounds = Cell.Extent(Rect(origin: Point(x: 0, y: 0), size: viewport))
        for cell in cells { bounds.add(cell.bounds) }
        let area = bounds.rect
        let width = Self.margin + Double(max(cells.count, 1)) * (area.width + Self.margin)
        let height = area.height + 2 * Self.margin + Self.captionHeight + (legend ? Self.legendHeight : 0)
        var svg = SVGText(budget: budget)
        svg.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.line(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(svg.number(width))" height="\#(svg.number(height))" "#
            + #"viewBox="0 0 \#(svg.number(width)) \#(svg.number(height))" font-family="sans-serif" font-size="11">"#)
        svg.line(##"<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">"##
            + ##"<rect width="6" height="6" fill="#fff" fill-opacity=".4"/><rect width="1.5" height="6" fill="#d62828"/></pattern></defs>"##)
        svg.line("<style>" + Self.style + "</style>")
        for (index, cell) in cells.enumerated() {
            if svg.isSpent { return nil }
            let left = Self.margin + Double(index) * (area.width + Self.margin)
            svg.line(#"<g class="frame" data-offset="\#(svg.number(cell.frame.offset))" "#
                + #"transform="translate(\#(svg.number(left - area.x)) \#(svg.number(Self.margin - area.y)))">"#)
            cell.draw(into: &svg, fadingOutside: area)
            svg.line(#"<text class="caption" x="\#(svg.number(area.x))" y="\#(svg.number(area.maxY + Self.captionHeight - 6))">"#
                + #"offset \#(svg.number(cell.frame.offset))</text>"#)
            svg.line("</g>")
        }
        if legend { drawLegend(at: Point(x: Self.margin, y: area.height + 2 * Self.margin + Self.captionHeight), into: &svg) }
        svg.line("</svg>")
        return svg.isSpent ? nil : svg.text
    }

    /// The picture's one style element's text, the same in every picture (its policy admits it by its hash).
    static let style = #".viewport{fill:none;stroke:#111;stroke-width:2}.item{fill:#e8eef7;stroke:#4a6fa5}"#
        + #"rect.layer,polygon.layer{stroke:#333;stroke-width:.5;fill-opacity:.3}.visible{fill:none;stroke:#2a9d4b;stroke-dasharray:4 3}"#
        + #".gap{fill:url(#hatch);stroke:#d62828;stroke-width:.5}.gap-amount{font-size:10px}"#
        + #".outside{fill:#fff;fill-opacity:.65}.caption{font-size:13px}"#
        + #"text{fill:#222;fill-opacity:1;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}"#
        + #"text.gap-amount{fill:#b00}"#

    /// One line naming what each colour and mark stands for: items, layers by depth (with their ids), visible rects, gaps.
    private func drawLegend(at origin: Point, into svg: inout SVGText) {
        var depths: [[String]] = []
        func collect(_ layers: [Frame.Layer], depth: Int) {
            for layer in layers {
                if depths.count <= depth { depths.append([]) }
                let name = layer.id ?? "(no id)"
                if !depths[depth].contains(name) { depths[depth].append(name) }
                collect(layer.layers, depth: depth + 1)
            }
        }
        for frame in frames { for section in frame.sections { for element in section.elements { collect(element.layers, depth: 0) } } }
        var entries: [(swatch: String, label: String)] = [(#"class="item""#, "item")]
        for (depth, names) in depths.enumerated() {
            entries.append((##"class="layer" fill="\##(Cell.palette[depth % Cell.palette.count])""##, "layers " + names.joined(separator: ", ")))
        }
        entries += [(#"class="visible""#, "visible rect"), (#"class="gap""#, "gap (uncovered by a cover layer, in points)")]
        svg.line(#"<g class="legend" transform="translate(\#(svg.number(origin.x)) \#(svg.number(origin.y)))">"#)
        var x = 0.0
        for entry in entries {
            svg.line(#"<rect \#(entry.swatch) x="\#(svg.number(x))" y="0" width="14" height="14"/>"#)
            svg.line(#"<text x="\#(svg.number(x + 18))" y="11">\#(svg.escaped(entry.label))</text>"#)
            // About 6.5 points a character at 11 points.
            x += 18 + Double(entry.label.count) * 6.5 + 14
        }
        svg.line("</g>")
    }
}
