import PropertyBased
@testable import ScrollFX
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every element of a frame with its transform, size and on-screen map.
private struct Placed {
    var transform: Frame.Transform
    var size: Size
    var toViewport: AffineTransform
}

private func placedElements(_ frame: Frame) -> [Placed] {
    var result: [Placed] = []
    func visit(_ layer: Frame.Layer, parent: AffineTransform) {
        let map = parent.concatenating(.translation(layer.frame.origin)).concatenating(AffineTransform(coefficients: layer.transform.matrix))
        result.append(Placed(transform: layer.transform, size: layer.frame.size, toViewport: map))
        layer.layers.forEach { visit($0, parent: map) }
    }
    for section in frame.sections {
        for item in section.items {
            let map = AffineTransform.translation(item.frame.origin).concatenating(AffineTransform(coefficients: item.transform.matrix))
            result.append(Placed(transform: item.transform, size: item.frame.size, toViewport: map))
            item.layers.forEach { visit($0, parent: map) }
        }
    }
    return result
}

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
            for (left, right) in zip(placedElements(ltr), placedElements(rtl)) {
                let leftBox = ConvexPolygon(Rect(origin: .zero, size: left.size), transformedBy: left.toViewport).boundingBox!
                let rightBox = ConvexPolygon(Rect(origin: .zero, size: right.size), transformedBy: right.toViewport).boundingBox!
                #expect(approximately(rightBox, Rect(x: width - leftBox.maxX, y: leftBox.y, width: leftBox.width, height: leftBox.height), 1e-6))
                // Whole maps, not boxes (a box would not see a rotation's sign about a centred anchor): the element's
                // mirrored corner lands where the mirror of its left-to-right corner does.
                #expect(right.size == left.size)
                for corner in Rect(origin: .zero, size: left.size).corners {
                    let expected = left.toViewport.apply(to: corner)
                    let actual = right.toViewport.apply(to: Point(x: left.size.width - corner.x, y: corner.y))
                    #expect(approximately(actual, Point(x: width - expected.x, y: expected.y), 1e-6))
                }
                #expect(right.transform.rotation == -left.transform.rotation)
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
            for element in placedElements(reduced) {
                #expect(element.transform.translate == .zero && element.transform.scale == Point(x: 1, y: 1))
                #expect(element.transform.rotation == 0 && element.transform.blur == 0)
                #expect(element.transform.matrix == [1, 0, 0, 1, 0, 0])
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

    @Test("the listed items are exactly those whose laid-out frame overlaps the visible rect, however many there are")
    func listedItemsOverlap() async {
        await checkProperty(count: 200, input: ScenePlan.generator) { plan in
            let scene = plan.scene
            try scene.validate()
            let builder = FrameBuilder(scene: scene)
            let frame = builder.build()
            let layout = SceneLayout(scene: scene)
            for (placement, section) in zip(layout.placements, frame.sections) where !(placement.section.effects ?? []).contains(where: \.changesSize) {
                // Brute force over every item: its layout frame in viewport space against its container's window.
                var scroll = Point.zero
                scroll[scene.axis] = -scene.offset
                let sectionFrame = placement.contentFrame.offsetBy(scroll)
                let viewport = Rect(origin: .zero, size: scene.viewport.size)
                let expected: [Int]
                if placement.carousel != nil {
                    let origin = Point(x: sectionFrame.x - placement.section.offset, y: sectionFrame.y)
                    let window = sectionFrame.intersection(viewport)?.grown(by: scene.prefetch, along: .horizontal)
                    expected = (0..<placement.items.count).filter { index in
                        window.map { placement.items.frame(ofItem: index).offsetBy(origin).overlapsWithPositiveArea($0) } ?? false
                    }
                } else {
                    let window = viewport.grown(by: scene.prefetch, along: scene.axis)
                    expected = (0..<placement.items.count).filter { placement.items.frame(ofItem: $0).offsetBy(sectionFrame.origin).overlapsWithPositiveArea(window) }
                }
                #expect(section.items.map(\.index) == expected)
                #expect(section.visibleRange.map { [$0.first, $0.last] } ?? [] == (expected.first.map { [$0, expected.last!] } ?? []))
            }
        }
    }

    @Test("every matrix maps the element's corners where translate, scale, rotation and anchor say")
    func matricesMatchParts() async {
        await checkProperty(count: 200, input: ScenePlan.generator) { plan in
            let scene = plan.scene
            try scene.validate()
            for element in placedElements(FrameBuilder(scene: scene).build()) {
                let t = element.transform
                let matrix = AffineTransform(coefficients: t.matrix)
                let anchor = Point(x: t.anchor.x * element.size.width, y: t.anchor.y * element.size.height)
                let radians = t.rotation * .pi / 180
                for corner in Rect(origin: .zero, size: element.size).corners {
                    let scaled = Point(x: (corner.x - anchor.x) * t.scale.x, y: (corner.y - anchor.y) * t.scale.y)
                    let rotated = Point(x: scaled.x * cos(radians) - scaled.y * sin(radians), y: scaled.x * sin(radians) + scaled.y * cos(radians))
                    #expect(approximately(matrix.apply(to: corner), rotated + anchor + t.translate, 1e-6))
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
            var numbers = [frame.maxOffset, frame.contentSize.width, frame.contentSize.height] + frame.warnings.map(\.amount)
            func rect(_ r: Rect?) { if let r { numbers += [r.x, r.y, r.width, r.height] } }
            func layer(_ l: Frame.Layer) { rect(l.frame); rect(l.clip); numbers += l.transform.matrix + [l.transform.opacity, l.transform.blur]; l.layers.forEach(layer) }
            for section in frame.sections {
                rect(section.frame)
                for item in section.items {
                    rect(item.frame); rect(item.visibleRect); numbers += item.transform.matrix + [item.transform.opacity, item.transform.blur]
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
