import Logging

/// One request as its access line tells it: the fields of the info event ``RequestLog`` writes per request.
///
/// The fields go into a line either as swift-log metadata, or, when `serve` runs its own line handlers, straight
/// from here in key order: the same line, without a metadata dictionary to build, hash and sort per request.
public struct AccessRecord: Sendable {
    /// The access event's message.
    public static let message: Logger.Message = "request"
    /// The module logging it: what swift-log reports as the event's source.
    public static let source = "ScrollFXServer"

    var method: String
    /// The route template, `-` for a path no route answers.
    var route: String
    var status: Int
    /// How long the answer took, in whole microseconds (written as milliseconds to three decimals).
    var durationMicroseconds: Int
    var requestBytes: Int
    var responseBytes: Int
    var requestID: String
    /// The `traceparent` trace id, `-` when there is none.
    var traceID: String
    /// The transport's worker thread that answered, nil when unknown: it picks the buffer the line waits in.
    public var worker: Int?

    /// The duration as `Double.description` writes the milliseconds: `0.412`, `1.0`, `12.5`.
    var duration: String {
        var writer = LogLineWriter(capacity: 32)
        Self.writeMilliseconds(durationMicroseconds, into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes `microseconds` (not negative) as milliseconds the way `Double.description` writes them: whole
    /// milliseconds, a point and the thousandths without their trailing zeros, at least one.
    static func writeMilliseconds(_ microseconds: Int, into writer: inout LogLineWriter) {
        var fraction = microseconds % 1000
        var digits = 3
        while digits > 1, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        writer.integer(microseconds / 1000)
        writer.raw(".")
        writer.digits(fraction, count: digits)
    }

    /// The fields as (key, text), keys in the order of their UTF-8 bytes.
    public var fields: Fields { Fields(record: self) }

    /// The fields as the event's metadata.
    var metadata: Logger.Metadata {
        var metadata: Logger.Metadata = [:]
        for (key, value) in fields { metadata[key] = .string(value) }
        return metadata
    }

    /// The fields in key order, without an array.
    public struct Fields: Sequence, IteratorProtocol {
        let record: AccessRecord
        var index = 0

        public mutating func next() -> (key: String, value: String)? {
            defer { index += 1 }
            switch index {
            case 0: return ("duration_ms", record.duration)
            case 1: return ("http.request.body.size", String(record.requestBytes))
            case 2: return ("http.request.method", record.method)
            case 3: return ("http.response.body.size", String(record.responseBytes))
            case 4: return ("http.response.status_code", String(record.status))
            case 5: return ("http.route", record.route)
            case 6: return ("request.id", record.requestID)
            case 7: return ("trace_id", record.traceID)
            default: return nil
            }
        }
    }
}
