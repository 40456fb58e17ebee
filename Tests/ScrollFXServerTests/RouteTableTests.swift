import MicroHTTP
@testable import ScrollFXServer
import Testing

@Suite("route table: fixed paths and {id} templates")
struct RouteTableTests {
    static let table = RouteTable(routes: [
        ("POST", "/v1/scenes", { _ throws(Problem) in HTTPResponse(status: 200) }),
        ("GET", "/v1/scenes/{id}", { _ throws(Problem) in HTTPResponse(status: 200) }),
        ("GET", "/v1/scenes/{id}/frame", { _ throws(Problem) in HTTPResponse(status: 200) }),
        ("GET", "/v1/scenes/{id}/frames", { _ throws(Problem) in HTTPResponse(status: 200) }),
        ("GET", "/healthz", { _ throws(Problem) in HTTPResponse(status: 200) }),
    ], cors: CORSPolicy(origins: []))

    @Test("an {id} segment of any length ends at its first slash, however it falls among the eight bytes read at once")
    func segmentLengths() {
        for length in Array(1...40) + [63, 64, 65, 200] {
            let id = String(repeating: "a", count: length)
            #expect(Self.table.route(of: "/v1/scenes/\(id)")?.template == "/v1/scenes/{id}", "\(length)")
            #expect(Self.table.route(of: "/v1/scenes/\(id)/frame")?.template == "/v1/scenes/{id}/frame", "\(length)")
            #expect(Self.table.route(of: "/v1/scenes/\(id)/frames")?.template == "/v1/scenes/{id}/frames", "\(length)")
            for unrouted in ["/v1/scenes/\(id)/", "/v1/scenes/\(id)/fram", "/v1/scenes/\(id)/frame/", "/v1/scenes/\(id)/x/frame"] {
                #expect(Self.table.route(of: unrouted) == nil, "\(unrouted)")
            }
        }
    }

    @Test("fixed paths are found whatever their length; an empty segment is no id; bytes are compared, not characters")
    func fixedAndEmpty() {
        #expect(Self.table.route(of: "/v1/scenes")?.template == "/v1/scenes")
        #expect(Self.table.route(of: "/healthz")?.template == "/healthz")
        for unrouted in ["/v1/scenes/", "/v1/scenes//frame", "/healthz/", "/healthzz", "", "/", "/v1/scene/a/frame", "/V1/scenes/a"] {
            #expect(Self.table.route(of: unrouted) == nil, "\(unrouted)")
        }
        // A combining mark after the slash is a byte of the id, not part of the slash's character.
        #expect(Self.table.route(of: "/v1/scenes/\u{301}abc/frame")?.template == "/v1/scenes/{id}/frame")
        #expect(Self.table.route(of: "/v1/scenes/abc/\u{301}frame") == nil)
    }
}
