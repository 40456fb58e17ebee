extension Frame {
    /// The right-to-left answer: this left-to-right one mirrored inside each horizontal extent.
    ///
    /// Frames x → width − x − w within their parent (the viewport, the item, the
    /// parent layer); translateX, rotation, rotateY and anchor.x mirror and the matrices are
    /// rebuilt. Warnings name logical edges, so they stay as they are.
    func mirrored(viewportWidth: Double) -> Frame {
        var result = self
        result.sections = sections.map { section in
            var section = section
            section.frame = section.frame.mirrored(within: viewportWidth)
            section.items = section.items.map { $0.mirrored(viewportWidth: viewportWidth) }
            if case .some(.some(let header)) = section.header {
                section.header = Frame.Header(element: header.element.mirrored(viewportWidth: viewportWidth), stuck: header.stuck)
            }
            return section
        }
        return result
    }
}

extension Frame.Item {
    /// The item mirrored inside the viewport, its layers inside it.
    func mirrored(viewportWidth: Double) -> Frame.Item {
        var item = self
        item.frame = frame.mirrored(within: viewportWidth)
        item.visibleRect = visibleRect?.mirrored(within: viewportWidth)
        if let clip {
            item.clip?.x = frame.width - clip.x - clip.width
        }
        item.transform = transform.mirrored(size: frame.size)
        item.layers = layers.map { $0.mirrored(within: frame.width) }
        return item
    }
}

extension Frame.Layer {
    /// The layer mirrored inside a parent `parentWidth` wide, children included.
    fileprivate func mirrored(within parentWidth: Double) -> Frame.Layer {
        Frame.Layer(
            id: id,
            frame: frame.mirrored(within: parentWidth),
            transform: transform.mirrored(size: frame.size),
            clip: clip?.mirrored(within: frame.width),
            layers: layers.map { $0.mirrored(within: frame.width) }
        )
    }
}

extension Frame.Transform {
    /// The horizontally mirrored transform of an element of `size`.
    fileprivate func mirrored(size: Size) -> Frame.Transform {
        var parts = visual
        parts.translation.x = -parts.translation.x
        parts.rotation = -parts.rotation
        parts.rotationY = -parts.rotationY
        parts.anchor.x = 1 - parts.anchor.x
        return Frame.Transform(parts, size: size)
    }
}

extension Rect {
    /// The rectangle mirrored inside a horizontal extent [0, width].
    func mirrored(within width: Double) -> Rect {
        Rect(x: width - x - self.width + 0, y: y, width: self.width, height: height)
    }
}
