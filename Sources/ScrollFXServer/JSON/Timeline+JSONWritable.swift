import StrictJSON
import ScrollFX

// The answer of `POST /v1/timeline`, written directly: the same bytes as its `Encodable` conformance through
// `JSONEncoder` with sorted keys (checked in TimelineJSONWritableTests), without Foundation's tree of the whole
// answer, which took several times the answer's size.

extension Timeline: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"exposures\":")
        writer.array(exposures)
        writer.number(from, after: ",\"from\":")
        writer.raw(",\"source\":")
        if let source { writer.string(source) } else { writer.raw("null") }
        writer.number(to, after: ",\"to\":")
        writer.raw(",\"tracks\":")
        writer.array(tracks)
        writer.raw("}")
    }
}

extension Timeline.Track: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        if header {
            writer.raw("{\"header\":true,\"item\":null")
        } else if let item { writer.integer(item, after: "{\"item\":") } else { writer.raw("{\"item\":\"*\"") }
        if keyedByOffset { writer.raw(",\"key\":\"offset\"") }
        writer.raw(",\"keyframes\":[")
        for (index, keyframe) in keyframes.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.raw("[")
            for (position, value) in keyframe.enumerated() { writer.number(value, after: position == 0 ? "" : ",") }
            if let easing = easings[index] {
                writer.raw(",")
                writer.string(easing.css)
            }
            writer.raw("]")
        }
        writer.raw("],\"layer\":")
        writer.strings(layer)
        writer.raw(",\"property\":")
        writer.string(property)
        writer.raw(",\"section\":")
        writer.string(section)
        writer.raw("}")
    }
}

extension Timeline.Exposure: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.raw("{\"gaps\":")
        writer.array(gaps)
        if header { writer.raw(",\"header\":true") }
        writer.raw(",\"layer\":")
        writer.strings(layer)
        writer.raw(",\"overscan\":")
        writer.optional(overscan)
        writer.raw(",\"section\":")
        writer.string(section)
        writer.raw("}")
    }
}

extension Timeline.Gap: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.number(amount, after: "{\"amount\":")
        writer.raw(",\"edge\":")
        writer.string(edge)
        writer.number(from, after: ",\"from\":")
        if let item { writer.integer(item, after: ",\"item\":") } else { writer.raw(",\"item\":null") }
        writer.number(to, after: ",\"to\":")
        writer.raw("}")
    }
}

extension JSONWriter {
    /// Appends an array of strings, or `null`.
    fileprivate mutating func strings(_ values: [String]?) {
        guard let values else { return raw("null") }
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            string(value)
        }
        raw("]")
    }
}
