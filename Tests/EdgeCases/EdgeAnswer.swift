import Foundation

/// What makes an answer to an edge-drawn request wrong whatever the request.
public enum EdgeAnswer {
    /// The statuses such a request may get: an answer, 406 (CSS asked of a JSON endpoint), 422 or 503.
    public static let statuses: Set<Int> = [200, 406, 422, 503]

    /// A status outside ``statuses``, an error that is not problem+json or a 422 without a pointer, or a 200 that
    /// leaves the ruled range (``AnswerRange``); nil when the answer is sound.
    public static func fault(status: Int, contentType: String?, body: [UInt8], path: String) -> String? {
        guard statuses.contains(status) else { return "status \(status): \(String(decoding: body.prefix(1_000), as: UTF8.self))" }
        guard status == 200 else {
            guard contentType == "application/problem+json" else { return "\(status) without problem+json" }
            let problem = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
            if status == 422, (problem?["pointer"] as? String)?.hasPrefix("/") != true { return "422 without a pointer" }
            return nil
        }
        return AnswerRange.fault(in: body, of: path)
    }
}
