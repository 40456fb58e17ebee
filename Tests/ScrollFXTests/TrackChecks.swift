import PropertyBased
@testable import ScrollFX
import TestSupport
import Testing

/// Linear interpolation of keyframes at `offset`, or nil outside them.
func interpolate(_ keyframes: [[Double]], at offset: Double) -> Double? {
    guard let first = keyframes.first, let last = keyframes.last, offset >= first[0], offset <= last[0] else { return nil }
    guard let upper = keyframes.firstIndex(where: { $0[0] >= offset }) else { return nil }
    if upper == 0 || keyframes[upper][0] == offset { return keyframes[upper][1] }
    let (a, b) = (keyframes[upper - 1], keyframes[upper])
    return a[1] + (b[1] - a[1]) * (offset - a[0]) / (b[0] - a[0])
}

/// An item and each of its layers, depth-first as tracks name them: the layer path (empty for the item), frame, transform.
func elements(of item: Frame.Item) -> [(path: [String], frame: Rect, transform: Frame.Transform)] {
    func visit(_ layers: [Frame.Layer], _ path: [String]) -> [(path: [String], frame: Rect, transform: Frame.Transform)] {
        layers.flatMap { layer in [(path + [layer.id ?? ""], layer.frame, layer.transform)] + visit(layer.layers, path + [layer.id ?? ""]) }
    }
    return [([], item.frame, item.transform)] + visit(item.layers, [])
}

/// How far an error of `error` in `property` moves the element, against what the tolerance allows (docs/contract.md#timelinerequest):
/// points for positions and sizes, the farthest corner's travel for scale and rotation, 1/255 for opacity and blur.
func isWithinTolerance(_ property: String, error: Double, frame: Rect, transform: Frame.Transform, tolerance: Double) -> Bool {
    let (anchor, scale) = (transform.anchor, transform.scale)
    let reachX = frame.width * max(anchor.x, 1 - anchor.x)
    let reachY = frame.height * max(anchor.y, 1 - anchor.y)
    let moved: Double
    var allowed = tolerance
    switch property {
    case "transform.scale.x": moved = error * reachX
    case "transform.scale.y": moved = error * reachY
    case "transform.rotation":
        let radius = ((scale.x * reachX) * (scale.x * reachX) + (scale.y * reachY) * (scale.y * reachY)).squareRoot()
        // The corner travels an arc of radius · angle (in radians), a little more than the chord.
        moved = radius * error * .pi / 180
    case "transform.rotateY":
        moved = scale.x * frame.width * error * .pi / 180
    case "transform.opacity", "transform.blur":
        (moved, allowed) = (error, 1 / 255)
    default: moved = error
    }
    return moved <= allowed * (1 + 1e-9) + 1e-12
}

/// `propertyCheck` where an error the body throws fails the test: the library swallows thrown errors, so a case
/// that throws (a refused scene, a compile over its budget) would otherwise pass without checking anything.
/// Each case starts by yielding, so that long checks do not starve other tests of the pool's threads; with
/// `heavy`, the whole check takes its turn (``takingTurns(_:)``) apart from tests that measure latency.
func checkProperty<Input, Value>(
    count: Int, input: Generator<Value, some Sequence<Input>>, heavy: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Value) async throws -> Void
) async {
    guard !heavy else {
        try? await takingTurns { await checkProperty(count: count, input: input, sourceLocation: sourceLocation, body) }
        return
    }
    await propertyCheck(count: count, input: input, perform: { value in
        // A case computes for a while without suspending: let other tests' tasks run between cases, as the test
        // pool has one thread per core.
        await Task.yield()
        do {
            try await body(value)
        } catch {
            Issue.record("the property threw: \(error)", sourceLocation: sourceLocation)
        }
    }, sourceLocation: sourceLocation)
}

/// Every item /v1/frame lists at 60 offsets of `request`'s range (of the scene, or of its carousel source) has a
/// track of its position along the source's axis there, equal to the frame's within the tolerance.
func expectTracksCoverListedItems(_ scene: Scene, _ request: TimelineRequest) throws {
    let timeline = try TimelineCompiler(scene: scene).compile(request, maxKeyframes: 100_000)
    let source = scene.sections.firstIndex { $0.id == request.source }
    let axis = source == nil ? scene.axis : .horizontal
    let property = axis == .vertical ? "frame.y" : "frame.x"
    let tracks = Dictionary(timeline.tracks.filter { $0.layer == nil && $0.property == property }.map { ("\($0.section)/\($0.item ?? -1)", $0) }) { a, _ in a }
    let (from, to) = (request.from ?? 0, request.to ?? 0)
    var checked = 0
    for step in 0...60 {
        let offset = from + (to - from) * Double(step) / 60
        var moved = scene
        if let source { moved.sections[source].offset = offset }
        for (index, section) in FrameBuilder(scene: moved).build(offset: source == nil ? offset : scene.offset).sections.enumerated()
        where source == nil || source == index {
            for item in section.items {
                let keyframes = tracks["\(section.id)/\(item.virtualIndex ?? item.index)"]?.keyframes ?? []
                let value = interpolate(keyframes, at: offset) ?? .infinity
                #expect(abs(value - item.frame.min(axis)) <= request.tolerance + 1e-9,
                        "\(section.id) \(item.virtualIndex ?? item.index) at \(offset): track \(value), frame \(item.frame.min(axis))")
                checked += 1
            }
        }
    }
    #expect(checked > 60)
}
