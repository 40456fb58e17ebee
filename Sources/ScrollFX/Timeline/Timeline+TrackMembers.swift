extension Timeline.Track {
    /// A track's `item` as JSON spells it: an index, `"*"` for a track shared by the section's items, `null` for the
    /// header's.
    enum TrackItem: WireUnion {
        case index(Int)
        case shared
        case header

        /// The track's.
        init(_ track: Timeline.Track) {
            self = track.header ? .header : track.item.map { .index($0) } ?? .shared
        }

        static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> TrackItem {
            if reader.isNull { return .header }
            if let index = try? reader.integer() { return .index(index) }
            guard try reader.string() == "*" else { throw reader.invalid("an item is an index, \"*\" or null") }
            return .shared
        }

        /// `null` is the header's item, not an item left out.
        static var ofNull: TrackItem? { .header }

        func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
            switch self {
            case .index(let index): writer.integer(index)
            case .shared: writer.string("*")
            case .header: writer.null()
            }
        }
    }

    /// What a shared track is keyed by, when not by position (`"key"` in JSON).
    enum TrackKey: String, Codable, WireField {
        case offset
    }

    /// A track's `keyframes` as JSON spells them: `[offset, value]` pairs, each with the CSS text of the easing of the
    /// segment it starts as a third element where that is not linear.
    struct KeyframeList: WireUnion {
        var keyframes: [[Double]]
        var easings: [Int: Easing]

        static func read<Reader: ValueReader>(from reader: Reader) throws(Reader.Failure) -> KeyframeList {
            var easings: [Int: Easing] = [:]
            var index = 0
            let keyframes = try reader.elements { (keyframe: Reader) throws(Reader.Failure) in
                let parts = try keyframe.elements { (part: Reader) throws(Reader.Failure) in part }
                guard parts.count == 2 || parts.count == 3 else {
                    throw keyframe.invalid("a keyframe is [offset, value] with an optional easing")
                }
                if parts.count == 3 { easings[index] = try Easing.read(from: parts[2]) }
                index += 1
                return [try parts[0].double(), try parts[1].double()]
            }
            let list = KeyframeList(keyframes: keyframes, easings: easings)
            return list
        }

        func write<Writer: ValueWriter & ~Copyable>(to writer: inout Writer) {
            writer.array { (list: inout Writer) in
                for (index, keyframe) in keyframes.enumerated() {
                    list.array { (parts: inout Writer) in
                        for value in keyframe { parts.double(value) }
                        if let easing = easings[index] { easing.write(to: &parts) }
                    }
                }
            }
        }
    }
}
