@testable import ScrollFX
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The contract's carousel: container 400, items 250 wide, spacing 16: item i rests at i × 266.
private func carouselScene(alignment: CarouselAlignment = .center, offset: Double = 0, snap: SnapMode = .viewAligned,
                           direction: LayoutDirection = .ltr, count: Int = 8) -> Scene {
    Scene(viewport: Viewport(width: 400, height: 844), layoutDirection: direction, sections: [
        Section(id: "featured", kind: .carousel, itemSize: ItemSize(width: 250, height: 360), spacing: 16,
                padding: Insets(top: 0, leading: 24, bottom: 0, trailing: 24), alignment: alignment, offset: offset,
                snap: snap, count: count),
    ])
}

private func snap(_ scene: Scene, target: String? = "featured", velocity: Double,
                  deceleration: SnapRequest.Deceleration = .normal, limit: SnapRequest.Limit = .none) throws -> SnapResult {
    try scene.validate()
    return try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, target: target, velocity: velocity, deceleration: deceleration, limit: limit))
}

@Suite("snapping flings")
struct SnapSolverTests {
    @Test("projection is offset + (velocity / 1000) · r / (1 − r) for both decelerations and directions", arguments: [
        (1000.0, SnapRequest.Deceleration.normal, 499.0), (-1000, .normal, -499), (1000, .fast, 99), (-250, .fast, -24.75),
    ])
    func projection(velocity: Double, deceleration: SnapRequest.Deceleration, distance: Double) throws {
        let result = try snap(carouselScene(offset: 100, snap: .none), velocity: velocity, deceleration: deceleration)
        #expect(result.from == 100)
        #expect(approximately(result.projected, 100 + distance, 1e-9))
        #expect(result.index == nil)
        #expect(approximately(result.offset, min(max(100 + distance, 0), 1862), 1e-9))
    }

    @Test("viewAligned rests on the item nearest the projection, i × 266, centred or leading", arguments: [
        (0.0, 0), (300, 1), (3000, 6), (30000, 7), (-800, 0),
    ])
    func viewAligned(velocity: Double, index: Int) throws {
        for alignment in [CarouselAlignment.center, .leading] {
            let result = try snap(carouselScene(alignment: alignment), velocity: velocity)
            // Centred: maxOffset 7 × 266 = 1862; leading: 24 + 8·250 + 7·16 + 24 − 400 = 1760.
            let maxOffset: Double = alignment == .center ? 1862 : 1760
            #expect(result.index == index)
            #expect(result.offset == min(Double(index) * 266, maxOffset))
            #expect(result.target == "featured" && result.section == nil)
        }
    }

    @Test("the chosen stop is clamped to [0, maxOffset] at both ends")
    func clamping() throws {
        // Leading alignment: content 24 + 8·250 + 7·16 + 24 = 2160, maxOffset 1760 < 7 × 266 = 1862.
        let end = try snap(carouselScene(alignment: .leading), velocity: 50_000)
        #expect(end.index == 7 && end.offset == 1760)
        let start = try snap(carouselScene(offset: 40), velocity: -50_000)
        #expect(start.index == 0 && start.offset == 0 && start.projected < 0)
    }

    @Test("ties go to the lower stop, within a run and across runs")
    func ties() throws {
        let tens = SnapStopRun(count: 5, position: { Double($0) * 10 }, index: { $0 })
        #expect(tens.nearest(to: 15)?.index == 1)
        #expect(tens.nearest(to: 15.000001)?.index == 2)
        #expect(tens.nearest(to: -3)?.index == 0 && tens.nearest(to: 99)?.index == 4)
        let later = SnapStopRun(count: 1, position: { _ in 20 }, index: { _ in nil }, section: "b")
        let earlier = SnapStopRun(count: 1, position: { _ in 10 }, index: { _ in nil }, section: "a")
        // 15 is halfway between 10 and 20: the lower position wins, whichever run comes first.
        #expect([later, earlier].nearest(to: 15)?.section == "a")
        #expect([tens, later].nearest(to: 20)?.section == nil)
    }

    @Test("limit one moves at most one item from the current one, either way")
    func limitOne() throws {
        #expect(try snap(carouselScene(offset: 266 * 3), velocity: 20_000, limit: .one).index == 4)
        #expect(try snap(carouselScene(offset: 266 * 3), velocity: -20_000, limit: .one).index == 2)
        #expect(try snap(carouselScene(offset: 266 * 3 + 20), velocity: 10, limit: .one).index == 3)
    }

    @Test("paging rests on the nearest multiple of the container width")
    func paging() throws {
        let result = try snap(carouselScene(snap: .paging), velocity: 1200)
        // 1.2 × 499 = 598.8 → page 1 (400) is nearer than page 2 (800).
        #expect(result.index == 1 && result.offset == 400)
        #expect(try snap(carouselScene(offset: 400, snap: .paging), velocity: 5000, limit: .one).index == 2)
    }

