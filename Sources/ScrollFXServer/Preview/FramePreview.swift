import ScrollFX

/// Frames drawn to scale as one SVG picture (`POST /v1/preview`, `scrollfx preview`).
///
/// Each frame is a cell: the viewport's outline, every listed item as its clip shape (with its corner
/// radius) after the item's transform, its layers as translucent rectangles after theirs (labelled with
/// their ids), each item's `visibleRect` dashed, and every `gap` warning as a red band along the edge of
/// the parent the cover layer leaves uncovered. Several frames sit side by side, the offset under each.
/// Coordinates are the frame's own numbers: an SVG transform per item and layer, in viewport space.
public struct FramePreview: Sendable {
    /// The scroll container's visible size, the outline of every cell.
    public var viewport: Size
    /// The frames drawn, left to right.
    public var frames: [Frame]
    /// The `perspective` of each carousel, by section id: items turned in 3-D are drawn as their projected quads.
    public var perspectives: [String: Double]

    /// Creates a preview of `frames` in a viewport of `viewport`.
    public init(viewport: Size, frames: [Frame], perspectives: [String: Double] = [:]) {
        self.viewport = viewport
        self.frames = frames
        self.perspectives = perspectives
    }

    /// Space around each cell, and under it for the offset.
    static let margin = 16.0, captionHeight = 24.0

