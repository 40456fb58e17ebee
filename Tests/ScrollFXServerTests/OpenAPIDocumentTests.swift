import Foundation
import MicroHTTP
import Prometheus
@testable import ScrollFXServer
import Testing

/// The served document, parsed.
private func document() throws -> [String: Any] {
    let response = Router().respond(to: HTTPRequest(method: "GET", path: "/openapi.json"))
    #expect(response.status == 200)
    #expect(response.headers["Content-Type"] == "application/json")
    return try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
}

@Suite("the OpenAPI document")
struct OpenAPIDocumentTests {
    @Test("is OpenAPI 3.1 and served from the repository's file, byte for byte")
    func served() throws {
        let file = String(#filePath.split(separator: "/Tests/").first!) + "/Sources/ScrollFXServer/Resources/openapi.json"
        #expect(OpenAPIDocument.bytes == Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect((try document()["openapi"] as? String)?.hasPrefix("3.1.") == true)
    }

    @Test("docs/contract.md documents every schema and, in a table under the schema's heading, every property")
    func contractDocumentsEverySchema() throws {
        let file = String(#filePath.split(separator: "/Tests/").first!) + "/docs/contract.md"
        let contract = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
        // Each heading's text, with the table rows that follow it up to the next heading.
        var sections: [(heading: String, rows: Set<String>)] = []
        for line in contract.split(separator: "\n") {
            if line.hasPrefix("#") {
                sections.append((String(line), []))
            } else if line.hasPrefix("| `"), let field = line.dropFirst(3).split(separator: "`").first, !sections.isEmpty {
                sections[sections.count - 1].rows.insert(String(field))
            }
        }
        let schemas = try #require((try document()["components"] as? [String: Any])?["schemas"] as? [String: [String: Any]])
        #expect(schemas.count > 40)
        for (name, schema) in schemas.sorted(by: { $0.key < $1.key }) {
            #expect(contract.contains("`\(name)`"), "docs/contract.md never names \(name)")
            guard let properties = (schema["properties"] as? [String: Any])?.keys else { continue }
            let rows = sections.filter { $0.heading.contains("`\(name)`") }.reduce(into: Set<String>()) { $0.formUnion($1.rows) }
            for property in properties.sorted() {
                #expect(rows.contains(property), "docs/contract.md: no row for \(name).\(property) under a heading naming `\(name)`")
            }
        }
    }

    @Test("describes exactly the paths and methods the router answers")
    func pathsMatchRoutes() throws {
        let paths = try #require(try document()["paths"] as? [String: [String: Any]])
        let documented = paths.mapValues { operations in
            Set(operations.keys.map { $0.uppercased() })
        }
        let exposition = ServiceMetrics(registry: PrometheusCollectorRegistry(), readiness: Readiness())
        let served = Router(exposition: exposition, playground: true).allowedMethods.mapValues { allow in
            // HEAD and OPTIONS are answered everywhere by the router itself, as the document's description says.
            Set(allow.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }).subtracting(["HEAD", "OPTIONS"])
        }
        #expect(documented == served)
    }

    @Test("every request example is answered 200 with the documented media type")
    func examplesAreAccepted() throws {
        let paths = try #require(try document()["paths"] as? [String: [String: Any]])
        var checked = 0
        for (path, operations) in paths {
            guard let post = operations["post"] as? [String: Any],
                  let body = (post["requestBody"] as? [String: Any])?["content"] as? [String: [String: Any]],
                  let example = body["application/json"]?["example"] else { continue }
            let response = Router().respond(to: HTTPRequest(
                method: "POST", path: path, headers: ["Content-Type": "application/json"],
                body: Array(try JSONSerialization.data(withJSONObject: example))
            ))
            // A scene is held the first time: 201 Created.
            let status = path == "/v1/scenes" ? "201" : "200"
            #expect(String(response.status) == status, "\(path)")
            let documented = ((post["responses"] as? [String: Any])?[status] as? [String: Any])?["content"] as? [String: Any]
            let mediaType = response.headers["Content-Type"]?.split(separator: ";").first.map(String.init)
            #expect(documented?.keys.contains(mediaType ?? "") == true, "\(path): \(mediaType ?? "none")")
            checked += 1
        }
        #expect(checked == 7)
    }

    @Test("the timeline's CSS example is the sheet the service writes for the request example")
    func styleSheetExample() throws {
        let paths = try #require(try document()["paths"] as? [String: [String: Any]])
        let post = try #require(paths["/v1/timeline"]?["post"] as? [String: Any])
        let request = try #require(((post["requestBody"] as? [String: Any])?["content"] as? [String: [String: Any]])?["application/json"]?["example"])
        let content = ((post["responses"] as? [String: Any])?["200"] as? [String: Any])?["content"] as? [String: [String: Any]]
        let example = try #require(content?["text/css"]?["example"] as? String)
        let response = Router().respond(to: HTTPRequest(
            method: "POST", path: "/v1/timeline", headers: ["Content-Type": "application/json", "Accept": "text/css"],
            body: Array(try JSONSerialization.data(withJSONObject: request))
        ))
        #expect(response.status == 200 && String(decoding: response.body, as: UTF8.self) == example)
    }

    @Test("every operation documents X-Request-Id, problem+json errors and a default; the compute deadline's 503 has Retry-After")
    func responses() throws {
        let root = try document()
        let paths = try #require(root["paths"] as? [String: [String: [String: Any]]])
        for (path, operations) in paths {
            for (method, operation) in operations {
                let responses = try #require(operation["responses"] as? [String: [String: Any]], "\(method) \(path)")
                #expect(responses["default"]?["$ref"] as? String == "#/components/responses/Problem", "\(method) \(path)")
                let ok = try #require(responses["200"], "\(method) \(path)")
                #expect((ok["headers"] as? [String: Any])?["X-Request-Id"] != nil, "\(method) \(path)")
                if method == "post" {
                    for status in ["400", "413", "415", "422", "500", "501", "503"] {
                        #expect(responses[status] != nil, "\(method) \(path) \(status)")
                    }
                }
            }
        }
        let components = try #require(root["components"] as? [String: [String: [String: Any]]])
        let unavailable = try #require(components["responses"]?["Unavailable"]?["headers"] as? [String: Any])
        #expect(unavailable["Retry-After"] != nil)
    }

    @Test("GET /player/v1/timeline-player.js answers the client module and the player as one module, cacheable for a year")
    func player() throws {
        let root = String(#filePath.split(separator: "/Tests/").first!)
        let read = { (path: String) in String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + path)), as: UTF8.self) }
        let (client, player) = (try read("/Clients/typescript/scrollfx.mjs"), try read("/Sources/ScrollFXServer/Resources/timeline-player.js"))
        let response = Router().respond(to: HTTPRequest(method: "GET", path: "/player/v1/timeline-player.js"))
        // The player imports the client once; the bundle is the client, then the player without that line.
        #expect(player.ranges(of: TimelinePlayer.clientImport).count == 1)
        let bytes = Array((client + "\n" + player.replacing(TimelinePlayer.clientImport, with: "")).utf8)
        #expect(response.status == 200 && response.body == bytes)
        #expect(response.headers["Content-Type"] == "text/javascript; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        // Pages inline it in a <script>: nothing in it may end that element or open a comment there.
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        #expect(!text.contains("</script") && !text.contains("<!--") && !text.contains("<script"))
    }
}
