import EdgeCases
import Foundation
import Logging
import ScrollFX
import MicroHTTP
import ScrollFXServer
import TestSupport
import Testing

/// The fuzz target's router: the shipped presets, and caps tight enough that a few thousand requests run in seconds.
private let router = Router(
    service: SceneService(
        limits: ServiceLimits(scene: SceneLimits(maxTimelineKeyframes: 2_000), maxListedItems: 2_000, computeDeadline: .milliseconds(50)),
        presets: SceneService.shippedPresets
    ),
    logger: Logger(label: "edges") { _ in SwiftLogNoOpLogHandler() }
)

/// The same router with a deadline a busy machine's debug build keeps: for answers whose status is checked, which
/// the fuzz router's 50 ms could turn into a 503 under load.
private let patientRouter = Router(
    service: SceneService(
        limits: ServiceLimits(scene: SceneLimits(maxTimelineKeyframes: 2_000), maxListedItems: 2_000, computeDeadline: .seconds(30)),
        presets: SceneService.shippedPresets
    ),
    logger: Logger(label: "edges") { _ in SwiftLogNoOpLogHandler() }
)

private func respond(_ input: FuzzInput, by router: Router = router) -> HTTPResponse {
    var headers: HTTPHeaders = ["Content-Type": "application/json"]
    if input.acceptsCSS { headers.add(name: "Accept", value: "text/css") }
    return router.respond(to: HTTPRequest(method: "POST", path: input.path, headers: headers, body: input.body))
}

private func edgeFault(_ response: HTTPResponse, for input: FuzzInput) -> String? {
    EdgeAnswer.fault(status: response.status, contentType: response.headers["Content-Type"], body: response.body, path: input.path)
}

@Suite("requests at the edges of the number line (docs/contract.md#units-spaces-and-offsets)")
struct EdgeRequestTests {
    @Test("the issue's shapes are 422 at the field that drives them; the every-field seeds answer 200")
    func seeds() throws {
        let expected: [String: String] = [
            "snap-loop-subnormal-width": "/scene/sections/0/itemSize", "snap-loop-tiny-width-fast": "/velocity",
            "snap-loop-far-offset": "/scene/sections/0/offset", "locate-loop-max-item": "/item", "locate-loop-huge-items": "/item",
            "frame-ids-controls": "/sections/0/id",
        ]
        let seeds = try FuzzCorpus.seeds()
        #expect(seeds.count >= 40)
        for (name, input) in seeds {
            let response = respond(input)
            #expect(edgeFault(response, for: input) == nil, "\(name)")
            if let pointer = expected[name] {
                let problem = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
                #expect(response.status == 422 && problem?["pointer"] as? String == pointer, "\(name): \(response.status) \(String(decoding: response.body, as: UTF8.self))")
            } else if name.contains("every-field") || name.contains("close-style") {
                let answered = respond(input, by: patientRouter)
                #expect(answered.status == 200, "\(name): \(String(decoding: answered.body.prefix(400), as: UTF8.self))")
            }
        }
    }

