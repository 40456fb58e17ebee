@testable import ScrollFX
import Testing

/// A looping carousel 400 wide (the viewport's width) with items `width` wide, `spacing` apart, at `offset`.
private func loopingCarousel(width: Double, spacing: Double = 0, offset: Double = 0, count: Int = 8) -> Scene {
    Scene(viewport: Viewport(width: 400, height: 844), sections: [
        Section(id: "c", kind: .carousel, itemSize: ItemSize(width: width, height: 300), spacing: spacing, offset: offset, loop: true, count: count),
    ])
}

/// The pointer `body` is refused at, or nil when it answers.
private func refusal(_ body: () throws(RequestError) -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return error.pointer
    }
}

private func snapRefusal(_ scene: Scene, velocity: Double) -> String? {
    refusal { () throws(RequestError) in
        try scene.validate()
        _ = try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, target: "c", velocity: velocity))
    }
}

/// The edges every numeric field is fuzzed at, both signs.
let edgeValues: [Double] = [0, 5e-324, 2.2250738585072014e-308, 1e-300, 1e-12, 1e-4, 9_007_199_254_740_992, 9_007_199_254_740_994, 1e15, 9.223372036854775807e18, 1e300]

@Suite("numbers at the edges: no trap, and answers within ±1e15 and ±2^53 (docs/contract.md)")
struct NumberEdgeTests {
    @Test("Int.clamped is total: NaN, infinities and doubles past Int's range land inside the bounds")
    func clamped() {
        let bounds = -exactIndexLimit...exactIndexLimit
        #expect(Int.clamped(.nan, to: 0...10) == 0)
        #expect(Int.clamped(.infinity, to: 0...10) == 10)
        #expect(Int.clamped(-.infinity, to: 0...10) == 0)
        #expect(Int.clamped(1e300, to: bounds) == exactIndexLimit)
        #expect(Int.clamped(-1e300, to: bounds) == -exactIndexLimit)
        #expect(Int.clamped(9.3e18, to: Int.min...Int.max) == Int.max)
        #expect(Int.clamped(-9.3e18, to: Int.min...Int.max) == Int.min)
        #expect(Int.clamped(2.9, to: 0...10) == 2)
        #expect(Int.clamped(-2.9, to: -5...10) == -2)
        #expect(Int.clamped(5e-324, to: 0...10) == 0)
    }

    @Test("the issue's three snaps that stopped the process are 422 at the field that drives them")
    func issueSnaps() {
        // Items 1e-300 wide: counting copies across the carousel's own width already passes 2^53.
        #expect(snapRefusal(loopingCarousel(width: 1e-300), velocity: 1) == "/sections/0/itemSize")
        // Items 1e-5 wide are countable where it rests; the fling carries it 5e14 points, 5e19 items, away.
        #expect(snapRefusal(loopingCarousel(width: 1e-5), velocity: 1e15) == "/velocity")
        #expect(snapRefusal(loopingCarousel(width: 1e-5), velocity: 0) == nil)
        // At rest 1e15 points out, items 1e-4 wide are 1e19 copies from 0.
        #expect(snapRefusal(loopingCarousel(width: 1e-4, offset: 1e15), velocity: 0) == "/sections/0/offset")
    }

    @Test("a frame refuses a looping carousel whose copies would be numbered beyond 2^53, and lists up to there")
    func frameVirtualIndices() throws {
        #expect(refusal { () throws(RequestError) in try loopingCarousel(width: 0.1, offset: 1e15).validate() } == "/sections/0/offset")
        // 1e15 points out with items 0.125 wide: copies near 8e15, still exact, and listed as such.
        let scene = loopingCarousel(width: 0.125, offset: 1e15)
        try scene.validate()
        let items = FrameBuilder(scene: scene).build().sections[0].items
        let indices = items.compactMap(\.virtualIndex)
        #expect(indices.count == items.count && items.count == 3_200)
        // Centred: the pad is (400 − 0.125) / 2, so copy k spans 199.9375 + 0.125·k − 1e15 and 0.125 more: on screen
        // from k = 8e15 − 1600 (−0.0625 to 0.0625) to 8e15 + 1599 (399.9375 to 400.0625).
        #expect(indices.first == 8_000_000_000_000_000 - 1_600 && indices.last == 8_000_000_000_000_000 + 1_599)
    }

