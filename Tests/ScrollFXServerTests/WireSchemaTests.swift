import Foundation
import ScrollFX
@testable import ScrollFXServer
import Testing

/// What a type's member list says of each member: how it is read, and the default it keeps when absent.
private struct MemberRecorder: MemberList {
    enum Kind: Equatable { case required, defaulted, optional, state }
    var members: [(name: String, kind: Kind, defaultValue: Any?, canonical: @Sendable (Any) -> Any?)] = []

    mutating func required<Value: WireField>(_ name: StaticString, _ value: inout Value) {
        members.append(("\(name)", .required, nil, Self.canonical(Value.self)))
    }

    mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value) {
        members.append(("\(name)", .defaulted, Self.json(value), Self.canonical(Value.self)))
    }

    mutating func member<Value: WireField>(_ name: StaticString, _ value: inout Value?) {
        members.append(("\(name)", .optional, nil, Self.canonical(Value.self)))
    }

    mutating func state<Value: WireField>(_ name: StaticString, _ value: inout Value) {
        members.append(("\(name)", .state, Self.json(value), Self.canonical(Value.self)))
    }

    mutating func state<Value: WireField>(_ name: StaticString, _ value: inout Value?) {
        members.append(("\(name)", .optional, nil, Self.canonical(Value.self)))
    }

    /// What JSON read as a `Value` writes back as, parsed: a schema's `default` in the member list's own form (`0` for
    /// insets is all four sides 0).
    static func canonical<Value: WireField>(_: Value.Type) -> @Sendable (Any) -> Any? {
        { json in
            guard let data = try? JSONSerialization.data(withJSONObject: json, options: .fragmentsAllowed),
                  let value = try? JSONDecoder().decode(Value.self, from: data) else { return nil }
            return Self.json(value)
        }
    }

    /// `value` as JSON, parsed back: what a schema's `default` holds.
    static func json(_ value: some WireWritable) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(CanonicalJSONWriter.bytes(of: value)), options: .fragmentsAllowed)
    }
}

/// The members `Record` lists.
private func members<Record: WireRecord>(of _: Record.Type) -> [(name: String, kind: MemberRecorder.Kind, defaultValue: Any?, canonical: @Sendable (Any) -> Any?)] {
    var recorder = MemberRecorder()
    var value = Record.unread
    Record.members(of: &value, &recorder)
    return recorder.members
}

@Suite("the member lists of requests and answers and the OpenAPI document")
struct WireSchemaTests {
    /// Every type read through a member list, by its schema's name.
    private static var records: [(String, [(name: String, kind: MemberRecorder.Kind, defaultValue: Any?, canonical: @Sendable (Any) -> Any?)])] { [
        ("Scene", members(of: Scene.self)), ("Viewport", members(of: Viewport.self)), ("Overscroll", members(of: Overscroll.self)),
        ("Section", members(of: Section.self)), ("ItemSize", members(of: ItemSize.self)), ("ItemSpec", members(of: ItemSpec.self)),
        ("Collapse", members(of: Collapse.self)), ("SectionHeader", members(of: SectionHeader.self)), ("Sticky", members(of: Sticky.self)),
        ("Layer", members(of: Layer.self)), ("ParallaxEffect", members(of: ParallaxEffect.self)),
        ("CarouselEffect", members(of: CarouselEffect.self)), ("StretchEffect", members(of: StretchEffect.self)),
        ("DistanceEffect", members(of: DistanceEffect.self)), ("MapEffect", members(of: MapEffect.self)),
        ("CoverflowEffect", members(of: CoverflowEffect.self)), ("Point", members(of: Point.self)), ("Rect", members(of: Rect.self)),
    ] }

    /// Every answer written through a member list, by its schema's name.
    private static var answers: [(String, [(name: String, kind: MemberRecorder.Kind, defaultValue: Any?, canonical: @Sendable (Any) -> Any?)])] { [
        ("Frame", members(of: Frame.self)), ("FrameSection", members(of: Frame.Section.self)), ("FrameItem", members(of: Frame.Item.self)),
        ("FrameHeader", members(of: Frame.Header.self)), ("FrameLayer", members(of: Frame.Layer.self)),
        ("Transform", members(of: Frame.Transform.self)), ("ClipRect", members(of: Frame.ClipRect.self)),
        ("VisibleRange", members(of: Frame.VisibleRange.self)), ("Warning", members(of: Frame.Warning.self)),
        ("FramesResponse", members(of: FramesResponse.self)), ("SnapResult", members(of: SnapResult.self)),
        ("LocateResult", members(of: LocateResult.self)), ("Timeline", members(of: Timeline.self)), ("Track", members(of: Timeline.Track.self)),
        ("Exposure", members(of: Timeline.Exposure.self)), ("Gap", members(of: Timeline.Gap.self)), ("Size", members(of: Size.self)),
    ] }

    private static func schemas() throws -> [String: [String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.bytes)) as? [String: Any])
        return try #require((document["components"] as? [String: Any])?["schemas"] as? [String: [String: Any]])
    }

    @Test("each answer's member list names its schema's properties, and those it always writes are the schema's required ones")
    func answersMatchSchemas() throws {
        let schemas = try Self.schemas()
        for (name, listed) in Self.answers {
            let schema = try #require(schemas[name], "no schema \(name)")
            let properties = Set((schema["properties"] as? [String: Any] ?? [:]).keys)
            #expect(Set(listed.map(\.name)) == properties, "\(name): listed \(listed.map(\.name).sorted()), schema \(properties.sorted())")
            let always = Set(listed.filter { $0.kind == .required || $0.kind == .defaulted }.map(\.name))
            #expect(always == Set(schema["required"] as? [String] ?? []), "\(name): written always \(always.sorted())")
        }
    }

    @Test("each member list names its schema's properties, its required ones required, and each default the schema states")
    func listsMatchSchemas() throws {
        let schemas = try Self.schemas()
        for (name, listed) in Self.records {
            let schema = try #require(schemas[name], "no schema \(name)")
            var properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            // An effect's `type` picks its schema; the member list reads the rest.
            if properties["type"]?["const"] != nil { properties["type"] = nil }
            let required = Set(schema["required"] as? [String] ?? []).subtracting(["type"])
            #expect(Set(listed.map(\.name)) == Set(properties.keys), "\(name): listed \(listed.map(\.name).sorted()), schema \(properties.keys.sorted())")
            #expect(Set(listed.filter { $0.kind == .required }.map(\.name)) == required, "\(name): required")
            for member in listed where member.kind == .defaulted || member.kind == .state {
                guard let property = properties[member.name] else { continue }
                let stated = property["default"]
                let same = stated.map { ((member.canonical($0) as? NSObject)?.isEqual(member.defaultValue)) == true } ?? false
                #expect(same, "\(name).\(member.name): default \(String(describing: member.defaultValue)), schema \(String(describing: stated))")
            }
        }
    }
}
