/// A timeline as a complete, self-contained HTML5 page: the style sheet inlined, the skeleton of every item the range
/// reaches (each with its inline `--sfx-index`), and the timeline player's module, which starts each scroller where
/// the scene says, renders sections too long to write out around what is in view, and plays the timeline where the
/// browser has no scroll-driven animations.
///
/// It loads nothing from elsewhere, so it works saved to a file or served from any origin. Ids reach it escaped for
/// each context, scalar by scalar (``HTMLText``, ``CSSText``), and both JSON data blocks go through
/// ``HTMLText/scriptData(_:)``: none can end an element, an attribute or a string.
struct TimelinePage {
    let sheet: TimelineStyleSheet
    /// The timeline player (an ES module's text, exporting `run`, `start` and `play`) and the JSON timeline it plays
    /// where the sheet cannot.
    let player: (module: String, timelineJSON: String)
    /// The items listed where the range starts and where the page rests, by section.
    private let listed: [Int: Set<Int>]
    /// The sections too long to write out whose listed items are more than ``maxWrittenItems`` too.
    private let crowded: Set<Int>
    /// In each section animated by view, which places its items by index, the items the range reaches (every item of
    /// a carousel that does not loop, which the page may swipe).
    private let reachable: [Int: Range<Int>]

    /// The most items a section placed by index writes out: a longer one is rendered around what is in view.
    static let maxWrittenItems = 2_000

    /// Prepares the page of `sheet`; what each section lists and reaches is found once, for every section. Nil when
    /// it would list more items than `budget` has bytes for.
    init?(sheet: TimelineStyleSheet, player: (module: String, timelineJSON: String), budget: TextBudget) {
        self.sheet = sheet
        self.player = player
        let (compiler, source, layout) = (sheet.compiler, sheet.source, sheet.builder.layout)
        let candidates = Dictionary(uniqueKeysWithValues: compiler.windows.candidates(source: source, from: sheet.timeline.from, to: sheet.timeline.to)
            .map { ($0.section, $0.items) })
        reachable = Dictionary(uniqueKeysWithValues: layout.placements.indices.compactMap { section in
            guard source == nil || source == section, compiler.viewKeying(section: section, source: source) != nil else { return nil }
            let spec = layout.placements[section].section
            let all = layout.placements[section].carousel != nil && !spec.loops
            return (section, all ? 0..<spec.itemCount : candidates[section] ?? 0..<0)
        })
        var (listed, crowded) = ([Int: Set<Int>](), Set<Int>())
        for offset in [sheet.timeline.from, sheet.restingOffset] {
            let listing = compiler.windows.listing(source: source, offset: offset)
            for section in layout.placements.indices {
                // A section too long to write out writes its listed items only if they are few; any other writes them all.
                let isLong = (reachable[section]?.count ?? 0) > Self.maxWrittenItems
                let limit = isLong ? Self.maxWrittenItems : budget.maxBytes / TimelineStyleSheet.minimumItemBytes
                guard let items = listing.builder.listedIndices(section: section, offset: listing.offset, limit: limit) else {
                    guard isLong else { return nil }
                    crowded.insert(section)
                    continue
                }
                listed[section, default: []].formUnion(items)
            }
        }
        (self.listed, self.crowded) = (listed, crowded)
    }

    var layout: SceneLayout { sheet.builder.layout }

    /// The whole page, with the texts of its own style and script elements, or nil once it would take more than
    /// `budget` allows.
    func html(within budget: TextBudget) -> HTMLDocument? {
        guard let css = sheet.text(within: budget) else { return nil }
        let styles = ["\n" + Self.look, "\n" + css], script = "\n" + player.module + Self.playerStart
        var html = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>ScrollFX timeline</title>\n"
            + "<style id=\"sfx-look\">" + styles[0] + "</style>\n<style id=\"sfx-sheet\">" + styles[1]
            + "</style>\n</head>\n<body>\n<div data-sfx-scene><div data-sfx-content>\n"
        for (index, placement) in layout.placements.enumerated() {
            let (spec, isCarousel) = (placement.section, placement.carousel != nil)
            // A pinned section (and a bar that hides and returns) sticks inside an element of its own; a header is its
            // section's first child.
            let id = HTMLText.escaped(spec.id)
            let pinned = spec.sticky != nil || spec.reveal != nil
            html += (pinned ? "<div data-sfx-pin=\"\(id)\">" : "") + "<div data-sfx-section=\"\(id)\">"
                + (isCarousel ? "<div data-sfx-content>" : "") + "\n"
            if let header = spec.header {
                html += "<div data-sfx-header=\"\(HTMLText.escaped(header.id ?? ""))\">" + layers(header.layers ?? []) + "</div>\n"
            }
            for item in items(of: index) {
                if budget.isSpent(after: html.utf8.count) { return nil }
                html += self.item(item, of: spec) + "\n"
            }
            html += (isCarousel ? "</div>" : "") + "</div>" + (pinned ? "</div>" : "") + "\n"
        }
        html += "</div></div>\n<script type=\"application/json\" id=\"sfx-start\">" + HTMLText.scriptData(start) + "</script>\n"
            + "<script type=\"application/json\" id=\"sfx-timeline\">" + HTMLText.scriptData(player.timelineJSON)
            + "</script>\n<script type=\"module\">" + script + "</script>\n"
        html += "</body>\n</html>\n"
        return budget.isSpent(after: html.utf8.count) ? nil : HTMLDocument(text: html, scripts: [script], styles: styles)
    }

