import Foundation

/// The range the contract rules for answers (docs/contract.md#units-spaces-and-offsets): every offset `/v1/snap` and `/v1/locate` answer is a
/// valid request offset (|x| ≤ 10¹⁵), and every index or virtual index in any answer an exact integer (|k| ≤ 2⁵³).
public enum AnswerRange {
    /// What in the JSON answer `body` of `path` leaves the range, or nil when nothing does (or it is not JSON).
    public static func fault(in body: [UInt8], of path: String) -> String? {
        guard let answer = try? JSONSerialization.jsonObject(with: Data(body)) else { return nil }
        let offsets: [String] = switch path {
        case "/v1/snap": ["from", "projected", "offset"]
        case "/v1/locate": ["offset", "clamped", "ranges"]
        default: []
        }
        if let object = answer as? [String: Any] {
            for key in offsets {
                if let fault = offsetFault(object[key], at: "/" + key) { return fault }
            }
        }
        return indexFault(answer, at: "")
    }

    private static func offsetFault(_ value: Any?, at pointer: String) -> String? {
        switch value {
        case let number as NSNumber:
            abs(number.doubleValue) <= 1e15 ? nil : "\(pointer) is \(number), beyond ±1e15"
        case let array as [Any]:
            array.enumerated().lazy.compactMap { offsetFault($1, at: "\(pointer)/\($0)") }.first
        default:
            nil
        }
    }

    /// Indices: `index`, `virtualIndex`, `item` (frames' warnings, timelines' tracks) and `visibleRange`'s ends.
    private static func indexFault(_ value: Any, at pointer: String, inRange: Bool = false) -> String? {
        switch value {
        case let object as [String: Any]:
            for (key, member) in object {
                let isIndex = ["index", "virtualIndex", "item"].contains(key) || (inRange && (key == "first" || key == "last"))
                if isIndex, let number = member as? NSNumber, !isExact(number) {
                    return "\(pointer)/\(key) is \(number), not an integer within ±2^53"
                }
                if let fault = indexFault(member, at: "\(pointer)/\(key)", inRange: key == "visibleRange") { return fault }
            }
            return nil
        case let array as [Any]:
            return array.enumerated().lazy.compactMap { indexFault($1, at: "\(pointer)/\($0)") }.first
        default:
            return nil
        }
    }

    private static func isExact(_ number: NSNumber) -> Bool {
        let limit = 9_007_199_254_740_992.0
        if let integer = number as? Int { return abs(Double(integer)) <= limit && Int(exactly: Double(integer)) == integer }
        let value = number.doubleValue
        return value == value.rounded() && abs(value) <= limit
    }
}
