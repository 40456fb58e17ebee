@testable import ScrollFX
import Testing

/// The tolerance of the golden examples.
let exact = 1e-9

/// Whether two numbers agree within `tolerance`.
func approximately(_ lhs: Double, _ rhs: Double, _ tolerance: Double = exact) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// Whether two rectangles agree within `tolerance` on every field.
func approximately(_ lhs: Rect?, _ rhs: Rect?, _ tolerance: Double = exact) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return approximately(lhs.x, rhs.x, tolerance) && approximately(lhs.y, rhs.y, tolerance)
        && approximately(lhs.width, rhs.width, tolerance) && approximately(lhs.height, rhs.height, tolerance)
}

/// Whether two points agree within `tolerance`.
func approximately(_ lhs: Point, _ rhs: Point, _ tolerance: Double = exact) -> Bool {
    approximately(lhs.x, rhs.x, tolerance) && approximately(lhs.y, rhs.y, tolerance)
}

/// Whether two coefficient lists agree within `tolerance`.
func approximately(_ lhs: [Double], _ rhs: [Double], _ tolerance: Double = exact) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { approximately($0, $1, tolerance) }
}

/// The frame of a scene that must pass validation.
func frame(of scene: Scene) throws -> Frame {
    try scene.validate()
    return FrameBuilder(scene: scene).build()
}

/// The parallax cards of the contract (docs/contract.md#parallaxeffect): 260 high, spacing 24, padding 16, radius 24, nested parallax layers.
func parallaxCards(count: Int? = 5, items: [ItemSpec]? = nil, offset: Double) -> Scene {
    Scene(
        viewport: Viewport(width: 390, height: 844),
        offset: offset,
        sections: [
            Section(
                id: "destinations", kind: .list, cornerRadius: 24,
                layers: [
                    Layer(
                        id: "background", effects: [.parallax(ParallaxEffect(rate: 0.175))],
                        layers: [Layer(id: "art", effects: [.parallax(ParallaxEffect(rate: 0.35))])]
                    ),
                ],
                itemSize: ItemSize(height: 260), spacing: 24, padding: Insets(all: 16),
                count: items == nil ? count : nil, items: items
            ),
        ]
    )
}

/// Whether two values of the same type agree: every `Double` inside within a relative `tolerance`, everything else exactly.
func approximatelyEqual<T>(_ lhs: T, _ rhs: T, tolerance: Double = exact) -> Bool {
    deepApproximatelyEqual(lhs, rhs, tolerance: tolerance)
}

private func deepApproximatelyEqual(_ lhs: Any, _ rhs: Any, tolerance: Double) -> Bool {
    if let a = lhs as? Double, let b = rhs as? Double {
        return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }
    let (left, right) = (Mirror(reflecting: lhs), Mirror(reflecting: rhs))
    guard left.children.count == right.children.count else { return false }
    if left.children.isEmpty { return String(describing: lhs) == String(describing: rhs) }
    return zip(left.children, right.children).allSatisfy { deepApproximatelyEqual($0.value, $1.value, tolerance: tolerance) }
}
