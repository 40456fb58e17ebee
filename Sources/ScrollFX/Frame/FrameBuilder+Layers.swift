extension FrameBuilder {
    /// What an element (an item, or a layer) inherits from its parent.
    ///
    /// A plain value (no references), so that handing it down a tree of layers copies bytes alone.
    struct Element {
        /// The section's frame in viewport space.
        var sectionFrame: Rect
        /// The item's index, for warnings; nil for a section's header.
        var item: Int?
        /// The item's laid-out frame in viewport space (what `carousel` calls the item's length).
        var itemFrame: Rect
        /// The parent's laid-out frame in viewport space, before any visual transform.
        var layoutFrame: Rect
        /// Maps the parent's local coordinates to viewport space, transforms included.
        var toViewport: AffineTransform
        /// What survives every ancestor's clip and the container, in viewport space.
        var clip: Clip
        /// The nearest scroll container.
        var container: ScrollContainer
        /// How far a collapsing header has collapsed (its item and layers only).
        var collapse: CollapseState?
        /// A bar's hidden fraction s / h (its item and layers only; 0 elsewhere).
        var reveal = 0.0
        /// When the element or an ancestor has a 3-D effect, where ``Scratch/spaces`` holds the map from its local
        /// coordinates to viewport space in 3-D (`toViewport` is then only its flat part); nil otherwise.
        var space: Int?

        /// The eye of the carousel the element is in, which draws 3-D effects: `perspective` in front of its centre.
        var perspective: Perspective {
            Perspective(origin: Point(x: container.frame.mid(.horizontal), y: container.frame.mid(.vertical)),
                        distance: container.perspective)
        }

        /// Its map to viewport space in 3-D, when it is turned (``space``).
        func space(in spaces: [Transform3D]) -> Transform3D? { space.map { spaces[$0] } }

        /// How the element's plane is drawn, when it is turned in 3-D.
        func projection(in spaces: [Transform3D]) -> Homography? {
            space(in: spaces).map { perspective.homography(of: $0) }
        }
    }

    /// The answer for `spec` inside `parent`, with its children; adds its cover warnings (naming `section`) and any
    /// 3-D map to `scratch`.
    func layer(_ spec: Layer, in parent: Element, of section: String, scratch: inout Scratch) -> Frame.Layer {
        var element = parent
        element.layoutFrame = spec.localFrame(in: parent.layoutFrame.size).offsetBy(parent.layoutFrame.origin)
        let (frame, visual) = resolve(spec.effects, anchor: spec.anchor, for: element, isItem: false)
        let local = frame.offsetBy(Point.zero - parent.layoutFrame.origin)
        let matrix = visual.matrix(for: local.size)
        let toParent = AffineTransform.translation(local.origin).concatenating(matrix)
        let bounds = Rect(origin: .zero, size: local.size)
        element.layoutFrame = frame
        element.toViewport = parent.toViewport.concatenating(toParent)
        if visual.isThreeDimensional || parent.space != nil {
            let toParent3D = visual.isThreeDimensional
                ? Transform3D(.translation(local.origin)).concatenating(visual.matrix3D(for: local.size)) : Transform3D(toParent)
            element.space = scratch.keep((parent.space(in: scratch.spaces) ?? Transform3D(parent.toViewport)).concatenating(toParent3D))
        }
        let projection = element.projection(in: scratch.spaces)
        if spec.cover, !geometryOnly || scratch.coverAmounts != nil {
            // A layer turned in 3-D is judged by its quad as drawn, taken back into its parent's plane.
            let box = if visual.isThreeDimensional, let drawn = projection {
                CoverGap.box(ofLayerSized: local.size, drawnBy: drawn,
                             backThrough: parent.perspective.homography(of: parent.space(in: scratch.spaces) ?? Transform3D(parent.toViewport)))
            } else {
                CoverGap.box(ofLayerSized: local.size, placedBy: toParent)
            }
            if scratch.coverAmounts != nil {
                for index in CoverGap.edges.indices { scratch.coverAmounts?.append(CoverGap.amount(at: index, of: box, in: parent.layoutFrame.size)) }
            }
            if !geometryOnly {
                for (index, edge) in CoverGap.edges.enumerated() {
                    let amount = CoverGap.amount(at: index, of: box, in: parent.layoutFrame.size)
                    guard amount > 1e-9 else { continue }
                    // Room for a few at once: a frame's warnings mostly come in fours.
                    if scratch.warnings.isEmpty { scratch.warnings.reserveCapacity(8) }
                    scratch.warnings.append(Frame.Warning(code: "gap", section: section, item: parent.item, layer: spec.id,
                                                          edge: edge.name, amount: amount))
                }
            }
        }
        // Layers never clip their children: every child inherits the parent's clip.
        return Frame.Layer(
            id: spec.id,
            frame: local,
            transform: Frame.Transform(visual, size: local.size, matrix: matrix),
            clip: geometryOnly ? nil : parent.clip.surviving(bounds, toViewport: element.toViewport, projection: projection, projections: scratch.projections),
            layers: spec.layers.map { layer($0, in: element, of: section, scratch: &scratch) }
        )
    }
}
