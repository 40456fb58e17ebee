import Foundation
import HTTPTypes
import MicroHTTP
import OpenAPIRuntime
import ScrollFXClient
import ScrollFXServer
import TestSupport
import Testing

/// The generated Swift client (`ScrollFXClient`, on URLSession) against a live server: every parity fixture's scene
/// round-trips, and a scene no longer held is sent again.
@Suite("the Swift client against a live server")
struct SwiftClientTests {
    /// A parity fixture as the client's types read it.
    struct Fixture: Decodable {
        struct Request: Decodable {
            var scene: Components.Schemas.Scene
            var source: String?
            var from: Double?
            var to: Double?
        }
        struct Answer: Decodable {
            var timeline: Components.Schemas.Timeline?
            init(from decoder: any Decoder) throws { timeline = try? Components.Schemas.Timeline(from: decoder) }
        }
        var request: Request
        var offsets: [Double]
        var timelines: [String: Answer]
        var frames: [Components.Schemas.Frame]
    }

    static func fixtures() throws -> [(name: String, fixture: Fixture)] {
        let folder = Fixtures.folder.appendingPathComponent("parity")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted().map { name in
            (name, try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    @Test("every parity scene round-trips: its frame, and a held scene's timeline and frames, are the fixture's")
    func roundTrips() async throws {
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 2), responder: try routerWithPresets())
        let client = ScrollFXClient(serverURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")))
        var checked = 0
        for (name, fixture) in try Self.fixtures() {
            let request = fixture.request
            if request.source == nil {
                let k = fixture.offsets.count / 2
                var scene = request.scene
                scene.offset = fixture.offsets[k]
                #expect(try await client.frame(scene) == fixture.frames[k], "\(name)")
            }
            let held = try await client.hold(request.scene)
            if let expected = fixture.timelines["perItem"]?.timeline {
                let timeline = try await held.timeline(.init(source: request.source, from: request.from, to: request.to, tracks: .perItem))
                #expect(timeline.tracks == expected.tracks && timeline.from == expected.from && timeline.to == expected.to, "\(name)")
            }
            if request.source == nil {
                #expect(try await held.frames(offsets: fixture.offsets).frames == fixture.frames, "\(name)")
            }
            checked += 1
        }
        #expect(checked >= 30)
        await server.stop(gracePeriod: .zero)
    }

    @Test("a scene another server does not hold is put there and asked about again; a refusal is a ScrollFXProblem")
    func sendsAgain() async throws {
        let (first, second) = (try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: try routerWithPresets()),
                               try HTTPServer(configuration: HTTPServerConfiguration(port: 0, threads: 1), responder: try routerWithPresets()))
        let fixture = try #require(try Self.fixtures().first { $0.name == "list-parallax-cards.json" }?.fixture)
        let held = try await ScrollFXClient(serverURL: try #require(URL(string: "http://127.0.0.1:\(first.port)"))).hold(fixture.request.scene)
        let elsewhere = HeldScene(client: ScrollFXClient(serverURL: try #require(URL(string: "http://127.0.0.1:\(second.port)"))),
                                  id: held.id, scene: held.scene)
        #expect(try await elsewhere.frames(offsets: fixture.offsets).frames == fixture.frames)
        // The other questions by id: the canonical form, a snap, a locate and a preview.
        #expect(try await elsewhere.canonical().sections.count == fixture.request.scene.sections.count)
        #expect(try await elsewhere.snap(.init(velocity: 3000)).offset >= 0)
        #expect(try await elsewhere.locate(.init(section: "destinations", item: 2, align: .center)).offset != nil)
        #expect(try await elsewhere.preview(offsets: [0, 100]).contains("<svg"))
        // Not the scene the id names: the PUT is refused (409), and that refusal is what the caller sees.
        var other = fixture.request.scene
        other.spacing = 3
        let wrong = HeldScene(client: elsewhere.client, id: String(repeating: "0", count: 64), scene: other)
        await #expect { try await wrong.frame(offset: 0) } throws: { error in (error as? ScrollFXProblem)?.status == 409 }
        await first.stop(gracePeriod: .zero)
        await second.stop(gracePeriod: .zero)
    }

    /// A transport that answers every request with one status and body.
    struct Answering: ClientTransport {
        var status: Int
        var body: String
        func send(_ request: HTTPTypes.HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPTypes.HTTPResponse, HTTPBody?) {
            (HTTPTypes.HTTPResponse(status: .init(code: status)), HTTPBody(self.body))
        }
    }

    @Test("a refusal is a ScrollFXProblem of the answer's status: members missing, a body too big to be one, a status it denies")
    func refusals() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:1"))
        let scene = try #require(try Self.fixtures().first?.fixture.request.scene)
        let cases: [(Int, String, String)] = [
            (502, String(repeating: "<p>bad gateway</p>", count: 10_000), "about:blank"),
            (404, #"{"type": "urn:scrollfx:problem:scene-not-held"}"#, ScrollFXProblem.sceneNotHeld),
            (422, #"{"type": "urn:x", "status": 200, "title": "T", "detail": "D", "pointer": "/viewport"}"#, "urn:x"),
        ]
        for (status, body, type) in cases {
            let client = ScrollFXClient(serverURL: url, apiKey: "", transport: Answering(status: status, body: body))
            await #expect { try await client.frame(scene) } throws: { error in
                let problem = error as? ScrollFXProblem
                return problem?.status == status && problem?.type == type
            }
        }
    }
}
