import StrictJSON
import ScrollFX

// The answers of `POST /v1/frame` and `/v1/frames`, written directly: the same bytes as their
// `Encodable` conformances through `JSONEncoder` with sorted keys (checked in JSONWriterTests).

extension FramesResponse: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"frames\":")
        writer.array(frames)
        writer.raw("}")
    }
}

extension Frame: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"contentSize\":")
        contentSize.write(to: &writer)
        if let displayedOffset { writer.number(displayedOffset, after: ",\"displayedOffset\":") }
        writer.number(maxOffset, after: ",\"maxOffset\":")
        writer.number(offset, after: ",\"offset\":")
        writer.raw(",\"sections\":")
        writer.array(sections)
        writer.raw(",\"warnings\":")
        writer.array(warnings)
        writer.raw("}")
    }
}

extension Frame.Section: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"frame\":")
        frame.write(to: &writer)
        if let header {
            writer.raw(",\"header\":")
            writer.optional(header)
        }
        writer.raw(",\"id\":")
        writer.string(id)
        writer.raw(",\"items\":")
        writer.array(items)
        writer.raw(",\"kind\":")
        writer.string(kind.rawValue)
        writer.number(maxOffset, after: ",\"maxOffset\":")
        writer.number(offset, after: ",\"offset\":")
        if let stuck { writer.raw(stuck ? ",\"stuck\":true" : ",\"stuck\":false") }
        writer.raw(",\"visibleRange\":")
        writer.optional(visibleRange)
        writer.raw("}")
    }
}

extension Frame.VisibleRange: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.integer(first, after: "{\"first\":")
        writer.integer(last, after: ",\"last\":")
        writer.raw("}")
    }
}

extension Frame.Item: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        write(to: &writer, indexed: true, stuck: nil)
    }

    /// Writes the item, or a header's element: without `index`, with `stuck`.
    func write(to writer: inout JSONWriter, indexed: Bool, stuck: Bool?) {
        writer.raw("{\"clip\":")
        writer.optional(clip)
        writer.raw(",\"frame\":")
        frame.write(to: &writer)
        if let id {
            writer.raw(",\"id\":")
            writer.string(id)
        }
        if indexed { writer.integer(index, after: ",\"index\":") }
        writer.raw(",\"layers\":")
        writer.array(layers)
        if let stuck { writer.raw(stuck ? ",\"stuck\":true" : ",\"stuck\":false") }
        writer.raw(",\"transform\":")
        transform.write(to: &writer)
        if let virtualIndex { writer.integer(virtualIndex, after: ",\"virtualIndex\":") }
        writer.raw(",\"visibleRect\":")
        writer.optional(visibleRect)
        writer.raw("}")
    }
}

extension Frame.Header: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        element.write(to: &writer, indexed: false, stuck: stuck)
    }
}

extension Frame.Layer: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"clip\":")
        writer.optional(clip)
        writer.raw(",\"frame\":")
        frame.write(to: &writer)
        if let id {
            writer.raw(",\"id\":")
            writer.string(id)
        }
        writer.raw(",\"layers\":")
        writer.array(layers)
        writer.raw(",\"transform\":")
        transform.write(to: &writer)
        writer.raw("}")
    }
}

extension Frame.Transform: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        // Most elements are only moved, if at all (no effect, parallax, sticky): everything but the translation is a
        // literal then. Bit patterns, so that −0 (written `-0`) takes the general way.
        if isTranslationAboutCentre {
            writer.raw(#"{"anchor":{"x":0.5,"y":0.5},"blur":0,"matrix":[1,0,0,1,"#)
            writer.number(affine.e)
            writer.number(affine.f, after: ",")
            writer.raw(#"],"opacity":1,"rotation":0,"scale":{"x":1,"y":1},"translate":{"x":"#)
            writer.number(translate.x)
            writer.number(translate.y, after: ",\"y\":")
            return writer.raw("}}")
        }
        writer.raw("{\"anchor\":")
        anchor.write(to: &writer)
        writer.number(blur, after: ",\"blur\":")
        writer.number(affine.a, after: ",\"matrix\":[")
        writer.number(affine.b, after: ",")
        writer.number(affine.c, after: ",")
        writer.number(affine.d, after: ",")
        writer.number(affine.e, after: ",")
        writer.number(affine.f, after: ",")
        writer.raw("]")
        if let matrix3d {
            writer.raw(",\"matrix3d\":[")
            for (index, value) in matrix3d.enumerated() { writer.number(value, after: index == 0 ? "" : ",") }
            writer.raw("]")
        }
        writer.number(opacity, after: ",\"opacity\":")
        if let rotateY { writer.number(rotateY, after: ",\"rotateY\":") }
        writer.number(rotation, after: ",\"rotation\":")
        writer.raw(",\"scale\":")
        scale.write(to: &writer)
        writer.raw(",\"translate\":")
        translate.write(to: &writer)
        if let translateZ { writer.number(translateZ, after: ",\"translateZ\":") }
        writer.raw("}")
    }
}

extension Frame.Transform {
    /// Whether this is a flat translation anchored at the centre, neither blurred nor faded: every number but the
    /// translation's and the matrix's last two exactly 0, 0.5 or 1, none of them −0.
    fileprivate var isTranslationAboutCentre: Bool {
        let (half, one, zero) = ((0.5 as Double).bitPattern, (1 as Double).bitPattern, (0 as Double).bitPattern)
        return rotateY == nil && anchor.x.bitPattern == half && anchor.y.bitPattern == half
            && affine.a.bitPattern == one && affine.d.bitPattern == one && scale.x.bitPattern == one && scale.y.bitPattern == one
            && opacity.bitPattern == one && affine.b.bitPattern == zero && affine.c.bitPattern == zero
            && rotation.bitPattern == zero && blur.bitPattern == zero
    }
}

extension Frame.ClipRect: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.number(cornerRadius, after: "{\"cornerRadius\":")
        writer.number(height, after: ",\"height\":")
        writer.number(width, after: ",\"width\":")
        writer.number(x, after: ",\"x\":")
        writer.number(y, after: ",\"y\":")
        writer.raw("}")
    }
}

extension Frame.Warning: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.number(amount, after: "{\"amount\":")
        writer.raw(",\"code\":")
        writer.string(code)
        writer.raw(",\"edge\":")
        writer.string(edge)
        if let header { writer.raw(header ? ",\"header\":true" : ",\"header\":false") }
        if let item { writer.integer(item, after: ",\"item\":") } else { writer.raw(",\"item\":null") }
        writer.raw(",\"layer\":")
        if let layer { writer.string(layer) } else { writer.raw("null") }
        writer.raw(",\"section\":")
        writer.string(section)
        writer.raw("}")
    }
}

extension Rect: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.number(height, after: "{\"height\":")
        writer.number(width, after: ",\"width\":")
        writer.number(x, after: ",\"x\":")
        writer.number(y, after: ",\"y\":")
        writer.raw("}")
    }
}

extension Size: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.number(height, after: "{\"height\":")
        writer.number(width, after: ",\"width\":")
        writer.raw("}")
    }
}

extension Point: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.number(x, after: "{\"x\":")
        writer.number(y, after: ",\"y\":")
        writer.raw("}")
    }
}
