import Foundation
import Logging
@testable import ScrollFXServer
import Synchronization
import Testing

@Suite("line log handlers")
struct LineLogHandlerTests {
    private static let record = AccessRecord(
        method: "POST", route: "/v1/frame", status: 200, durationMicroseconds: 412, requestBytes: 2795, responseBytes: 5803,
        requestID: "ead85f55e7096ba8", traceID: "4bf92f3577b34da6a3ce929d0e0e4736", worker: 1
    )

    /// A handler in `format` whose output is collected, and what it wrote so far, flushed.
    private static func collecting(_ format: LogFormat) -> (handler: LineLogHandler, written: @Sendable () -> String) {
        let collected = Mutex<[UInt8]>([])
        let output = LogOutput(workers: 2) { batch in collected.withLock { $0 += batch } }
        let handler = LineLogHandler(label: "scrollfx", format: format, output: output)
        return (handler, { output.flush(); return collected.withLock { String(decoding: $0, as: UTF8.self) } })
    }

    /// `line` without its leading timestamp (text) or `ts` member (JSON), which may tick between two lines.
    private static func untimed(_ line: Substring) -> Substring {
        line.hasPrefix("{") ? line.drop { $0 != "," } : line.drop { $0 != " " }
    }

    @Test("an access line is the very line the access event gives, in text and in JSON")
    func accessLineMatchesEvent() {
        for format in [LogFormat.text, .json] {
            let (handler, written) = Self.collecting(format)
            handler.accessLine(Self.record)
            Logger(label: "scrollfx") { _ in handler }.log(level: .info, AccessRecord.message, metadata: Self.record.metadata, source: AccessRecord.source)
            let lines = written().split(separator: "\n")
            #expect(lines.count == 2 && Self.untimed(lines[0]) == Self.untimed(lines[1]), "\(lines)")
            #expect(lines.first?.contains("4bf92f3577b34da6a3ce929d0e0e4736") == true)
        }
        let (handler, written) = Self.collecting(.text)
        handler.accessLine(Self.record)
        #expect(Self.untimed(written()[...]) == """
             info scrollfx: duration_ms=0.412 http.request.body.size=2795 http.request.method=POST \
            http.response.body.size=5803 http.response.status_code=200 http.route=/v1/frame request.id=ead85f55e7096ba8 \
            trace_id=4bf92f3577b34da6a3ce929d0e0e4736 [ScrollFXServer] request

            """)
    }

    @Test("control characters (C0, DEL, C1) in a key, a value or the message are escaped as \\u00XX, in text and in JSON")
    func controlCharactersEscaped() {
        let hostile = "a\nb\rc\u{0}d\u{1B}[2Je\u{7F}f\u{9B}g\té"
        let (textHandler, text) = Self.collecting(.text)
        Logger(label: "scrollfx") { _ in textHandler }.notice("\(hostile)", metadata: ["k\n": "\(hostile)"])
        #expect(text().contains(#"k\u000a="a\u000ab\u000dc\u0000d\u001b[2Je\u007ff\u009bg\u0009é""#), "\(text())")
        #expect(text().filter { $0 == "\n" }.count == 1 && text().hasSuffix("\n"))
        let (jsonHandler, json) = Self.collecting(.json)
        Logger(label: "scrollfx") { _ in jsonHandler }.notice("\(hostile)", metadata: ["k": "\(hostile)"])
        #expect(json().contains(#""k":"a\nb\rc\u0000d\u001b[2Je\u007ff\u009bg\té""#), "\(json())")
        #expect(!json().dropLast().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("no value can pass for the line's own fields: spaces, = and quotes quoted, backslashes doubled, bidi controls escaped")
    func forgedFields() {
        let (textHandler, text) = Self.collecting(.text)
        let values = ["/x http.response.status_code=200 request.id=FORGED1", #"a\u000ab"#, "\u{202E}txt.exe", #"say "hi""#, "", "k=v", "ok/v1",
                      "\u{0600}\" k=v\u{0600}"]
        Logger(label: "scrollfx") { _ in textHandler }.notice("m\\n\u{2067}", metadata: Dictionary(uniqueKeysWithValues: values.enumerated().map {
            ("k\($0.offset)", Logger.MetadataValue.string($0.element))
        }))
        #expect(text().contains(#" k0="/x http.response.status_code=200 request.id=FORGED1" k1="a\\u000ab" k2="\u202etxt.exe" "#
                                + #"k3="say \"hi\"" k4="" k5="k=v" k6=ok/v1 k7="\#u{0600}\" k=v\#u{0600}" "#), "\(text())")
        #expect(text().hasSuffix(#"] m\\n\u2067"# + "\n"), "\(text())")
        let (jsonHandler, json) = Self.collecting(.json)
        Logger(label: "scrollfx") { _ in jsonHandler }.notice("m", metadata: ["k": "\u{202E}\u{2028}\u{61C}x\u{200F}"])
        #expect(json().contains(#""k":"\u202e\u2028\u061cx\u200f""#), "\(json())")
    }

    @Test("U+0600, a combining mark and ZWJ beside < > & \" ' at every place, across the eight-byte words, read back whole: JSON by a parser, text unquoted")
    func joiningScalarsReadBack() throws {
        let marks = ["\u{0600}", "\u{0301}", "\u{200D}"], specials = ["<", ">", "&", "\"", "'"]
        var values: [String] = []
        for mark in marks {
            for special in specials {
                for padding in 0..<10 {
                    let plain = String(repeating: "a", count: padding)
                    values += [mark + special + plain, plain + special + mark, plain + mark + special + plain, special + plain + mark]
                }
            }
        }
        for value in values {
            let (jsonHandler, json) = Self.collecting(.json)
            Logger(label: "scrollfx") { _ in jsonHandler }.notice("m", metadata: ["k": "\(value)"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json().utf8)) as? [String: Any], "\(json())")
            #expect((object["k"] as? String).map { Array($0.unicodeScalars) } == Array(value.unicodeScalars), "\(json())")
            let (textHandler, text) = Self.collecting(.text)
            Logger(label: "scrollfx") { _ in textHandler }.notice("m", metadata: ["k": "\(value)"])
            // The value, quoted (every one holds a character that needs quotes or is not ASCII): `\"` and `\\` undone.
            let line = text()
            // Found by bytes: a combining mark after the quote would make `"` part of another Character.
            let bytes = Array(line.utf8), opening = Array(#" k=""#.utf8)
            let start = try #require((0...(bytes.count - opening.count)).first { Array(bytes[$0..<($0 + opening.count)]) == opening }, "\(line)")
            var scalars: [Unicode.Scalar] = [], escaped = false
            for scalar in String(decoding: bytes[(start + opening.count)...], as: UTF8.self).unicodeScalars {
                if escaped { scalars.append(scalar); escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { break } else { scalars.append(scalar) }
            }
            #expect(scalars == Array(value.unicodeScalars), "\(line)")
            #expect(line.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test("notice and above are written at once, with the access lines waiting before them")
    func urgentLinesFlush() {
        let collected = Mutex<[UInt8]>([])
        let output = LogOutput(workers: 2) { batch in collected.withLock { $0 += batch } }
        let handler = LineLogHandler(label: "scrollfx", format: .text, output: output)
        handler.accessLine(Self.record)
        #expect(collected.withLock { $0.isEmpty })
        Logger(label: "scrollfx") { _ in handler }.notice("draining")
        let lines = collected.withLock { String(decoding: $0, as: UTF8.self) }.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasSuffix("] request") && lines[1].hasSuffix("] draining"), "\(lines)")
    }
}
