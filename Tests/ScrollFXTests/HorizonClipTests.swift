@testable import ScrollFX
import TestSupport
import Testing

/// A layer turned in 3-D is clipped to exactly its points in front of the eye whose projection lands in the viewport
/// and every ancestor's clip, also when its plane's horizon crosses what is visible (docs/contract.md#coverfloweffect).
@Suite("3-D clips past the horizon")
struct HorizonClipTests {
    /// Where a placed element's local point `point` shows, with its divisor: the homography of `element.map` through
    /// its eye, written here from the matrix3d and the perspective alone.
    static func seen(_ point: Point, on element: PlacedElement) -> (point: Point, w: Double) {
        let m = element.map
        let (x, y, z) = (m[0] * point.x + m[4] * point.y + m[12], m[1] * point.x + m[5] * point.y + m[13], m[2] * point.x + m[6] * point.y + m[14])
        guard let (eye, distance) = element.eye else { return (Point(x: x, y: y), 1) }
        let w = (distance - z) / distance
        return (Point(x: eye.x + (x - eye.x) / w, y: eye.y + (y - eye.y) / w), w)
    }

    /// The point of `element`'s plane drawn at screen point `q` in front of the eye, or nil when none is: the 3 × 3 map
    /// of ``seen(_:on:)`` inverted by Cramer's rule, the solution's divisor positive.
    static func onPlane(_ q: Point, of element: PlacedElement) -> Point? {
        let m = element.map
        let (eye, d) = element.eye ?? (Point(x: 0, y: 0), .infinity)
        let k = d.isFinite ? 1 / d : 0
        // Rows: (X − eye.x·Z/d, Y − eye.y·Z/d, 1 − Z/d) of the local point, affine in it.
        let (a, b, c) = (m[0] - eye.x * m[2] * k, m[4] - eye.x * m[6] * k, m[12] - eye.x * m[14] * k)
        let (e, f, g) = (m[1] - eye.y * m[2] * k, m[5] - eye.y * m[6] * k, m[13] - eye.y * m[14] * k)
        let (h, i, j) = (-m[2] * k, -m[6] * k, 1 - m[14] * k)
        func determinant(_ a: Double, _ b: Double, _ c: Double, _ e: Double, _ f: Double, _ g: Double, _ h: Double, _ i: Double, _ j: Double) -> Double {
            a * (f * j - g * i) - b * (e * j - g * h) + c * (e * i - f * h)
        }
        let det = determinant(a, b, c, e, f, g, h, i, j)
        guard abs(det) > 1e-12 else { return nil }
        // Solve the rows · (x, y, 1)·s = (q.x, q.y, 1): s = 1/w must come out positive.
        let hx = determinant(q.x, b, c, q.y, f, g, 1, i, j) / det
        let hy = determinant(a, q.x, c, e, q.y, g, h, 1, j) / det
        let hs = determinant(a, b, q.x, e, f, q.y, h, i, 1) / det
        return hs > 0 ? Point(x: hx / hs, y: hy / hs) : nil
    }

    @Test("the issue's layer turned 80° beyond the viewport's right edge: its horizon is inside the viewport, nothing is seen, clip null")
    func issueRepro() throws {
        let scene = Scene(viewport: Viewport(width: 400, height: 600), sections: [
            Section(id: "c", kind: .carousel, clip: false,
                    layers: [Layer(id: "L", frame: Rect(x: 250, y: 0, width: 800, height: 100), effects: [.coverflow(CoverflowEffect(angle: 80, depth: 0))])],
                    itemSize: ItemSize(width: 200, height: 100), spacing: 20, offset: 0, count: 4),
        ])
        let layer = try frame(of: scene).sections[0].items[0].layers[0]
        #expect(layer.clip == nil, "\(String(describing: layer.clip))")
        #expect(layer.transform.matrix3d != nil)
    }

    @Test("a cover layer's quad crossing its parent plane's horizon is taken back from its near side only")
    func coverBoxPastTheHorizon() {
        // The parent plane recedes to the right: (x, y) is drawn at (x, y) / (1 + 0.002·x), in front of the eye for
        // x > −500, and all of that is drawn left of its vanishing line x′ = 500. A flat layer drawn over x′ from 300
        // to 700 crosses that line.
        let parent = Homography(m00: 1, m01: 0, m02: 0, m10: 0, m11: 1, m12: 0, m20: 0.002, m21: 0, m22: 1)
        let layer = Homography(m00: 1, m01: 0, m02: 300, m10: 0, m11: 1, m12: 0, m20: 0, m21: 0, m22: 1)
        let box = CoverGap.box(ofLayerSized: Size(width: 400, height: 100), drawnBy: layer, backThrough: parent)
        // Its near side, x′ in [300, 500), is the parent's x from 300 / (1 − 0.6) = 750 on, far out: never the points
        // behind the eye that x′ > 500 maps to (x′ = 700 would give x = −1750).
        #expect(abs(box.x - 750) < 1e-6, "\(box)")
        #expect(box.maxX > 1e6 && box.y == 0, "\(box)")
    }

