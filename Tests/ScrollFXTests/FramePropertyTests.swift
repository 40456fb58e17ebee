import PropertyBased
@testable import ScrollFX
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("properties of frames over generated scenes")
struct FramePropertyTests {
    @Test("right to left is the mirror image of left to right, on screen")
    func rightToLeftMirrors() async {
        await checkProperty(count: 200, input: ScenePlan.generator) { plan in
            var scene = plan.scene
            scene.layoutDirection = .ltr
            try scene.validate()
            let ltr = FrameBuilder(scene: scene).build()
            scene.layoutDirection = .rtl
            let rtl = FrameBuilder(scene: scene).build()
            #expect(ltr.warnings == rtl.warnings)
            #expect(ltr.sections.map { $0.items.map(\.index) } == rtl.sections.map { $0.items.map(\.index) })
            let width = scene.viewport.width
            // Whole maps, not boxes (a box would not see a rotation's sign about a centred anchor): the element's
            // mirrored corner lands where the mirror of its left-to-right corner does, in 3-D through the perspective.
            for (left, right) in zip(placedElements(ltr, of: scene), placedElements(rtl, of: scene)) {
                #expect(right.size == left.size)
                for corner in Rect(origin: .zero, size: left.size).corners {
                    guard let expected = left.onScreen(corner), let actual = right.onScreen(Point(x: left.size.width - corner.x, y: corner.y)) else {
                        continue
                    }
                    let tolerance = 1e-6 * max(1, abs(expected.x), abs(expected.y))
                    #expect(approximately(actual, Point(x: width - expected.x, y: expected.y), tolerance))
                }
                #expect(right.transform.rotation == -left.transform.rotation)
                #expect(right.transform.rotateY.map { -$0 } == left.transform.rotateY && right.transform.translateZ == left.transform.translateZ)
                #expect(right.transform.scale == left.transform.scale && right.transform.opacity == left.transform.opacity)
            }
        }
    }

    @Test("reduceMotion leaves only opacity, kept as the effects make it, and no size changes, items and layers alike")
    func reduceMotion() async {
        /// `effects` without the layout effects, which reduceMotion skips.
        func visualOnly(_ effects: [Effect]) -> [Effect] {
            effects.filter { effect in
                switch effect {
                case .grow: false
                case .map(let map): !map.output.isSize
                default: true
                }
            }
        }
        func visualOnly(_ layers: [Layer]) -> [Layer] {
            layers.map { layer in
                var layer = layer
                layer.effects = visualOnly(layer.effects)
                layer.layers = visualOnly(layer.layers)
                return layer
            }
        }
        await checkProperty(count: 200, input: ScenePlan.generator) { plan in
            var scene = plan.scene
            scene.reduceMotion = true
            try scene.validate()
            let reduced = FrameBuilder(scene: scene).build()
            for element in placedElements(reduced, of: scene) {
                #expect(element.transform.translate == .zero && element.transform.scale == Point(x: 1, y: 1))
                #expect(element.transform.rotation == 0 && element.transform.blur == 0)
                #expect(element.transform.matrix == [1, 0, 0, 1, 0, 0])
                #expect(element.transform.rotateY == nil && element.transform.translateZ == nil && element.transform.matrix3d == nil)
            }
            // The oracle: the same scene in motion without its layout effects. Its frames, items' and layers', are the
            // reduced ones, and each element's opacity is the one reduceMotion keeps.
            var moving = scene
            moving.reduceMotion = false
            moving.sections = moving.sections.map { section in
                var section = section
                section.effects = section.effects.map(visualOnly)
                section.layers = section.layers.map(visualOnly)
                return section
            }
            let reference = FrameBuilder(scene: moving).build()
            for (reducedSection, referenceSection) in zip(reduced.sections, reference.sections) {
                #expect(reducedSection.items.count == referenceSection.items.count)
                for (reducedItem, referenceItem) in zip(reducedSection.items, referenceSection.items) {
                    for (element, expected) in zip(elements(of: reducedItem), elements(of: referenceItem)) {
                        #expect(element.frame == expected.frame, "\(reducedSection.id) \(reducedItem.index) \(element.path)")
                        #expect(element.transform.opacity == expected.transform.opacity, "\(reducedSection.id) \(reducedItem.index) \(element.path)")
                    }
                }
            }
        }
    }

    @Test("a count section and the same section enumerated give the same frame")
    func countEqualsEnumerated() async {
        await checkProperty(count: 200, input: ScenePlan.generator) { plan in
            let scene = plan.scene
            try scene.validate()
            var enumerated = scene
            for index in enumerated.sections.indices {
                if let count = enumerated.sections[index].count {
                    enumerated.sections[index].count = nil
                    enumerated.sections[index].items = Array(repeating: ItemSpec(), count: count)
                }
            }
            #expect(approximatelyEqual(FrameBuilder(scene: scene).build(), FrameBuilder(scene: enumerated).build()))
        }
    }