    /// The SVG document.
    public var svg: String {
        let cells = frames.map { Cell(frame: $0, viewport: viewport, perspectives: perspectives) }
        let width = cells.reduce(Self.margin) { $0 + $1.bounds.width + Self.margin }
        let height = (cells.map(\.bounds.height).max() ?? viewport.height) + 2 * Self.margin + Self.captionHeight
        var svg = SVGText()
        svg.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        svg.line(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(svg.number(width))" height="\#(svg.number(height))" "#
            + #"viewBox="0 0 \#(svg.number(width)) \#(svg.number(height))" font-family="sans-serif" font-size="11">"#)
        svg.line(#"<style>.viewport{fill:none;stroke:#111;stroke-width:2}.item{fill:#e8eef7;stroke:#4a6fa5}"#
            + #".layer{stroke:#333;stroke-width:.5;fill-opacity:.3}.visible{fill:none;stroke:#2a9d4b;stroke-dasharray:4 3}"#
            + #".gap{fill:#e00;fill-opacity:.7}.caption{font-size:13px}</style>"#)
        var left = Self.margin
        for cell in cells {
            svg.line(#"<g class="frame" data-offset="\#(svg.number(cell.frame.offset))" "#
                + #"transform="translate(\#(svg.number(left - cell.bounds.x)) \#(svg.number(Self.margin - cell.bounds.y)))">"#)
            cell.draw(into: &svg)
            svg.line(#"<text class="caption" x="\#(svg.number(cell.bounds.x))" y="\#(svg.number(cell.bounds.maxY + Self.captionHeight - 6))">"#
                + #"offset \#(svg.number(cell.frame.offset))</text>"#)
            svg.line("</g>")
            left += cell.bounds.width + Self.margin
        }
        svg.line("</svg>")
        return svg.text
    }
}

/// One frame's drawing, in viewport space.
private struct Cell {
    let frame: Frame
    let viewport: Size
    let perspectives: [String: Double]
    /// Layer fills, by depth.
    static let palette = ["#f4a261", "#2a9d8f", "#e76f51", "#8e7dbe", "#e9c46a"]
    /// What the cell shows: the viewport and every listed item's frame.
    let bounds: Rect

    init(frame: Frame, viewport: Size, perspectives: [String: Double]) {
        self.frame = frame
        self.viewport = viewport
        self.perspectives = perspectives
        var (minX, minY, maxX, maxY) = (0.0, 0.0, viewport.width, viewport.height)
        for section in frame.sections {
            for item in section.items {
                minX = min(minX, item.frame.x)
                minY = min(minY, item.frame.y)
                maxX = max(maxX, item.frame.maxX)
                maxY = max(maxY, item.frame.maxY)
            }
        }
        bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func draw(into svg: inout SVGText) {
        for section in frame.sections {
            let eye = perspectives[section.id].map { Projection.Eye(x: section.frame.mid(.horizontal), y: section.frame.mid(.vertical), distance: $0) }
            for item in section.items {
                var gaps = frame.warnings.filter { $0.code == "gap" && $0.section == section.id && $0.item == item.index }
                if let eye, Projection.isTurned(item) {
                    drawProjected(item, of: section.id, gaps: gaps, eye: eye, into: &svg)
                    continue
                }
                svg.line(#"<g class="item" data-section="\#(svg.escaped(section.id))" data-index="\#(item.index)""#
                    + (item.id.map { #" data-id="\#(svg.escaped($0))""# } ?? "")
                    + #" transform="\#(svg.placement(item.frame, item.transform))">"#)
                let shape = item.clip ?? Frame.ClipRect(x: 0, y: 0, width: item.frame.width, height: item.frame.height, cornerRadius: 0)
                svg.line(#"<rect class="item" \#(svg.box(x: shape.x, y: shape.y, width: shape.width, height: shape.height)) "#
                    + #"rx="\#(svg.number(shape.cornerRadius))"/>"#)
                draw(item.layers, in: item.frame.size, gaps: &gaps, depth: 0, into: &svg)
                svg.line("</g>")
            }
        }
        for section in frame.sections {
            for item in section.items {
                guard let visible = item.visibleRect else { continue }
                svg.line(#"<rect class="visible" \#(svg.box(x: visible.x, y: visible.y, width: visible.width, height: visible.height))/>"#)
            }
        }
        svg.line(#"<rect class="viewport" \#(svg.box(x: 0, y: 0, width: viewport.width, height: viewport.height))/>"#)
    }

    /// Draws an item turned in 3-D as its projected quad, its layers and gaps likewise, in viewport space: SVG
    /// transforms are flat, so the corners are projected here.
    private func drawProjected(_ item: Frame.Item, of section: String, gaps: [Frame.Warning], eye: Projection.Eye, into svg: inout SVGText) {
        let map = Projection(eye: eye).placing(item.frame, item.transform)
        svg.line(#"<g class="item" data-section="\#(svg.escaped(section))" data-index="\#(item.index)""#
            + (item.id.map { #" data-id="\#(svg.escaped($0))""# } ?? "") + #" data-projected="true">"#)
        let shape = item.clip.map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            ?? Rect(origin: .zero, size: item.frame.size)
        svg.line(#"<polygon class="item" points="\#(map.points(of: shape, svg))"/>"#)
        var gaps = gaps
        func draw(_ layers: [Frame.Layer], in parent: Projection, size: Size, depth: Int) {
            for layer in layers {
                let placed = parent.placing(layer.frame, layer.transform)
                let bounds = Rect(origin: .zero, size: layer.frame.size)
                svg.line(#"<g class="layer""# + (layer.id.map { #" data-id="\#(svg.escaped($0))""# } ?? "") + ">")
                svg.line(#"<polygon class="layer" points="\#(placed.points(of: bounds, svg))" fill="\#(Self.palette[depth % Self.palette.count])"/>"#)
                if let id = layer.id, let corner = placed.point(x: 4, y: 13) {
                    svg.line(#"<text x="\#(svg.number(corner.x))" y="\#(svg.number(corner.y))">\#(svg.escaped(id))</text>"#)
                }
                draw(layer.layers, in: placed, size: layer.frame.size, depth: depth + 1)
                svg.line("</g>")
            }
            for layer in layers {
                for gap in gaps where gap.layer == layer.id {
                    svg.line(#"<polygon class="gap" data-layer="\#(svg.escaped(gap.layer ?? ""))" data-edge="\#(gap.edge)" "#
                        + #"points="\#(parent.points(of: Self.band(gap, in: size), svg))"/>"#)
                }
                gaps.removeAll { $0.layer == layer.id }
            }
        }
        draw(item.layers, in: map, size: item.frame.size, depth: 0)
        svg.line("</g>")
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

    /// Draws `layers` inside a parent of `size`, then the gaps its cover layers leave in it
    /// (each of `gaps` once, where the first layer of its id is).
    private func draw(_ layers: [Frame.Layer], in size: Size, gaps: inout [Frame.Warning], depth: Int, into svg: inout SVGText) {
        for layer in layers {
            svg.line(#"<g class="layer""# + (layer.id.map { #" data-id="\#(svg.escaped($0))""# } ?? "")
                + #" transform="\#(svg.placement(layer.frame, layer.transform))">"#)
            svg.line(#"<rect class="layer" \#(svg.box(x: 0, y: 0, width: layer.frame.width, height: layer.frame.height)) "#
                + #"fill="\#(Self.palette[depth % Self.palette.count])"/>"#)
            if let id = layer.id { svg.line(#"<text x="4" y="13">\#(svg.escaped(id))</text>"#) }
            draw(layer.layers, in: layer.frame.size, gaps: &gaps, depth: depth + 1, into: &svg)
            svg.line("</g>")
        }
        for layer in layers {
            let own = gaps.filter { $0.layer == layer.id }
            gaps.removeAll { $0.layer == layer.id }
            for gap in own {
                let band = Self.band(gap, in: size)
                svg.line(#"<rect class="gap" data-layer="\#(svg.escaped(gap.layer ?? ""))" data-edge="\#(gap.edge)" "#
                    + #"\#(svg.box(x: band.x, y: band.y, width: band.width, height: band.height))/>"#)
            }
        }
    }
}