    @Test("1,500 random coverflow carousels (strong angles, near eyes, layers far wider than their items): each 3-D layer's clip holds every sampled survivor and each of its sides touches what is seen")
    func bruteForce() throws {
        var generator = SeededGenerator(for: "3-D clips past the horizon")
        let grid = 30
        var (checked, empty, crossing) = (0, 0, 0)
        for _ in 0..<1_500 {
            let itemWidth = Double.random(in: 80...260, using: &generator), itemHeight = Double.random(in: 60...300, using: &generator)
            let layerWidth = itemWidth * Double.random(in: 0.5...5, using: &generator)
            let layer = Layer(id: "L", frame: Rect(x: Double.random(in: -2 * itemWidth...itemWidth, using: &generator), y: Double.random(in: -40...40, using: &generator),
                                                   width: layerWidth, height: itemHeight * Double.random(in: 0.5...2, using: &generator)),
                              effects: [.coverflow(CoverflowEffect(angle: Double.random(in: -89...89, using: &generator),
                                                                   depth: Double.random(in: -200...300, using: &generator)))])
            let section = Section(
                id: "c", kind: .carousel, clip: Bool.random(using: &generator),
                effects: Bool.random(using: &generator) ? [.coverflow(CoverflowEffect(angle: Double.random(in: 0...85, using: &generator),
                                                                                    depth: Double.random(in: 0...300, using: &generator)))] : nil,
                layers: [layer], itemSize: ItemSize(width: itemWidth, height: itemHeight), spacing: Double.random(in: 0...40, using: &generator),
                offset: Double.random(in: -300...900, using: &generator), perspective: Double.random(in: 120...900, using: &generator),
                count: Int.random(in: 3...7, using: &generator))
            let scene = Scene(viewport: Viewport(width: Double.random(in: 300...500, using: &generator), height: 700), sections: [section])
            let answer = try frame(of: scene)
            let placed = placedElements(answer, of: scene)
            let carousel = answer.sections[0]
            let view = Rect(x: 0, y: 0, width: scene.viewport.width, height: scene.viewport.height)
            let container = try #require(carousel.frame.intersection(view))
            var at = 0
            for item in carousel.items {
                let (itemPlaced, layerPlaced) = (placed[at], placed[at + 1])
                at += 2
                let drawn = item.layers[0]
                guard drawn.transform.matrix3d != nil else { continue }
                let size = drawn.frame.size
                let itemSize = item.frame.size
                // How far local point p is inside every condition of being seen (negative outside), nil behind the eye:
                // in the layer, drawn in the carousel's visible rect and, when the item clips, on the item's drawing.
                func margin(_ p: Point) -> Double? {
                    let (q, w) = Self.seen(p, on: layerPlaced)
                    guard w > 1e-6 else { return nil }
                    var least = min(q.x - container.x, container.maxX - q.x, q.y - container.y, container.maxY - q.y,
                                    p.x, size.width - p.x, p.y, size.height - p.y)
                    if section.clip {
                        guard let u = Self.onPlane(q, of: itemPlaced) else { return nil }
                        least = min(least, u.x, itemSize.width - u.x, u.y, itemSize.height - u.y)
                    }
                    return least
                }
                // The box of the layer's points on a grid that are seen.
                var survivors: Rect?
                for i in 0...grid {
                    for j in 0...grid {
                        let p = Point(x: size.width * Double(i) / Double(grid), y: size.height * Double(j) / Double(grid))
                        guard let m = margin(p), m >= 0 else { continue }
                        survivors = survivors.map { box in
                            let (x, y) = (min(box.x, p.x), min(box.y, p.y))
                            return Rect(x: x, y: y, width: max(box.maxX, p.x) - x, height: max(box.maxY, p.y) - y)
                        } ?? Rect(origin: p, size: Size(width: 0, height: 0))
                    }
                }
                checked += 1
                if drawn.clip.map({ $0.width < size.width - 1e-9 || $0.height < size.height - 1e-9 }) ?? true { crossing += 1 }
                guard let clip = drawn.clip else {
                    #expect(survivors == nil, "\(scene): points \(survivors.map { "\($0)" } ?? "") are seen, the clip is null")
                    empty += 1
                    continue
                }
                // The clip holds every sampled survivor,
                if let box = survivors {
                    #expect(clip.x <= box.x + 1e-6 && clip.maxX >= box.maxX - 1e-6 && clip.y <= box.y + 1e-6 && clip.maxY >= box.maxY - 1e-6,
                            "\(scene)\nclip \(clip) misses survivors \(box)")
                }
                // and each of its sides touches what is seen: along a side the least margin rises then falls (each
                // condition is monotone along a line where the point is in front), so a fine scan and a ternary search
                // around its best point find the most any point of the side is inside.
                let sides = [(Point(x: clip.x, y: clip.y), Point(x: clip.maxX, y: clip.y)), (Point(x: clip.x, y: clip.maxY), Point(x: clip.maxX, y: clip.maxY)),
                             (Point(x: clip.x, y: clip.y), Point(x: clip.x, y: clip.maxY)), (Point(x: clip.maxX, y: clip.y), Point(x: clip.maxX, y: clip.maxY))]
                for (start, end) in sides {
                    let at = { (t: Double) in margin(Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)) ?? -.infinity }
                    let scan = (0...200).map { Double($0) / 200 }
                    let best = scan.max { at($0) < at($1) } ?? 0
                    var (low, high) = (max(0, best - 1.0 / 200), min(1, best + 1.0 / 200))
                    for _ in 0..<60 {
                        let (a, b) = (low + (high - low) / 3, high - (high - low) / 3)
                        if at(a) < at(b) { low = a } else { high = b }
                    }
                    let most = max(at(best), at((low + high) / 2))
                    #expect(most >= -1e-6 * max(1, size.width, size.height), "\(scene)\nthe side \(start)–\(end) of clip \(clip) is \(-most) from what is seen")
                }
            }
        }
        print("3-D clips: \(checked) turned layers checked, \(empty) with nothing seen, \(crossing) cut")
        #expect(checked > 2_000 && empty > 50 && crossing > 500)
    }
}
