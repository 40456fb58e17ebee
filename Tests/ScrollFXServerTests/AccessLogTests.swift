import Synchronization
import Logging
import MicroHTTP
@testable import ScrollFXServer
import Testing

@Suite("access log and trace context")
struct AccessLogTests {
    @Test("one info line per request: method, route, status, sizes, request id, trace id; never the body")
    func accessLine() throws {
        let log = CapturedLog()
        let router = Router(logger: Logger(label: "test") { _ in log })
        var request = post("/v1/frame", exampleScene)
        request.headers.add(name: "traceparent", value: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
        let response = router.respond(to: request)
        _ = router.respond(to: HTTPRequest(method: "GET", path: "/nowhere"))
        let lines = log.all.filter { $0.message == "request" }
        #expect(lines.count == 2)
        let line = try #require(lines.first).metadata
        #expect(line["http.request.method"] == "POST")
        #expect(line["http.route"] == "/v1/frame")
        #expect(line["http.response.status_code"] == "200")
        #expect(line["http.request.body.size"] == "\(exampleScene.utf8.count)")
        #expect(line["http.response.body.size"] == "\(response.body.count)")
        #expect(line["request.id"] == "\(response.headers["X-Request-Id"] ?? "")")
        #expect(line["trace_id"] == "4bf92f3577b34da6a3ce929d0e0e4736")
        #expect(Double("\(line["duration_ms"] ?? "")") != nil)
        #expect(!"\(line)".contains("destinations"))
        #expect(lines[1].metadata["http.route"] == "-" && lines[1].metadata["trace_id"] == "-")
    }

    @Test("a router given an access-line sink hands it the fields the logger would have had, and logs no access event")
    func accessLineSink() throws {
        let log = CapturedLog()
        let records = Mutex<[AccessRecord]>([])
        let logged = Router(logger: Logger(label: "test") { _ in log })
        let sunk = Router(logger: Logger(label: "test") { _ in log }, accessLine: { record in records.withLock { $0.append(record) } })
        for request in [post("/v1/frame", exampleScene), HTTPRequest(method: "GET", path: "/nowhere")] {
            _ = logged.respond(to: request)
            _ = sunk.respond(to: request)
        }
        let events = log.all.filter { $0.message == "request" }
        let sunkRecords = records.withLock { $0 }
        #expect(events.count == 2 && sunkRecords.count == 2)
        for (event, record) in zip(events, sunkRecords) {
            #expect(event.message == "\(AccessRecord.message)" && event.source == AccessRecord.source)
            let fields = Dictionary(uniqueKeysWithValues: record.fields.map { ($0.key, $0.value) })
            #expect(Set(fields.keys) == Set(event.metadata.keys))
            // The request ids and durations are each router's own; every other field is the same.
            for (key, value) in event.metadata where !["request.id", "duration_ms"].contains(key) {
                #expect(fields[key] == "\(value)", "\(key)")
            }
            #expect(record.fields.map(\.key) == record.fields.map(\.key).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }
    }

    @Test("traceparent: well-formed ids are read, anything else starts no trace", arguments: [
        ("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", "4bf92f3577b34da6a3ce929d0e0e4736"),
        ("01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-future", "4bf92f3577b34da6a3ce929d0e0e4736"),
        ("00-00000000000000000000000000000000-00f067aa0ba902b7-01", nil),
        ("00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01", nil),
        ("00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01", nil),
        ("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra", nil),
        ("ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", nil),
        ("00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01", nil),
        ("", nil),
    ] as [(String, String?)])
    func traceParent(header: String, traceID: String?) {
        #expect(TraceParent.traceID(header) == traceID)
    }
}
