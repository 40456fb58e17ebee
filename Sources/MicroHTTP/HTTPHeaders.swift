/// An ordered list of HTTP header fields with case-insensitive lookup.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field as it travels on the wire.
    public struct Field: Sendable, Hashable {
        /// The field name, as sent.
        public var name: String
        /// The field value, as sent.
        public var value: String

        @usableFromInline
        init(name: String, value: String) { (self.name, self.value) = (name, value) }
    }

    @usableFromInline var fields: [Field]

    /// Creates an empty header list.
    public init() { fields = [] }

    /// Creates a header list from name–value pairs, in order. (Inlinable, so that the pairs' own list need not be
    /// allocated.)
    @inlinable
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = []
        // An empty list allocates nothing; another gets room for the few fields the pipeline adds to an answer (its
        // request id, CORS), so they cost no copy.
        guard !elements.isEmpty else { return }
        fields.reserveCapacity(elements.count + 4)
        for (name, value) in elements { fields.append(Field(name: name, value: value)) }
    }

    /// The value of the first field named `name` (case-insensitive), if any; setting replaces every field
    /// of that name with one (at the end), or removes them all for nil.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.equalsIgnoringASCIICase(name) }?.value }
        set {
            fields.removeAll { $0.name.equalsIgnoringASCIICase(name) }
            if let newValue { fields.append(Field(name: name, value: newValue)) }
        }
    }

    /// The values of the fields named `name` (case-insensitive) as one list, joined by `, ` as RFC 9110 §5.3 combines
    /// field lines; nil when there is none. One field's value is given as it is, with no copy.
    public func combined(_ name: String) -> String? {
        var combined: String?
        for field in fields where field.name.equalsIgnoringASCIICase(name) {
            // Appended in place: linear in the head, however many lines it has.
            if combined == nil {
                combined = field.value
            } else {
                combined?.append(", ")
                combined?.append(field.value)
            }
        }
        return combined
    }

    /// Every value of the fields named `name` (case-insensitive), in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.equalsIgnoringASCIICase(name) }.map(\.value)
    }

    /// Appends a field, keeping any earlier field of the same name.
    public mutating func add(name: String, value: String) {
        // A response gathers a few fields one by one: room for four at the first growth, not one at a time.
        if fields.count == fields.capacity { fields.reserveCapacity(Swift.max(4, 2 * fields.count)) }
        fields.append(Field(name: name, value: value))
    }

    /// The number of fields.
    public var count: Int { fields.count }

    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }
}

extension String {
    /// Whether two header names are equal ignoring ASCII case, without allocating lowercased copies; names of different
    /// lengths, most of them, are told apart by their lengths alone.
    func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        // Byte by byte through the strings' own storage (a generic walk of two UTF-8 views costs ten times more).
        var (lhs, rhs) = (self, other)
        return lhs.withUTF8 { lhs in
            rhs.withUTF8 { rhs in
                for index in lhs.indices where lhs[index] != rhs[index] {
                    let folded = lhs[index] | 0x20
                    guard folded == rhs[index] | 0x20, folded >= UInt8(ascii: "a"), folded <= UInt8(ascii: "z") else { return false }
                }
                return true
            }
        }
    }

    /// Whether every UTF-8 byte of the string passes `test`, read through the string's own storage.
    func allBytes(satisfy test: (UInt8) -> Bool) -> Bool {
        var text = self
        return text.withUTF8 { $0.allSatisfy(test) }
    }
}