    @Test("a right-to-left carousel snaps in the same logical offsets")
    func rightToLeft() throws {
        let ltr = try snap(carouselScene(), velocity: 3000)
        let rtl = try snap(carouselScene(direction: .rtl), velocity: 3000)
        #expect(ltr == rtl)
    }

    @Test("the scene's viewAligned rests on list items, grid rows, headers and carousels, and names the section")
    func sceneViewAligned() throws {
        let scene = Scene(viewport: Viewport(width: 390, height: 844), spacing: 20, snap: .viewAligned, sections: [
            Section(id: "hero", kind: .header, size: ItemSize(height: 300)),
            Section(id: "cards", kind: .list, itemSize: ItemSize(height: 260), spacing: 24, padding: Insets(all: 16), count: 1_000_000_000),
        ])
        // Stops: hero at 0; card i at 300 + 20 + 16 + 284·i. 600 pt/s projects 299.4: card 0 (336) is nearest.
        let result = try snap(scene, target: nil, velocity: 600)
        #expect(result.section == "cards" && result.index == 0 && result.offset == 336)
        let far = try snap(Scene(viewport: scene.viewport, offset: 284 * 500_000.0, spacing: 20, snap: .viewAligned, sections: scene.sections),
                           target: nil, velocity: 0)
        #expect(far.section == "cards" && far.index == 499_999 && far.offset == 336 + 284 * 499_999)
        let back = try snap(scene, target: nil, velocity: -1000)
        #expect(back.section == "hero" && back.index == 0 && back.offset == 0)

        let grid = Scene(viewport: Viewport(width: 390, height: 500), snap: .viewAligned, sections: [
            Section(id: "g", kind: .grid, itemSize: ItemSize(height: 100), spacing: 10, columns: 3, count: 30),
        ])
        let row = try snap(grid, target: nil, velocity: 500)
        // 249.5 → rows at 0, 110, 220, 330: row 2 starts with item 6.
        #expect(row.index == 6 && row.offset == 220)
    }

    @Test("the scene's snap none answers the clamped projection; paging uses the viewport length")
    func sceneModes() throws {
        let list = Section(id: "l", kind: .list, itemSize: ItemSize(height: 100), count: 100)
        let none = try snap(Scene(viewport: Viewport(width: 300, height: 600), sections: [list]), target: nil, velocity: 1000)
        #expect(none.index == nil && none.section == nil && approximately(none.offset, 499, 1e-9))
        let paging = try snap(Scene(viewport: Viewport(width: 300, height: 600), snap: .paging, sections: [list]), target: nil, velocity: 1000)
        #expect(paging.index == 1 && paging.offset == 600)
    }

    @Test("a target that is not a carousel is refused at /target")
    func badTarget() {
        #expect(throws: RequestError.self) { try snap(carouselScene(), target: "missing", velocity: 0) }
        let scene = Scene(viewport: Viewport(width: 10, height: 10), sections: [Section(id: "h", kind: .header, size: ItemSize(height: 5))])
        #expect(throws: RequestError(pointer: "/target", reason: "\"h\" is not the id of a carousel section of the scene")) {
            try snap(scene, target: "h", velocity: 0)
        }
    }

    @Test("paging that would need more than 10^15 pages is refused at the container's snap, not crashed on")
    func tooManyPages() throws {
        let list = Section(id: "l", kind: .list, itemSize: ItemSize(height: 1e12), count: 1_000)
        let tiny = Scene(viewport: Viewport(width: 10, height: 5e-324), snap: .paging, sections: [list])
        #expect(#expect(throws: RequestError.self) { try snap(tiny, target: nil, velocity: 1e15) }?.pointer == "/scene/snap")
        let carousel = Scene(viewport: Viewport(width: 1e-6, height: 800), sections: [
            Section(id: "h", kind: .header, size: ItemSize(height: 5)),
            Section(id: "c", kind: .carousel, itemSize: ItemSize(width: 1e12, height: 10), snap: .paging, count: 1_000),
        ])
        #expect(#expect(throws: RequestError.self) { try snap(carousel, target: "c", velocity: 1e15) }?.pointer == "/scene/sections/1/snap")
        // Just under 10^15 pages is still answered.
        let most = Scene(viewport: Viewport(width: 10, height: 1), snap: .paging, sections: [
            Section(id: "l", kind: .list, itemSize: ItemSize(height: 1e12), count: 1_000),
        ])
        #expect(try snap(most, target: nil, velocity: 0).index == 0)
    }

    @Test("duration: coasting decelerates below 0.5 pt/s; snapping settles a critically damped spring")
    func duration() throws {
        let coasting = try snap(carouselScene(snap: .none), velocity: 1000)
        #expect(approximately(coasting.duration, log(0.5 / 1000) / (1000 * log(0.998)), 1e-9))
        #expect(try snap(carouselScene(), velocity: 0).duration == 0)
        let snapped = try snap(carouselScene(), velocity: 3000)
        #expect(snapped.duration > 0.3 && snapped.duration < 2)
    }
}
