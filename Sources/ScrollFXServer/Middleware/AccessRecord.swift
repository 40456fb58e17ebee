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
    /// Milliseconds to three decimals, as text.
    var duration: String
    var requestBytes: Int
    var responseBytes: Int
    var requestID: String
    /// The `traceparent` trace id, `-` when there is none.
    var traceID: String

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
