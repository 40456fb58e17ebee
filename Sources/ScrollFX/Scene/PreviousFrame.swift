/// The frame before this one (the scene's `previous`): its offset, and how far each bar was hidden there. Scroll
/// state, like the scene's `offset`: left out of the canonical form.
public struct PreviousFrame: Hashable, Sendable, Codable, WireRecord {
    /// The offset of the frame before.
    public var offset: Double
    /// Each bar's hidden amount there, by the bar's id; a bar left out was where the offset alone puts it.
    public var hidden: HiddenAmounts?

    /// Creates the state of a frame before.
    public init(offset: Double, hidden: HiddenAmounts? = nil) {
        self.offset = offset
        self.hidden = hidden
    }

    @inlinable
    public static var unread: PreviousFrame { PreviousFrame(offset: 0) }

    /// Its members: `offset` is required.
    @inlinable
    public static func members<List: MemberList & ~Copyable>(of previous: inout PreviousFrame, _ list: inout List) throws(List.Failure) {
        try list.required("offset", &previous.offset)
        try list.member("hidden", &previous.hidden)
    }
}

/// Bars' hidden amounts by the bars' ids: `{"<bar id>": s}`, in a request's `previous` and in a snap's answer.
public struct HiddenAmounts: Hashable, Sendable, Codable, WireUnion {
    /// One bar's entry: its id as the request spells it, and its amount (nil when the request's value is not a number,
    /// which validation refuses).
    public struct Entry: Hashable, Sendable {
        public var id: String
        public var amount: Double?

        /// Creates an entry.
        public init(id: String, amount: Double?) {
            self.id = id
            self.amount = amount
        }
    }

    /// The entries, in the order of their ids' UTF-8 (whatever order the request gave them in, so every reader reads
    /// one value and validation reports one first violation).
    public var entries: [Entry]

    /// Creates the amounts; `entries` are put in order.
    public init(_ entries: [Entry]) {
        self.entries = entries.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
    }

    /// The amount given for the bar named `id`, if any.
    public func amount(for id: String) -> Double? {
        entries.first { $0.id == id }?.amount
    }

    /// The most entries an object of hidden amounts may have: a scene has one bar, and a key that is not its id is
    /// refused; more are refused before any is read, so a body of a million keys costs no more than one of a few.
    public static let maxEntries = 16

    public static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> HiddenAmounts {
        HiddenAmounts(try reader.entries(atMost: maxEntries) { (id: String, value: Reader) throws(Reader.Failure) in
            // A value that is not a number is kept as such: validation names it with its pointer.
            let amount: Double? = value.isNull ? nil : (try? value.double())
            return Entry(id: id, amount: amount)
        })
    }

    public func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
        writer.object { (members: inout Writer) in
            for entry in entries {
                members.name(text: entry.id)
                if let amount = entry.amount { members.double(amount) } else { members.null() }
            }
        }
    }
}
