/// Why a request breaks the contract, and where: a JSON Pointer into the request body (its scene, its range, what
/// its answer would cost). Every check of the engine throws it; the server answers it as a problem naming the field.
public struct RequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON Pointer (RFC 6901) of the offending field, e.g. `/sections/1/id`.
    public var pointer: String
    /// What is wrong with it, in one sentence.
    public var reason: String

    /// Creates an error.
    public init(pointer: String, reason: String) {
        self.pointer = pointer
        self.reason = reason
    }

    /// `pointer: reason`.
    public var description: String { "\(pointer): \(reason)" }
}

extension RequestError {
    /// The same error, its pointer taken as relative to the member `prefix` of the body (e.g. `/scene`).
    public func inside(_ prefix: String) -> RequestError {
        RequestError(pointer: prefix + pointer, reason: reason)
    }
}

extension RequestError {
    /// `name` as one reference token of a JSON Pointer (RFC 6901): `~` as `~0`, `/` as `~1`, scalar by scalar (a `~`
    /// that a combining mark follows is still a `~`).
    public static func token(_ name: String) -> String {
        var token = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar {
            case "~": token.append(contentsOf: "~0".unicodeScalars)
            case "/": token.append(contentsOf: "~1".unicodeScalars)
            default: token.append(scalar)
            }
        }
        return String(token)
    }
}
