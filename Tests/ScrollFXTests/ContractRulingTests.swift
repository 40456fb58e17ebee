import Foundation
@testable import ScrollFX
import Testing

/// A scene decoded from the JSON a front-end would send, validated.
private func scene(_ json: String) throws -> Scene {
    let scene = try JSONDecoder().decode(Scene.self, from: Data(json.utf8))
    try scene.validate()
    return scene
}

/// The contract's edge cases (docs/api-notes.md), each on the example that settled it, through every engine entry.
@Suite("contract rulings: cover gaps, the end inset, snapping to the start inset")
struct ContractRulingTests {
    /// Viewport 400×800, one item 100 high, its cover layer placed 150 below the item's top.
    private let offItem = #"""
    {"viewport": {"width": 400, "height": 800}, "sections": [{"id": "l", "kind": "list", "count": 1,
     "itemSize": {"height": 100}, "layers": [{"id": "art", "cover": true,
     "frame": {"x": 0, "y": 150, "width": 400, "height": 100}}]}]}
    """#

    @Test("a cover layer moved wholly off its item uncovers the item's 100 points at the top, never the 150 it moved")
    func gapIsCappedAtTheParent() throws {
        let scene = try scene(offItem)
        // The layer spans y 150…250 in an item 0…100 high: the top is uncovered by min(150, 100) = 100; the bottom,
        // 100 − 250 < 0, is covered (the layer lies beyond it); leading and trailing are flush.
        let expected = [Frame.Warning(code: "gap", section: "l", item: 0, layer: "art", edge: "top", amount: 100)]
        for offset in [0.0, 40, 99] {
            #expect(FrameBuilder(scene: scene).build(offset: offset).warnings == expected)
        }
    }

    @Test("a timeline's gap report caps its amounts the same way")
    func exposureIsCapped() throws {
        let scene = try scene(offItem)
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene, from: 0, to: 100), maxKeyframes: 1000)
        let exposure = try #require(timeline.exposures.first)
        #expect(timeline.exposures.count == 1 && exposure.layer == ["art"])
        // Listed while the item meets the viewport, offsets 0…100: one gap at the top, 100 wide throughout.
        #expect(exposure.gaps.map(\.edge) == ["top"], "\(exposure)")
        #expect(approximately(exposure.gaps[0].amount, 100) && approximately(exposure.gaps[0].from, 0) && approximately(exposure.gaps[0].to, 100), "\(exposure.gaps)")
        // Overscan grows the 100-high frame about its centre (y 200): it covers 0…100 from a height of 400, overscan 4.
        let overscan = try #require(exposure.overscan)
        #expect(approximately(overscan.x, 1) && approximately(overscan.y, 4, 1e-6))
    }

    /// Viewport 400×800, a bottom inset of 30, a box from y 900 to 1000.
    private let boxBelow = #"""
    {"viewport": {"width": 400, "height": 800}, "contentInset": {"bottom": 30},
     "sections": [{"id": "b", "kind": "box", "frame": {"x": 0, "y": 900, "width": 400, "height": 100}}]}
    """#

    @Test("the end inset comes after a box's far edge: content 1000 + 30 = 1030, maxOffset 1030 − 800 = 230")
    func endInsetAfterBoxes() throws {
        let scene = try scene(boxBelow)
        let frame = FrameBuilder(scene: scene).build()
        #expect(approximately(frame.contentSize.height, 1030) && approximately(frame.maxOffset, 230))
        // The timeline's range ends at maxOffset, and a fling past the end rests there.
        let timeline = try TimelineCompiler(scene: scene).compile(TimelineRequest(scene: scene), maxKeyframes: 1000)
        #expect(approximately(timeline.to, 230))
        let snap = try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, velocity: 10_000))
        #expect(approximately(snap.offset, 230))
    }

    @Test("the end inset also follows the stack when it reaches further than every box")
    func endInsetAfterTheStack() throws {
        // A list of 10 × 100 after a top inset of 40 ends at 1040; the box ends at 500: 1040 + 30 = 1070.
        let scene = try scene(#"""
        {"viewport": {"width": 400, "height": 800}, "contentInset": {"top": 40, "bottom": 30},
         "sections": [{"id": "l", "kind": "list", "count": 10, "itemSize": {"height": 100}},
                      {"id": "b", "kind": "box", "frame": {"x": 0, "y": 400, "width": 400, "height": 100}}]}
        """#)
        #expect(approximately(FrameBuilder(scene: scene).build().contentSize.height, 1070))
    }

    /// Viewport 400×800, a top inset of 40, snapping view-aligned, 20 items 100 high.
    private func insetList(offset: Double) throws -> Scene {
        try scene(#"""
        {"viewport": {"width": 400, "height": 800}, "contentInset": {"top": 40}, "snap": "viewAligned", "offset": \#(offset),
         "sections": [{"id": "l", "kind": "list", "count": 20, "itemSize": {"height": 100}}]}
        """#)
    }

    @Test("scene snapping rests an item whose top is at content p at offset p − start inset", arguments: [
        // Item k's top is at 40 + 100k, so it rests at 100k: from 0 on item 0; from 250, between 200 and 300, on
        // item 2 (equally near: ties go to the lower); from 260 on item 3.
        (0.0, 0.0, 0), (250, 200, 2), (260, 300, 3), (1190, 1200, 12),
    ])
    func snapAlignsWithTheStartInset(from: Double, offset: Double, index: Int) throws {
        let scene = try insetList(offset: from)
        let result = try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, velocity: 0))
        #expect(approximately(result.offset, offset) && result.index == index && result.section == "l")
    }

    @Test("a carousel section's leading edge aligns with the start inset too; a carousel's own snapping is unchanged")
    func carouselStopsAlign() throws {
        // Header 0…300 after the 40 inset, then the carousel at content 340…700: its stop is 340 − 40 = 300.
        let scene = try scene(#"""
        {"viewport": {"width": 400, "height": 800}, "contentInset": {"top": 40}, "snap": "viewAligned", "offset": 290,
         "sections": [{"id": "h", "kind": "header", "size": {"height": 300}},
                      {"id": "c", "kind": "carousel", "itemSize": {"width": 250, "height": 360}, "count": 5, "offset": 250},
                      {"id": "l", "kind": "list", "count": 20, "itemSize": {"height": 100}}]}
        """#)
        let result = try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, velocity: 0))
        #expect(approximately(result.offset, 300) && result.index == nil && result.section == "c")
        // Inside the carousel, from its own offset 250, item 1 still rests at 1 × (250 + 16) = 266.
        let own = try SnapSolver(scene: scene).solve(SnapRequest(scene: scene, target: "c", velocity: 0))
        #expect(approximately(own.offset, 266) && own.index == 1)
    }
}
