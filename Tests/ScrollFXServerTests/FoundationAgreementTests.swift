import Foundation
import ScrollFX
@testable import ScrollFXServer
@testable import StrictJSON
import TestSupport
import Testing

/// The strict reader against Foundation's `JSONDecoder`, on documents made at random from the golden scenes:
/// whatever one accepts the other accepts as the very same scene, and what one refuses the other refuses.
@Suite("the strict reader agrees with JSONDecoder")
struct FoundationAgreementTests {
    /// A seeded generator, so a failure repeats.
    private struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    /// A document as a tree, read with the strict reader itself.
    private indirect enum Tree {
        case literal(String)
        case number(Double, text: String)
        case string(String)
        case array([Tree])
        case object([(String, Tree)])

        init(_ document: JSONDocument, node: Int = 0) {
            let value = document.nodes[node]
            switch value.kind {
            case .null: self = .literal("null")
            case .true: self = .literal("true")
            case .false: self = .literal("false")
            case .number: self = .number(Double(document.text(at: node)) ?? 0, text: document.text(at: node))
            case .string, .escapedString: self = .string(document.text(at: node))
            case .array:
                var elements: [Tree] = []
                var element = node + 1
                for _ in 0..<value.count {
                    elements.append(Tree(document, node: element))
                    element = document.nodes[element].end
                }
                self = .array(elements)
            case .object:
                self = .object(document.keys(of: node).map { (document.text(at: $0), Tree(document, node: $0 + 1)) })
            }
        }
    }

