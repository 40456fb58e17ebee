import StrictJSON

// Arrays and optionals are written here rather than by StrictJSON: generic code in this module is specialised
// for each type, where the writer's own would look up generic metadata for every element.
extension JSONWriter {
    /// Appends an array of values; stops once the writer is full (its JSON is then refused, not sent).
    mutating func array(_ values: [some JSONWritable]) {
        raw("[")
        for index in values.indices {
            if isFull { return }
            if index > 0 { raw(",") }
            values[index].write(to: &self)
        }
        raw("]")
    }

    /// Appends `value`, or `null`.
    mutating func optional(_ value: (some JSONWritable)?) {
        if let value { value.write(to: &self) } else { raw("null") }
    }
}
