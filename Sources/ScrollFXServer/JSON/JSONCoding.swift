#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MicroHTTP
import ScrollFX
import StrictJSON

/// Reading request bodies and writing response bodies as JSON, with errors as ``Problem``s.
public enum JSONCoding {
    /// Throws 415 unless the request declares its body as JSON.
    static func requireJSON(_ request: HTTPRequest) throws(Problem) {
        guard isJSON(request.headers["Content-Type"]) else {
            throw Problem(
                title: "Unsupported Media Type", status: 415,
                detail: "the body must be sent as Content-Type: application/json"
            )
        }
    }

    /// Decodes `type` from JSON `bytes`: not JSON (or nested deeper than `maxDepth`) → 400 with line and column;
    /// wrong shape → 422 with a pointer.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], maxDepth: Int = 64) throws(Problem) -> T {
        try decode(type, from: parse(bytes, maxDepth: maxDepth))
    }

    /// Decodes `type` as ``decode(_:from:maxDepth:)`` does, reading it without `Codable` (``JSONValueReader``)
    /// where it can and with `Decodable` where that reading gives up, which then names any error.
    static func decode<T: WireValue>(_ type: T.Type, from bytes: [UInt8], maxDepth: Int = 64) throws(Problem) -> T {
        let document = try parse(bytes, maxDepth: maxDepth)
        if let value = JSONValueReader.read(type, from: document) { return value }
        return try decode(type, from: document)
    }

    /// The document in `bytes`, or a 400 problem with line and column.
    private static func parse(_ bytes: [UInt8], maxDepth: Int) throws(Problem) -> JSONDocument {
        do {
            return try JSONParser.parse(bytes, maxDepth: maxDepth)
        } catch {
            throw Problem.malformedJSON("the body is not valid JSON: \(error)")
        }
    }

    /// Decodes `type` from `document` with `Decodable`; a wrong shape is a 422 with a pointer.
    static func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws(Problem) -> T {
        do {
            return try JSONDocumentDecoder.decode(type, from: document)
        } catch let error as DecodingError {
            throw problem(for: error)
        } catch {
            throw Problem.invalidRequest("\(error)", pointer: "")
        }
    }

    /// The JSON encoding of an answer, written from its member list (``JSONValueWriter``); nil if it holds a number
    /// JSON cannot carry.
    @inlinable
    public static func encode(_ value: some WireWritable) -> [UInt8]? {
        JSONValueWriter.json(value)
    }

    /// The JSON encoding of any other value, through `JSONEncoder`; nil if it holds a value JSON cannot carry.
    public static func encode(_ value: some Encodable) -> [UInt8]? {
        encodeWithFoundation(value)
    }

    /// The encoding by Foundation's `JSONEncoder`: the reference the direct writer is tested against.
    public static func encodeWithFoundation(_ value: some Encodable) -> [UInt8]? {
        try? Array(encoder.encode(value))
    }

    /// Sorted keys: the same answer is the same bytes, run after run.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A 200 `application/json` response carrying an answer handed over, written from its member list in place
    /// (``JSONValueWriter/writing(handedOver:capacity:maxBytes:)``); throws a 500 problem if it
    /// cannot be written, and the 422 of ``tooLarge(_:)`` past `maxBytes` (the writer stops there).
    static func response(_ value: consuming some WireWritable, maxBytes: Int = .max) throws(Problem) -> HTTPResponse {
        let writer = JSONValueWriter.writing(handedOver: value, maxBytes: maxBytes)
        guard !writer.isFull else { throw tooLarge(maxBytes) }
        guard writer.json.isValid else { throw unencodable }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: writer.json.bytes)
    }

    /// A 200 `application/json` response carrying any other value, through `JSONEncoder`.
    static func response(_ value: some Encodable, maxBytes: Int = .max) throws(Problem) -> HTTPResponse {
        guard let body = encodeWithFoundation(value) else { throw unencodable }
        guard body.count <= maxBytes else { throw tooLarge(maxBytes) }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }

    /// The 500 of an answer that cannot be written as JSON (a number that is not finite).
    static let unencodable = Problem(title: "Internal Server Error", status: 500, detail: "the answer could not be encoded")

    /// The 422 of an answer longer than `limits.maxResponseBytes`, `maxBytes`.
    static func tooLarge(_ maxBytes: Int) -> Problem {
        Problem.invalidRequest("the answer would take more than \(maxBytes) bytes (limits.maxResponseBytes); ask for less", pointer: "")
    }

    /// Whether a Content-Type value names JSON: `application/json` or any `+json` type, parameters allowed.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let normalized = ContentNegotiation.mediaType(contentType)
        return normalized == "application/json" || (normalized.hasPrefix("application/") && normalized.hasSuffix("+json"))
    }

    /// The 422 problem a decoding error stands for, pointing at the field.
    static func problem(for error: DecodingError) -> Problem {
        switch error {
        case .keyNotFound(let key, let context):
            .invalidRequest(context.debugDescription, pointer: pointer(context.codingPath + [key]))
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            .invalidRequest(context.debugDescription, pointer: pointer(context.codingPath))
        @unknown default:
            .invalidRequest("the body does not match the contract", pointer: "")
        }
    }

    /// The RFC 6901 JSON Pointer of a coding path.
    static func pointer(_ path: [any CodingKey]) -> String {
        path.map { "/" + RequestError.token($0.intValue.map(String.init) ?? $0.stringValue) }.joined()
    }
}