    @Test("every snap of a looping carousel at edge velocities and widths answers within range or is refused", arguments: edgeValues)
    func snapAnswersStayInRange(width: Double) throws {
        for velocity in edgeValues.flatMap({ [$0, -$0] }) {
            for offset in [0, 1e15, -1e15, 123.5] {
                let scene = loopingCarousel(width: width, offset: offset)
                guard (try? scene.validate()) != nil else { continue }
                do {
                    let result = try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, target: "c", velocity: velocity))
                    for value in [result.from, result.projected, result.offset] { #expect(abs(value) <= sceneNumberLimit) }
                    #expect(result.virtualIndex.map { abs($0) <= exactIndexLimit } == true)
                    #expect(result.index.map { (0..<8).contains($0) } == true)
                } catch {
                    #expect(["/velocity", "/sections/0/offset", "/scene/sections/0/offset", "/sections/0/itemSize"].contains(error.pointer))
                }
            }
        }
    }

    @Test("a snap resting past 1e15 is refused: at /velocity when flung there, at the offset when it starts there")
    func snapRestsInRange() {
        // Stops 1.6e15 apart: the stop nearest a projection of 0.9e15 is 1.6e15.
        let wide = loopingCarousel(width: 8e14, spacing: 8e14)
        #expect(snapRefusal(wide, velocity: 0.9e15 / 499 * 1000) == "/velocity")
        #expect(snapRefusal(loopingCarousel(width: 8e14, spacing: 8e14, offset: 0.9e15), velocity: 0) == "/scene/sections/0/offset")
        #expect(snapRefusal(loopingCarousel(width: 8e14, spacing: 8e14, offset: 0.7e15), velocity: 0) == nil)
        // Projected past 1e15 whatever the stops.
        #expect(snapRefusal(loopingCarousel(width: 300, offset: 1e15), velocity: 1000) == "/velocity")
    }

    @Test("locate: item 2^63 − 1 and items 1e15 wide are 422 at /item; an item 0 that is too far is 422 at /section")
    func locate() throws {
        func locateRefusal(_ scene: Scene, section: String = "c", item: Int, fraction: Double? = nil) -> String? {
            refusal { () throws(RequestError) in
                try scene.validate()
                _ = try Locator(scene: scene).locate(LocateRequest(scene: scene, section: section, item: item, align: fraction == nil ? .center : nil, fraction: fraction))
            }
        }
        #expect(locateRefusal(loopingCarousel(width: 300), item: Int.max) == "/item")
        #expect(locateRefusal(loopingCarousel(width: 300), item: exactIndexLimit + 1) == "/item")
        #expect(locateRefusal(loopingCarousel(width: 300), item: -exactIndexLimit) == "/item")
        #expect(locateRefusal(loopingCarousel(width: 1e15), item: 2) == "/item")
        #expect(locateRefusal(loopingCarousel(width: 300), item: 4_000_000_000_000, fraction: 0.5) == "/item")
        #expect(locateRefusal(loopingCarousel(width: 300), item: 3_000_000_000_000, fraction: 0.5) == nil)
        #expect(locateRefusal(loopingCarousel(width: 1e15), item: 0) == nil)
        #expect(locateRefusal(loopingCarousel(width: 1e-4), item: 1_000_000_000_000) == nil)
        // A list below three headers 1e15 high starts 3e15 down.
        let far = Scene(viewport: Viewport(width: 400, height: 800), sections: (0..<3).map {
            Section(id: "h\($0)", kind: .header, size: ItemSize(height: 1e15))
        } + [Section(id: "l", kind: .list, itemSize: ItemSize(height: 10), count: 3)])
        #expect(locateRefusal(far, section: "l", item: 0) == "/section")
        #expect(locateRefusal(far, section: "l", item: 2) == "/item")
        #expect(locateRefusal(far, section: "h0", item: 0) == nil)
    }

    @Test("a timeline whose looping source's range reaches copies beyond 2^53 is 422 at /from, or at /to")
    func timelineRange() {
        // Items 0.1 wide: 9.9e14 points out is 9.9e15 copies from 0, past 2^53 ≈ 9.007e15.
        let scene = loopingCarousel(width: 0.1)
        func timelineRefusal(from: Double, to: Double) -> String? {
            refusal { () throws(RequestError) in
                try scene.validate()
                _ = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, source: "c", from: from, to: to), maxKeyframes: 200_000)
            }
        }
        #expect(timelineRefusal(from: 9.9e14, to: 1e15) == "/from")
        #expect(timelineRefusal(from: -9.9e14, to: 0) == "/from")
        #expect(timelineRefusal(from: 0, to: 9.9e14) == "/to")
        #expect(timelineRefusal(from: 0, to: 100) == nil)
    }
}
