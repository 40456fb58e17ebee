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
        writer.raw(",\"maxOffset\":")
        writer.number(maxOffset)
        writer.raw(",\"offset\":")
        writer.number(offset)
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
        writer.raw(",\"id\":")
        writer.string(id)
        writer.raw(",\"items\":")
        writer.array(items)
        writer.raw(",\"kind\":")
        writer.string(kind.rawValue)
        writer.raw(",\"maxOffset\":")
        writer.number(maxOffset)
        writer.raw(",\"offset\":")
        writer.number(offset)
        writer.raw(",\"visibleRange\":")
        writer.optional(visibleRange)
        writer.raw("}")
    }
}

extension Frame.VisibleRange: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"first\":")
        writer.integer(first)
        writer.raw(",\"last\":")
        writer.integer(last)
        writer.raw("}")
    }
}

extension Frame.Item: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"clip\":")
        writer.optional(clip)
        writer.raw(",\"frame\":")
        frame.write(to: &writer)
        if let id {
            writer.raw(",\"id\":")
            writer.string(id)
        }
        writer.raw(",\"index\":")
        writer.integer(index)
        writer.raw(",\"layers\":")
        writer.array(layers)
        writer.raw(",\"transform\":")
        transform.write(to: &writer)
        writer.raw(",\"visibleRect\":")
        writer.optional(visibleRect)
        writer.raw("}")
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
        writer.raw("{\"anchor\":")
        anchor.write(to: &writer)
        writer.raw(",\"blur\":")
        writer.number(blur)
        writer.raw(",\"matrix\":")
        writer.numbers(matrix)
        writer.raw(",\"opacity\":")
        writer.number(opacity)
        writer.raw(",\"rotation\":")
        writer.number(rotation)
        writer.raw(",\"scale\":")
        scale.write(to: &writer)
        writer.raw(",\"translate\":")
        translate.write(to: &writer)
        writer.raw("}")
    }
}

extension Frame.ClipRect: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"cornerRadius\":")
        writer.number(cornerRadius)
        writer.raw(",\"height\":")
        writer.number(height)
        writer.raw(",\"width\":")
        writer.number(width)
        writer.raw(",\"x\":")
        writer.number(x)
        writer.raw(",\"y\":")
        writer.number(y)
        writer.raw("}")
    }
}

extension Frame.Warning: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"amount\":")
        writer.number(amount)
        writer.raw(",\"code\":")
        writer.string(code)
        writer.raw(",\"edge\":")
        writer.string(edge)
        writer.raw(",\"item\":")
        writer.integer(item)
        writer.raw(",\"layer\":")
        if let layer { writer.string(layer) } else { writer.raw("null") }
        writer.raw(",\"section\":")
        writer.string(section)
        writer.raw("}")
    }
}

extension Rect: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"height\":")
        writer.number(height)
        writer.raw(",\"width\":")
        writer.number(width)
        writer.raw(",\"x\":")
        writer.number(x)
        writer.raw(",\"y\":")
        writer.number(y)
        writer.raw("}")
    }
}

extension Size: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"height\":")
        writer.number(height)
        writer.raw(",\"width\":")
        writer.number(width)
        writer.raw("}")
    }
}

extension Point: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"x\":")
        writer.number(x)
        writer.raw(",\"y\":")
        writer.number(y)
        writer.raw("}")
    }
}
