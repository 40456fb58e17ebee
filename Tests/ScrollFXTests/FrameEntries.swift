import Foundation
@testable import ScrollFX

/// A track's element in a `/v1/frame` answer read as JSON, and how far the track may stand from it: the Swift side of
/// `Tests/Clients/parity.mjs`.
enum FrameEntries {
    /// The entry of a track's element: its section's header or listed item (by virtual index where a looping carousel
    /// gives one), then its layers by id (`#n`: the n-th); nil where it is not listed.
    static func entry(of track: Timeline.Track, item: Int?, in frame: [String: Any]) -> [String: Any]? {
        let sections = frame["sections"] as? [[String: Any]] ?? []
        guard let section = sections.first(where: { $0["id"] as? String == track.section }) else { return nil }
        var entry = track.header ? section["header"] as? [String: Any]
            : (section["items"] as? [[String: Any]] ?? []).first { ($0["virtualIndex"] as? Int ?? $0["index"] as? Int) == item }
        for id in track.layer ?? [] {
            let layers = entry?["layers"] as? [[String: Any]] ?? []
            entry = id.hasPrefix("#") ? Int(id.dropFirst()).flatMap { layers.indices.contains($0) ? layers[$0] : nil }
                : layers.first { $0["id"] as? String == id }
        }
        return entry
    }

    /// Every reading of a track at one frame: its element's entry, the key it was read at (nil for a container's
    /// offset) and the value read; a shared track's for every listed item of its section.
    static func reads(of track: Timeline.Track, _ value: Timeline.TrackValue, in frame: [String: Any], axis: String, offset: Double)
        -> [(entry: [String: Any], key: Double?, value: Double?)] {
        guard track.item == nil, !track.header else {
            return entry(of: track, item: track.item, in: frame).map { [($0, offset, value.value(atPosition: 0))] } ?? []
        }
        let sections = frame["sections"] as? [[String: Any]] ?? []
        let items = sections.first { $0["id"] as? String == track.section }?["items"] as? [[String: Any]] ?? []
        return items.compactMap { item in
            let position = (item["frame"] as? [String: Any])?[axis] as? Double ?? .nan
            guard let found = entry(of: track, item: item["virtualIndex"] as? Int ?? item["index"] as? Int, in: frame) else { return nil }
            if case .byPosition = value { return (found, position, value.value(atPosition: position)) }
            return (found, nil, value.value(atPosition: position))
        }
    }

    /// The number at a dotted path (`transform.translate.y`) of an entry.
    static func number(_ entry: [String: Any], _ property: String) -> Double {
        var value: Any? = entry
        for name in property.split(separator: ".") { value = (value as? [String: Any])?[String(name)] }
        return value as? Double ?? .nan
    }

    /// Whether `value` stands within `tolerance` of the entry's `property`, by the contract's ruling
    /// (``isWithinTolerance(_:error:frame:transform:tolerance:)``), the entry's frame and transform read from its JSON.
    static func isWithin(_ value: Double, of entry: [String: Any], _ property: String, tolerance: Double) -> Bool {
        func decoded<Part: Decodable>(_ member: String, as _: Part.Type) -> Part? {
            (try? JSONSerialization.data(withJSONObject: entry[member] ?? [:])).flatMap { try? JSONDecoder().decode(Part.self, from: $0) }
        }
        guard let frame = decoded("frame", as: Rect.self), let transform = decoded("transform", as: Frame.Transform.self) else { return false }
        return isWithinTolerance(property, error: abs(value - number(entry, property)), frame: frame, transform: transform, tolerance: tolerance)
    }

    /// Whether a jump (two keyframes at one key) lies within a millionth of `key`, where either side is right.
    static func nearJump(_ track: Timeline.Track, _ key: Double?) -> Bool {
        guard let key else { return false }
        return zip(track.keyframes, track.keyframes.dropFirst()).contains { $0[0] == $1[0] && abs($1[0] - key) < 1e-6 }
    }
}
