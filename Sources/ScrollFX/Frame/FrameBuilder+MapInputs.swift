extension FrameBuilder.Element {
    /// What the element's layout effects read: its laid-out frame, before any of its effects.
    @inline(__always)
    func context(isItem: Bool) -> EffectContext {
        EffectContext(frame: layoutFrame, item: itemFrame, section: sectionFrame, container: container, collapse: collapse, reveal: reveal, isItem: isItem)
    }
}

extension FrameBuilder {
    /// The input every `map` of item `index` reads (the item's maps in order, then each layer's, depth-first), as
    /// building the item reads them: a size map on the frame before the layout phase, any other on the frame after it.
    /// What a timeline needs to place an eased map's keyframes and a staircase's jumps.
    func mapInputs(_ index: Int, of placement: SceneLayout.Placement, in space: ItemSpace) -> [Double] {
        let (element, frame, _) = resolvedItem(index, of: placement, in: space)
        var inputs: [Double] = []
        record(placement.section.effects ?? [], of: element, resolved: frame, isItem: true, into: &inputs)
        var parent = element
        parent.itemFrame = frame
        parent.layoutFrame = frame
        recordLayers(placement.section.layers ?? [], in: parent, into: &inputs)
        return inputs
    }

    private func recordLayers(_ layers: [Layer], in parent: Element, into inputs: inout [Double]) {
        for spec in layers {
            var element = parent
            element.layoutFrame = spec.localFrame(in: parent.layoutFrame.size).offsetBy(parent.layoutFrame.origin)
            let (frame, _) = resolve(spec.effects, anchor: spec.anchor, for: element, isItem: false)
            record(spec.effects, of: element, resolved: frame, isItem: false, into: &inputs)
            element.layoutFrame = frame
            recordLayers(spec.layers, in: element, into: &inputs)
        }
    }

    /// Appends the input of each map of `effects`, read as ``resolve(_:anchor:for:isItem:)`` reads it.
    private func record(_ effects: [Effect], of element: Element, resolved frame: Rect, isItem: Bool, into inputs: inout [Double]) {
        let before = element.context(isItem: isItem)
        var after = before
        if !scene.reduceMotion { after.frame = frame }
        if isItem { after.item = frame }
        for case .map(let map) in effects {
            inputs.append(map.inputValue(in: map.output.isSize ? before : after))
        }
    }
}