    @Test("the listed items are exactly those whose laid-out frame overlaps the visible rect, at the frames the contract's formulas give, written apart")
    func listedItemsOverlap() async {
        await checkProperty(count: 200, input: ScenePlan.generator) { plan in
            let scene = plan.scene
            try scene.validate()
            let frame = FrameBuilder(scene: scene).build()
            for ((spec, section), listed) in zip(zip(scene.sections, frame.sections), ReferenceLayout(scene: scene).listed())
            where !(spec.effects ?? []).contains(where: \.changesSize) {
                let expected = listed.map(\.index)
                #expect(section.items.map { $0.virtualIndex ?? $0.index } == expected, "\(section.id)")
                #expect(section.visibleRange.map { [$0.first, $0.last] } ?? [] == (expected.first.map { [$0, expected.last!] } ?? []))
                // Where the formulas put them, mirrored across the viewport right to left.
                for (item, reference) in zip(section.items, listed) {
                    var place = reference.frame
                    if scene.layoutDirection == .rtl { place.x = scene.viewport.width - place.x - place.width }
                    let tolerance = 1e-9 * max(1, abs(scene.offset), abs(place.x), abs(place.y))
                    #expect(approximately(item.frame, place, tolerance), "\(section.id) \(reference.index): \(item.frame) vs \(place)")
                }
            }
        }
    }

    @Test("every matrix maps the element's corners where translate, scale, rotation and anchor say")
    func matricesMatchParts() async {
        await checkProperty(count: 200, input: ScenePlan.generator) { plan in
            let scene = plan.scene
            try scene.validate()
            for element in placedElements(FrameBuilder(scene: scene).build(), of: scene) {
                let t = element.transform
                let matrix = AffineTransform(coefficients: t.matrix)
                let anchor = Point(x: t.anchor.x * element.size.width, y: t.anchor.y * element.size.height)
                let radians = t.rotation * .pi / 180
                let turn = (t.rotateY ?? 0) * .pi / 180
                for corner in Rect(origin: .zero, size: element.size).corners {
                    // Turned about the anchor's vertical line first (x' = cos·x, z = −sin·x), then scaled and rotated.
                    let turned = Point(x: (corner.x - anchor.x) * cos(turn), y: corner.y - anchor.y)
                    let depth = -(corner.x - anchor.x) * sin(turn) + (t.translateZ ?? 0)
                    let scaled = Point(x: turned.x * t.scale.x, y: turned.y * t.scale.y)
                    let rotated = Point(x: scaled.x * cos(radians) - scaled.y * sin(radians), y: scaled.x * sin(radians) + scaled.y * cos(radians))
                    let expected = rotated + anchor + t.translate
                    if let m = t.matrix3d {
                        let mapped = [m[0] * corner.x + m[4] * corner.y + m[12], m[1] * corner.x + m[5] * corner.y + m[13],
                                      m[2] * corner.x + m[6] * corner.y + m[14]]
                        #expect(approximately(mapped, [expected.x, expected.y, depth], 1e-6))
                    } else {
                        #expect(t.rotateY == nil && t.translateZ == nil)
                        #expect(approximately(matrix.apply(to: corner), expected, 1e-6))
                    }
                }
            }
        }
    }

    @Test("no output is ever NaN or infinite")
    func allFinite() async {
        await checkProperty(count: 200, input: ScenePlan.generator) { plan in
            let scene = plan.scene
            try scene.validate()
            let frame = FrameBuilder(scene: scene).build()
            var numbers = [frame.maxOffset, frame.displayedOffset ?? 0, frame.contentSize.width, frame.contentSize.height] + frame.warnings.map(\.amount)
            func rect(_ r: Rect?) { if let r { numbers += [r.x, r.y, r.width, r.height] } }
            func transform(_ t: Frame.Transform) {
                numbers += t.matrix + [t.opacity, t.blur] + (t.matrix3d ?? []) + [t.rotateY, t.translateZ].compactMap { $0 }
            }
            func layer(_ l: Frame.Layer) { rect(l.frame); rect(l.clip); transform(l.transform); l.layers.forEach(layer) }
            for section in frame.sections {
                rect(section.frame)
                for item in section.items {
                    rect(item.frame); rect(item.visibleRect); transform(item.transform)
                    item.layers.forEach(layer)
                }
            }
            #expect(numbers.allSatisfy { $0.isFinite })
        }
    }
}

extension Effect {
    /// Whether the effect can change its element's size (so listing depends on more than layout).
    var changesSize: Bool {
        switch self {
        case .grow: true
        case .map(let map): map.output.isSize
        default: false
        }
    }
}
