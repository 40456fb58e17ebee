#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MicroHTTP

/// Reading request bodies and writing response bodies as JSON, with errors as ``Problem``s.
enum JSONCoding {
    /// Decodes `type` from the body of `request`, which must be declared as JSON.
    ///
    /// Not JSON → 400; JSON of the wrong shape → 422 with the field's JSON Pointer;
    /// another content type → 415.
    static func decode<T: Decodable>(_ type: T.Type, from request: HTTPRequest) throws(Problem) -> T {
        guard isJSON(request.headers["Content-Type"]) else {
            throw Problem(
                title: "Unsupported Media Type", status: 415,
                detail: "the body must be sent as Content-Type: application/json"
            )
        }
        do {
            return try JSONDecoder().decode(type, from: Data(request.body))
        } catch let error as DecodingError {
            throw problem(for: error)
        } catch {
            throw Problem.malformedJSON("the body is not valid JSON")
        }
    }

    /// The JSON encoding of `value`, or nil if it holds a value JSON cannot carry.
    static func encode(_ value: some Encodable) -> [UInt8]? {
        try? Array(encoder.encode(value))
    }

    /// Sorted keys: the same answer is the same bytes, run after run.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A 200 `application/json` response carrying `value`; a 500 problem if it cannot be encoded.
    static func response(_ value: some Encodable) -> HTTPResponse {
        guard let body = encode(value) else {
            return Problem(title: "Internal Server Error", status: 500, detail: "the answer could not be encoded").response()
        }
        return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }

    /// Whether a Content-Type value names JSON: `application/json` or any `+json` type, parameters allowed.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let normalized = String(mediaType.filter { $0 != " " && $0 != "\t" }).lowercased()
        return normalized == "application/json" || (normalized.hasPrefix("application/") && normalized.hasSuffix("+json"))
    }

    /// The problem a decoding error stands for.
    static func problem(for error: DecodingError) -> Problem {
        switch error {
        case .keyNotFound(let key, let context):
            return .invalidRequest("required field \"\(key.stringValue)\" is missing", pointer: pointer(context.codingPath + [key]))
        case .typeMismatch(let type, let context):
            return .invalidRequest("expected \(describe(type))", pointer: pointer(context.codingPath))
        case .valueNotFound(let type, let context):
            return .invalidRequest("expected \(describe(type)), found null", pointer: pointer(context.codingPath))
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // Foundation's decoder reports every syntax error without a path or position.
            let reason = context.underlyingError.map { ": \($0)" } ?? ""
            return .malformedJSON("the body is not valid JSON\(reason)")
        case .dataCorrupted(let context):
            return .invalidRequest(context.debugDescription, pointer: pointer(context.codingPath))
        @unknown default:
            return .invalidRequest("the body does not match the contract", pointer: "")
        }
    }

    /// The RFC 6901 JSON Pointer of a coding path.
    static func pointer(_ path: [any CodingKey]) -> String {
        var pointer = ""
        for key in path {
            pointer += "/"
            for character in key.intValue.map(String.init) ?? key.stringValue {
                switch character {
                case "~": pointer += "~0"
                case "/": pointer += "~1"
                default: pointer.append(character)
                }
            }
        }
        return pointer
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type: "a number"
        case is Int.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        default:
            "\(type)".hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