    @Test("the seeds hold a number in every numeric field the OpenAPI document's request bodies name, so edges reach each")
    func everyNumericField() throws {
        let served = router.respond(to: HTTPRequest(method: "GET", path: "/openapi.json")).body
        let document = try #require(try JSONSerialization.jsonObject(with: Data(served)) as? [String: Any])
        let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: [String: Any]])
        // The schemas the request bodies reach, following every $ref.
        var reached: Set<String> = []
        func follow(_ value: Any) {
            if let object = value as? [String: Any] {
                if let ref = object["$ref"] as? String, let name = ref.split(separator: "/").last.map(String.init), reached.insert(name).inserted {
                    follow(schemas[name] ?? [:])
                }
                object.values.forEach(follow)
            } else if let array = value as? [Any] {
                array.forEach(follow)
            }
        }
        let operations = (document["paths"] as? [String: [String: Any]] ?? [:]).values.flatMap(\.values)
        operations.forEach { follow(($0 as? [String: Any])?["requestBody"] ?? [:]) }
        #expect(reached.isSuperset(of: ["Scene", "Section", "Layer", "SnapRequest", "LocateRequest", "TimelineRequest"]), "\(reached.sorted())")
        // Their numeric properties, by name: a number or integer, through references, alternatives and array items.
        func isNumeric(_ value: Any, depth: Int = 0) -> Bool {
            guard depth < 8, let object = value as? [String: Any] else { return false }
            let types = (object["type"] as? String).map { [$0] } ?? object["type"] as? [String] ?? []
            if types.contains("number") || types.contains("integer") { return true }
            if let name = (object["$ref"] as? String)?.split(separator: "/").last {
                return isNumeric(schemas[String(name)] ?? [:], depth: depth + 1)
            }
            let alternatives = ["anyOf", "oneOf", "prefixItems"].flatMap { object[$0] as? [Any] ?? [] } + [object["items"] ?? [:]]
            return alternatives.contains { isNumeric($0, depth: depth + 1) }
        }
        var numeric: Set<String> = []
        for name in reached {
            // A schema's own properties, and those of the objects it is made of (`allOf`).
            let parts = [schemas[name] ?? [:]] + (schemas[name]?["allOf"] as? [[String: Any]] ?? [])
            for (key, property) in parts.flatMap({ $0["properties"] as? [String: Any] ?? [:] }) where isNumeric(property) {
                numeric.insert(key)
            }
        }
        // The member names that hold a number (or numbers, or arrays of them) somewhere in the seeds.
        var held: Set<String> = []
        func holdsNumbers(_ value: Any) -> Bool {
            guard let array = value as? [Any] else { return value is NSNumber }
            return array.contains(where: holdsNumbers) && !array.contains { $0 is [String: Any] }
        }
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, member) in object {
                    if holdsNumbers(member) { held.insert(key) }
                    collect(member)
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        try FuzzCorpus.seeds().forEach { collect((try? JSONSerialization.jsonObject(with: Data($0.input.body))) ?? [:]) }
        #expect(numeric.isSuperset(of: ["offsets", "velocity", "item", "fraction", "from", "to", "tolerance", "minHeight", "perspective",
                                        "coefficient", "keyframes", "range", "radius", "angle", "depth", "count", "columns"]), "\(numeric.sorted())")
        #expect(numeric.subtracting(held).isEmpty, "no seed holds a number in \(numeric.subtracting(held).sorted())")
    }

    @Test("ids that would close a style sheet's <style>, or an SVG's CDATA, come back escaped")
    func escapedIDs() throws {
        let input = try #require(try FuzzCorpus.seeds().first { $0.name == "timeline-ids-close-style" }?.input)
        let css = String(decoding: respond(input).body, as: UTF8.self)
        #expect(!css.contains("</") && !css.contains("<s"), "\(css.prefix(600))")
        #expect(css.contains(#"[data-sfx-section="\3c /style\3e \3c script\3e "]"#))
    }

    @Test("edge-drawn requests on every endpoint answer 200 or a problem, and every answer stays in the ruled range")
    func drawn() throws {
        var generator = SeededGenerator(for: "edge-drawn requests")
        let seeds = try FuzzCorpus.seeds()
        var statuses: [Int: Int] = [:]
        var paths: Set<String> = []
        // SCROLLFX_EDGE_REQUESTS draws more (or fewer) than the suite's 3,000.
        let count = ProcessInfo.processInfo.environment["SCROLLFX_EDGE_REQUESTS"].flatMap { Int($0) } ?? 3_000
        for _ in 0..<count {
            var input = seeds.randomElement(using: &generator)!.input
            input.body = EdgeNumbers.mutated(input.body, count: Int.random(in: 1...3, using: &generator), using: &generator)
            let response = respond(input)
            statuses[response.status, default: 0] += 1
            if response.status == 200 { paths.insert(input.path + (input.acceptsCSS ? " css" : "")) }
            if let fault = edgeFault(response, for: input) {
                Issue.record("\(input.path): \(fault)\nrequest: \(String(decoding: input.body, as: UTF8.self))")
                break
            }
        }
        print("edge-drawn requests by status: \(statuses.sorted { $0.key < $1.key })")
        // Edges are drawn over fields that tolerate them, too: answers and refusals both occur, on every endpoint.
        #expect(statuses[200, default: 0] > count / 10 && statuses[422, default: 0] > count / 10)
        #expect(paths.isSuperset(of: FuzzInput.paths + ["/v1/preview", "/v1/timeline css"]), "\(paths.sorted())")
    }
}
