import Logging
@testable import ScrollFXCommand
@testable import ScrollFXServer
import Testing

@Suite("line log handlers")
struct LineLogHandlerTests {
    private static let record = AccessRecord(
        method: "POST", route: "/v1/frame", status: 200, duration: "0.412", requestBytes: 2795, responseBytes: 5803,
        requestID: "ead85f55e7096ba8", traceID: "4bf92f3577b34da6a3ce929d0e0e4736"
    )

    /// `line` without its leading timestamp (text) or `ts` member (JSON), which may tick between two calls.
    private static func untimed(_ line: String) -> Substring {
        line.hasPrefix("{") ? line.drop { $0 != "," } : line.drop { $0 != " " }
    }

    @Test("an access line is the very line the access event gives, in text and in JSON")
    func accessLineMatchesEvent() {
        let handlers: [any LineLogHandler] = [TextLogHandler(label: "scrollfx"), JSONLinesLogHandler(label: "scrollfx")]
        for handler in handlers {
            let fast = handler.accessLine(Self.record)
            let event = handler.line(level: .info, message: AccessRecord.message, source: AccessRecord.source, metadata: Self.record.metadata)
            #expect(Self.untimed(fast) == Self.untimed(event))
            #expect(fast.contains("4bf92f3577b34da6a3ce929d0e0e4736") && fast.hasSuffix("\n"))
        }
        #expect(Self.untimed(TextLogHandler(label: "scrollfx").accessLine(Self.record)) == """
             info scrollfx: duration_ms=0.412 http.request.body.size=2795 http.request.method=POST \
            http.response.body.size=5803 http.response.status_code=200 http.route=/v1/frame request.id=ead85f55e7096ba8 \
            trace_id=4bf92f3577b34da6a3ce929d0e0e4736 [ScrollFXServer] request

            """)
    }

    @Test("control characters (C0, DEL, C1) in a key, a value or the message are escaped as \\u00XX, in text and in JSON")
    func controlCharactersEscaped() {
        let hostile = "a\nb\rc\u{0}d\u{1B}[2Je\u{7F}f\u{9B}g\té"
        let text = TextLogHandler(label: "scrollfx").line(level: .notice, message: "\(hostile)", source: "S", metadata: ["k\n": "\(hostile)"])
        #expect(text.contains(#"k\u000a=a\u000ab\u000dc\u0000d\u001b[2Je\u007ff\u009bg\u0009é"#), "\(text)")
        #expect(text.filter { $0 == "\n" }.count == 1 && text.hasSuffix("\n"))
        let json = JSONLinesLogHandler(label: "scrollfx").line(level: .notice, message: "\(hostile)", source: "S", metadata: ["k": "\(hostile)"])
        #expect(json.contains(#""k":"a\nb\rc\u0000d\u001b[2Je\u007ff\u009bg\té""#), "\(json)")
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    }
}