    /// Starts the page with the player's module (defined just above it, in the same module), and plays the timeline
    /// where scroll-driven animations are not supported; where they are, it keeps only the bars that hide and return,
    /// whose state the sheet cannot.
    static let playerStart = """
        {
          const root = document.querySelector('[data-sfx-scene]');
          const data = JSON.parse(document.getElementById('sfx-start').textContent);
          run(root, data, JSON.parse(document.getElementById('sfx-timeline').textContent));
        }

        """

    /// How elements look: items tinted, headers opaque (what scrolls under a stuck one is hidden), layers striped, so
    /// the page shows their motion; the sheet places them.
    static let look = "body { margin: 0 }\n[data-sfx-item] { background: rgb(53 92 125 / 0.25); outline: 1px solid rgb(53 92 125 / 0.5) }\n"
        + "[data-sfx-header] { background: rgb(214 226 235); outline: 1px solid rgb(53 92 125 / 0.5) }\n"
        + "[data-sfx-layer] { background: repeating-linear-gradient(rgb(192 108 132 / 0.25) 0 20px, rgb(248 177 149 / 0.25) 20px 40px) }\n"

    /// The items of a section the page writes: those the timeline tracks and those listed at its start and at the
    /// scene's offset; in a section placed by index, every item the range reaches, or past ``maxWrittenItems`` only
    /// those listed, if they are fewer (the page renders the rest around what is in view).
    func items(of section: Int) -> [Int] {
        let id = layout.placements[section].section.id
        let items = Set(sheet.timeline.tracks.compactMap { $0.section == id ? $0.item : nil })
        let listed = self.listed[section] ?? []
        guard let reached = reachable[section] else { return items.union(listed).sorted() }
        if reached.count <= Self.maxWrittenItems { return items.union(reached).sorted() }
        return (!crowded.contains(section) && listed.count <= Self.maxWrittenItems ? items.union(listed) : items).sorted()
    }

    /// The sections too long to write out, which the page renders around what is in view as it scrolls: where their
    /// items are in their parent (the first one's leading edge and the step from row to row along the axis, columns
    /// per row, how many, how long each is), and the layers of each item.
    var virtualSections: [String] {
        layout.placements.indices.compactMap { section in
            let placement = layout.placements[section]
            // Items named by index alone (by `count`), as the page creates them.
            guard !placement.section.loops, placement.section.items == nil, let reached = reachable[section],
                  reached.count > Self.maxWrittenItems else { return nil }
            let byIndex = sheet.indexPlacement(section)
            let axis = placement.carousel == nil ? sheet.scene.axis : .horizontal
            guard byIndex.rowStep[axis] > 0 else { return nil }
            return "{\"section\": \(HTMLText.jsonString(placement.section.id)), \"axis\": \"\(axis == .vertical ? "y" : "x")\", "
                + "\"first\": \(byIndex.first[axis].description), \"step\": \(byIndex.rowStep[axis].description), "
                + "\"columns\": \(placement.items.lineLength), \"count\": \(placement.section.itemCount), "
                + "\"length\": \(placement.items.frame(ofItem: 0).length(axis).description), "
                + "\"layers\": \(HTMLText.jsonString(layers(placement.section.layers ?? [])))}"
        }
    }

    /// An item and its layers, keyed as the sheet keys them, with its index inline.
    func item(_ index: Int, of section: Section) -> String {
        let alone = section.kind == .header || section.kind == .box
        let id = section.loops ? nil : section.items.flatMap { alone ? $0.first : $0.indices.contains(index) ? $0[index] : nil }?.id
        return "<div data-sfx-item=\"\(HTMLText.escaped(id ?? String(index)))\" style=\"--sfx-index: \(index)\">"
            + layers(section.layers ?? []) + "</div>"
    }

    private func layers(_ layers: [Layer]) -> String {
        layers.enumerated().map { position, layer in
            "<div data-sfx-layer=\"\(HTMLText.escaped(layer.id ?? "#\(position)"))\">" + self.layers(layer.layers) + "</div>"
        }.joined()
    }

    /// Where the page starts: the scene's scroller at its offset and each carousel's at its own, in scroll positions.
    var start: String {
        let scene = sheet.scene
        let carousels = layout.placements.indices.filter { layout.placements[$0].carousel != nil }.map { index in
            let section = layout.placements[index].section
            return "[" + HTMLText.jsonString(section.id) + ", " + (section.offset - sheet.scrollRange(index).lower).description + "]"
        }
        let lower = sheet.source.map { sheet.scrollRange($0).lower } ?? 0
        return "{\"horizontal\": \(scene.axis == .horizontal), \"scene\": \(scene.offset.description), \"lower\": \(lower.description), \"carousels\": ["
            + carousels.joined(separator: ", ") + "], \"virtual\": [" + virtualSections.joined(separator: ", ") + "]}"
    }
}