    /// Writes a tree as JSON text: members in a random order, random whitespace, and non-integral numbers spelled as
    /// scaled exponents (12.5 as 12500e-3), which denote the same double.
    private static func write(_ tree: Tree, _ random: inout Random) -> String {
        let space = [" ", "", "\n  ", "\t"][random.next(4)]
        switch tree {
        case .literal(let text): return text
        case .number(let value, let text):
            guard value != value.rounded(), random.next(2) == 0 else { return text }
            return "\(value * 1000)e-3".replacingOccurrences(of: ".0e", with: "e")
        case .string(let text): return quoted(text)
        case .array(let elements): return "[" + elements.map { space + write($0, &random) }.joined(separator: ",") + "]"
        case .object(var members):
            for index in members.indices.reversed() { members.swapAt(index, random.next(index + 1)) }
            return "{" + members.map { space + quoted($0.0) + ":" + space + write($0.1, &random) }.joined(separator: ",") + space + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    /// One random change to a tree: a number replaced (integral or not), a value given another kind, or a member
    /// removed, at a random place.
    private static func mutate(_ tree: Tree, _ random: inout Random, depth: Int = 0) -> Tree {
        let here = depth > 0 && random.next(4) == 0
        switch tree {
        case .object(var members) where !members.isEmpty && !here:
            let index = random.next(members.count)
            if random.next(8) == 0 {
                members.remove(at: index)
            } else {
                members[index].1 = mutate(members[index].1, &random, depth: depth + 1)
            }
            return .object(members)
        case .array(var elements) where !elements.isEmpty && !here:
            let index = random.next(elements.count)
            elements[index] = mutate(elements[index], &random, depth: depth + 1)
            return .array(elements)
        default:
            let integer = random.next(500) - 100
            let fraction = Double(random.next(4000)) / 8 - 100
            let replacements: [Tree] = [.literal("null"), .string("text"), .literal("true"), .array([]), .object([]),
                                        .number(Double(integer), text: String(integer)), .number(fraction, text: "\(fraction)")]
            return replacements[random.next(replacements.count)]
        }
    }

    /// Foundation's answer and the strict reader's: the scene, or nil for a refusal.
    private static func both(_ text: String) -> (foundation: Scene?, strict: Scene?) {
        let bytes = Array(text.utf8)
        return (try? JSONDecoder().decode(Scene.self, from: Data(bytes)), try? JSONCoding.decode(Scene.self, from: bytes))
    }

    /// What a reading of `T` gave: the value, or the problem's status, pointer and detail.
    private enum Outcome<T: Equatable>: Equatable {
        case value(T)
        case refused(status: Int, pointer: String?, detail: String)

        init(_ read: () throws(Problem) -> T) {
            do {
                self = .value(try read())
            } catch {
                self = .refused(status: error.status, pointer: error.pointer, detail: error.detail)
            }
        }
    }

    /// Checks the service's reading of `text` as `T` (its fast path, with `Decodable` where that gives up) against
    /// `Decodable` alone, problem for problem, and against Foundation's `JSONDecoder`, value for value and, for a
    /// refusal of the shape, pointer for pointer. Returns whether the service accepted it, and whether by the fast path.
    private static func agree<T: WireValue & Equatable>(_ type: T.Type, _ text: String) -> (accepted: Bool, fast: Bool) {
        let bytes = Array(text.utf8)
        let service = Outcome { () throws(Problem) in try JSONCoding.decode(T.self, from: bytes) }
        let codable = Outcome { () throws(Problem) -> T in
            guard let document = try? JSONParser.parse(bytes) else { throw Problem.malformedJSON("") }
            return try JSONCoding.decode(T.self, from: document)
        }
        if case .refused(400, _, _) = service {} else { #expect(service == codable, "\(text)") }
        do {
            let decoded = try JSONDecoder().decode(T.self, from: Data(bytes))
            #expect(service == .value(decoded), "\(text)")
        } catch let error as DecodingError {
            if case .refused(422, let pointer, _) = service {
                // Foundation gives no path for a number that is not an integer (columns: 2.5): nothing to compare.
                let foundation = JSONCoding.problem(for: error).pointer
                if foundation != "" { #expect(pointer == foundation, "\(text)") }
            } else if case .refused(400, _, _) = service {
                // Not JSON to the strict reader: Foundation may still read it (a duplicate key, say).
            } else {
                Issue.record("Foundation refused what the service read: \(text)")
            }
        } catch {
            if case .value = service { Issue.record("Foundation refused what the service read: \(text)") }
        }
        let fast = (try? JSONParser.parse(bytes)).flatMap { JSONValueReader.read(T.self, from: $0) } != nil
        if case .value = service { return (true, fast) }
        #expect(!fast, "the fast path read what Decodable refuses: \(text)")
        return (false, fast)
    }

    @Test("3,000 random documents from the golden scenes: the same scenes, the same refusals")
    func randomDocuments() throws {
        let scenes = try Fixtures.cases.map { Tree(try JSONParser.parse(Array(try Fixtures.request($0)))) }
        #expect(scenes.count >= 8)
        var random = Random(state: 0x5CB0_11F1)
        var (accepted, refused, fast) = (0, 0, 0)
        for round in 0..<3000 {
            var value = scenes[round % scenes.count]
            // Every fourth asks for frames at a few offsets too.
            if round % 4 == 0, case .object(let members) = value {
                value = .object(members + [("offsets", .array([.number(0, text: "0"), .number(120.5, text: "120.5")]))])
            }
            // A third rewritten as it is, the rest changed once or twice.
            for _ in 0..<(round % 3) { value = Self.mutate(value, &random) }
            let text = Self.write(value, &random)
            let scene = Self.agree(Scene.self, text)
            if scene.accepted { accepted += 1 } else { refused += 1 }
            // With `offsets` it is a /v1/frames body: the scene's own fast path leaves that member to `Decodable`.
            let frames = round % 4 == 0 ? Self.agree(FramesRequest.self, text) : nil
            if (frames ?? scene).fast { fast += 1 }
        }
        // Both outcomes were exercised, plenty of each, and the fast path read most of what was accepted.
        #expect(accepted > 1000 && refused > 300, "accepted \(accepted), refused \(refused)")
        #expect(fast > accepted * 9 / 10, "fast \(fast) of \(accepted)")
    }

    @Test("bytes cut out of a golden scene: both refuse, or both read the same scene")
    func cutBytes() throws {
        var random = Random(state: 0xC07)
        var checked = 0
        for name in Fixtures.cases {
            let bytes = Array(try Fixtures.request(name))
            for _ in 0..<100 {
                var cut = bytes
                cut.remove(at: random.next(cut.count))
                let (foundation, strict) = Self.both(String(decoding: cut, as: UTF8.self))
                #expect(foundation == strict, "\(name): \(String(decoding: cut, as: UTF8.self))")
                checked += 1
            }
        }
        #expect(checked >= 800)
    }
}
